import useSWR from 'swr';
import { api } from '../../../lib/api-client';
import type { ApiResponse } from '../../../lib/api/contract';

/** `GET /exam/sku/list/{examId}/{country}/{hl}?promoCode=&orderNumber=`: the offers for an order. */
export type SkuListResponse = ApiResponse<'/api/exam/sku/list/{examId}/{country}/{hl}'>;

export interface SkuListQuery {
  examId: string;
  country: string;
  hl: string;
  promoCode: string;
  orderNumber: string;
}

export function fetchSkuList(q: SkuListQuery): Promise<SkuListResponse & { receivedAt: number }> {
  const path = `/exam/sku/list/${encodeURIComponent(q.examId)}/${encodeURIComponent(q.country)}/${encodeURIComponent(q.hl)}`;
  return api
    .get<SkuListResponse>(path, { query: { promoCode: q.promoCode || undefined, orderNumber: q.orderNumber } })
    .then((data) => ({ ...data, receivedAt: Date.now() }));
}

/** The offers; `query` null waits (e.g. until the purchase check has answered). */
export function useSkuList(query: SkuListQuery | null) {
  const key = query ? (['exam/sku/list', query.examId, query.country, query.hl, query.promoCode, query.orderNumber] as const) : null;
  const { data, error, isValidating, mutate } = useSWR(key, () => fetchSkuList(query as SkuListQuery), {
    revalidateOnFocus: false,
    keepPreviousData: true,
  });
  return { list: data, error: error as unknown, isValidating, refetch: () => void mutate() };
}
