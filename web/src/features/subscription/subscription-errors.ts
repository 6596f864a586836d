/** The visitor-facing text of a failed subscription call: the server's own message when it gave one. */
import { ApiError, NetworkError } from '../../lib/api-client';
import type { SubscriptionKey } from './subscription-i18n';

export type Message = { key: SubscriptionKey } | { text: string };

/** `fallback` for unknown failures; network trouble has its own text; the server's message otherwise. */
export function describeFailure(error: unknown, fallback: SubscriptionKey): Message {
  if (error instanceof NetworkError) return { key: 'common.networkError' };
  if (error instanceof ApiError && error.message && error.status !== 500 && error.result !== 500) return { text: error.message };
  return { key: fallback };
}

export function isStatus(error: unknown, ...codes: number[]): boolean {
  return error instanceof ApiError && (codes.includes(error.status) || codes.includes(error.result));
}
