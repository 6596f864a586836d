import useSWR from 'swr';
import { api } from '../../../lib/api-client';

/** One way to pay a subscription's first charge, as `GET /app/payment/list` (pay base) describes it. */
export interface PaymentMethodOption {
  code: 'card' | 'paypal';
  provider: 'stripe' | 'paypal' | 'sandbox';
  testMode: boolean;
  /** Stripe's publishable key when the card goes through Stripe's own Payment Element. */
  publishableKey: string;
}

/** `GET /app/payment/list/{examId}/{country}` (pay base): which provider takes card and PayPal, and test mode. */
export function usePaymentMethods(examId: string, country = 'US') {
  const { data, error, mutate } = useSWR(['app/payment/list', examId, country] as const, () =>
    api.pay.get<{ testMode: boolean; methods: PaymentMethodOption[] }>(`/app/payment/list/${encodeURIComponent(examId)}/${encodeURIComponent(country)}`),
  { revalidateOnFocus: false, revalidateIfStale: false });
  const methods = data?.methods.filter((option) => option.code === 'card' || option.code === 'paypal');
  return { methods, error: error as unknown, retry: () => void mutate() };
}
