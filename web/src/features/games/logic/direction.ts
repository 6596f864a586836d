/** The four directions the grid games (2048, maze) are played in, from arrow keys or swipes. */
export type Direction = 'up' | 'down' | 'left' | 'right';

const KEY_DIRECTIONS: Record<string, Direction> = {
  ArrowUp: 'up',
  ArrowDown: 'down',
  ArrowLeft: 'left',
  ArrowRight: 'right',
};

export function directionOfKey(key: string): Direction | null {
  return KEY_DIRECTIONS[key] ?? null;
}

/** The direction of a swipe from (dx, dy) in pixels, or null when it is shorter than `minDistance`. */
export function directionOfSwipe(dx: number, dy: number, minDistance = 24): Direction | null {
  if (Math.max(Math.abs(dx), Math.abs(dy)) < minDistance) return null;
  if (Math.abs(dx) > Math.abs(dy)) return dx > 0 ? 'right' : 'left';
  return dy > 0 ? 'down' : 'up';
}
