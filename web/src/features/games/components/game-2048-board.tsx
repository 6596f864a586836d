import { useRef, useState } from 'react';
import type { Direction } from '../logic/direction';
import { newGame2048, play2048 } from '../logic/game-2048';
import { seededRandom } from '../logic/seeded-random';
import { GameArea } from './game-area';
import type { GameBoardProps } from './game-board-props';
import { useDirectionInput } from './use-direction-input';
import { useGameScore } from './use-game-score';

/** 2048 drawn with DOM tiles: arrow keys on the focused board, or swipes. */
export function Game2048Board({ seed, finished, label, instructionsId, onScore, onGameOver }: GameBoardProps) {
  const random = useRef(seededRandom(seed));
  const [game, setGame] = useState(() => newGame2048(random.current));
  // The latest game outside React's updaters, which must stay pure (the generator has state).
  const latest = useRef(game);
  useGameScore(game.score, game.over, { onScore, onGameOver });

  const move = (direction: Direction) => {
    if (finished) return;
    latest.current = play2048(latest.current, direction, random.current);
    setGame(latest.current);
  };
  const input = useDirectionInput(move);

  return (
    <GameArea className="game-2048" label={label} instructionsId={instructionsId} {...input}>
      <div className="game-2048__grid">
        {game.board.map((value, index) => (
          <div key={index} className={`game-2048__cell${value ? ` game-2048__cell--${Math.min(value, 4096)}` : ''}`}>
            {value || ''}
          </div>
        ))}
      </div>
    </GameArea>
  );
}
