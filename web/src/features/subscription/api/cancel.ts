import { api } from '../../../lib/api-client';
import type { PaymentStatus, Subscription } from './types';

/** `POST /unsubscribe/check/email` (pay base): mails a cancellation link to the subscriber. */
export function requestCancelLink(email: string): Promise<{ emailMasked: string }> {
  return api.pay.post<{ emailMasked: string }>('/unsubscribe/check/email', { email });
}

/** `POST /unsubscribe/cancel` (pay base): the mailed link's token cancels, only on this POST. */
export function cancelWithToken(token: string): Promise<{ subscription: Subscription }> {
  return api.pay.post<{ subscription: Subscription }>('/unsubscribe/cancel', { token });
}

/** `POST /subscription/changeSubscription` (pay base, signed in): upgrade to premium (the member's current subscription). */
export function changeSubscription(body: { planId: string; subscriptionId?: string; consentGiven: true; consentVersion: string }): Promise<{
  subscription: Subscription;
  paymentId: string;
  paymentStatus: PaymentStatus;
}> {
  return api.pay.post('/subscription/changeSubscription', body);
}
