/**
 * The visitor's cookie choice: a first-party cookie (365 days, path /, SameSite=Lax) that the server reads too.
 * Its format (name, version, categories) is the generated copy of services/platform/src/consent-cookie.ts, the
 * one definition the gateway reads with.
 *
 * The gateway marks a page served to a visitor who chose with `<html data-consent="<value>">` (the notice is then
 * hidden by CSS) and answers the notice's form when JavaScript is off (gateway/src/web-app.ts).
 */
import { COOKIE_SETTINGS_ID } from '../../components/layout/cookie-settings-anchor';
import { readCookie, serializeCookie } from '../../lib/cookies';
import { CONSENT_COOKIE, CONSENT_MAX_AGE_DAYS, type ConsentChoice, consentCookieValue, parseConsentValue } from '../../lib/generated/consent-cookie';

export const NOTHING_OPTIONAL: ConsentChoice = { statistics: false, advertising: false };
export const EVERYTHING: ConsentChoice = { statistics: true, advertising: true };

/** The visitor's choice on this page, or undefined before one is made. */
export function currentConsent(): ConsentChoice | undefined {
  if (typeof document === 'undefined') return undefined;
  return parseConsentValue(readCookie(document.cookie, CONSENT_COOKIE));
}

type ConsentListener = (choice: ConsentChoice) => void;
const listeners = new Set<ConsentListener>();

/** Called with every choice saved on this page (the tags follow it at once, without a reload). */
export function onConsentChange(listener: ConsentListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function saveConsent(choice: ConsentChoice): void {
  const value = consentCookieValue(choice);
  document.cookie = serializeCookie(CONSENT_COOKIE, value, {
    maxAgeDays: CONSENT_MAX_AGE_DAYS,
    path: '/',
    sameSite: 'Lax',
    secure: window.location.protocol === 'https:',
  });
  document.documentElement.dataset.consent = value;
  for (const listener of listeners) listener(choice);
}

/** What the notice's form asks for: `all`, `necessary` or `chosen` (with the ticked categories). */
export function choiceFromForm(action: string | null, form: FormData): ConsentChoice {
  if (action === 'all') return EVERYTHING;
  if (action !== 'chosen') return NOTHING_OPTIONAL;
  return { statistics: form.get('statistics') === 'on', advertising: form.get('advertising') === 'on' };
}

/** Whether the page's address asks for the cookie settings (the footer link). */
export function settingsRequested(): boolean {
  return typeof window !== 'undefined' && window.location.hash === `#${COOKIE_SETTINGS_ID}`;
}

/** Drops `#cookie-settings` from the address once the choice is made, so the link reopens the notice next time. */
export function forgetSettingsRequest(): void {
  if (!settingsRequested()) return;
  const { pathname, search } = window.location;
  window.history.replaceState(window.history.state, '', pathname + search);
}
