import useSWRMutation from 'swr/mutation';
import { api } from '../../../lib/api-client';
import type { ApiRequest, ApiResponse } from '../../../lib/api/contract';

export type RegisterRequest = ApiRequest<'/api/user/register'>;
export type RegisterResponse = ApiResponse<'/api/user/register'>;

/** `POST /user/register`: an unverified account; a six-digit code is e-mailed. */
export function register(body: RegisterRequest): Promise<RegisterResponse> {
  return api.post<RegisterResponse>('/user/register', body);
}

export function useRegister() {
  const { trigger, isMutating } = useSWRMutation('user/register', (_key: string, { arg }: { arg: RegisterRequest }) => register(arg));
  return { register: trigger, isSending: isMutating };
}
