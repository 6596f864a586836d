/** The test center's orderings: pure, so the same catalogue, counts and seed always give the same list. */

export type TestCenterSort = 'hot' | 'latest' | 'guess';

export interface TestCenterEntry {
  examId: string;
  categoryId: string;
  available: boolean;
  publishedAt: Date;
  /** Position in the catalogue; breaks ties so equal counts or dates keep a stable order. */
  catalogueOrder: number;
  takenLast30Days: number;
}

export const testCenterDefaultLimit = 6;
export const testCenterMaxLimit = 12;
export const hotWindowDays = 30;

/** mulberry32: a small, well-spread generator; enough for shuffling a handful of cards. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Fisher–Yates with a seeded generator. */
export function seededShuffle<T>(items: readonly T[], seed: number): T[] {
  const random = seededRandom(seed);
  const shuffled = [...items];
  for (let i = shuffled.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [shuffled[i], shuffled[j]] = [shuffled[j]!, shuffled[i]!];
  }
  return shuffled;
}

const byCatalogue = (a: TestCenterEntry, b: TestCenterEntry): number => a.catalogueOrder - b.catalogueOrder;

/**
 * hot: most tests finished in the window first; latest: newest publication first; both list the whole
 * catalogue (tests not open yet show as coming). guess: a seeded shuffle of the tests that can be taken.
 */
export function orderTestCenter<T extends TestCenterEntry>(entries: readonly T[], sort: TestCenterSort, options: { seed: number; limit: number }): T[] {
  const ordered =
    sort === 'hot'
      ? [...entries].sort((a, b) => b.takenLast30Days - a.takenLast30Days || Number(b.available) - Number(a.available) || byCatalogue(a, b))
      : sort === 'latest'
        ? [...entries].sort((a, b) => b.publishedAt.getTime() - a.publishedAt.getTime() || byCatalogue(a, b))
        : seededShuffle([...entries].filter((e) => e.available).sort(byCatalogue), options.seed);
  return ordered.slice(0, options.limit);
}

/** Taking a test costs nothing; only reports are sold. So every test that can be taken counts. */
export const freeTestCount = (entries: readonly TestCenterEntry[]) => entries.filter((e) => e.available).length;
