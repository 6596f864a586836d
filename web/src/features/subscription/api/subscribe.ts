import { api } from '../../../lib/api-client';
import { type BotProof, botProofFields, botProofHeaders } from '../../../lib/bot-check';
import type { ApiRequest } from '../../../lib/api/contract';
import type { Payment, StartSubscriptionResponse } from './types';

export type StartSubscriptionRequest = ApiRequest<'/pay-api/secondPhase/pay/planSku'>;

/** `POST /secondPhase/pay/planSku` (pay base): starts the subscription and its first charge. */
export function startSubscription(body: StartSubscriptionRequest, proof?: BotProof): Promise<StartSubscriptionResponse> {
  return api.pay.post<StartSubscriptionResponse>('/secondPhase/pay/planSku', { ...body, ...botProofFields(proof) }, { headers: botProofHeaders(proof) });
}

/** `POST /sandbox/card` (pay base, test mode only). */
export function submitSandboxCard(body: ApiRequest<'/pay-api/sandbox/card'>): Promise<Payment> {
  return api.pay.post<Payment>('/sandbox/card', body);
}

/** `POST /pay/check/status` (pay base); `token` is PayPal's return token, when the payer came back from PayPal. */
export function checkPaymentStatus(paymentId: string, token?: string): Promise<Payment> {
  return api.pay.post<Payment>('/pay/check/status', { paymentId, ...(token ? { token } : {}) });
}
