import useSWR from 'swr';
import { api } from '../../../lib/api-client';
import type { ApiResponse } from '../../../lib/api/contract';
import type { Privileges } from './types';

/** `GET /vip/pay/status/{examOrderNumber}`: the subscription started from an exam order. */
export function fetchSubscriptionStatus(orderNumber: string): Promise<ApiResponse<'/api/vip/pay/status/{examOrderNumber}'>> {
  return api.get<ApiResponse<'/api/vip/pay/status/{examOrderNumber}'>>(`/vip/pay/status/${encodeURIComponent(orderNumber)}`);
}

/** `GET /user/privilege` (signed in): 401 when nobody is signed in. */
export function fetchPrivileges(): Promise<Privileges> {
  return api.get<Privileges>('/user/privilege');
}

export function usePrivileges() {
  const { data, error, isLoading, mutate } = useSWR('user/privilege', fetchPrivileges, { revalidateOnFocus: false, shouldRetryOnError: false });
  return { privileges: data, error: error as unknown, isLoading, retry: () => void mutate() };
}
