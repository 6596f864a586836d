import { describe, expect, it } from 'vitest';
import { countriesIn, countryCodes, isCountryCode } from '../src/domain/countries.js';
import { newOrderNumber, newShareToken, orderNumberPattern, validatePersonalData, validateRating } from '../src/domain/exam-order.js';

const form = { firstName: ' Ann ', lastName: 'Lee', yearOfBirth: 1990, gender: 'female', country: 'jp' };

describe('exam orders', () => {
  it('get unguessable order numbers and share tokens', () => {
    const numbers = Array.from({ length: 1_000 }, newOrderNumber);
    expect(numbers.every((n) => orderNumberPattern.test(n))).toBe(true);
    expect(new Set(numbers).size).toBe(1_000);
    expect(newShareToken()).toMatch(/^[\w-]{24}$/);
  });

  it('accept a complete personal data form, trimmed and upper-cased', () => {
    expect(validatePersonalData(form, isCountryCode, 2026)).toEqual({ firstName: 'Ann', lastName: 'Lee', yearOfBirth: 1990, gender: 'female', country: 'JP' });
  });

  it('refuse a form without a name, with an impossible year, gender or country, saying what is wrong', () => {
    const check = (change: Partial<typeof form>) => () => validatePersonalData({ ...form, ...change }, isCountryCode, 2026);
    expect(check({ firstName: '  ' })).toThrow('Please input name');
    expect(check({ yearOfBirth: 1850 })).toThrow('Year of birth must be between 1900 and 2016');
    expect(check({ yearOfBirth: 2020 })).toThrow(/Year of birth/);
    expect(check({ gender: 'robot' })).toThrow(/Gender must be one of/);
    expect(check({ country: 'XX' })).toThrow(/country or region/);
  });

  it('take ratings from 1 to 5 only', () => {
    expect(validateRating(5)).toBe(5);
    for (const bad of [0, 6, 3.5]) expect(() => validateRating(bad)).toThrow(expect.objectContaining({ reason: 'INVALID_RATING' }));
  });
});

describe('countries', () => {
  it('cover the world and leave out groupings that are not countries', () => {
    expect(countryCodes.length).toBeGreaterThan(240);
    for (const code of ['US', 'JP', 'DE', 'BR', 'KR', 'HK', 'FR', 'ES', 'CN']) expect(isCountryCode(code)).toBe(true);
    for (const code of ['EU', 'UN', 'ZZ', 'QQ']) expect(isCountryCode(code)).toBe(false);
  });

  it('leave out retired codes, so no country appears twice in any language', () => {
    for (const code of ['DD', 'FX', 'SU', 'YU', 'UK', 'BU', 'TP', 'ZR', 'AN', 'CS']) expect(isCountryCode(code)).toBe(false);
    for (const code of ['GB', 'DE', 'RU', 'RS', 'MM', 'TL', 'CD']) expect(isCountryCode(code)).toBe(true);
    for (const locale of ['EN', 'CN', 'HK', 'JA', 'KR', 'FR', 'DE', 'ES', 'PT']) {
      const names = countriesIn(locale).map((c) => c.name);
      expect(new Set(names).size, locale).toBe(names.length);
    }
  });

  it('are named and sorted in the visitor’s language', () => {
    const ja = countriesIn('JA');
    expect(ja.find((c) => c.code === 'JP')?.name).toBe('日本');
    expect(countriesIn('DE').find((c) => c.code === 'DE')?.name).toBe('Deutschland');
    expect(countriesIn('EN')[0]?.name.localeCompare(countriesIn('EN')[1]!.name, 'en')).toBeLessThan(0);
  });
});
