import useSWR from 'swr';
import { api } from '../../../lib/api-client';

export interface MemberSubscription {
  subscriptionId: string;
  planName: string;
  tier: 'basic' | 'premium';
  status: string;
  trialEndsAt: string;
  currentPeriodEnd: string;
  nextChargeAt: string;
  nextCharge?: { formatted: string };
  accessEndsAt: string;
}

export interface MemberPrivileges {
  tier: 'none' | 'basic' | 'premium' | '';
  subscription: MemberSubscription | null;
}

export const MEMBERSHIP_KEY = 'user/privilege';

/** `GET /user/privilege`: the signed-in member's tier and the subscription behind it. */
export function useMembership() {
  const { data, error, mutate } = useSWR(MEMBERSHIP_KEY, () => api.get<MemberPrivileges>('/user/privilege'), { revalidateOnFocus: false, shouldRetryOnError: false });
  return { membership: data, error: error as unknown, refresh: mutate };
}
