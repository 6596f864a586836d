import useSWR from 'swr';
import { api } from '../../../lib/api-client';
import type { ApiResponse } from '../../../lib/api/contract';

export type MemberPrivileges = ApiResponse<'/api/user/privilege'>;
export type MemberSubscription = NonNullable<MemberPrivileges['subscription']>;

export const MEMBERSHIP_KEY = 'user/privilege';

/** `GET /user/privilege`: the signed-in member's tier and the subscription behind it. */
export function useMembership() {
  const { data, error, mutate } = useSWR(MEMBERSHIP_KEY, () => api.get<MemberPrivileges>('/user/privilege'), { revalidateOnFocus: false, shouldRetryOnError: false });
  return { membership: data, error: error as unknown, refresh: mutate };
}
