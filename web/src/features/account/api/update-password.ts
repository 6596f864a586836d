import useSWRMutation from 'swr/mutation';
import { api } from '../../../lib/api-client';
import type { ApiRequest, ApiResponse } from '../../../lib/api/contract';

export type UpdatePasswordRequest = ApiRequest<'/api/user/password/update'>;

/** `POST /user/password/update`: signed in; other sessions end, this one is renewed. */
export function updatePassword(body: UpdatePasswordRequest): Promise<ApiResponse<'/api/user/password/update'>> {
  return api.post<ApiResponse<'/api/user/password/update'>>('/user/password/update', body);
}

export function useUpdatePassword() {
  const { trigger, isMutating } = useSWRMutation('user/password/update', (_key: string, { arg }: { arg: UpdatePasswordRequest }) =>
    updatePassword(arg),
  );
  return { updatePassword: trigger, isSending: isMutating };
}
