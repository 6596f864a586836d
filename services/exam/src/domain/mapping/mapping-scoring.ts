import { levelOf, positionsByCode, referenceRange, scoreFivePointAnswers } from '../five-point-scoring.js';
import { type BigFiveDimension, bigFiveDimensions, type DimensionLevel, type MappingItem } from './mapping-types.js';

/**
 * Scoring of the psychological mapping test (exam 2): IPIP's accuracy scale 1–5, scored as every
 * five-point questionnaire (`five-point-scoring.ts`). A dimension's ten items sum to 10–50; in raw sums the
 * levels are 10–17, 18–25, 26–33, 34–41, 42–50.
 */

export { levelOf, referenceRange };

/** The letter of each dimension in the profile code, in the code's order. */
export const dimensionCodes: Record<BigFiveDimension, string> = {
  extraversion: 'E',
  agreeableness: 'A',
  conscientiousness: 'C',
  neuroticism: 'N',
  openness: 'O',
};

export interface DimensionScore {
  dimension: BigFiveDimension;
  code: string;
  /** 0–100. */
  position: number;
  level: DimensionLevel;
}

export interface MappingProfile {
  /** e.g. 'E4-A3-C5-N2-O4'. */
  profileCode: string;
  /** In the order of `bigFiveDimensions`. */
  dimensions: DimensionScore[];
}

const profileOf = (positions: ReadonlyArray<{ dimension: BigFiveDimension; position: number }>): MappingProfile => {
  const dimensions = positions.map(({ dimension, position }) => ({ dimension, code: dimensionCodes[dimension], position, level: levelOf(position) }));
  return { profileCode: dimensions.map((d) => `${d.code}${d.level}`).join('-'), dimensions };
};

/** Scores a complete answer set; refuses unknown, duplicate, missing and out-of-range answers. */
export function scoreMappingAnswers(items: readonly MappingItem[], answers: ReadonlyArray<{ questionId: string; value: number }>): MappingProfile {
  const keyed = items.map((item) => ({ id: item.id, scale: item.dimension, keyed: item.keyed }));
  return profileOf(scoreFivePointAnswers(keyed, bigFiveDimensions, answers).map(({ scale, position }) => ({ dimension: scale, position })));
}

/** Rebuilds a stored profile from its positions (scale = dimension letter), checking that all five are there. */
export function profileFromPositions(positions: ReadonlyArray<{ scale: string; position: number }>): MappingProfile {
  const codes = bigFiveDimensions.map((dimension) => [dimension, dimensionCodes[dimension]] as const);
  return profileOf(positionsByCode(positions, codes).map(({ scale, position }) => ({ dimension: scale, position })));
}
