import useSWRMutation from 'swr/mutation';
import { api } from '../../../lib/api-client';

export type CodePurpose = 'register' | 'password_reset';

export interface SendCodeRequest {
  email: string;
  purpose: CodePurpose;
}

export interface SendCodeResponse {
  expiresInSeconds: number;
  notice: string;
}

/** `GET /email/captcha/send`: e-mails a six-digit code (10 minutes). */
export function sendCode({ email, purpose }: SendCodeRequest): Promise<SendCodeResponse> {
  return api.get<SendCodeResponse>('/email/captcha/send', { query: { email, purpose } });
}

export function useSendCode() {
  const { trigger, isMutating } = useSWRMutation('email/captcha/send', (_key: string, { arg }: { arg: SendCodeRequest }) => sendCode(arg));
  return { sendCode: trigger, isSending: isMutating };
}
