import useSWRMutation from 'swr/mutation';
import { api } from '../../../lib/api-client';
import { type BotProof, botProofFields, botProofHeaders } from '../../../lib/bot-check';
import type { ApiQuery, ApiResponse } from '../../../lib/api/contract';

export type SendCodeRequest = ApiQuery<'/api/email/captcha/send'>;
export type CodePurpose = SendCodeRequest['purpose'];
export type SendCodeResponse = ApiResponse<'/api/email/captcha/send'>;

/** `GET /email/captcha/send`: e-mails a six-digit code (10 minutes). */
export function sendCode({ email, purpose }: SendCodeRequest, proof?: BotProof): Promise<SendCodeResponse> {
  return api.get<SendCodeResponse>('/email/captcha/send', { query: { email, purpose, ...botProofFields(proof) }, headers: botProofHeaders(proof) });
}

export function useSendCode() {
  const { trigger, isMutating } = useSWRMutation('email/captcha/send', (_key: string, { arg: { proof, ...request } }: { arg: SendCodeRequest & { proof?: BotProof } }) => sendCode(request, proof));
  return { sendCode: trigger, isSending: isMutating };
}
