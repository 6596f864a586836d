import type { AdConversion, AdPlatform } from '../domain/ad-conversion.js';

/** Hands one conversion to one ad platform; throws when it did not take it. */
export interface ConversionSender {
  readonly platform: AdPlatform;
  send(conversion: AdConversion): Promise<void>;
}

/** The platform refused the conversion for good (bad request, bad credentials): trying again changes nothing. */
export class ConversionRejected extends Error {
  override readonly name = 'ConversionRejected';
}

/**
 * What a failed answer means: 408, 429 and 5xx are worth another try later (thrown as a plain Error), any
 * other status is a rejection. The text names the platform, status and the platform's own message, never a token.
 */
export function failureOf(platform: string, status: number, message: string): Error {
  const text = `${platform} answered ${status}${message ? `: ${message.slice(0, 300)}` : ''}`;
  return status === 408 || status === 429 || status >= 500 ? new Error(text) : new ConversionRejected(text);
}

/** The error message of a JSON error body ({ error: { message } } or { error_description }), or ''. */
export async function errorMessageOf(response: Response): Promise<string> {
  const body = (await response.json().catch(() => undefined)) as { error?: { message?: unknown } | unknown; error_description?: unknown } | undefined;
  const nested = body && typeof body.error === 'object' && body.error !== null ? (body.error as { message?: unknown }).message : undefined;
  const message = nested ?? body?.error_description ?? (typeof body?.error === 'string' ? body.error : undefined);
  return typeof message === 'string' ? message : '';
}
