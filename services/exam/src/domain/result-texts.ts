import { DomainError } from '@mindprint/platform/errors';
import type { LocaleCode } from './locales.js';
import { describePosition, type ScaleScore, type TypeScore } from './scoring.js';
import { poleNames, typeProfiles } from '../content/type-content-files.js';
import type { TypeCode } from './type-profiles.js';

export interface DescribedScale extends ScaleScore {
  leftName: string;
  rightName: string;
}

export interface DescribedResult {
  typeCode: string;
  title: string;
  summary: string;
  scales: DescribedScale[];
}

/** A scored result with its texts in one locale: the type's title and summary, and the pole names. */
export function describeResult(score: TypeScore, locale: LocaleCode): DescribedResult {
  const profile = typeProfiles[score.typeCode as TypeCode];
  if (!profile) throw new DomainError('UNKNOWN_TYPE', `Unknown type ${score.typeCode}`, 'INVALID_ARGUMENT');
  return {
    typeCode: score.typeCode,
    title: profile.title[locale],
    summary: profile.summary[locale],
    scales: score.scales.map((s) => ({ ...s, leftName: poleNames[s.leftPole][locale], rightName: poleNames[s.rightPole][locale] })),
  };
}

/** Rebuilds a stored result from its positions alone (letters and markers follow from them). */
export function scoreFromPositions(positions: ReadonlyArray<{ scale: string; position: number }>): TypeScore {
  const scales = positions.map((p) => describePosition(p.scale as ScaleScore['scale'], p.position));
  return { typeCode: scales.map((s) => s.letter).join(''), scales };
}
