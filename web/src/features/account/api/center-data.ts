import useSWR from 'swr';
import { api } from '../../../lib/api-client';
import type { ApiResponse } from '../../../lib/api/contract';
import { CENTER_KEY } from './types';

export type CenterData = ApiResponse<'/api/user/center/data'>;

/** `GET /user/center/data`: the user center's summary. */
export function fetchCenterData(): Promise<CenterData> {
  return api.get<CenterData>('/user/center/data');
}

export function useCenterData() {
  const { data, error, isLoading, mutate } = useSWR(CENTER_KEY, fetchCenterData, { shouldRetryOnError: false });
  return { center: data, error: error as unknown, isLoading, retry: () => void mutate() };
}
