import { Locale } from '@mindprint/proto/gen/mindprint/product/v1/locale_pb';

/** A locale code on the wire ("EN", "CN"…): the names of proto's Locale enum, the one list of the product. */
export type LocaleCode = Exclude<keyof typeof Locale, 'UNSPECIFIED'>;

/** The nine locales in the language list's order (proto's enum order). */
export const localeCodes: readonly LocaleCode[] = Object.entries(Locale)
  .filter((entry): entry is [LocaleCode, Locale] => typeof entry[1] === 'number' && entry[1] !== Locale.UNSPECIFIED)
  .sort(([, a], [, b]) => a - b)
  .map(([code]) => code);

export const defaultLocale: LocaleCode = 'EN';

/** Accepts our codes in any case; anything else is not a locale we serve. */
export function normalizeLocale(value: string | undefined): LocaleCode | undefined {
  const upper = (value ?? '').trim().toUpperCase();
  return (localeCodes as readonly string[]).includes(upper) ? (upper as LocaleCode) : undefined;
}

/** One of our locale codes; the default (EN) for anything else. */
export function localeOrDefault(value: string | undefined): LocaleCode {
  return normalizeLocale(value) ?? defaultLocale;
}
