import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { directionOfKey, type Direction } from '../logic/direction';
import { newGame2048, play2048 } from '../logic/game-2048';
import { seededRandom } from '../logic/seeded-random';
import type { GameBoardProps } from './game-board-props';
import { useSwipe } from './use-swipe';

/** 2048 drawn with DOM tiles: arrow keys on the focused board, or swipes. */
export function Game2048Board({ seed, finished, label, instructionsId, onScore, onGameOver }: GameBoardProps) {
  const random = useRef(seededRandom(seed));
  const [game, setGame] = useState(() => newGame2048(random.current));
  // The latest game outside React's updaters, which must stay pure (the generator has state).
  const latest = useRef(game);
  const ended = useRef(false);

  useEffect(() => {
    onScore(game.score);
    if (game.over && !ended.current) {
      ended.current = true;
      onGameOver(game.score);
    }
  }, [game, onScore, onGameOver]);

  const move = (direction: Direction) => {
    if (finished) return;
    latest.current = play2048(latest.current, direction, random.current);
    setGame(latest.current);
  };
  const swipe = useSwipe(move);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const direction = directionOfKey(event.key);
    if (!direction) return;
    event.preventDefault();
    move(direction);
  };

  return (
    <div
      className="game-area game-2048"
      tabIndex={0}
      role="application"
      aria-label={label}
      aria-describedby={instructionsId}
      data-testid="game-area"
      onKeyDown={onKeyDown}
      {...swipe}
    >
      <div className="game-2048__grid">
        {game.board.map((value, index) => (
          <div key={index} className={`game-2048__cell${value ? ` game-2048__cell--${Math.min(value, 4096)}` : ''}`}>
            {value || ''}
          </div>
        ))}
      </div>
    </div>
  );
}
