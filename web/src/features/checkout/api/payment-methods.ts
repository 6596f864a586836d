import useSWR from 'swr';
import { api } from '../../../lib/api-client';
import type { ApiResponse } from '../../../lib/api/contract';

/** `GET /app/payment/list/{examId}/{country}` (pay base): the ways to pay and whether they are test mode. */
export type PaymentMethodsResponse = ApiResponse<'/pay-api/app/payment/list/{examId}/{country}'>;
export type PaymentMethodOption = PaymentMethodsResponse['methods'][number];

export function fetchPaymentMethods(examId: string, country: string): Promise<PaymentMethodsResponse> {
  return api.pay.get<PaymentMethodsResponse>(`/app/payment/list/${encodeURIComponent(examId)}/${encodeURIComponent(country)}`);
}

export function usePaymentMethods(examId: string | null, country: string) {
  const { data, error, mutate } = useSWR(examId ? (['app/payment/list', examId, country] as const) : null, () =>
    fetchPaymentMethods(examId as string, country),
  { revalidateOnFocus: false, revalidateIfStale: false });
  return { methods: data, error: error as unknown, retry: () => void mutate() };
}
