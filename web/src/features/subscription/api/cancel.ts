import { api } from '../../../lib/api-client';
import { type BotProof, botProofFields, botProofHeaders } from '../../../lib/bot-check';
import type { ApiRequest, ApiResponse } from '../../../lib/api/contract';

/** `POST /unsubscribe/check/email` (pay base): mails a cancellation link to the subscriber. */
export function requestCancelLink(email: string, proof?: BotProof): Promise<ApiResponse<'/pay-api/unsubscribe/check/email'>> {
  return api.pay.post<ApiResponse<'/pay-api/unsubscribe/check/email'>>('/unsubscribe/check/email', { email, ...botProofFields(proof) }, { headers: botProofHeaders(proof) });
}

/** `POST /unsubscribe/cancel` (pay base): the mailed link's token cancels, only on this POST. */
export function cancelWithToken(token: string): Promise<ApiResponse<'/pay-api/unsubscribe/cancel'>> {
  return api.pay.post<ApiResponse<'/pay-api/unsubscribe/cancel'>>('/unsubscribe/cancel', { token });
}

/** `POST /subscription/changeSubscription` (pay base, signed in): upgrade to premium (the member's current subscription). */
export function changeSubscription(
  body: ApiRequest<'/pay-api/subscription/changeSubscription'>,
): Promise<ApiResponse<'/pay-api/subscription/changeSubscription'>> {
  return api.pay.post<ApiResponse<'/pay-api/subscription/changeSubscription'>>('/subscription/changeSubscription', body);
}
