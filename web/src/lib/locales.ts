/**
 * The nine site locales. `code` is the project's own code (used in `hl`, the
 * `i18n_redirected` cookie, API headers); `tag` is the BCP 47 tag used for
 * `<html lang>`, i18next and Intl; `prefix` is the lower-case URL prefix used by the
 * prefix strategies; `endonym` is the language's own name, shown in the switcher
 * (an endonym is the same in every UI language, so it is data, not a translation).
 */
export const LOCALES = [
  { code: 'EN', tag: 'en', prefix: 'en', endonym: 'English' },
  { code: 'CN', tag: 'zh-CN', prefix: 'cn', endonym: '简体中文' },
  { code: 'HK', tag: 'zh-HK', prefix: 'hk', endonym: '繁體中文' },
  { code: 'FR', tag: 'fr', prefix: 'fr', endonym: 'Français' },
  { code: 'ES', tag: 'es', prefix: 'es', endonym: 'Español' },
  { code: 'DE', tag: 'de', prefix: 'de', endonym: 'Deutsch' },
  { code: 'PT', tag: 'pt', prefix: 'pt', endonym: 'Português' },
  { code: 'JA', tag: 'ja', prefix: 'ja', endonym: '日本語' },
  { code: 'KR', tag: 'ko', prefix: 'kr', endonym: '한국어' },
] as const;

export type LocaleCode = (typeof LOCALES)[number]['code'];
export type LocaleInfo = (typeof LOCALES)[number];

export const LOCALE_CODES: readonly LocaleCode[] = LOCALES.map((l) => l.code);
export const FALLBACK_LOCALE: LocaleCode = 'EN';

export function isLocaleCode(value: unknown): value is LocaleCode {
  return typeof value === 'string' && (LOCALE_CODES as readonly string[]).includes(value);
}

export function localeInfo(code: LocaleCode): LocaleInfo {
  // LOCALES covers every LocaleCode, so the lookup cannot miss.
  return LOCALES.find((l) => l.code === code) as LocaleInfo;
}

/** Locale whose lower-case URL prefix is `segment` (matched case-insensitively), if any. */
export function localeFromPrefix(segment: string): LocaleCode | null {
  const lower = segment.toLowerCase();
  return LOCALES.find((l) => l.prefix === lower)?.code ?? null;
}

const TRADITIONAL_CHINESE_REGIONS = new Set(['tw', 'hk', 'mo']);

/**
 * Maps a browser language tag (e.g. `navigator.language`) to a site locale, per the spec:
 * zh → CN, traditional Chinese (zh-TW, zh-HK, zh-MO, zh-Hant…) → HK, fr, de, es, en, pt, ja,
 * ko → KR. Returns null for languages the site does not offer.
 */
export function localeFromLanguageTag(tag: string): LocaleCode | null {
  const parts = tag.trim().replace(/_/g, '-').toLowerCase().split('-');
  const language = parts[0];
  switch (language) {
    case 'zh': {
      const rest = parts.slice(1);
      if (rest.includes('hant')) return 'HK';
      if (rest.includes('hans')) return 'CN';
      return rest.some((p) => TRADITIONAL_CHINESE_REGIONS.has(p)) ? 'HK' : 'CN';
    }
    case 'en':
      return 'EN';
    case 'fr':
      return 'FR';
    case 'de':
      return 'DE';
    case 'es':
      return 'ES';
    case 'pt':
      return 'PT';
    case 'ja':
      return 'JA';
    case 'ko':
      return 'KR';
    default:
      return null;
  }
}
