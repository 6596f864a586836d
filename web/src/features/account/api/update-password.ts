import useSWRMutation from 'swr/mutation';
import { api } from '../../../lib/api-client';
import type { SessionInfo } from './types';

export interface UpdatePasswordRequest {
  oldPassword: string;
  newPassword: string;
  confirmPassword: string;
}

/** `POST /user/password/update`: signed in; other sessions end, this one is renewed. */
export function updatePassword(body: UpdatePasswordRequest): Promise<{ session: SessionInfo }> {
  return api.post<{ session: SessionInfo }>('/user/password/update', body);
}

export function useUpdatePassword() {
  const { trigger, isMutating } = useSWRMutation('user/password/update', (_key: string, { arg }: { arg: UpdatePasswordRequest }) =>
    updatePassword(arg),
  );
  return { updatePassword: trigger, isSending: isMutating };
}
