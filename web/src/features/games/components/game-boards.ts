/** Each game's board, loaded only when that game is opened (its own chunk); a failed load is tried again on retry. */
import { useCallback, useEffect, useState, type ComponentType } from 'react';
import type { GameCode } from '../api/types';
import type { GameBoardProps } from './game-board-props';

type GameBoard = ComponentType<GameBoardProps>;

const BOARD_IMPORTS: Record<GameCode, () => Promise<GameBoard>> = {
  '2048': () => import('./game-2048-board').then((module) => module.Game2048Board),
  jump: () => import('./jump-runner-board').then((module) => module.JumpRunnerBoard),
  'jump-and-jump': () => import('./jump-and-jump-board').then((module) => module.JumpAndJumpBoard),
  maze: () => import('./maze-board').then((module) => module.MazeBoard),
};

const loading = new Map<GameCode, Promise<GameBoard>>();

/** Loads a board's chunk once; a failed load is forgotten, so the next call fetches it again. */
function loadGameBoard(code: GameCode): Promise<GameBoard> {
  let pending = loading.get(code);
  if (!pending) {
    pending = BOARD_IMPORTS[code]().catch((error: unknown) => {
      loading.delete(code);
      throw error;
    });
    loading.set(code, pending);
  }
  return pending;
}

/** The game's board once its chunk is here, whether loading it failed, and a retry. */
export function useGameBoard(code: GameCode): { Board: GameBoard | null; failed: boolean; retry: () => void } {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<{ code: GameCode; Board: GameBoard | null; failed: boolean }>({ code, Board: null, failed: false });

  useEffect(() => {
    let current = true;
    setState({ code, Board: null, failed: false });
    loadGameBoard(code).then(
      (Board) => current && setState({ code, Board, failed: false }),
      () => current && setState({ code, Board: null, failed: true }),
    );
    return () => {
      current = false;
    };
  }, [code, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const own = state.code === code;
  return { Board: own ? state.Board : null, failed: own && state.failed, retry };
}
