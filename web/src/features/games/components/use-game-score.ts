import { useEffect, useRef } from 'react';
import type { GameBoardProps } from './game-board-props';

/** Tells the player every new score, and the game over once per run (the player saves the score then). */
export function useGameScore(score: number, over: boolean, { onScore, onGameOver }: Pick<GameBoardProps, 'onScore' | 'onGameOver'>): void {
  const ended = useRef(false);
  useEffect(() => {
    onScore(score);
    if (over && !ended.current) {
      ended.current = true;
      onGameOver(score);
    }
  }, [score, over, onScore, onGameOver]);
}
