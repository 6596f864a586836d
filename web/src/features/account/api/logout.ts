import useSWRMutation from 'swr/mutation';
import { api } from '../../../lib/api-client';
import type { ApiResponse } from '../../../lib/api/contract';

/** `POST /user/logout`: ends this session (also when it already ended). */
export function logout(): Promise<ApiResponse<'/api/user/logout'>> {
  return api.post<ApiResponse<'/api/user/logout'>>('/user/logout', {});
}

export function useLogout() {
  const { trigger, isMutating } = useSWRMutation('user/logout', () => logout());
  return { logout: trigger, isSending: isMutating };
}
