import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { contrastRatio } from '../../lib/colour-contrast';
import { designToken, parseDesignTokens } from '../../lib/design-tokens';
import landingCopy from '../landing/locales/en.json';
import {
  FALLBACK_THEME,
  LANDING_VARIANTS,
  THEMES,
  THEME_NAMES,
  THEME_TABLE,
  matchThemeRoute,
  themeOf,
  themeRouteByName,
  themeTestPath,
} from './theme-table';

const publicDir = fileURLToPath(new URL('../../../public', import.meta.url));
const mutedText = designToken(parseDesignTokens(readFileSync(new URL('../../design-tokens.css', import.meta.url), 'utf8')), 'color-muted');

describe('theme table', () => {
  it('has the landing variants of the spec under /landing/', () => {
    const landing = THEME_TABLE.filter((r) => r.kind === 'landing').map((r) => r.path);
    expect(landing).toEqual(LANDING_VARIANTS.map((v) => `/landing/${v}`));
    expect(LANDING_VARIANTS).toEqual([
      'founder',
      'free',
      'girl',
      'girl-old',
      'home',
      'new',
      'personal',
      'psychological',
      'relax',
      'roles',
      'third',
      'types',
      'young',
    ]);
  });

  it('has the themed {code}-{examId} routes of the spec, named <segment>-code-examId', () => {
    const themed = THEME_TABLE.filter((r) => r.kind === 'code-exam');
    expect(themed.map((r) => r.path)).toEqual(
      ['relaxPage', 'homePage', 'thirdPage', 'newPage', 'girlPage', 'typesPage', 'rolesPage', 'personalPage', 'free', 'founder', 'young'].map(
        (s) => `/${s}/:codeExam`,
      ),
    );
    expect(themeRouteByName('relaxPage-code-examId')?.theme).toBe('relaxTheme');
    expect(themeRouteByName('free-code-examId')?.theme).toBe('freeTheme');
  });

  it('has unique paths and route names', () => {
    expect(new Set(THEME_TABLE.map((r) => r.path)).size).toBe(THEME_TABLE.length);
    expect(new Set(THEME_TABLE.map((r) => r.name)).size).toBe(THEME_TABLE.length);
  });

  it('gives each theme its own emblem and favicon; the favicon file draws the emblem in the theme’s colour', () => {
    const marks = THEME_NAMES.map((name) => THEMES[name].mark);
    expect(new Set(marks).size).toBe(marks.length);
    const icons = THEME_NAMES.map((name) => THEMES[name].icon);
    expect(new Set(icons).size).toBe(icons.length);
    for (const name of THEME_NAMES) {
      const { icon, mark, colors } = THEMES[name];
      const path = `${publicDir}${icon}`;
      expect(existsSync(path), icon).toBe(true);
      const svg = readFileSync(path, 'utf8');
      expect(svg, icon).toMatch(/^<svg xmlns='http:\/\/www\.w3\.org\/2000\/svg'/);
      expect(svg.length, icon).toBeLessThan(2048);
      expect(svg, icon).toContain(`fill='${colors.primary}'`);
      expect(svg, icon).toContain(`d='${mark}'`);
    }
  });

  it('has readable colours in every theme (WCAG AA)', () => {
    for (const name of THEME_NAMES) {
      const { colors } = THEMES[name];
      expect(contrastRatio('#ffffff', colors.primary), `${name}: white on primary`).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio('#ffffff', colors.primaryHover), `${name}: white on hover`).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(colors.background, colors.primary), `${name}: primary on background`).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(colors.background, colors.accent), `${name}: accent on background`).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(colors.background, mutedText), `${name}: muted text`).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('has landing copy for every variant', () => {
    for (const variant of LANDING_VARIANTS) {
      expect(landingCopy.variants[variant]?.headline, variant).toBeTruthy();
      expect(landingCopy.variants[variant]?.lede, variant).toBeTruthy();
    }
  });
});

describe('matchThemeRoute', () => {
  it('matches landing variants exactly', () => {
    expect(matchThemeRoute('/landing/relax')).toMatchObject({ route: { name: 'landing-relax' }, theme: { name: 'relaxTheme' }, exam: null });
    expect(matchThemeRoute('/landing/girl-old/')?.route.name).toBe('landing-girl-old');
    expect(matchThemeRoute('/landing/unknown')).toBeNull();
    expect(matchThemeRoute('/landing')).toBeNull();
  });

  it('matches themed routes with a valid {code}-{examId}', () => {
    expect(matchThemeRoute('/relaxPage/mbti-1')).toMatchObject({
      route: { name: 'relaxPage-code-examId', variant: 'relax' },
      theme: { name: 'relaxTheme', icon: '/themes/relax/icon.svg' },
      exam: { code: 'mbti', examId: '1' },
    });
    expect(matchThemeRoute('/young/big-five-42')?.exam).toEqual({ code: 'big-five', examId: '42' });
  });

  it('does not match unknown themes or malformed code-exam segments', () => {
    expect(matchThemeRoute('/calmPage/mbti-1')).toBeNull();
    expect(matchThemeRoute('/relaxPage/mbti')).toBeNull();
    expect(matchThemeRoute('/relaxPage/mbti-1/extra')).toBeNull();
    expect(matchThemeRoute('/relaxPage/')).toBeNull();
  });
});

describe('themeOf and themeTestPath', () => {
  it('falls back to homeTheme for unknown or missing names', () => {
    expect(FALLBACK_THEME).toBe('homeTheme');
    expect(themeOf(null).name).toBe('homeTheme');
    expect(themeOf('nope').name).toBe('homeTheme');
    expect(themeOf('girlTheme').name).toBe('girlTheme');
  });

  it('is the theme’s own code-exam route, or the fallback theme’s', () => {
    const exam = { code: 'mbti', examId: '7' };
    expect(themeTestPath('relaxTheme', exam)).toBe('/relaxPage/mbti-7');
    expect(themeTestPath('freeTheme', exam)).toBe('/free/mbti-7');
    expect(themeTestPath('psychologicalTheme', exam)).toBe('/homePage/mbti-7');
    expect(themeTestPath(null, exam)).toBe('/homePage/mbti-7');
    for (const name of THEME_NAMES) expect(matchThemeRoute(themeTestPath(name, exam))?.exam).toEqual(exam);
  });
});
