/**
 * Where the chosen locale is remembered and shown: localStorage (the "stored locale" of the
 * detection order), the `i18n_redirected` cookie (365 days, path /, SameSite=Lax — readable by
 * the server) and `<html lang>`.
 */
import { readCookie, serializeCookie } from './cookies';
import { localeInfo, type LocaleCode } from './locales';
import { localStore } from './storage';

export const LOCALE_COOKIE = 'i18n_redirected';
export const LOCALE_COOKIE_DAYS = 365;
const LOCALE_STORAGE_KEY = 'locale';

/** The locale remembered from an earlier visit: localStorage, else the cookie. Unvalidated. */
export function readStoredLocale(): string | null {
  const stored = localStore.get<string>(LOCALE_STORAGE_KEY);
  if (stored) return stored;
  return typeof document === 'undefined' ? null : readCookie(document.cookie, LOCALE_COOKIE);
}

export function rememberLocale(locale: LocaleCode): void {
  localStore.set(LOCALE_STORAGE_KEY, locale);
  if (typeof document === 'undefined') return;
  document.cookie = serializeCookie(LOCALE_COOKIE, locale, {
    maxAgeDays: LOCALE_COOKIE_DAYS,
    path: '/',
    sameSite: 'Lax',
    secure: window.location.protocol === 'https:',
  });
  document.documentElement.lang = localeInfo(locale).tag;
}
