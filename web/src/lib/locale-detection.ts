import { FALLBACK_LOCALE, isLocaleCode, localeFromLanguageTag, type LocaleCode } from './locales';
import { splitLocalePrefix, type LocaleStrategy } from './locale-path';

export interface LocaleDetectionInput {
  /** Current URL path, e.g. `/fr/report/retrieve`. */
  pathname: string;
  /** Current URL query string, with or without `?`. */
  search: string;
  /** Locale remembered from an earlier visit (localStorage, else the i18n_redirected cookie). */
  stored: string | null | undefined;
  /** Browser preferences, most preferred first (`navigator.languages`). */
  browserLanguages: readonly string[];
  strategy: LocaleStrategy;
  fallback?: LocaleCode;
}

export type LocaleSource = 'path' | 'query' | 'stored' | 'browser' | 'fallback';

export interface LocaleDetection {
  locale: LocaleCode;
  source: LocaleSource;
}

/**
 * Reads a locale from a free-form value: one of our codes in any case (`ja` → JA),
 * else a language tag (`zh-TW` → HK). Null when it names no site locale.
 */
export function parseLocale(value: string | null | undefined): LocaleCode | null {
  if (!value) return null;
  const upper = value.trim().toUpperCase();
  if (isLocaleCode(upper)) return upper;
  return localeFromLanguageTag(value);
}

/**
 * Picks the page's locale. A locale prefix in the path decides (prefix strategies only);
 * otherwise query `hl` (uppercased), else the stored locale, else the first browser
 * language the site offers, else the fallback (EN).
 */
export function detectLocale(input: LocaleDetectionInput): LocaleDetection {
  const fromPath = splitLocalePrefix(input.pathname, input.strategy).locale;
  if (fromPath) return { locale: fromPath, source: 'path' };

  const hl = new URLSearchParams(input.search).get('hl');
  const fromQuery = parseLocale(hl);
  if (fromQuery) return { locale: fromQuery, source: 'query' };

  const fromStore = parseLocale(input.stored);
  if (fromStore) return { locale: fromStore, source: 'stored' };

  for (const tag of input.browserLanguages) {
    const fromBrowser = localeFromLanguageTag(tag);
    if (fromBrowser) return { locale: fromBrowser, source: 'browser' };
  }
  return { locale: input.fallback ?? FALLBACK_LOCALE, source: 'fallback' };
}

/**
 * The query string after a language switch: an `hl` already in the URL is rewritten to the
 * new locale (so a reload keeps the choice); without `hl`, the query is left as it is.
 */
export function searchWithLocale(search: string, locale: LocaleCode): string {
  const params = new URLSearchParams(search);
  if (!params.has('hl')) return search.startsWith('?') || search === '' ? search : `?${search}`;
  params.set('hl', locale);
  return `?${params.toString()}`;
}
