import { describe, expect, it } from 'vitest';
import { defaultLocale, localeCodes, localeOrDefault, normalizeLocale } from '../src/locales.js';

describe('the locales, from proto', () => {
  it('are the nine codes in the language list order, EN first and the default', () => {
    expect(localeCodes).toEqual(['EN', 'CN', 'HK', 'JA', 'KR', 'FR', 'DE', 'ES', 'PT']);
    expect(defaultLocale).toBe('EN');
  });

  it('accept our codes in any case and nothing else', () => {
    expect(normalizeLocale(' ja ')).toBe('JA');
    expect(normalizeLocale('UNSPECIFIED')).toBeUndefined();
    expect(normalizeLocale('xx')).toBeUndefined();
    expect(localeOrDefault('kr')).toBe('KR');
    expect(localeOrDefault(undefined)).toBe('EN');
    expect(localeOrDefault('zz')).toBe('EN');
  });
});
