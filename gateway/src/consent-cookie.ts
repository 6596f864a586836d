/**
 * The visitor's cookie choice as the server reads it from a request. The cookie's format is
 * services/platform/src/consent-cookie.ts, the one definition the web app's generated copy also follows.
 */
import { CONSENT_COOKIE, type ConsentChoice, parseConsentValue } from '@mindprint/platform/consent-cookie';
import { parse } from 'cookie';

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
