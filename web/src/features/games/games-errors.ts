/** What to tell the player when a games call fails: network trouble, the server's message, or the spec's load failed. */
import { ApiError, NetworkError } from '../../lib/api-client';
import type { GamesKey } from './games-i18n';

export type FailureText = { key: GamesKey } | { text: string };

export function describeFailure(error: unknown, fallback: GamesKey): FailureText {
  if (error instanceof NetworkError) return { key: 'errors.network' };
  if (isSignedOut(error)) return { key: 'errors.signedOut' };
  if (isLocked(error)) return { key: 'locked.text' };
  if (error instanceof ApiError && error.result === 400 && error.message) return { text: error.message };
  return { key: fallback };
}

export function isSignedOut(error: unknown): boolean {
  return error instanceof ApiError && error.result === 401;
}

export function isLocked(error: unknown): boolean {
  return error instanceof ApiError && error.result === 403;
}

export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.result === 404;
}
