/**
 * What to tell the member when a tree-hole call fails: a translated message for each reason the content
 * service gives, the spec's own texts for failed loads and removals, the server's message otherwise.
 */
import { ApiError, NetworkError } from '../../lib/api-client';
import type { TreeHoleKey } from './tree-hole-i18n';

export type FailureText = { key: TreeHoleKey } | { text: string };

const REASON_MESSAGES: Record<string, TreeHoleKey> = {
  TREE_HOLE_EMPTY: 'errors.empty',
  TREE_HOLE_TOO_LONG: 'errors.tooLong',
  TREE_HOLE_MARKUP: 'errors.markup',
  TREE_HOLE_LINK: 'errors.link',
  TREE_HOLE_ABUSIVE: 'errors.abusive',
  TREE_HOLE_RATE_LIMITED: 'errors.tooManyPosts',
};

export function describeFailure(error: unknown, fallback: TreeHoleKey): FailureText {
  if (error instanceof NetworkError) return { key: 'errors.network' };
  if (error instanceof ApiError) {
    const known = error.reason ? REASON_MESSAGES[error.reason] : undefined;
    if (known) return { key: known };
    if (error.result === 429) return { key: 'errors.tooManyPosts' };
    if (error.result === 400 && error.message) return { text: error.message };
  }
  return { key: fallback };
}

/** Nobody is signed in (or the session ended): the page sends the visitor to the login page. */
export function isSignedOut(error: unknown): boolean {
  return error instanceof ApiError && error.result === 401;
}

/** The member's plan does not include the tree hole: the page shows the lock and the upgrade link. */
export function isLocked(error: unknown): boolean {
  return error instanceof ApiError && error.result === 403;
}
