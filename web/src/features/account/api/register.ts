import useSWRMutation from 'swr/mutation';
import { api } from '../../../lib/api-client';
import { type BotProof, botProofFields, botProofHeaders } from '../../../lib/bot-check';
import type { ApiRequest, ApiResponse } from '../../../lib/api/contract';

export type RegisterRequest = ApiRequest<'/api/user/register'>;
export type RegisterResponse = ApiResponse<'/api/user/register'>;

/** `POST /user/register`: an unverified account; a six-digit code is e-mailed. */
export function register(body: RegisterRequest, proof?: BotProof): Promise<RegisterResponse> {
  return api.post<RegisterResponse>('/user/register', { ...body, ...botProofFields(proof) }, { headers: botProofHeaders(proof) });
}

export function useRegister() {
  const { trigger, isMutating } = useSWRMutation('user/register', (_key: string, { arg: { proof, ...body } }: { arg: RegisterRequest & { proof?: BotProof } }) => register(body, proof));
  return { register: trigger, isSending: isMutating };
}
