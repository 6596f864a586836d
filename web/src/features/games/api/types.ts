/** The games calls' shapes (gateway/docs/user-center-calls.md). */
import type { ApiResponse } from '../../../lib/api/contract';

export const GAME_CODES = ['2048', 'jump', 'jump-and-jump', 'maze'] as const;
export type GameCode = (typeof GAME_CODES)[number];

export function isGameCode(value: string | null | undefined): value is GameCode {
  return (GAME_CODES as readonly string[]).includes(value ?? '');
}

/** `bestScore`: the member's best, null for visitors and before the first saved game. */
export type GameInfo = ApiResponse<'/api/game/detail/{code}'>;

export type SavedScore = ApiResponse<'/api/game/score/save'>;
