import useSWR from 'swr';
import { api } from '../../../lib/api-client';
import type { ApiResponse } from '../../../lib/api/contract';

/** `GET /exam/order/sku/check/{orderNumber}`: whether the order's report is already paid. */
export type PurchaseCheckResponse = ApiResponse<'/api/exam/order/sku/check/{orderNumber}'>;

export function fetchPurchaseCheck(orderNumber: string): Promise<PurchaseCheckResponse> {
  return api.get<PurchaseCheckResponse>(`/exam/order/sku/check/${encodeURIComponent(orderNumber)}`);
}

export function usePurchaseCheck(orderNumber: string | null) {
  const { data, error, mutate } = useSWR(orderNumber ? (['exam/order/sku/check', orderNumber] as const) : null, () =>
    fetchPurchaseCheck(orderNumber as string),
  { revalidateOnFocus: false });
  return { check: data, error: error as unknown, retry: () => void mutate() };
}
