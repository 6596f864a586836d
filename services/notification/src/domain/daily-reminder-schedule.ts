/**
 * When the daily question reminder goes out: at the member's morning (`reminderHour` o'clock in their IANA
 * time zone), once per local day. Pure date arithmetic on Intl, no I/O.
 */

/** The local hour the reminder is due. */
export const reminderHour = 8;

/** A reminder found this long after its time (the scheduler was down all morning) is not sent that day. */
export const reminderLatenessLimitMs = 4 * 3_600_000;

/** True for a time zone the runtime knows (`Europe/Paris`, `UTC`); false for anything else. */
export function isKnownTimeZone(timeZone: string): boolean {
  if (!timeZone || timeZone.length > 64) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return true;
  } catch {
    return false;
  }
}

interface LocalParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function localPartsOf(instant: Date, timeZone: string): LocalParts {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  const parts: Record<string, number> = {};
  for (const part of formatter.formatToParts(instant)) if (part.type !== 'literal') parts[part.type] = Number(part.value);
  return { year: parts.year!, month: parts.month!, day: parts.day!, hour: parts.hour!, minute: parts.minute!, second: parts.second! };
}

/** The time zone's offset from UTC at an instant, in milliseconds. */
function offsetMs(instant: Date, timeZone: string): number {
  const p = localPartsOf(instant, timeZone);
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return asUtc - Math.floor(instant.getTime() / 1000) * 1000;
}

/** The instant of a local wall-clock time; a time skipped by a DST change lands just after the gap. */
function instantOfLocal(year: number, month: number, day: number, hour: number, timeZone: string): Date {
  const wall = Date.UTC(year, month - 1, day, hour);
  const first = wall - offsetMs(new Date(wall), timeZone);
  return new Date(wall - offsetMs(new Date(first), timeZone));
}

/** The member's calendar date (`YYYY-MM-DD`) at an instant: one reminder per member per such date. */
export function localDateOf(instant: Date, timeZone: string): string {
  const p = localPartsOf(instant, timeZone);
  return `${p.year}-${String(p.month).padStart(2, '0')}-${String(p.day).padStart(2, '0')}`;
}

/** The first reminder time (local `reminderHour`) strictly after `after`. */
export function nextReminderAt(after: Date, timeZone: string): Date {
  const today = localPartsOf(after, timeZone);
  const candidate = instantOfLocal(today.year, today.month, today.day, reminderHour, timeZone);
  if (candidate.getTime() > after.getTime()) return candidate;
  // Noon of the day after, in UTC arithmetic, is safely on the next local date whatever the offset.
  const tomorrow = localPartsOf(new Date(candidate.getTime() + 24 * 3_600_000), timeZone);
  return instantOfLocal(tomorrow.year, tomorrow.month, tomorrow.day, reminderHour, timeZone);
}

/**
 * The first reminder after a member turns it on: this morning's when it is still morning for them (turned on
 * at 09:00, today's question is reminded now), else the next one.
 */
export function firstReminderAt(now: Date, timeZone: string): Date {
  const today = localPartsOf(now, timeZone);
  const thisMorning = instantOfLocal(today.year, today.month, today.day, reminderHour, timeZone);
  return thisMorning.getTime() <= now.getTime() && isStillMorning(thisMorning, now) ? thisMorning : nextReminderAt(now, timeZone);
}

/** Whether a reminder due at `dueAt` is still worth sending at `now` (the morning has not passed). */
export function isStillMorning(dueAt: Date, now: Date): boolean {
  return now.getTime() - dueAt.getTime() <= reminderLatenessLimitMs;
}
