import { DomainError } from '@mindprint/platform/errors';
import type { GameCode } from '../db/user-center-seed/seed-types.js';

/**
 * The highest score each game can honestly reach: 2048 tops out near 3.9 million on a 4×4 board; the
 * others count jumps, platforms or mazes solved, and no one plays that many in one sitting.
 */
export const maxScores: Record<GameCode, number> = {
  '2048': 4_000_000,
  jump: 100_000,
  'jump-and-jump': 100_000,
  maze: 10_000,
};

export const isGameCode = (code: string): code is GameCode => Object.hasOwn(maxScores, code);

/** A whole, non-negative score within the game's bound. */
export function checkedScore(code: GameCode, score: number): number {
  if (!Number.isSafeInteger(score) || score < 0) throw new DomainError('SCORE_INVALID', 'The score must be a whole number of at least 0', 'INVALID_ARGUMENT');
  if (score > maxScores[code]) throw new DomainError('SCORE_OUT_OF_RANGE', `A ${code} score cannot be above ${maxScores[code]}`, 'INVALID_ARGUMENT');
  return score;
}
