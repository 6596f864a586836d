import { describe, expect, it } from 'vitest';
import { localeBasename, localizePath, planLocaleRouting, splitLocalePrefix } from './locale-path';

describe('splitLocalePrefix', () => {
  it('never finds a prefix under no_prefix', () => {
    expect(splitLocalePrefix('/fr/report', 'no_prefix')).toEqual({ locale: null, pathname: '/fr/report' });
  });

  it('splits lower- and upper-case prefixes', () => {
    expect(splitLocalePrefix('/fr/report/retrieve', 'prefix_except_default')).toEqual({
      locale: 'FR',
      pathname: '/report/retrieve',
    });
    expect(splitLocalePrefix('/FR/', 'prefix_and_default')).toEqual({ locale: 'FR', pathname: '/' });
    expect(splitLocalePrefix('/kr', 'prefix_and_default')).toEqual({ locale: 'KR', pathname: '/' });
  });

  it('does not take an ordinary first segment for a locale', () => {
    expect(splitLocalePrefix('/report/retrieve', 'prefix_and_default')).toEqual({
      locale: null,
      pathname: '/report/retrieve',
    });
    expect(splitLocalePrefix('/french/x', 'prefix_and_default').locale).toBeNull();
  });
});

describe('localizePath', () => {
  it('no_prefix leaves paths alone', () => {
    expect(localizePath('/report', 'FR', 'no_prefix', 'EN')).toBe('/report');
  });

  it('prefix_except_default prefixes all but the default locale', () => {
    expect(localizePath('/report', 'FR', 'prefix_except_default', 'EN')).toBe('/fr/report');
    expect(localizePath('/report', 'EN', 'prefix_except_default', 'EN')).toBe('/report');
    expect(localizePath('/', 'KR', 'prefix_except_default', 'EN')).toBe('/kr');
  });

  it('prefix_and_default prefixes every locale', () => {
    expect(localizePath('/report', 'EN', 'prefix_and_default', 'EN')).toBe('/en/report');
    expect(localizePath('/', 'HK', 'prefix_and_default', 'EN')).toBe('/hk');
  });

  it('gives the router basename', () => {
    expect(localeBasename('FR', 'no_prefix', 'EN')).toBe('');
    expect(localeBasename('EN', 'prefix_except_default', 'EN')).toBe('');
    expect(localeBasename('JA', 'prefix_except_default', 'EN')).toBe('/ja');
    expect(localeBasename('EN', 'prefix_and_default', 'EN')).toBe('/en');
  });
});

describe('planLocaleRouting', () => {
  it('never redirects under no_prefix', () => {
    expect(planLocaleRouting('/fr/x', 'DE', 'no_prefix', 'EN')).toEqual({
      basename: '',
      appPathname: '/fr/x',
      redirectTo: null,
    });
  });

  it('adds the prefix of a detected non-default locale', () => {
    expect(planLocaleRouting('/report', 'FR', 'prefix_except_default', 'EN')).toEqual({
      basename: '/fr',
      appPathname: '/report',
      redirectTo: '/fr/report',
    });
  });

  it('removes the default locale prefix under prefix_except_default', () => {
    expect(planLocaleRouting('/en/report', 'EN', 'prefix_except_default', 'EN').redirectTo).toBe('/report');
  });

  it('lower-cases an upper-case prefix', () => {
    expect(planLocaleRouting('/FR/report', 'FR', 'prefix_and_default', 'EN').redirectTo).toBe('/fr/report');
    expect(planLocaleRouting('/FR/', 'FR', 'prefix_and_default', 'EN').redirectTo).toBe('/fr');
  });

  it('does not redirect a canonical path (no loop)', () => {
    expect(planLocaleRouting('/fr/report', 'FR', 'prefix_and_default', 'EN').redirectTo).toBeNull();
    expect(planLocaleRouting('/fr', 'FR', 'prefix_and_default', 'EN').redirectTo).toBeNull();
    expect(planLocaleRouting('/fr/', 'FR', 'prefix_and_default', 'EN').redirectTo).toBeNull();
    expect(planLocaleRouting('/report', 'EN', 'prefix_except_default', 'EN').redirectTo).toBeNull();
  });
});
