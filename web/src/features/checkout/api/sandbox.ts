import { api } from '../../../lib/api-client';
import type { Payment } from './types';

/** `POST /sandbox/card` (pay base, test mode only): pays a sandbox payment with a documented test card. */
export interface SandboxCardRequest {
  paymentId: string;
  cardNumber: string;
  /** `MM/YY`. */
  expiry: string;
  cvc: string;
  cardholderName: string;
  postalCode: string;
}

export function submitSandboxCard(body: SandboxCardRequest): Promise<Payment> {
  return api.pay.post<Payment>('/sandbox/card', body);
}

/** `POST /sandbox/approval`: the PayPal-like approval page's decision; `redirectUrl` is a site path. */
export function decideSandboxApproval(paymentId: string, approve: boolean): Promise<{ payment: Payment; redirectUrl: string }> {
  return api.pay.post<{ payment: Payment; redirectUrl: string }>('/sandbox/approval', { paymentId, approve });
}
