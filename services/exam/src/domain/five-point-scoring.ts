import { DomainError } from '@mindprint/platform/errors';
import { checkedAnswerValues } from './answer-sheet.js';

/**
 * Scoring shared by the questionnaires answered on a five-point scale (the mapping test's accuracy scale,
 * the profile tests' agreement scale). Each answer is 1–5; a minus-keyed item counts as 6 − value. A
 * scale's position is the share of its possible range reached, 0–100. Levels are fixed fifths of that
 * range (cut points 20, 40, 60, 80): level 1 = positions 0–19 … 5 = 80–100. They are cut points of the
 * scale, not norms of a population.
 */

export const fivePointRange = { min: 1, max: 5 } as const;
export const levelCutPoints = [20, 40, 60, 80] as const;
export type FifthLevel = 1 | 2 | 3 | 4 | 5;

export function levelOf(position: number): FifthLevel {
  return (levelCutPoints.filter((cut) => position >= cut).length + 1) as FifthLevel;
}

/** The middle level band: where a position counts as neither low nor high. */
export const referenceRange = { from: levelCutPoints[1], to: levelCutPoints[2] - 1 } as const;

export interface KeyedItem<Scale extends string> {
  id: string;
  scale: Scale;
  keyed: 'plus' | 'minus';
}

/** Positions per scale (in `scales` order) from a complete answer set; refuses unknown, duplicate, missing and out-of-range answers. */
export function scoreFivePointAnswers<Scale extends string>(
  items: readonly KeyedItem<Scale>[],
  scales: readonly Scale[],
  answers: ReadonlyArray<{ questionId: string; value: number }>,
): Array<{ scale: Scale; position: number }> {
  const values = checkedAnswerValues(items, answers, fivePointRange);

  return scales.map((scale) => {
    const onScale = items.filter((item) => item.scale === scale);
    const sum = onScale.reduce((total, item) => {
      const value = values.get(item.id)!;
      return total + (item.keyed === 'plus' ? value : fivePointRange.min + fivePointRange.max - value);
    }, 0);
    const lowest = onScale.length * fivePointRange.min;
    const span = onScale.length * (fivePointRange.max - fivePointRange.min);
    return { scale, position: span === 0 ? 50 : Math.round((100 * (sum - lowest)) / span) };
  });
}

/** Stored positions by scale code, each checked to be a whole number 0–100 and present. */
export function positionsByCode<Scale extends string>(
  positions: ReadonlyArray<{ scale: string; position: number }>,
  codes: ReadonlyArray<readonly [Scale, string]>,
): Array<{ scale: Scale; position: number }> {
  const byCode = new Map(positions.map((p) => [p.scale, p.position]));
  return codes.map(([scale, code]) => {
    const position = byCode.get(code);
    if (position === undefined || !Number.isInteger(position) || position < 0 || position > 100) {
      throw new DomainError('INVALID_PROFILE', `The ${scale} position (${code}) must be a whole number from 0 to 100`, 'INVALID_ARGUMENT');
    }
    return { scale, position };
  });
}
