/** The nine locales the content is written in; EN is the default. */
export const localeCodes = ['EN', 'CN', 'HK', 'JA', 'KR', 'FR', 'DE', 'ES', 'PT'] as const;

export type LocaleCode = (typeof localeCodes)[number];
export const defaultLocale: LocaleCode = 'EN';

/** A text in every locale. */
export type Texts = Record<LocaleCode, string>;

/** Accepts our codes in any case; anything else is not a locale we serve. */
export function normalizeLocale(value: string): LocaleCode | undefined {
  const upper = value.trim().toUpperCase();
  return (localeCodes as readonly string[]).includes(upper) ? (upper as LocaleCode) : undefined;
}
