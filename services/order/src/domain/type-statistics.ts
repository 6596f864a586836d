import { examIds } from '@mindprint/platform/exam-kinds';

/** How the type statistics of a report are taken: the window, the country rule and how long figures are reused. */
export const statisticsWindowDays = 30;
export const minCountryResults = 5;
export const maxTopCountries = 10;
export const statisticsCacheSeconds = 60;

/** The 16 types; a type's rank is among these. */
export const typeCount = 16;

/** Only the 16-type test has types to count; a five-dimension profile is not a type and gets no statistics. */
export const hasTypeStatistics = (examId: string) => examId === examIds.type;

/**
 * The combined strength of a result: the mean over its scales of |position - 50| * 2 (0 = every scale at the
 * cut, 100 = every scale at a pole); null when no positions were stored. Migration 0003 backfills the same
 * formula in SQL, so keep the two in step.
 */
export function combinedStrength(positions: ReadonlyArray<{ position: number }>): number | null {
  if (positions.length === 0) return null;
  return positions.reduce((sum, s) => sum + Math.abs(s.position - 50) * 2, 0) / positions.length;
}

/** part / whole, 0 when there is nothing to divide. */
export function ratio(part: number, whole: number): number {
  return whole > 0 ? part / whole : 0;
}

/**
 * A type's rank by frequency among the types' result counts (1 = most frequent); types tied on a count share
 * the better rank. 0 when there are no results at all.
 */
export function rankOf(typeCode: string, countsByType: ReadonlyMap<string, number>): number {
  const own = countsByType.get(typeCode) ?? 0;
  let total = 0;
  let more = 0;
  for (const count of countsByType.values()) {
    total += count;
    if (count > own) more += 1;
  }
  return total > 0 ? more + 1 : 0;
}

/** The share, as a whole percentage (rounded), of results of a type whose combined strength is below the visitor's. */
export function rankingScore(below: number, withStrength: number): number {
  return withStrength > 0 ? Math.min(100, Math.max(0, Math.round((100 * below) / withStrength))) : 0;
}

/** The start of the statistics window for a moment. */
export function windowStart(now: Date, days = statisticsWindowDays): Date {
  return new Date(now.getTime() - days * 86_400_000);
}
