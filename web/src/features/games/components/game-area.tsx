import type { HTMLAttributes } from 'react';
import type { GameBoardProps } from './game-board-props';

type GameAreaProps = Pick<GameBoardProps, 'label' | 'instructionsId'> & HTMLAttributes<HTMLDivElement>;

/** The focusable play area every board draws in; `className` names the game's own look, the rest are its input handlers. */
export function GameArea({ label, instructionsId, className, children, ...handlers }: GameAreaProps) {
  return (
    <div
      className={`game-area ${className ?? ''}`.trim()}
      tabIndex={0}
      role="application"
      aria-label={label}
      aria-describedby={instructionsId}
      data-testid="game-area"
      {...handlers}
    >
      {children}
    </div>
  );
}
