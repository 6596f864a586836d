import useSWR from 'swr';
import { api } from '../../../lib/api-client';
import type { ApiResponse } from '../../../lib/api/contract';

/** `GET /exam/order/info/{orderNumber}`: the exam order being paid for. */
export type OrderInfoResponse = ApiResponse<'/api/exam/order/info/{orderNumber}'>;

export function fetchOrderInfo(orderNumber: string): Promise<OrderInfoResponse> {
  return api.get<OrderInfoResponse>(`/exam/order/info/${encodeURIComponent(orderNumber)}`);
}

export function useOrderInfo(orderNumber: string | null) {
  const { data, error, mutate } = useSWR(orderNumber ? (['exam/order/info', orderNumber] as const) : null, () =>
    fetchOrderInfo(orderNumber as string),
  { revalidateOnFocus: false });
  return { order: data, error: error as unknown, retry: () => void mutate() };
}
