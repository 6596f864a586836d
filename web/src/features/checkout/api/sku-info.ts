import useSWR from 'swr';
import { api } from '../../../lib/api-client';
import type { ApiResponse } from '../../../lib/api/contract';

/** `GET /exam/sku/info/{examId}/{skuId}/{country}/{hl}?promoCode=`: one SKU with the promo applied. */
export type SkuInfoResponse = ApiResponse<'/api/exam/sku/info/{examId}/{skuId}/{country}/{hl}'>;

export function fetchSkuInfo(examId: string, skuId: string, country: string, hl: string, promoCode: string): Promise<SkuInfoResponse> {
  const path = [examId, skuId, country, hl].map(encodeURIComponent).join('/');
  return api.get<SkuInfoResponse>(`/exam/sku/info/${path}`, { query: { promoCode: promoCode || undefined } });
}

/** Every SKU being paid for (the order summary); `examId` null waits. */
export function useSkuInfos(examId: string | null, skuIds: readonly string[], country: string, hl: string, promoCode: string) {
  const key = examId ? (['exam/sku/info', examId, skuIds.join(','), country, hl, promoCode] as const) : null;
  const { data, error, mutate } = useSWR(
    key,
    () => Promise.all(skuIds.map((skuId) => fetchSkuInfo(examId as string, skuId, country, hl, promoCode))),
    { revalidateOnFocus: false, revalidateIfStale: false },
  );
  return { infos: data, error: error as unknown, retry: () => void mutate() };
}
