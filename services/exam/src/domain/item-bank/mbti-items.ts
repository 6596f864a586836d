import { z } from 'zod';
import { exactRecord, filledText, textTuple } from '../content-schema.js';
import type { Pole, Scale } from '../scoring.js';
import type { LocaleCode } from '../locales.js';

/**
 * Item bank of the 16-type test: four dichotomies, 16 items each, 8 keyed to each pole,
 * answered on the 7-point agreement scale (see agreement-scale.ts).
 *
 * Legal: every statement is either Mindprint's own writing or an adaptation of a public-domain
 * IPIP item (ipip.ori.org); nothing here comes from OEJTS or from copyrighted MBTI material.
 * Statements are affirmative (no negations) so that no translation can flip their direction.
 *
 * Ids are stable and never reused: retire an item by removing it, never by renumbering.
 * The statements in every language are data: `services/exam/content/type-test/<locale>.json`, by id.
 * Items are listed in display order; the scales rotate EI, SN, TF, JP so consecutive items
 * never share a scale, and the three parts hold 22, 21 and 21 items.
 */

export interface ItemKey {
  /** 'mbti-01' …; stable, never reused. */
  id: string;
  /** The questionnaire is shown in three parts. */
  part: 1 | 2 | 3;
  scale: Scale;
  /** Agreeing with the statement moves the answer toward this pole (one of the scale's two letters). */
  keyedPole: Pole;
  source: 'own' | 'ipip';
  /** 'Mindprint original item', or the IPIP item and scale it adapts (ipip.ori.org, public domain). */
  sourceNote: string;
}

/** An item with its statement in every locale. */
export interface ItemDefinition extends ItemKey {
  text: Record<LocaleCode, string>;
}

const OWN = 'Mindprint original item';

export const mbtiItemKeys: readonly ItemKey[] = [
  { id: 'mbti-01', part: 1, scale: 'EI', keyedPole: 'E', source: 'own', sourceNote: OWN },
  { id: 'mbti-02', part: 1, scale: 'SN', keyedPole: 'S', source: 'own', sourceNote: OWN },
  { id: 'mbti-03', part: 1, scale: 'TF', keyedPole: 'T', source: 'own', sourceNote: OWN },
  { id: 'mbti-04', part: 1, scale: 'JP', keyedPole: 'J', source: 'own', sourceNote: OWN },
  { id: 'mbti-05', part: 1, scale: 'EI', keyedPole: 'I', source: 'own', sourceNote: OWN },
  { id: 'mbti-06', part: 1, scale: 'SN', keyedPole: 'N', source: 'own', sourceNote: OWN },
  { id: 'mbti-07', part: 1, scale: 'TF', keyedPole: 'F', source: 'own', sourceNote: OWN },
  { id: 'mbti-08', part: 1, scale: 'JP', keyedPole: 'P', source: 'own', sourceNote: OWN },
  { id: 'mbti-09', part: 1, scale: 'EI', keyedPole: 'E', source: 'ipip', sourceNote: 'Adapted from IPIP item "Start conversations." (Big-Five Factor Markers, Extraversion, +keyed; ipip.ori.org, public domain)' },
  { id: 'mbti-10', part: 1, scale: 'SN', keyedPole: 'S', source: 'own', sourceNote: OWN },
  { id: 'mbti-11', part: 1, scale: 'TF', keyedPole: 'T', source: 'own', sourceNote: OWN },
  { id: 'mbti-12', part: 1, scale: 'JP', keyedPole: 'J', source: 'ipip', sourceNote: 'Adapted from IPIP item "Get chores done right away." (Big-Five Factor Markers, Conscientiousness, +keyed; ipip.ori.org, public domain)' },
  { id: 'mbti-13', part: 1, scale: 'EI', keyedPole: 'I', source: 'own', sourceNote: OWN },
  { id: 'mbti-14', part: 1, scale: 'SN', keyedPole: 'N', source: 'own', sourceNote: OWN },
  { id: 'mbti-15', part: 1, scale: 'TF', keyedPole: 'F', source: 'own', sourceNote: OWN },
  { id: 'mbti-16', part: 1, scale: 'JP', keyedPole: 'P', source: 'own', sourceNote: OWN },
  { id: 'mbti-17', part: 1, scale: 'EI', keyedPole: 'E', source: 'own', sourceNote: OWN },
  { id: 'mbti-18', part: 1, scale: 'SN', keyedPole: 'S', source: 'own', sourceNote: OWN },
  { id: 'mbti-19', part: 1, scale: 'TF', keyedPole: 'T', source: 'own', sourceNote: OWN },
  { id: 'mbti-20', part: 1, scale: 'JP', keyedPole: 'J', source: 'ipip', sourceNote: 'Adapted from IPIP item "Follow a schedule." (Big-Five Factor Markers, Conscientiousness, +keyed; ipip.ori.org, public domain)' },
  { id: 'mbti-21', part: 1, scale: 'EI', keyedPole: 'I', source: 'ipip', sourceNote: 'Adapted from IPIP item "Am quiet around strangers." (Big-Five Factor Markers, Extraversion, -keyed; ipip.ori.org, public domain)' },
  { id: 'mbti-22', part: 1, scale: 'SN', keyedPole: 'N', source: 'ipip', sourceNote: 'Adapted from IPIP item "Have a vivid imagination." (Big-Five Factor Markers, Intellect/Imagination, +keyed; ipip.ori.org, public domain)' },
  { id: 'mbti-23', part: 2, scale: 'TF', keyedPole: 'F', source: 'ipip', sourceNote: 'Adapted from IPIP item "Feel others\' emotions." (Big-Five Factor Markers, Agreeableness, +keyed; ipip.ori.org, public domain)' },
  { id: 'mbti-24', part: 2, scale: 'JP', keyedPole: 'P', source: 'own', sourceNote: OWN },
  { id: 'mbti-25', part: 2, scale: 'EI', keyedPole: 'E', source: 'ipip', sourceNote: 'Adapted from IPIP item "Don\'t mind being the center of attention." (Big-Five Factor Markers, Extraversion, +keyed; reworded without the negation; ipip.ori.org, public domain)' },
  { id: 'mbti-26', part: 2, scale: 'SN', keyedPole: 'S', source: 'own', sourceNote: OWN },
  { id: 'mbti-27', part: 2, scale: 'TF', keyedPole: 'T', source: 'own', sourceNote: OWN },
  { id: 'mbti-28', part: 2, scale: 'JP', keyedPole: 'J', source: 'ipip', sourceNote: 'Adapted from IPIP item "Like order." (Big-Five Factor Markers, Conscientiousness, +keyed; ipip.ori.org, public domain)' },
  { id: 'mbti-29', part: 2, scale: 'EI', keyedPole: 'I', source: 'own', sourceNote: OWN },
  { id: 'mbti-30', part: 2, scale: 'SN', keyedPole: 'N', source: 'own', sourceNote: OWN },
  { id: 'mbti-31', part: 2, scale: 'TF', keyedPole: 'F', source: 'own', sourceNote: OWN },
  { id: 'mbti-32', part: 2, scale: 'JP', keyedPole: 'P', source: 'own', sourceNote: OWN },
  { id: 'mbti-33', part: 2, scale: 'EI', keyedPole: 'E', source: 'own', sourceNote: OWN },
  { id: 'mbti-34', part: 2, scale: 'SN', keyedPole: 'S', source: 'own', sourceNote: OWN },
  { id: 'mbti-35', part: 2, scale: 'TF', keyedPole: 'T', source: 'own', sourceNote: OWN },
  { id: 'mbti-36', part: 2, scale: 'JP', keyedPole: 'J', source: 'own', sourceNote: OWN },
  { id: 'mbti-37', part: 2, scale: 'EI', keyedPole: 'I', source: 'own', sourceNote: OWN },
  { id: 'mbti-38', part: 2, scale: 'SN', keyedPole: 'N', source: 'own', sourceNote: OWN },
  { id: 'mbti-39', part: 2, scale: 'TF', keyedPole: 'F', source: 'own', sourceNote: OWN },
  { id: 'mbti-40', part: 2, scale: 'JP', keyedPole: 'P', source: 'own', sourceNote: OWN },
  { id: 'mbti-41', part: 2, scale: 'EI', keyedPole: 'E', source: 'own', sourceNote: OWN },
  { id: 'mbti-42', part: 2, scale: 'SN', keyedPole: 'S', source: 'own', sourceNote: OWN },
  { id: 'mbti-43', part: 2, scale: 'TF', keyedPole: 'T', source: 'own', sourceNote: OWN },
  { id: 'mbti-44', part: 3, scale: 'JP', keyedPole: 'J', source: 'own', sourceNote: OWN },
  { id: 'mbti-45', part: 3, scale: 'EI', keyedPole: 'I', source: 'own', sourceNote: OWN },
  { id: 'mbti-46', part: 3, scale: 'SN', keyedPole: 'N', source: 'own', sourceNote: OWN },
  { id: 'mbti-47', part: 3, scale: 'TF', keyedPole: 'F', source: 'own', sourceNote: OWN },
  { id: 'mbti-48', part: 3, scale: 'JP', keyedPole: 'P', source: 'own', sourceNote: OWN },
  { id: 'mbti-49', part: 3, scale: 'EI', keyedPole: 'E', source: 'ipip', sourceNote: 'Adapted from IPIP item "Feel comfortable around people." (Big-Five Factor Markers, Extraversion, +keyed; ipip.ori.org, public domain)' },
  { id: 'mbti-50', part: 3, scale: 'SN', keyedPole: 'S', source: 'own', sourceNote: OWN },
  { id: 'mbti-51', part: 3, scale: 'TF', keyedPole: 'T', source: 'own', sourceNote: OWN },
  { id: 'mbti-52', part: 3, scale: 'JP', keyedPole: 'J', source: 'ipip', sourceNote: 'Adapted from IPIP item "Make plans and stick to them." (Big-Five Factor Markers, 100-item set, Conscientiousness, +keyed; ipip.ori.org, public domain)' },
  { id: 'mbti-53', part: 3, scale: 'EI', keyedPole: 'I', source: 'own', sourceNote: OWN },
  { id: 'mbti-54', part: 3, scale: 'SN', keyedPole: 'N', source: 'own', sourceNote: OWN },
  { id: 'mbti-55', part: 3, scale: 'TF', keyedPole: 'F', source: 'own', sourceNote: OWN },
  { id: 'mbti-56', part: 3, scale: 'JP', keyedPole: 'P', source: 'own', sourceNote: OWN },
  { id: 'mbti-57', part: 3, scale: 'EI', keyedPole: 'E', source: 'own', sourceNote: OWN },
  { id: 'mbti-58', part: 3, scale: 'SN', keyedPole: 'S', source: 'own', sourceNote: OWN },
  { id: 'mbti-59', part: 3, scale: 'TF', keyedPole: 'T', source: 'own', sourceNote: OWN },
  { id: 'mbti-60', part: 3, scale: 'JP', keyedPole: 'J', source: 'own', sourceNote: OWN },
  { id: 'mbti-61', part: 3, scale: 'EI', keyedPole: 'I', source: 'own', sourceNote: OWN },
  { id: 'mbti-62', part: 3, scale: 'SN', keyedPole: 'N', source: 'own', sourceNote: OWN },
  { id: 'mbti-63', part: 3, scale: 'TF', keyedPole: 'F', source: 'own', sourceNote: OWN },
  { id: 'mbti-64', part: 3, scale: 'JP', keyedPole: 'P', source: 'own', sourceNote: OWN },
];

/** The items with their statements, given each locale's statements by id. */
export const withStatements = (statements: Record<LocaleCode, Record<string, string>>): ItemDefinition[] =>
  mbtiItemKeys.map((key) => ({ ...key, text: Object.fromEntries(Object.entries(statements).map(([locale, byId]) => [locale, byId[key.id]!])) as Record<LocaleCode, string> }));

/** The file `content/type-test/<locale>.json`: the seven answer labels and every item's statement by id. */
export const typeTestTextsSchema = z.strictObject({
  scaleLabels: textTuple(7),
  items: exactRecord(
    mbtiItemKeys.map((key) => key.id),
    filledText,
  ),
});
