/** The nine locales, in the order the language list shows them; EN is the default. */
export const locales = [
  { code: 'EN', name: 'English' },
  { code: 'CN', name: '简体中文' },
  { code: 'HK', name: '繁體中文' },
  { code: 'JA', name: '日本語' },
  { code: 'KR', name: '한국어' },
  { code: 'FR', name: 'Français' },
  { code: 'DE', name: 'Deutsch' },
  { code: 'ES', name: 'Español' },
  { code: 'PT', name: 'Português' },
] as const;

export type LocaleCode = (typeof locales)[number]['code'];
export const defaultLocale: LocaleCode = 'EN';

export function isLocaleCode(value: string): value is LocaleCode {
  return locales.some((l) => l.code === value);
}

/** Accepts our codes in any case; anything else is not a locale we serve. */
export function normalizeLocale(value: string): LocaleCode | undefined {
  const upper = value.trim().toUpperCase();
  return isLocaleCode(upper) ? upper : undefined;
}
