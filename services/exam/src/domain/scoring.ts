import { DomainError } from '@mindprint/platform/errors';
import { checkedAnswerValues } from './answer-sheet.js';

export type Scale = 'EI' | 'SN' | 'TF' | 'JP';
export type Pole = 'E' | 'I' | 'S' | 'N' | 'T' | 'F' | 'J' | 'P';

/** What scoring needs of an item: which scale it measures and which pole agreement points to. */
export interface KeyedItem {
  id: string;
  scale: Scale;
  keyedPole: Pole;
}

/** The four scales in the order of the type code; the left pole wins an exact tie. */
export const scaleDefinitions: ReadonlyArray<{ scale: Scale; left: Pole; right: Pole }> = [
  { scale: 'EI', left: 'E', right: 'I' },
  { scale: 'SN', left: 'S', right: 'N' },
  { scale: 'TF', left: 'T', right: 'F' },
  { scale: 'JP', left: 'J', right: 'P' },
];

export const answerRange = { min: 1, max: 7, neutral: 4 } as const;
/** Letters whose strength (|position − 50| × 2) is below this are marked as less certain. */
export const nearCutStrength = 10;

export interface ScaleScore {
  scale: Scale;
  leftPole: Pole;
  rightPole: Pole;
  /** 0 = all the way to the left pole, 100 = to the right pole. */
  position: number;
  letter: Pole;
  strength: number;
  nearCut: boolean;
}

export interface TypeScore {
  typeCode: string;
  scales: ScaleScore[];
}

/** Letter, strength and the near-cut marker follow from a position alone. */
export function describePosition(scale: Scale, position: number): ScaleScore {
  const definition = scaleDefinitions.find((d) => d.scale === scale);
  if (!definition) throw new DomainError('UNKNOWN_SCALE', `Unknown scale ${scale}`, 'INVALID_ARGUMENT');
  const strength = Math.abs(position - 50) * 2;
  return {
    scale,
    leftPole: definition.left,
    rightPole: definition.right,
    position,
    letter: position > 50 ? definition.right : definition.left,
    strength,
    nearCut: strength < nearCutStrength,
  };
}

/**
 * Scores a complete answer set on the 7-point agreement scale. Each answer moves its scale toward the
 * item's keyed pole by (value − 4); the sum over the scale's items, relative to its maximum, is the position.
 */
export function scoreAnswers(items: readonly KeyedItem[], answers: ReadonlyArray<{ questionId: string; value: number }>): TypeScore {
  const values = checkedAnswerValues(items, answers, answerRange);

  const scales = scaleDefinitions.map(({ scale, right }) => {
    const scaleItems = items.filter((item) => item.scale === scale);
    const maxPull = scaleItems.length * (answerRange.max - answerRange.neutral);
    const towardRight = scaleItems.reduce((sum, item) => {
      const agreement = values.get(item.id)! - answerRange.neutral;
      return sum + (item.keyedPole === right ? agreement : -agreement);
    }, 0);
    const position = maxPull === 0 ? 50 : Math.round(50 + (50 * towardRight) / maxPull);
    return describePosition(scale, position);
  });
  return { typeCode: scales.map((s) => s.letter).join(''), scales };
}
