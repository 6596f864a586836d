import useSWR from 'swr';
import { api } from '../../../lib/api-client';
import { examIds } from '../../../lib/generated/product';
import type { ApiResponse } from '../../../lib/api/contract';
import type { PlanList, Tier } from './types';

/**
 * `GET /secondPhase/plan/sku/list/{examId}/{country}?tier=&currency=`: the plans, with the consent text to show;
 * priced in `currency` when given (a member's own subscription currency), else in the country's.
 */
export function fetchPlans(examId: string, country: string, tier?: Tier, currency?: string): Promise<PlanList> {
  return api.get<PlanList>(`/secondPhase/plan/sku/list/${encodeURIComponent(examId)}/${encodeURIComponent(country)}`, {
    query: { tier, currency },
  });
}

export function usePlans(examId: string, country = 'US', tier?: Tier, currency?: string) {
  const key = ['secondPhase/plan/sku/list', examId, country, tier ?? '', currency ?? ''] as const;
  const { data, error, mutate } = useSWR(key, () => fetchPlans(examId, country, tier, currency), {
    revalidateOnFocus: false,
  });
  return { list: data, error: error as unknown, retry: () => void mutate() };
}

/** `GET /exam/sku/list/{examId}/{country}/{hl}?orderNumber=`: only its `offerExpiresAt` is used here. */
export function useOfferExpiry(examId: string, orderNumber: string | null, hl: string) {
  const { data } = useSWR(orderNumber ? (['exam/sku/list/expiry', examId, hl, orderNumber] as const) : null, () =>
    api.get<ApiResponse<'/api/exam/sku/list/{examId}/{country}/{hl}'>>(`/exam/sku/list/${encodeURIComponent(examId)}/US/${encodeURIComponent(hl)}`, { query: { orderNumber } }),
  { revalidateOnFocus: false, shouldRetryOnError: false });
  return data?.offerExpiresAt ?? '';
}

/** `GET /exam/order/info/{orderNumber}`: the exam id of the order (the plans are per exam). */
export function useOrderExamId(orderNumber: string | null) {
  const { data, error } = useSWR(orderNumber ? (['exam/order/info', orderNumber] as const) : null, () =>
    api.get<ApiResponse<'/api/exam/order/info/{orderNumber}'>>(`/exam/order/info/${encodeURIComponent(orderNumber as string)}`),
  { revalidateOnFocus: false, shouldRetryOnError: false });
  return { examId: data?.examId ?? (error ? examIds.type : orderNumber ? null : examIds.type) };
}
