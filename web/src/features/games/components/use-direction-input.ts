import type { KeyboardEvent } from 'react';
import { directionOfKey, type Direction } from '../logic/direction';
import { useSwipe } from './use-swipe';

/** Handlers for a board moved by direction: arrow keys on the focused board, or swipes. */
export function useDirectionInput(move: (direction: Direction) => void) {
  const swipe = useSwipe(move);
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const direction = directionOfKey(event.key);
    if (!direction) return;
    event.preventDefault();
    move(direction);
  };
  return { onKeyDown, ...swipe };
}
