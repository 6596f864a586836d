import useSWR from 'swr';
import { api } from '../../../lib/api-client';
import type { ApiResponse } from '../../../lib/api/contract';

export type Country = ApiResponse<'/api/exam/order/country/list'>[number];

/** `GET /exam/order/country/list`: names in the `x-hl` language, sorted by name. */
export function fetchCountryList(): Promise<Country[]> {
  return api.get<Country[]>('/exam/order/country/list');
}

/** Keyed by locale so the names follow a language switch (the request carries `x-hl`). */
export function useCountryList(locale: string) {
  const { data, error, isLoading, mutate } = useSWR(['exam/order/country/list', locale] as const, () => fetchCountryList(), {
    revalidateIfStale: false,
  });
  return { countries: data, error: error as unknown, isLoading, retry: () => void mutate() };
}
