import useSWR from 'swr';
import { api } from '../../../lib/api-client';
import type { Money } from './types';

/** `POST /pay/check/payInfo`: the receipt of a payment. */
export interface PaymentInfoResponse {
  paymentId: string;
  orderNumber: string;
  purchaseNumber: string;
  transactionId: string;
  status: string;
  /** RFC 3339, '' until paid. */
  paidAt: string;
  currency: string;
  subtotal: Money;
  tax: Money;
  discount: Money;
  total: Money;
  provider: string;
  method: string;
  title: string;
  emailMasked: string;
}

export function fetchPaymentInfo(paymentId: string): Promise<PaymentInfoResponse> {
  return api.pay.post<PaymentInfoResponse>('/pay/check/payInfo', { paymentId });
}

export function usePaymentInfo(paymentId: string | null) {
  const { data, error, mutate } = useSWR(paymentId ? (['pay/check/payInfo', paymentId] as const) : null, () =>
    fetchPaymentInfo(paymentId as string),
  { revalidateOnFocus: false, revalidateIfStale: false });
  return { info: data, error: error as unknown, retry: () => void mutate() };
}
