import useSWRMutation from 'swr/mutation';
import { api } from '../../../lib/api-client';
import type { ApiRequest } from '../../../lib/api/contract';
import type { SignedInResponse } from './types';

export type VerifyRequest = ApiRequest<'/api/user/verify'>;

/** `POST /user/verify`: confirms the e-mailed code; the visitor is signed in (cookies). */
export function verifyEmail(body: VerifyRequest): Promise<SignedInResponse> {
  return api.post<SignedInResponse>('/user/verify', body);
}

export function useVerifyEmail() {
  const { trigger, isMutating } = useSWRMutation('user/verify', (_key: string, { arg }: { arg: VerifyRequest }) => verifyEmail(arg));
  return { verify: trigger, isSending: isMutating };
}
