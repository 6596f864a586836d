import { describe, expect, it } from 'vitest';
import { pickCountry, regionFromLanguageTags } from './region';

describe('regionFromLanguageTags', () => {
  it('takes the region of the first tag that has one', () => {
    expect(regionFromLanguageTags(['en-GB', 'en'])).toBe('GB');
    expect(regionFromLanguageTags(['fr', 'pt-BR'])).toBe('BR');
    expect(regionFromLanguageTags(['zh-Hant-TW'])).toBe('TW');
    expect(regionFromLanguageTags(['de_at'])).toBe('AT');
  });

  it('gives nothing for bare languages and numeric regions', () => {
    expect(regionFromLanguageTags(['fr', 'en'])).toBeNull();
    expect(regionFromLanguageTags(['es-419'])).toBeNull();
    expect(regionFromLanguageTags([])).toBeNull();
    expect(regionFromLanguageTags(undefined)).toBeNull();
  });
});

describe('pickCountry', () => {
  it('takes the country given, else the browser region, else the US', () => {
    expect(pickCountry('GB', 'DE')).toBe('GB');
    expect(pickCountry('', 'DE')).toBe('DE');
    expect(pickCountry('gb', null)).toBe('US');
    expect(pickCountry(null, null)).toBe('US');
  });
});
