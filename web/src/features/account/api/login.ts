import useSWRMutation from 'swr/mutation';
import { api } from '../../../lib/api-client';
import type { SignedInResponse } from './types';

export interface LoginRequest {
  email: string;
  password: string;
}

/** `POST /user/login`: a new session (cookies). */
export function login(body: LoginRequest): Promise<SignedInResponse> {
  return api.post<SignedInResponse>('/user/login', body);
}

export function useLogin() {
  const { trigger, isMutating } = useSWRMutation('user/login', (_key: string, { arg }: { arg: LoginRequest }) => login(arg));
  return { login: trigger, isSending: isMutating };
}
