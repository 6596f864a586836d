import { api } from '../../../lib/api-client';
import type { ApiRequest, ApiResponse } from '../../../lib/api/contract';
import type { Payment } from './types';

/** `POST /sandbox/card` (pay base, test mode only): pays a sandbox payment with a documented test card. */
export type SandboxCardRequest = ApiRequest<'/pay-api/sandbox/card'>;

export function submitSandboxCard(body: SandboxCardRequest): Promise<Payment> {
  return api.pay.post<Payment>('/sandbox/card', body);
}

/** `POST /sandbox/approval`: the PayPal-like approval page's decision; `redirectUrl` is a site path. */
export function decideSandboxApproval(paymentId: string, approve: boolean): Promise<ApiResponse<'/pay-api/sandbox/approval'>> {
  return api.pay.post<ApiResponse<'/pay-api/sandbox/approval'>>('/sandbox/approval', { paymentId, approve });
}
