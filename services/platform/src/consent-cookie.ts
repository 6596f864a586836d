/**
 * The visitor's cookie choice, as a first-party cookie the web app writes and the gateway reads (a page
 * without JavaScript posts the choice to the gateway, which writes it). The one definition of its format:
 * the web gets a generated copy (web/src/lib/generated/consent-cookie.ts, `npm run generate`), so this
 * module imports nothing.
 *
 * `cookie_consent=v2` followed by the granted optional categories, each after a dot, in this order:
 * `v2` (necessary only), `v2.statistics`, `v2.advertising`, `v2.statistics.advertising`.
 * Necessary storage needs no consent. Any other value (the old `accepted`, which named no category)
 * is no choice yet, so the visitor is asked again and nothing optional is granted meanwhile.
 */

export const CONSENT_COOKIE = 'cookie_consent';
export const CONSENT_MAX_AGE_DAYS = 365;
export const optionalConsentCategories = ['statistics', 'advertising'] as const;
export type OptionalConsentCategory = (typeof optionalConsentCategories)[number];
export type ConsentChoice = Record<OptionalConsentCategory, boolean>;

const VERSION = 'v2';

export function consentCookieValue(choice: ConsentChoice): string {
  return [VERSION, ...optionalConsentCategories.filter((category) => choice[category])].join('.');
}

/** The choice in a cookie value, or undefined when the visitor has not chosen (or the value is not one we write). */
export function parseConsentValue(value: string | null | undefined): ConsentChoice | undefined {
  if (!value) return undefined;
  const [version, ...granted] = value.split('.');
  if (version !== VERSION) return undefined;
  const expected = optionalConsentCategories.filter((category) => granted.includes(category));
  if (expected.length !== granted.length || expected.some((category, index) => granted[index] !== category)) return undefined;
  return { statistics: granted.includes('statistics'), advertising: granted.includes('advertising') };
}
