/**
 * The visitor's cookie choice as the server reads it. The web app writes the same first-party cookie
 * (web/src/features/cookie-consent); a page without JavaScript posts the choice to the gateway.
 *
 * `cookie_consent=v2` followed by the granted optional categories, each after a dot, in this order:
 * `v2` (necessary only), `v2.statistics`, `v2.advertising`, `v2.statistics.advertising`.
 * Necessary storage needs no consent. Any other value (the old `accepted`, which named no category)
 * is no choice yet, so the visitor is asked again and nothing optional is granted meanwhile.
 */
import { parse } from 'cookie';

export const CONSENT_COOKIE = 'cookie_consent';
export const CONSENT_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;
export const optionalConsentCategories = ['statistics', 'advertising'] as const;
export type OptionalConsentCategory = (typeof optionalConsentCategories)[number];
export type ConsentChoice = Record<OptionalConsentCategory, boolean>;

const VERSION = 'v2';

export function consentCookieValue(choice: ConsentChoice): string {
  return [VERSION, ...optionalConsentCategories.filter((category) => choice[category])].join('.');
}

/** The choice in a cookie value, or undefined when the visitor has not chosen (or the value is not one we write). */
export function parseConsentValue(value: string | undefined | null): ConsentChoice | undefined {
  if (!value) return undefined;
  const [version, ...granted] = value.split('.');
  if (version !== VERSION) return undefined;
  const expected = optionalConsentCategories.filter((category) => granted.includes(category));
  if (expected.length !== granted.length || expected.some((category, index) => granted[index] !== category)) return undefined;
  return { statistics: granted.includes('statistics'), advertising: granted.includes('advertising') };
}

/** The choice among a request's parsed cookies (auth/session-cookies.ts `readCookies`), or undefined. */
export function consentIn(cookies: Record<string, string | undefined>): ConsentChoice | undefined {
  return parseConsentValue(cookies[CONSENT_COOKIE]);
}

/** The choice carried by a request's `Cookie` header (first `cookie_consent` wins), or undefined. */
export function readConsent(cookieHeader: string | undefined): ConsentChoice | undefined {
  if (!cookieHeader) return undefined;
  try {
    return consentIn(parse(cookieHeader));
  } catch {
    return undefined;
  }
}
