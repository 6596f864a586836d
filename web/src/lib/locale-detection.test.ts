import { describe, expect, it } from 'vitest';
import { detectLocale, parseLocale, searchWithLocale, type LocaleDetectionInput } from './locale-detection';

const base: LocaleDetectionInput = {
  pathname: '/',
  search: '',
  stored: null,
  browserLanguages: [],
  strategy: 'no_prefix',
};

describe('detectLocale', () => {
  it('takes query hl first, uppercased', () => {
    expect(detectLocale({ ...base, search: '?hl=ja', stored: 'FR', browserLanguages: ['de-DE'] })).toEqual({
      locale: 'JA',
      source: 'query',
    });
  });

  it('then the stored locale', () => {
    expect(detectLocale({ ...base, stored: 'FR', browserLanguages: ['de-DE'] })).toEqual({ locale: 'FR', source: 'stored' });
  });

  it('then the first browser language the site offers', () => {
    expect(detectLocale({ ...base, browserLanguages: ['it-IT', 'zh-TW', 'en'] })).toEqual({
      locale: 'HK',
      source: 'browser',
    });
  });

  it('falls back to EN, or to the configured default', () => {
    expect(detectLocale({ ...base, browserLanguages: ['it'] })).toEqual({ locale: 'EN', source: 'fallback' });
    expect(detectLocale({ ...base, fallback: 'DE' })).toEqual({ locale: 'DE', source: 'fallback' });
  });

  it('skips values that name no site locale', () => {
    expect(detectLocale({ ...base, search: '?hl=XX', stored: 'nonsense', browserLanguages: ['pt-BR'] })).toEqual({
      locale: 'PT',
      source: 'browser',
    });
  });

  it('accepts a language tag in hl', () => {
    expect(detectLocale({ ...base, search: 'hl=zh-TW' }).locale).toBe('HK');
  });

  it('lets a path prefix decide under the prefix strategies', () => {
    const input = { ...base, pathname: '/fr/report/retrieve', search: '?hl=JA', stored: 'DE' };
    expect(detectLocale({ ...input, strategy: 'prefix_except_default' })).toEqual({ locale: 'FR', source: 'path' });
    expect(detectLocale({ ...input, strategy: 'prefix_and_default' })).toEqual({ locale: 'FR', source: 'path' });
    expect(detectLocale({ ...input, pathname: '/FR/', strategy: 'prefix_and_default' }).locale).toBe('FR');
  });

  it('ignores path prefixes under no_prefix', () => {
    expect(detectLocale({ ...base, pathname: '/fr/report', stored: 'DE' })).toEqual({ locale: 'DE', source: 'stored' });
  });
});

describe('parseLocale', () => {
  it('reads codes in any case and language tags', () => {
    expect(parseLocale('kr')).toBe('KR');
    expect(parseLocale(' HK ')).toBe('HK');
    expect(parseLocale('ko-KR')).toBe('KR');
    expect(parseLocale('')).toBeNull();
    expect(parseLocale(undefined)).toBeNull();
  });
});

describe('searchWithLocale', () => {
  it('rewrites hl and keeps the other parameters', () => {
    expect(searchWithLocale('?hl=JA&gclid=abc', 'FR')).toBe('?hl=FR&gclid=abc');
  });

  it('leaves a query without hl alone', () => {
    expect(searchWithLocale('?gclid=abc', 'FR')).toBe('?gclid=abc');
    expect(searchWithLocale('', 'FR')).toBe('');
  });
});
