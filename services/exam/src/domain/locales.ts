import { defaultLocale, type LocaleCode, localeCodes, normalizeLocale } from '@mindprint/platform/locales';

export { defaultLocale, type LocaleCode, normalizeLocale };

/** Each locale's own name, as the language list shows it. */
const nativeNames: Record<LocaleCode, string> = {
  EN: 'English',
  CN: '简体中文',
  HK: '繁體中文',
  JA: '日本語',
  KR: '한국어',
  FR: 'Français',
  DE: 'Deutsch',
  ES: 'Español',
  PT: 'Português',
};

/** The nine locales (proto's one list), in the order the language list shows them, with their own names. */
export const locales = localeCodes.map((code) => ({ code, name: nativeNames[code] }));

export function isLocaleCode(value: string): value is LocaleCode {
  return normalizeLocale(value) === value;
}
