import { DomainError } from '@mindprint/platform/errors';
import type { Logger } from '@mindprint/platform/logger';

/**
 * Bot protection on the calls that create orders, send mail or register (the route table marks them with
 * `botCheck`): a honeypot field that people never see and form-filling bots fill in, and — when Turnstile keys
 * are configured and the environment shows the widget — the widget's token, verified with Cloudflare's siteverify
 * API. Without keys the honeypot and the edge limits (edge-limits.ts) are the protection.
 */
export interface BotCheckSettings {
  /** Turnstile's keys; absent together (config.ts refuses one without the other). */
  turnstile?: { siteKey: string; secretKey: string };
  /** Where Turnstile lives: its script (`/turnstile/v0/api.js`) and siteverify API; a local fake in tests. */
  turnstileBaseUrl: string;
  /** The widget is shown and its token required: keys set and the environment name does not contain `fb` (spec). */
  widgetOn: boolean;
}

/** The hidden form field (body, or query of a GET) that only bots fill in. */
export const HONEYPOT_FIELD = 'website';
/** The request header carrying the Turnstile widget's token. */
export const BOT_CHECK_TOKEN_HEADER = 'x-bot-check-token';
/** What a token looks like (printable ASCII, as Turnstile's are); documented for the header, refused otherwise. */
export const botCheckTokenPattern = /^[\x21-\x7e]{1,2048}$/;

/** A siteverify answer is awaited this long; then the provider counts as unreachable. */
const VERIFY_TIMEOUT_MS = 5_000;
/** How soon a visitor may try again after the provider was unreachable. */
const RETRY_AFTER_SECONDS = 5;

/** Error codes of siteverify that mean our side is misconfigured, not that the visitor failed. */
const ourMistakes = new Set(['missing-input-secret', 'invalid-input-secret', 'bad-request', 'internal-error']);

const failed = () => new DomainError('BOT_CHECK_FAILED', 'We could not confirm that this request comes from a person. Please complete the check and try again.', 'PERMISSION_DENIED');
const unavailable = () =>
  new DomainError('BOT_CHECK_UNAVAILABLE', 'The security check is not reachable right now. Please try again in a moment.', 'UNAVAILABLE', { retryAfterSeconds: RETRY_AFTER_SECONDS });

/** What the web app needs to show the widget, or null when it is off. */
export function botCheckWidget(settings: BotCheckSettings): { provider: 'turnstile'; siteKey: string; scriptUrl: string } | null {
  if (!settings.widgetOn || !settings.turnstile) return null;
  return { provider: 'turnstile', siteKey: settings.turnstile.siteKey, scriptUrl: `${settings.turnstileBaseUrl}/turnstile/v0/api.js?render=explicit` };
}

/** The origin the browser loads Turnstile's script and frame from, for the CSP; none when the widget is off. */
export function botCheckCspSources(settings: BotCheckSettings): string[] {
  return botCheckWidget(settings) ? [new URL(settings.turnstileBaseUrl).origin] : [];
}

export interface BotCheckCall {
  /** The route's parsed-before-stripping fields: the body of a POST, the query of a GET. */
  fields: unknown;
  token: string | undefined;
  clientIp: string;
}

export function botChecker(settings: BotCheckSettings, log: Logger, fetchImpl: typeof fetch = fetch) {
  const siteverifyUrl = `${settings.turnstileBaseUrl}/turnstile/v0/siteverify`;

  async function verify(secret: string, token: string, clientIp: string): Promise<void> {
    let answer: { success?: unknown; 'error-codes'?: unknown };
    try {
      const response = await fetchImpl(siteverifyUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ secret, response: token, remoteip: clientIp }),
        signal: AbortSignal.timeout(VERIFY_TIMEOUT_MS),
      });
      if (!response.ok) throw new Error(`siteverify answered HTTP ${response.status}`);
      answer = (await response.json()) as typeof answer;
    } catch (error) {
      // Never the token or the secret: only what went wrong.
      log.warn({ provider: 'turnstile', problem: error instanceof Error ? error.message : String(error) }, 'bot check provider unreachable');
      throw unavailable();
    }
    if (answer.success === true) return;
    const codes = Array.isArray(answer['error-codes']) ? answer['error-codes'].filter((c): c is string => typeof c === 'string') : [];
    if (codes.some((code) => ourMistakes.has(code))) {
      log.error({ provider: 'turnstile', errorCodes: codes }, 'bot check refused our request (check TURNSTILE_SECRET_KEY)');
      throw unavailable();
    }
    throw failed();
  }

  return async (call: BotCheckCall): Promise<void> => {
    // Malformed whether or not the check is on: bad input gets a clear 400, not silence.
    if (call.token !== undefined && !botCheckTokenPattern.test(call.token)) {
      throw new DomainError('INVALID_BOT_CHECK_TOKEN', 'The security check token is malformed', 'INVALID_ARGUMENT');
    }
    const honeypot = typeof call.fields === 'object' && call.fields !== null ? (call.fields as Record<string, unknown>)[HONEYPOT_FIELD] : undefined;
    if (honeypot !== undefined && honeypot !== '') throw failed();
    if (!settings.widgetOn || !settings.turnstile) return;
    const token = call.token?.trim();
    if (!token) throw failed();
    await verify(settings.turnstile.secretKey, token, call.clientIp);
  };
}

export type BotChecker = ReturnType<typeof botChecker>;
