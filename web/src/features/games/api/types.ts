/** The games calls' shapes (gateway/docs/user-center-calls.md). */
export const GAME_CODES = ['2048', 'jump', 'jump-and-jump', 'maze'] as const;
export type GameCode = (typeof GAME_CODES)[number];

export function isGameCode(value: string | null | undefined): value is GameCode {
  return (GAME_CODES as readonly string[]).includes(value ?? '');
}

export interface GameInfo {
  gameCode: GameCode;
  name: string;
  description: string;
  howToPlay: string;
  /** The member's best score; null for visitors and before the first saved game. */
  bestScore: number | null;
  locked: boolean;
}

export interface SavedScore {
  bestScore: number;
  newBest: boolean;
}
