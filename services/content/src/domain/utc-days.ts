/** Days counted in UTC, so that every member worldwide sees the same question and articles on a date. */

/** YYYY-MM-DD of the instant in UTC. */
export const utcDate = (now: Date): string => now.toISOString().slice(0, 10);

/** Whole UTC days since 1970-01-01 of a YYYY-MM-DD date. */
export const dayNumber = (date: string): number => Math.floor(Date.parse(`${date}T00:00:00Z`) / 86_400_000);

/** The item a rotation shows on a date: day n takes items[n mod length]. */
export function rotationOf<T>(items: readonly T[], date: string): T {
  if (items.length === 0) throw new Error('A rotation needs at least one item');
  return items[dayNumber(date) % items.length]!;
}

/** `count` distinct items for a date, moving on by `count` each day so consecutive days differ. */
export function dailySelection<T>(items: readonly T[], date: string, count: number): T[] {
  const taken = Math.min(count, items.length);
  const start = (dayNumber(date) * taken) % Math.max(1, items.length);
  return Array.from({ length: taken }, (_, i) => items[(start + i) % items.length]!);
}
