/**
 * The visitor's cookie choice: a first-party cookie (365 days, path /, SameSite=Lax), so the server
 * can read it too. The gateway marks a page served to a visitor who accepted with
 * `<html data-consent="accepted">` and answers the notice's form when JavaScript is off
 * (gateway/src/web-app.ts), so prerendered pages ask once, with or without the app.
 */
import { readCookie, serializeCookie } from '../../lib/cookies';

export const CONSENT_COOKIE = 'cookie_consent';
export const CONSENT_ACCEPTED = 'accepted';

export function hasAcceptedCookies(): boolean {
  if (typeof document === 'undefined') return false;
  return readCookie(document.cookie, CONSENT_COOKIE) === CONSENT_ACCEPTED;
}

export function acceptCookies(): void {
  document.cookie = serializeCookie(CONSENT_COOKIE, CONSENT_ACCEPTED, {
    maxAgeDays: 365,
    path: '/',
    sameSite: 'Lax',
    secure: window.location.protocol === 'https:',
  });
  document.documentElement.dataset.consent = CONSENT_ACCEPTED;
}
