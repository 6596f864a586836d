import { describe, expect, it } from 'vitest';
import { canReshuffle, firstGuessSeed, nextGuessSeed, SEED_RANGE } from './guess-seed';

describe("guess-you-like's seed", () => {
  it('is a whole number in the unsigned 32-bit range the call accepts', () => {
    expect(firstGuessSeed(() => 0)).toBe(0);
    expect(firstGuessSeed(() => 0.999999999999)).toBe(SEED_RANGE - 1);
    expect(Number.isInteger(firstGuessSeed())).toBe(true);
  });

  it('always changes on refresh, even when the random draw repeats', () => {
    expect(nextGuessSeed(5, () => 0.5)).toBe(SEED_RANGE / 2);
    expect(nextGuessSeed(SEED_RANGE / 2, () => 0.5)).toBe(SEED_RANGE / 2 + 1);
    expect(nextGuessSeed(SEED_RANGE - 1, () => 0.999999999999)).toBe(0);
  });

  it('offers a reshuffle only when there is more than one test', () => {
    expect([0, 1, 2].map(canReshuffle)).toEqual([false, false, true]);
  });
});
