/**
 * How long ago a post was written, in the spec's steps: 'just now' up to 5 s, then seconds, minutes,
 * hours, days (under 7), weeks (under 4), months (under 12), years.
 */
export type RelativeAge = { justNow: true } | { justNow: false; value: number; unit: Intl.RelativeTimeFormatUnit };

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export function relativeAge(thenMs: number, nowMs: number): RelativeAge {
  // A clock a little ahead of ours still reads as 'just now', never 'in 3 seconds'.
  const elapsed = Math.max(0, nowMs - thenMs);
  if (elapsed <= 5 * SECOND) return { justNow: true };
  if (elapsed < MINUTE) return age(Math.floor(elapsed / SECOND), 'second');
  if (elapsed < HOUR) return age(Math.floor(elapsed / MINUTE), 'minute');
  if (elapsed < DAY) return age(Math.floor(elapsed / HOUR), 'hour');
  const days = Math.floor(elapsed / DAY);
  if (days < 7) return age(days, 'day');
  if (days < 28) return age(Math.floor(days / 7), 'week');
  if (days < 365) return age(Math.max(1, Math.floor(days / 30)), 'month');
  return age(Math.floor(days / 365), 'year');
}

function age(value: number, unit: Intl.RelativeTimeFormatUnit): RelativeAge {
  return { justNow: false, value, unit };
}

/** '3 minutes ago' in `languageTag`; `justNow` is the namespace's own label. */
export function formatRelativeAge(ageOf: RelativeAge, languageTag: string, justNow: string): string {
  if (ageOf.justNow) return justNow;
  return new Intl.RelativeTimeFormat(languageTag, { numeric: 'always' }).format(-ageOf.value, ageOf.unit);
}
