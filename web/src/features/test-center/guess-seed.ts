/** Guess-you-like's seed: the server shuffles the available tests with it, so a new seed is a refresh. */
export const SEED_RANGE = 2 ** 32;

/** A random seed for the first visit. */
export function firstGuessSeed(random: () => number = Math.random): number {
  return Math.floor(random() * SEED_RANGE);
}

/** A seed other than the current one (a refresh that asks the same question would change nothing). */
export function nextGuessSeed(current: number, random: () => number = Math.random): number {
  const next = Math.floor(random() * SEED_RANGE);
  return next === current ? (current + 1) % SEED_RANGE : next;
}

/** Whether a refresh can show a different order at all: one test or none has only one order. */
export const canReshuffle = (availableTests: number) => availableTests > 1;
