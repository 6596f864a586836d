import { api } from '../../../lib/api-client';

/**
 * `POST /exam/order/report/retrieve` (pay base) with `{ email }`: `{ accepted: true }` whether or not
 * the address has reports (the e-mail says which); 400 for an invalid address, 429 when rate limited.
 */
export function requestReportRetrieval(email: string): Promise<{ accepted: boolean }> {
  return api.pay.post<{ accepted: boolean }>('/exam/order/report/retrieve', { email });
}
