import useSWR from 'swr';
import { api } from '../../../lib/api-client';
import type { Sku } from './types';

/** `GET /exam/extra/package/list/{orderNumber}`: add-on packs the order does not own yet. */
export function fetchExtraPackages(orderNumber: string): Promise<Sku[]> {
  return api.get<Sku[]>(`/exam/extra/package/list/${encodeURIComponent(orderNumber)}`);
}

export function useExtraPackages(orderNumber: string | null) {
  const { data, error, mutate } = useSWR(orderNumber ? (['exam/extra/package/list', orderNumber] as const) : null, () =>
    fetchExtraPackages(orderNumber as string),
  { revalidateOnFocus: false });
  return { packages: data, error: error as unknown, retry: () => void mutate() };
}
