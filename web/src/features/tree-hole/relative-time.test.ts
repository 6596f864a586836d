import { describe, expect, it } from 'vitest';
import { formatRelativeAge, relativeAge } from './relative-time';

const NOW = Date.parse('2026-11-22T12:00:00Z');
const ago = (ms: number) => relativeAge(NOW - ms, NOW);
const S = 1000;
const M = 60 * S;
const H = 60 * M;
const D = 24 * H;

describe('relativeAge', () => {
  it('says just now up to 5 seconds, also for a clock slightly ahead', () => {
    expect(ago(0)).toEqual({ justNow: true });
    expect(ago(5 * S)).toEqual({ justNow: true });
    expect(ago(-3 * S)).toEqual({ justNow: true });
  });

  it('steps through seconds, minutes, hours, days, weeks, months and years at the spec boundaries', () => {
    expect(ago(6 * S)).toEqual({ justNow: false, value: 6, unit: 'second' });
    expect(ago(59 * S)).toEqual({ justNow: false, value: 59, unit: 'second' });
    expect(ago(60 * S)).toEqual({ justNow: false, value: 1, unit: 'minute' });
    expect(ago(59 * M)).toEqual({ justNow: false, value: 59, unit: 'minute' });
    expect(ago(H)).toEqual({ justNow: false, value: 1, unit: 'hour' });
    expect(ago(23 * H)).toEqual({ justNow: false, value: 23, unit: 'hour' });
    expect(ago(D)).toEqual({ justNow: false, value: 1, unit: 'day' });
    expect(ago(6 * D)).toEqual({ justNow: false, value: 6, unit: 'day' });
    expect(ago(7 * D)).toEqual({ justNow: false, value: 1, unit: 'week' });
    expect(ago(27 * D)).toEqual({ justNow: false, value: 3, unit: 'week' });
    expect(ago(28 * D)).toEqual({ justNow: false, value: 1, unit: 'month' });
    expect(ago(364 * D)).toEqual({ justNow: false, value: 12, unit: 'month' });
    expect(ago(365 * D)).toEqual({ justNow: false, value: 1, unit: 'year' });
    expect(ago(800 * D)).toEqual({ justNow: false, value: 2, unit: 'year' });
  });
});

describe('formatRelativeAge', () => {
  it('uses the given just-now label and Intl wording for the rest', () => {
    expect(formatRelativeAge({ justNow: true }, 'en', 'just now')).toBe('just now');
    expect(formatRelativeAge(ago(3 * M), 'en', 'just now')).toBe('3 minutes ago');
    expect(formatRelativeAge(ago(2 * D), 'de', 'gerade eben')).toBe('vor 2 Tagen');
  });
});
