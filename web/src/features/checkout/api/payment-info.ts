import useSWR from 'swr';
import { api } from '../../../lib/api-client';
import type { ApiResponse } from '../../../lib/api/contract';

/** `POST /pay/check/payInfo`: the receipt of a payment. */
export type PaymentInfoResponse = ApiResponse<'/pay-api/pay/check/payInfo'>;

export function fetchPaymentInfo(paymentId: string): Promise<PaymentInfoResponse> {
  return api.pay.post<PaymentInfoResponse>('/pay/check/payInfo', { paymentId });
}

export function usePaymentInfo(paymentId: string | null) {
  const { data, error, mutate } = useSWR(paymentId ? (['pay/check/payInfo', paymentId] as const) : null, () =>
    fetchPaymentInfo(paymentId as string),
  { revalidateOnFocus: false, revalidateIfStale: false });
  return { info: data, error: error as unknown, retry: () => void mutate() };
}
