/**
 * Bot protection on the forms that create orders, send mail or register (gateway/docs/bot-protection.md): a
 * honeypot field people never see, and — when the page's runtime config names a site key — Cloudflare Turnstile's
 * widget, whose one-time token goes with the call in a header. The gateway checks both.
 */
import { ApiError } from './api-client';

/** What a protected call carries: the widget's token (when it is on) and the honeypot's value (empty for people). */
export interface BotProof {
  token?: string | undefined;
  honeypot: string;
}

export const BOT_CHECK_TOKEN_HEADER = 'x-bot-check-token';
/** The honeypot's field name, as the gateway reads it from the body (or the query of a GET). */
export const HONEYPOT_FIELD = 'website';

/** Request headers for a protected call. */
export function botProofHeaders(proof: BotProof | undefined): Record<string, string> {
  return proof?.token ? { [BOT_CHECK_TOKEN_HEADER]: proof.token } : {};
}

/** Body (or query) fields for a protected call: the honeypot only when something filled it in. */
export function botProofFields(proof: BotProof | undefined): { [HONEYPOT_FIELD]?: string } {
  return proof?.honeypot ? { [HONEYPOT_FIELD]: proof.honeypot } : {};
}

/** Which of the gateway's bot-check refusals an error is, if any. */
export function botCheckRefusal(error: unknown): 'failed' | 'unavailable' | null {
  if (!(error instanceof ApiError)) return null;
  if (error.reason === 'BOT_CHECK_FAILED') return 'failed';
  if (error.reason === 'BOT_CHECK_UNAVAILABLE') return 'unavailable';
  return null;
}

/** The part of Turnstile's browser API the forms use (https://developers.cloudflare.com/turnstile/). */
export interface TurnstileApi {
  /** `error-callback` gets Turnstile's error code; returning true says the page handled it (no console warning). */
  render(container: HTMLElement, options: { sitekey: string; language?: string; callback(token: string): void; 'expired-callback'(): void; 'error-callback'(code: string): boolean }): string;
  reset(widgetId: string): void;
  remove(widgetId: string): void;
}

const scripts = new Map<string, Promise<TurnstileApi>>();

/**
 * How long the script may take before it counts as blocked: an ad blocker usually fails it at once, but a filtering
 * proxy or a dead network can leave it hanging.
 */
export const TURNSTILE_LOAD_TIMEOUT_MS = 15_000;

/**
 * Loads Turnstile's script once (explicit rendering) and resolves with its API. A script that fails or does not load in
 * time rejects and is forgotten, so the next call (the form's "load again") tries afresh.
 */
export function loadTurnstile(scriptUrl: string, timeoutMs = TURNSTILE_LOAD_TIMEOUT_MS): Promise<TurnstileApi> {
  const present = (window as { turnstile?: TurnstileApi }).turnstile;
  if (present) return Promise.resolve(present);
  let loading = scripts.get(scriptUrl);
  if (!loading) {
    loading = new Promise<TurnstileApi>((resolve, reject) => {
      const script = document.createElement('script');
      const giveUp = (reason: string) => {
        clearTimeout(timer);
        scripts.delete(scriptUrl);
        script.remove();
        reject(new Error(reason));
      };
      const timer = setTimeout(() => giveUp('Turnstile script did not load in time'), timeoutMs);
      script.src = scriptUrl;
      script.async = true;
      script.onload = () => {
        clearTimeout(timer);
        const turnstile = (window as { turnstile?: TurnstileApi }).turnstile;
        if (turnstile) resolve(turnstile);
        else giveUp('Turnstile script loaded without its API');
      };
      script.onerror = () => giveUp('Turnstile script failed to load');
      document.head.appendChild(script);
    });
    scripts.set(scriptUrl, loading);
  }
  return loading;
}
