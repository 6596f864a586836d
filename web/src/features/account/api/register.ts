import useSWRMutation from 'swr/mutation';
import { api } from '../../../lib/api-client';
import type { User } from './types';

export interface RegisterRequest {
  name: string;
  email: string;
  password: string;
  confirmPassword: string;
  agreePrivacy: boolean;
  locale?: string;
}

export interface RegisterResponse {
  user: User;
  codeExpiresInSeconds: number;
}

/** `POST /user/register`: an unverified account; a six-digit code is e-mailed. */
export function register(body: RegisterRequest): Promise<RegisterResponse> {
  return api.post<RegisterResponse>('/user/register', body);
}

export function useRegister() {
  const { trigger, isMutating } = useSWRMutation('user/register', (_key: string, { arg }: { arg: RegisterRequest }) => register(arg));
  return { register: trigger, isSending: isMutating };
}
