import { useMemo } from 'react';
import useSWR from 'swr';
import { api } from '../../../lib/api-client';
import type { ApiResponse } from '../../../lib/api/contract';
import { normalizeAnyFreeResult, type AnyFreeResult, type ResultRef } from '../result-scales';

/** `POST /exam/order/info/free` with `{ orderNumber }` or `{ shareToken }`. */
export type FreeResultResponse = ApiResponse<'/api/exam/order/info/free'>;

export function fetchFreeResult(ref: ResultRef): Promise<FreeResultResponse> {
  const body = ref.kind === 'order' ? { orderNumber: ref.orderNumber } : { shareToken: ref.shareToken };
  return api.post<FreeResultResponse>('/exam/order/info/free', body);
}

/** The free result in the visitor's language (texts follow `x-hl`, so the locale is part of the key). */
export function useFreeResult(ref: ResultRef | null, locale: string) {
  const key = ref ? (['exam/order/info/free', ref.kind, ref.kind === 'order' ? ref.orderNumber : ref.shareToken, locale] as const) : null;
  const { data, error, isLoading, mutate } = useSWR(key, () => fetchFreeResult(ref as ResultRef), {
    revalidateIfStale: false,
    keepPreviousData: true,
  });
  const result: AnyFreeResult | null | undefined = useMemo(() => (data ? normalizeAnyFreeResult(data.result) : undefined), [data]);
  return { order: data, result, error: error as unknown, isLoading, retry: () => void mutate() };
}
