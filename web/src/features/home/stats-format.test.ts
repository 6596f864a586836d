import { describe, expect, it } from 'vitest';
import { formatAccuracy, formatCount, regionName } from './stats-format';

describe('stats format', () => {
  it('shows counts exactly, grouped for the language', () => {
    expect(formatCount(0, 'en')).toBe('0');
    expect(formatCount(1234567, 'en')).toBe('1,234,567');
    expect(formatCount(1234567, 'de')).toBe('1.234.567');
  });

  it('shows nothing for what is not a count', () => {
    for (const bad of [null, undefined, -1, 1.5, Number.NaN, '12']) expect(formatCount(bad, 'en')).toBeNull();
  });

  it('shows the accuracy mean with one decimal, nothing without ratings', () => {
    expect(formatAccuracy(4.25, 'en')).toBe('4.3');
    expect(formatAccuracy(4, 'fr')).toBe('4,0');
    expect(formatAccuracy(null, 'en')).toBeNull();
    expect(formatAccuracy(0, 'en')).toBeNull();
    expect(formatAccuracy(6, 'en')).toBeNull();
  });

  it('names regions in the page language', () => {
    expect(regionName('US', 'en')).toBe('United States');
    expect(regionName('DE', 'de')).toBe('Deutschland');
    expect(regionName(null, 'en')).toBeNull();
    expect(regionName('usa', 'en')).toBeNull();
  });
});
