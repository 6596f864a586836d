import useSWR from 'swr';
import { api } from '../../../lib/api-client';
import type { Payment } from './types';

/** `POST /pay/check/status`: where a payment stands; `token` is PayPal's on the way back. */
export function checkPaymentStatus(paymentId: string, token?: string): Promise<Payment> {
  return api.pay.post<Payment>('/pay/check/status', token ? { paymentId, token } : { paymentId });
}

/** One payment's state, loaded once (the failed and approval pages). */
export function usePaymentStatus(paymentId: string | null) {
  const { data, error, mutate } = useSWR(paymentId ? (['pay/check/status', paymentId] as const) : null, () =>
    checkPaymentStatus(paymentId as string),
  { revalidateOnFocus: false, revalidateIfStale: false });
  return { payment: data, error: error as unknown, retry: () => void mutate() };
}
