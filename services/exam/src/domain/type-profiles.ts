import { z } from 'zod';
import { exactRecord, filledText } from './content-schema.js';
import type { LocaleCode } from './locales.js';
import type { Pole } from './scoring.js';

/**
 * The 16 type profiles shown with a result. Titles and summaries are Mindprint's own writing
 * (not the names used by other test sites); summaries describe tendencies, never diagnoses.
 * The texts are data: `services/exam/content/types/<locale>.json`.
 */

export const typeCodes = ['INTJ', 'INTP', 'ENTJ', 'ENTP', 'INFJ', 'INFP', 'ENFJ', 'ENFP', 'ISTJ', 'ISFJ', 'ESTJ', 'ESFJ', 'ISTP', 'ISFP', 'ESTP', 'ESFP'] as const;
export type TypeCode = (typeof typeCodes)[number];

export interface TypeProfile {
  code: TypeCode;
  title: Record<LocaleCode, string>;
  summary: Record<LocaleCode, string>;
}

export const poles = ['E', 'I', 'S', 'N', 'T', 'F', 'J', 'P'] as const satisfies readonly Pole[];

/** The file `content/types/<locale>.json`: each type's title and summary, and the display names of the eight poles. */
export const typeTextsSchema = z.strictObject({
  types: exactRecord(typeCodes, z.strictObject({ title: filledText, summary: filledText })),
  poles: exactRecord(poles, filledText),
});
export type TypeTexts = z.infer<typeof typeTextsSchema>;

/** The profiles by type, each with its texts in every locale. */
export function typeProfilesFrom(texts: Record<LocaleCode, TypeTexts>): Record<TypeCode, TypeProfile> {
  const byLocale = Object.entries(texts) as Array<[LocaleCode, TypeTexts]>;
  const perLocale = (textOf: (t: TypeTexts) => string) => Object.fromEntries(byLocale.map(([locale, t]) => [locale, textOf(t)])) as Record<LocaleCode, string>;
  return Object.fromEntries(
    typeCodes.map((code) => [code, { code, title: perLocale((t) => t.types[code].title), summary: perLocale((t) => t.types[code].summary) }]),
  ) as Record<TypeCode, TypeProfile>;
}

/** Display names of the eight poles (the four scales' letters), each in every locale. */
export function poleNamesFrom(texts: Record<LocaleCode, TypeTexts>): Record<Pole, Record<LocaleCode, string>> {
  const byLocale = Object.entries(texts) as Array<[LocaleCode, TypeTexts]>;
  return Object.fromEntries(poles.map((pole) => [pole, Object.fromEntries(byLocale.map(([locale, t]) => [locale, t.poles[pole]]))])) as Record<Pole, Record<LocaleCode, string>>;
}
