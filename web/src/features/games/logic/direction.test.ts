import { describe, expect, it } from 'vitest';
import { directionOfKey, directionOfSwipe } from './direction';

describe('directions', () => {
  it('maps the arrow keys and nothing else', () => {
    expect(directionOfKey('ArrowUp')).toBe('up');
    expect(directionOfKey('ArrowLeft')).toBe('left');
    expect(directionOfKey('a')).toBeNull();
  });

  it('reads a swipe by its longer axis and ignores short touches', () => {
    expect(directionOfSwipe(80, 10)).toBe('right');
    expect(directionOfSwipe(-80, 30)).toBe('left');
    expect(directionOfSwipe(5, -60)).toBe('up');
    expect(directionOfSwipe(-10, 90)).toBe('down');
    expect(directionOfSwipe(10, 12)).toBeNull();
  });
});
