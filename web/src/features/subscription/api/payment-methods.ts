import useSWR from 'swr';
import { api } from '../../../lib/api-client';
import type { ApiRequest, ApiResponse } from '../../../lib/api/contract';

type PaymentMethods = ApiResponse<'/pay-api/app/payment/list/{examId}/{country}'>;

/** One way to pay a subscription's first charge that the subscription start takes (card or PayPal). */
export type PaymentMethodOption = PaymentMethods['methods'][number] & { code: ApiRequest<'/pay-api/secondPhase/pay/planSku'>['method'] };

/** `GET /app/payment/list/{examId}/{country}` (pay base): which provider takes card and PayPal, and test mode. */
export function usePaymentMethods(examId: string, country = 'US') {
  const { data, error, mutate } = useSWR(['app/payment/list', examId, country] as const, () =>
    api.pay.get<PaymentMethods>(`/app/payment/list/${encodeURIComponent(examId)}/${encodeURIComponent(country)}`),
  { revalidateOnFocus: false, revalidateIfStale: false });
  const methods = data?.methods.filter((option): option is PaymentMethodOption => option.code === 'card' || option.code === 'paypal');
  return { methods, error: error as unknown, retry: () => void mutate() };
}
