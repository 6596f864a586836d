import useSWRMutation from 'swr/mutation';
import { api } from '../../../lib/api-client';
import type { ApiRequest, ApiResponse } from '../../../lib/api/contract';

export type ResetPasswordRequest = ApiRequest<'/api/user/password/reset'>;
export type ResetPasswordResponse = ApiResponse<'/api/user/password/reset'>;

/** `POST /user/password/reset`: the e-mailed code sets a new password; every session ends. */
export function resetPassword(body: ResetPasswordRequest): Promise<ResetPasswordResponse> {
  return api.post<ResetPasswordResponse>('/user/password/reset', body);
}

export function useResetPassword() {
  const { trigger, isMutating } = useSWRMutation('user/password/reset', (_key: string, { arg }: { arg: ResetPasswordRequest }) =>
    resetPassword(arg),
  );
  return { resetPassword: trigger, isSending: isMutating };
}
