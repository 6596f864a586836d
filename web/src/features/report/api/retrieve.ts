import { api } from '../../../lib/api-client';
import { type BotProof, botProofFields, botProofHeaders } from '../../../lib/bot-check';
import type { ApiResponse } from '../../../lib/api/contract';

/**
 * `POST /exam/order/report/retrieve` (pay base) with `{ email }`: `{ accepted: true }` whether or not
 * the address has reports (the e-mail says which); 400 for an invalid address, 429 when rate limited.
 */
export function requestReportRetrieval(email: string, proof?: BotProof): Promise<ApiResponse<'/pay-api/exam/order/report/retrieve'>> {
  return api.pay.post<ApiResponse<'/pay-api/exam/order/report/retrieve'>>('/exam/order/report/retrieve', { email, ...botProofFields(proof) }, { headers: botProofHeaders(proof) });
}
