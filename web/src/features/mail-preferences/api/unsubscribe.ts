import { ApiError } from '../../../lib/api-client';
import { api } from '../../../lib/api-client';
import { type BotProof, botProofFields, botProofHeaders } from '../../../lib/bot-check';
import type { ApiResponse } from '../../../lib/api/contract';

/**
 * `POST /mail/unsubscribe` (pay base) with `{ token }` from a marketing mail's link: marketing mail to
 * that address stops (transactional mail continues). `emailMasked` is the address as the page may show it.
 */
export function unsubscribeByToken(token: string): Promise<ApiResponse<'/pay-api/mail/unsubscribe'>> {
  return api.pay.post<ApiResponse<'/pay-api/mail/unsubscribe'>>('/mail/unsubscribe', { token });
}

/**
 * `POST /mail/unsubscribe/request` (pay base) with `{ email }`: `{ accepted: true }` whether or not we ever
 * mailed the address; a confirmation link is mailed. 400 for an invalid address, 429 when rate limited.
 */
export function requestUnsubscribeLink(email: string, proof?: BotProof): Promise<ApiResponse<'/pay-api/mail/unsubscribe/request'>> {
  return api.pay.post<ApiResponse<'/pay-api/mail/unsubscribe/request'>>('/mail/unsubscribe/request', { email, ...botProofFields(proof) }, { headers: botProofHeaders(proof) });
}

/** How a failed call reads on the page. */
export type UnsubscribeFailure = 'invalid' | 'rateLimited' | 'failed';

/**
 * 400 (and 404/410, a token the server does not know or no longer honours) → `invalid`; 429 →
 * `rateLimited`; everything else (network, timeout, 5xx) → `failed`, which the page offers to retry.
 */
export function failureOf(error: unknown): UnsubscribeFailure {
  if (!(error instanceof ApiError)) return 'failed';
  if (error.status === 429 || error.result === 429) return 'rateLimited';
  if ([400, 404, 410].includes(error.result) || [400, 404, 410].includes(error.status)) return 'invalid';
  return 'failed';
}
