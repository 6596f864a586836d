import { DomainError } from '@mindprint/platform/errors';
import { type BigFiveDimension, bigFiveDimensions, type DimensionLevel, type MappingItem } from './mapping-types.js';

/**
 * Scoring of the psychological mapping test (exam 2). Each answer is 1–5 on IPIP's accuracy scale; a
 * minus-keyed item counts as 6 − value. A dimension's ten items sum to 10–50; its position is the share of
 * that range reached, 0–100. Levels are fixed fifths of the position scale (cut points 20, 40, 60, 80):
 * level 1 = positions 0–19, 2 = 20–39, 3 = 40–59, 4 = 60–79, 5 = 80–100. In raw sums of ten items:
 * 10–17, 18–25, 26–33, 34–41, 42–50. They are cut points of the scale, not norms of a population.
 */

export const accuracyRange = { min: 1, max: 5 } as const;
export const levelCutPoints = [20, 40, 60, 80] as const;

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

export function levelOf(position: number): DimensionLevel {
  return (levelCutPoints.filter((cut) => position >= cut).length + 1) as DimensionLevel;
}

/** The middle level band: where a position counts as neither low nor high. */
export const referenceRange = { from: levelCutPoints[1], to: levelCutPoints[2] - 1 } as const;

const profileOf = (positions: ReadonlyArray<{ dimension: BigFiveDimension; position: number }>): MappingProfile => {
  const dimensions = positions.map(({ dimension, position }) => ({ dimension, code: dimensionCodes[dimension], position, level: levelOf(position) }));
  return { profileCode: dimensions.map((d) => `${d.code}${d.level}`).join('-'), dimensions };
};

/** Scores a complete answer set; refuses unknown, duplicate, missing and out-of-range answers. */
export function scoreMappingAnswers(items: readonly MappingItem[], answers: ReadonlyArray<{ questionId: string; value: number }>): MappingProfile {
  const byId = new Map(items.map((item) => [item.id, item]));
  const values = new Map<string, number>();
  for (const { questionId, value } of answers) {
    if (!byId.has(questionId)) throw new DomainError('UNKNOWN_QUESTION', `Question ${questionId} is not part of this test`, 'INVALID_ARGUMENT');
    if (values.has(questionId)) throw new DomainError('DUPLICATE_ANSWER', `Question ${questionId} was answered twice`, 'INVALID_ARGUMENT');
    if (!Number.isInteger(value) || value < accuracyRange.min || value > accuracyRange.max) {
      throw new DomainError('ANSWER_OUT_OF_RANGE', `Answers must be whole numbers from ${accuracyRange.min} to ${accuracyRange.max}`, 'INVALID_ARGUMENT');
    }
    values.set(questionId, value);
  }
  const missing = items.filter((item) => !values.has(item.id)).length;
  if (missing > 0) throw new DomainError('INCOMPLETE_ANSWERS', `${missing} of ${items.length} questions are unanswered`, 'INVALID_ARGUMENT');

  return profileOf(
    bigFiveDimensions.map((dimension) => {
      const onDimension = items.filter((item) => item.dimension === dimension);
      const sum = onDimension.reduce((total, item) => {
        const value = values.get(item.id)!;
        return total + (item.keyed === 'plus' ? value : accuracyRange.min + accuracyRange.max - value);
      }, 0);
      const lowest = onDimension.length * accuracyRange.min;
      const span = onDimension.length * (accuracyRange.max - accuracyRange.min);
      return { dimension, position: span === 0 ? 50 : Math.round((100 * (sum - lowest)) / span) };
    }),
  );
}

/** Rebuilds a stored profile from its positions (scale = dimension letter), checking that all five are there. */
export function profileFromPositions(positions: ReadonlyArray<{ scale: string; position: number }>): MappingProfile {
  const byCode = new Map(positions.map((p) => [p.scale, p.position]));
  return profileOf(
    bigFiveDimensions.map((dimension) => {
      const position = byCode.get(dimensionCodes[dimension]);
      if (position === undefined || !Number.isInteger(position) || position < 0 || position > 100) {
        throw new DomainError('INVALID_PROFILE', `The ${dimension} position (${dimensionCodes[dimension]}) must be a whole number from 0 to 100`, 'INVALID_ARGUMENT');
      }
      return { dimension, position };
    }),
  );
}
