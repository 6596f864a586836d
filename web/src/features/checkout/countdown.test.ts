import { describe, expect, it } from 'vitest';
import { clockOffset, formatCountdown, pollDelay, POLL, remainingMs, secondsLeft } from './countdown';

describe('offer countdown', () => {
  it('uses the server clock: a device running 60 s fast still sees the right time left', () => {
    const serverNow = Date.parse('2026-11-22T10:00:00Z');
    const deviceNow = serverNow + 60_000;
    const offset = clockOffset('2026-11-22T10:00:00Z', deviceNow);
    expect(offset).toBe(-60_000);
    expect(remainingMs('2026-11-22T10:15:00Z', offset, deviceNow)).toBe(15 * 60_000);
    expect(remainingMs('2026-11-22T10:15:00Z', offset, deviceNow + 16 * 60_000)).toBe(0);
  });

  it('has no end without an offer, and ignores a broken server time', () => {
    expect(remainingMs('', 0, Date.now())).toBeNull();
    expect(remainingMs('not a date', 0, Date.now())).toBeNull();
    expect(clockOffset('nonsense', 123)).toBe(0);
  });

  it('shows mm:ss, h:mm:ss from an hour, rounding seconds up', () => {
    expect(formatCountdown(0)).toBe('00:00');
    expect(formatCountdown(1)).toBe('00:01');
    expect(formatCountdown(59_001)).toBe('01:00');
    expect(formatCountdown(14 * 60_000 + 5_000)).toBe('14:05');
    expect(formatCountdown(3_600_000 + 61_000)).toBe('1:01:01');
    expect(formatCountdown(-5)).toBe('00:00');
  });

  it('counts whole seconds down for the auto-advance', () => {
    expect(secondsLeft(5, 0)).toBe(5);
    expect(secondsLeft(5, 999)).toBe(5);
    expect(secondsLeft(5, 1000)).toBe(4);
    expect(secondsLeft(3, 10_000)).toBe(0);
  });
});

describe('status polling', () => {
  it('checks every 2 s at first, then backs off to at most 10 s, for about two minutes', () => {
    expect([0, 1, 2, 3, 4].map(pollDelay)).toEqual([2000, 2000, 2000, 2000, 2000]);
    expect(pollDelay(5)).toBe(3000);
    expect(pollDelay(6)).toBe(4500);
    expect(pollDelay(50)).toBe(POLL.maxDelayMs);
    let total = 0;
    let attempts = 0;
    while (total < POLL.giveUpAfterMs) total += pollDelay(attempts++);
    expect(attempts).toBeGreaterThan(10);
    expect(attempts).toBeLessThan(30);
  });
});
