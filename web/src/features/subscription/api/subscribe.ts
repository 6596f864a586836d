import { api } from '../../../lib/api-client';
import type { Payment, StartSubscriptionResponse } from './types';

export interface StartSubscriptionRequest {
  planId: string;
  orderNumber?: string;
  email: string;
  method: 'card' | 'paypal';
  skipTrial: boolean;
  consentGiven: true;
  consentVersion: string;
  returnUrl?: string;
  cancelUrl?: string;
  /** The buyer's country: the plan is charged in its currency, as listed. */
  country: string;
}

/** `POST /secondPhase/pay/planSku` (pay base): starts the subscription and its first charge. */
export function startSubscription(body: StartSubscriptionRequest): Promise<StartSubscriptionResponse> {
  return api.pay.post<StartSubscriptionResponse>('/secondPhase/pay/planSku', body);
}

/** `POST /sandbox/card` (pay base, test mode only). */
export function submitSandboxCard(body: {
  paymentId: string;
  cardNumber: string;
  expiry: string;
  cvc: string;
  cardholderName: string;
  postalCode: string;
}): Promise<Payment> {
  return api.pay.post<Payment>('/sandbox/card', body);
}

/** `POST /pay/check/status` (pay base); `token` is PayPal's return token, when the payer came back from PayPal. */
export function checkPaymentStatus(paymentId: string, token?: string): Promise<Payment> {
  return api.pay.post<Payment>('/pay/check/status', { paymentId, ...(token ? { token } : {}) });
}
