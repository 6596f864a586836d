import useSWRMutation from 'swr/mutation';
import { api } from '../../../lib/api-client';

/** `POST /user/logout`: ends this session (also when it already ended). */
export function logout(): Promise<{ signedOut: boolean }> {
  return api.post<{ signedOut: boolean }>('/user/logout', {});
}

export function useLogout() {
  const { trigger, isMutating } = useSWRMutation('user/logout', () => logout());
  return { logout: trigger, isSending: isMutating };
}
