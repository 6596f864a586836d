/**
 * The visitor's cookie choice: a first-party cookie (365 days, path /, SameSite=Lax) that the server reads too
 * (gateway/src/consent-cookie.ts holds the same format; the web cannot import it, so this small parser is tested
 * against the same cases). `cookie_consent=v2` plus the granted optional categories after dots, in this order:
 * `v2`, `v2.statistics`, `v2.advertising`, `v2.statistics.advertising`. Any other value (the old `accepted`)
 * is no choice: the visitor is asked again and nothing optional is granted meanwhile.
 *
 * The gateway marks a page served to a visitor who chose with `<html data-consent="<value>">` (the notice is then
 * hidden by CSS) and answers the notice's form when JavaScript is off (gateway/src/web-app.ts).
 */
import { COOKIE_SETTINGS_ID } from '../../components/layout/cookie-settings-anchor';
import { readCookie, serializeCookie } from '../../lib/cookies';

export const CONSENT_COOKIE = 'cookie_consent';
export const optionalConsentCategories = ['statistics', 'advertising'] as const;
export type OptionalConsentCategory = (typeof optionalConsentCategories)[number];
export type ConsentChoice = Record<OptionalConsentCategory, boolean>;

export const NOTHING_OPTIONAL: ConsentChoice = { statistics: false, advertising: false };
export const EVERYTHING: ConsentChoice = { statistics: true, advertising: true };

const VERSION = 'v2';

export function consentCookieValue(choice: ConsentChoice): string {
  return [VERSION, ...optionalConsentCategories.filter((category) => choice[category])].join('.');
}

/** The choice in a cookie value, or undefined when there is none (or the value is not one we write). */
export function parseConsentValue(value: string | null | undefined): ConsentChoice | undefined {
  if (!value) return undefined;
  const [version, ...granted] = value.split('.');
  if (version !== VERSION) return undefined;
  const expected = optionalConsentCategories.filter((category) => granted.includes(category));
  if (expected.length !== granted.length || expected.some((category, index) => granted[index] !== category)) return undefined;
  return { statistics: granted.includes('statistics'), advertising: granted.includes('advertising') };
}

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
    maxAgeDays: 365,
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
