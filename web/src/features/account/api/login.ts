import useSWRMutation from 'swr/mutation';
import { api } from '../../../lib/api-client';
import type { ApiRequest } from '../../../lib/api/contract';
import type { SignedInResponse } from './types';

export type LoginRequest = ApiRequest<'/api/user/login'>;

/** `POST /user/login`: a new session (cookies). */
export function login(body: LoginRequest): Promise<SignedInResponse> {
  return api.post<SignedInResponse>('/user/login', body);
}

export function useLogin() {
  const { trigger, isMutating } = useSWRMutation('user/login', (_key: string, { arg }: { arg: LoginRequest }) => login(arg));
  return { login: trigger, isSending: isMutating };
}
