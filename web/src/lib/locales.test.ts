import { describe, expect, it } from 'vitest';
import { localeCodes, localeFromLanguageTag, localeFromPrefix } from './locales';

describe('browser language mapping', () => {
  it.each([
    ['zh', 'CN'],
    ['zh-CN', 'CN'],
    ['zh-SG', 'CN'],
    ['zh-Hans-HK', 'CN'],
    ['zh-TW', 'HK'],
    ['zh-HK', 'HK'],
    ['zh-MO', 'HK'],
    ['zh-Hant', 'HK'],
    ['zh-Hant-TW', 'HK'],
    ['zh_TW', 'HK'],
    ['fr', 'FR'],
    ['fr-CA', 'FR'],
    ['de-AT', 'DE'],
    ['es-MX', 'ES'],
    ['en-GB', 'EN'],
    ['pt-BR', 'PT'],
    ['ja-JP', 'JA'],
    ['ko', 'KR'],
    ['ko-KR', 'KR'],
  ])('%s → %s', (tag, code) => {
    expect(localeFromLanguageTag(tag)).toBe(code);
  });

  it('offers nothing for languages the site does not have', () => {
    expect(localeFromLanguageTag('it-IT')).toBeNull();
    expect(localeFromLanguageTag('')).toBeNull();
  });

  it('has exactly the nine site locales', () => {
    expect([...localeCodes].sort()).toEqual(['CN', 'DE', 'EN', 'ES', 'FR', 'HK', 'JA', 'KR', 'PT']);
  });

  it('recognises lower- and upper-case URL prefixes', () => {
    expect(localeFromPrefix('fr')).toBe('FR');
    expect(localeFromPrefix('KR')).toBe('KR');
    expect(localeFromPrefix('ko')).toBeNull();
    expect(localeFromPrefix('report')).toBeNull();
  });
});
