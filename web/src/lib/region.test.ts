import { describe, expect, it } from 'vitest';
import { regionFromLanguageTags } from './region';

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
