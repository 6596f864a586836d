/**
 * The offer countdown ('Your discount ends in mm:ss'): the server says when the offer ends and what its
 * clock said when it answered; the difference to our clock is kept, so a wrong device clock does not
 * shorten or lengthen the offer.
 */

/** Milliseconds to add to `Date.now()` to get the server's time. */
export function clockOffset(serverTime: string, receivedAt: number): number {
  const server = Date.parse(serverTime);
  return Number.isFinite(server) ? server - receivedAt : 0;
}

/** Milliseconds left until `expiresAt` (0 when over, null when there is no offer end). */
export function remainingMs(expiresAt: string, offsetMs: number, now: number): number | null {
  if (!expiresAt) return null;
  const end = Date.parse(expiresAt);
  if (!Number.isFinite(end)) return null;
  return Math.max(0, end - (now + offsetMs));
}

/** `mm:ss`, or `h:mm:ss` from an hour on; seconds round up, so 0:00 shows only at the end. */
export function formatCountdown(ms: number): string {
  const totalSeconds = Math.max(0, Math.ceil(ms / 1000));
  const hours = Math.floor(totalSeconds / 3600);
  const minutes = Math.floor((totalSeconds % 3600) / 60);
  const seconds = totalSeconds % 60;
  const mm = String(minutes).padStart(2, '0');
  const ss = String(seconds).padStart(2, '0');
  return hours > 0 ? `${hours}:${mm}:${ss}` : `${mm}:${ss}`;
}

/** Seconds shown by an auto-advance countdown (e.g. 'opens in 5 seconds') after `elapsedMs`. */
export function secondsLeft(totalSeconds: number, elapsedMs: number): number {
  return Math.max(0, totalSeconds - Math.floor(elapsedMs / 1000));
}

/** Status polling: every 2 s at first, then slower (×1.5, at most 10 s), for about two minutes. */
export const POLL = { firstDelayMs: 2_000, factor: 1.5, maxDelayMs: 10_000, giveUpAfterMs: 120_000 } as const;

/** The wait before poll number `attempt` (0-based). */
export function pollDelay(attempt: number): number {
  const slowAfter = 5; // the first five checks come every two seconds
  if (attempt < slowAfter) return POLL.firstDelayMs;
  return Math.min(POLL.maxDelayMs, Math.round(POLL.firstDelayMs * POLL.factor ** (attempt - slowAfter + 1)));
}
