import type { AgreementLabels } from '../domain/item-bank/agreement-scale.js';
import { type ItemDefinition, typeTestTextsSchema, withStatements } from '../domain/item-bank/mbti-items.js';
import type { LocaleCode } from '../domain/locales.js';
import type { Pole } from '../domain/scoring.js';
import { poleNamesFrom, type TypeCode, type TypeProfile, typeProfilesFrom, typeTextsSchema } from '../domain/type-profiles.js';
import { loadExamContent } from './locale-content.js';

/** The 16-type test's texts in every locale: `content/types/` (type titles, summaries, poles) and `content/type-test/` (the questionnaire). */

const typeTexts = loadExamContent('types', typeTextsSchema);
export const typeProfiles: Record<TypeCode, TypeProfile> = typeProfilesFrom(typeTexts);
export const poleNames: Record<Pole, Record<LocaleCode, string>> = poleNamesFrom(typeTexts);

const typeTestTexts = Object.entries(loadExamContent('type-test', typeTestTextsSchema)) as Array<[LocaleCode, { scaleLabels: AgreementLabels; items: Record<string, string> }]>;
export const agreementScale = Object.fromEntries(typeTestTexts.map(([locale, texts]) => [locale, texts.scaleLabels])) as Record<LocaleCode, AgreementLabels>;
export const mbtiItems: readonly ItemDefinition[] = withStatements(
  Object.fromEntries(typeTestTexts.map(([locale, texts]) => [locale, texts.items])) as Record<LocaleCode, Record<string, string>>,
);
