import useSWRMutation from 'swr/mutation';
import { api } from '../../../lib/api-client';

/** `POST /user/subscription/cancel`: one click in the user center cancels the member's subscription. */
export function cancelSubscription(): Promise<{ subscription: { status: string; accessEndsAt: string } | null }> {
  return api.post('/user/subscription/cancel', {});
}

export function useCancelSubscription() {
  const { trigger, isMutating } = useSWRMutation('user/subscription/cancel', () => cancelSubscription());
  return { cancelSubscription: trigger, isCanceling: isMutating };
}
