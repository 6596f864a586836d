import useSWR from 'swr';
import { api } from '../../../lib/api-client';
import type { ApiResponse } from '../../../lib/api/contract';

export type MyReports = ApiResponse<'/api/user/order/list/{id}'>;
export type MyReport = MyReports['orders'][number];

/** `GET /user/order/list/all`: every test taken with the member's verified address, newest first. */
export function fetchMyReports(): Promise<MyReports> {
  return api.get<MyReports>('/user/order/list/all');
}

export function useMyReports() {
  const { data, error, mutate } = useSWR('account/my-reports', fetchMyReports, { shouldRetryOnError: false });
  return { reports: data, error: error as unknown, retry: () => void mutate() };
}
