import { localeCodes, type LocaleCode } from './generated/product';

export { localeCodes, type LocaleCode };

/**
 * What the web app adds to each of proto's locale codes (`code`: used in `hl`, the `i18n_redirected` cookie,
 * API headers): `tag` is the BCP 47 tag used for `<html lang>`, i18next and Intl; `prefix` is the lower-case
 * URL prefix used by the prefix strategies; `endonym` is the language's own name, shown in the switcher (an
 * endonym is the same in every UI language, so it is data, not a translation). One entry per code, no more.
 */
const WEB_LOCALE_DATA = {
  EN: { tag: 'en', prefix: 'en', endonym: 'English' },
  CN: { tag: 'zh-CN', prefix: 'cn', endonym: '简体中文' },
  HK: { tag: 'zh-HK', prefix: 'hk', endonym: '繁體中文' },
  JA: { tag: 'ja', prefix: 'ja', endonym: '日本語' },
  KR: { tag: 'ko', prefix: 'kr', endonym: '한국어' },
  FR: { tag: 'fr', prefix: 'fr', endonym: 'Français' },
  DE: { tag: 'de', prefix: 'de', endonym: 'Deutsch' },
  ES: { tag: 'es', prefix: 'es', endonym: 'Español' },
  PT: { tag: 'pt', prefix: 'pt', endonym: 'Português' },
} as const satisfies Record<LocaleCode, { tag: string; prefix: string; endonym: string }>;

/** The site locales in proto's language-list order, which the switcher shows. */
export const LOCALES = localeCodes.map((code) => ({ code, ...WEB_LOCALE_DATA[code] }));
export type LocaleInfo = (typeof LOCALES)[number];
export const FALLBACK_LOCALE: LocaleCode = 'EN';

export function isLocaleCode(value: unknown): value is LocaleCode {
  return typeof value === 'string' && (localeCodes as readonly string[]).includes(value);
}

export function localeInfo(code: LocaleCode): LocaleInfo {
  return { code, ...WEB_LOCALE_DATA[code] };
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
