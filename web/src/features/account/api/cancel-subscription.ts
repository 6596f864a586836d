import useSWRMutation from 'swr/mutation';
import { api } from '../../../lib/api-client';
import type { ApiResponse } from '../../../lib/api/contract';

/** `POST /user/subscription/cancel`: one click in the user center cancels the member's subscription. */
export function cancelSubscription(): Promise<ApiResponse<'/api/user/subscription/cancel'>> {
  return api.post<ApiResponse<'/api/user/subscription/cancel'>>('/user/subscription/cancel', {});
}

export function useCancelSubscription() {
  const { trigger, isMutating } = useSWRMutation('user/subscription/cancel', () => cancelSubscription());
  return { cancelSubscription: trigger, isCanceling: isMutating };
}
