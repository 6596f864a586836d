/**
 * The theme table (spec §2, §3): which theme each landing route wears — its name, emblem (drawn in
 * its logos), favicon and colours. The one place to add a landing route or a theme; the router, the
 * route guard, the error page and the prerender script all read it.
 *
 * Two route shapes:
 * - `/landing/<variant>` — a landing variant; the exam comes from `?examId=&code=` or the default;
 * - `/<segment>/{code}-{examId}` — a themed route carrying the exam in its path
 *   (route name `<segment>-code-examId`, as the spec names them).
 */
import { parseCodeExam, type CodeExam } from '../../lib/code-exam';

export const THEME_NAMES = [
  'homeTheme',
  'relaxTheme',
  'thirdTheme',
  'newTheme',
  'girlTheme',
  'typesTheme',
  'rolesTheme',
  'personalTheme',
  'freeTheme',
  'founderTheme',
  'youngTheme',
  'psychologicalTheme',
] as const;
export type ThemeName = (typeof THEME_NAMES)[number];

/** Stored per site; this one when nothing is stored (spec §3). */
export const FALLBACK_THEME: ThemeName = 'homeTheme';

export const LANDING_VARIANTS = [
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
] as const;
export type LandingVariant = (typeof LANDING_VARIANTS)[number];

export interface ThemeColors {
  /** Buttons, links, headings accents; white text sits on it. */
  primary: string;
  primaryHover: string;
  /** Decorative highlights (eyebrow text, borders, markers); readable on `background`. */
  accent: string;
  /** Page background. */
  background: string;
  /** Cards and bars. */
  surface: string;
  border: string;
}

export interface Theme {
  name: ThemeName;
  /**
   * The theme's emblem: an SVG path in a 24 × 24 box, stroked. Drawn inline in the landing page's header and
   * footer logos (no image request before the first paint) and in the theme's favicon file (`icon`).
   */
  mark: string;
  /** Favicon (SVG). */
  icon: string;
  colors: ThemeColors;
  /**
   * First path segment of the theme's `{code}-{examId}` route — its default test route, where
   * the error page's "Go back home" leads. Null when the theme has none (the fallback theme's is used).
   */
  codeExamSegment: string | null;
}

function theme(name: ThemeName, dir: string, codeExamSegment: string | null, mark: string, colors: ThemeColors): Theme {
  return {
    name,
    mark,
    icon: `/themes/${dir}/icon.svg`,
    colors,
    codeExamSegment,
  };
}

export const THEMES: Readonly<Record<ThemeName, Theme>> = {
  homeTheme: theme('homeTheme', 'home', 'homePage', 'M5 19V6l7 7 7-7v13', {
    primary: '#3b2f8f',
    primaryHover: '#2c2270',
    accent: '#5b4bc4',
    background: '#fbfaff',
    surface: '#ffffff',
    border: '#dcd8ee',
  }),
  relaxTheme: theme('relaxTheme', 'relax', 'relaxPage', 'M3 9c3-3 6 3 9 0s6 3 9 0M3 15c3-3 6 3 9 0s6 3 9 0', {
    primary: '#1f6f66',
    primaryHover: '#17544e',
    accent: '#2a7d73',
    background: '#f3faf8',
    surface: '#ffffff',
    border: '#cde6e1',
  }),
  thirdTheme: theme('thirdTheme', 'third', 'thirdPage', 'M12 4l8 15H4z', {
    primary: '#8a3b12',
    primaryHover: '#6d2e0e',
    accent: '#a4471a',
    background: '#fdf6f1',
    surface: '#ffffff',
    border: '#f0dccf',
  }),
  newTheme: theme('newTheme', 'new', 'newPage', 'M12 3l2.2 6.8L21 12l-6.8 2.2L12 21l-2.2-6.8L3 12l6.8-2.2z', {
    primary: '#1d4ed8',
    primaryHover: '#1e40af',
    accent: '#2456d6',
    background: '#f4f7ff',
    surface: '#ffffff',
    border: '#d5defa',
  }),
  girlTheme: theme('girlTheme', 'girl', 'girlPage', 'M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10z', {
    primary: '#a3195b',
    primaryHover: '#841349',
    accent: '#b2246a',
    background: '#fff5f9',
    surface: '#ffffff',
    border: '#f5d3e2',
  }),
  typesTheme: theme('typesTheme', 'types', 'typesPage', 'M4 4h7v7H4zM13 4h7v7h-7zM4 13h7v7H4zM13 13h7v7h-7z', {
    primary: '#5b21b6',
    primaryHover: '#4c1d95',
    accent: '#6d31c9',
    background: '#f8f5ff',
    surface: '#ffffff',
    border: '#e2d8f7',
  }),
  rolesTheme: theme('rolesTheme', 'roles', 'rolesPage', 'M9 6a6 6 0 1 0 0 12A6 6 0 1 0 9 6zM15 6a6 6 0 1 0 0 12A6 6 0 1 0 15 6z', {
    primary: '#7c4a03',
    primaryHover: '#633b02',
    accent: '#8f5606',
    background: '#fffaf0',
    surface: '#ffffff',
    border: '#f1e2c4',
  }),
  personalTheme: theme('personalTheme', 'personal', 'personalPage', 'M12 4a4 4 0 1 0 0 8a4 4 0 1 0 0-8zM4 21c0-4 3.6-7 8-7s8 3 8 7', {
    primary: '#0f5c8c',
    primaryHover: '#0b4870',
    accent: '#146aa0',
    background: '#f2f8fc',
    surface: '#ffffff',
    border: '#cfe2ef',
  }),
  freeTheme: theme('freeTheme', 'free', 'free', 'M12 3a9 9 0 1 0 0 18a9 9 0 1 0 0-18zM8 12.5l3 3 5-6', {
    primary: '#166534',
    primaryHover: '#14532d',
    accent: '#1b7a40',
    background: '#f3fbf5',
    surface: '#ffffff',
    border: '#cfe9d7',
  }),
  founderTheme: theme('founderTheme', 'founder', 'founder', 'M4 20V14M10 20V10M16 20V6M3 8l6-4 4 3 7-5', {
    primary: '#1f2937',
    primaryHover: '#111827',
    accent: '#9a4a07',
    background: '#f7f7f5',
    surface: '#ffffff',
    border: '#deddd8',
  }),
  youngTheme: theme('youngTheme', 'young', 'young', 'M13 2L5 14h6l-1 8 8-12h-6z', {
    primary: '#b3390b',
    primaryHover: '#922e08',
    accent: '#b3390b',
    background: '#fff7f2',
    surface: '#ffffff',
    border: '#f7dccd',
  }),
  psychologicalTheme: theme('psychologicalTheme', 'psychological', null, 'M12 3a9 9 0 1 0 0 18a9 9 0 1 0 0-18zM12 7a5 5 0 1 0 0 10a5 5 0 1 0 0-10zM12 11a1 1 0 1 0 0 2a1 1 0 1 0 0-2z', {
    primary: '#334e68',
    primaryHover: '#243b53',
    accent: '#3e5f7d',
    background: '#f4f7fa',
    surface: '#ffffff',
    border: '#d6e0ea',
  }),
};

export type ThemeRouteKind = 'landing' | 'code-exam';

/** One row of the table: a route, its name, the copy it shows and the theme it wears. */
export interface ThemeRoute {
  /** React Router path. */
  path: string;
  /** Route name, stored by the guard. */
  name: string;
  kind: ThemeRouteKind;
  /** Which landing copy the page shows. */
  variant: LandingVariant;
  theme: ThemeName;
}

/** Route parameter of the `{code}-{examId}` segment. */
export const CODE_EXAM_PARAM = 'codeExam';

function landingRow(variant: LandingVariant, themeName: ThemeName): ThemeRoute {
  return { path: `/landing/${variant}`, name: `landing-${variant}`, kind: 'landing', variant, theme: themeName };
}

function codeExamRow(segment: string, variant: LandingVariant, themeName: ThemeName): ThemeRoute {
  return { path: `/${segment}/:${CODE_EXAM_PARAM}`, name: `${segment}-code-examId`, kind: 'code-exam', variant, theme: themeName };
}

export const THEME_TABLE: readonly ThemeRoute[] = [
  landingRow('founder', 'founderTheme'),
  landingRow('free', 'freeTheme'),
  landingRow('girl', 'girlTheme'),
  landingRow('girl-old', 'girlTheme'),
  landingRow('home', 'homeTheme'),
  landingRow('new', 'newTheme'),
  landingRow('personal', 'personalTheme'),
  landingRow('psychological', 'psychologicalTheme'),
  landingRow('relax', 'relaxTheme'),
  landingRow('roles', 'rolesTheme'),
  landingRow('third', 'thirdTheme'),
  landingRow('types', 'typesTheme'),
  landingRow('young', 'youngTheme'),
  codeExamRow('relaxPage', 'relax', 'relaxTheme'),
  codeExamRow('homePage', 'home', 'homeTheme'),
  codeExamRow('thirdPage', 'third', 'thirdTheme'),
  codeExamRow('newPage', 'new', 'newTheme'),
  codeExamRow('girlPage', 'girl', 'girlTheme'),
  codeExamRow('typesPage', 'types', 'typesTheme'),
  codeExamRow('rolesPage', 'roles', 'rolesTheme'),
  codeExamRow('personalPage', 'personal', 'personalTheme'),
  codeExamRow('free', 'free', 'freeTheme'),
  codeExamRow('founder', 'founder', 'founderTheme'),
  codeExamRow('young', 'young', 'youngTheme'),
];

export function isThemeName(value: unknown): value is ThemeName {
  return typeof value === 'string' && (THEME_NAMES as readonly string[]).includes(value);
}

/** The theme called `name`; the fallback theme for an unknown or missing name. */
export function themeOf(name: string | null | undefined): Theme {
  return isThemeName(name) ? THEMES[name] : THEMES[FALLBACK_THEME];
}

export function themeRouteByName(name: string): ThemeRoute | undefined {
  return THEME_TABLE.find((row) => row.name === name);
}

export interface ThemeRouteMatch {
  route: ThemeRoute;
  theme: Theme;
  /** The exam named by the path (code-exam routes), else null. */
  exam: CodeExam | null;
}

/**
 * The table row for an app path (no locale prefix, no query), or null — also for a code-exam
 * route whose last segment is not a valid `{code}-{examId}` (those are 404s).
 */
export function matchThemeRoute(pathname: string): ThemeRouteMatch | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  for (const route of THEME_TABLE) {
    if (route.kind === 'landing') {
      if (route.path === path) return { route, theme: THEMES[route.theme], exam: null };
      continue;
    }
    const prefix = route.path.slice(0, route.path.indexOf('/:') + 1);
    if (!path.startsWith(prefix)) continue;
    const rest = path.slice(prefix.length);
    if (rest.includes('/')) continue;
    const exam = parseCodeExam(rest);
    return exam ? { route, theme: THEMES[route.theme], exam } : null;
  }
  return null;
}

/** The path of a code-exam row for `exam`: `/relaxPage/mbti-1`. */
export function codeExamPath(segment: string, exam: CodeExam): string {
  return `/${segment}/${exam.code}-${exam.examId}`;
}

/**
 * The theme's default test route (spec §2, error page): its `{code}-{examId}` route for `exam`;
 * for a theme without one, the fallback theme's.
 */
export function themeTestPath(themeName: string | null | undefined, exam: CodeExam): string {
  const segment = themeOf(themeName).codeExamSegment ?? THEMES[FALLBACK_THEME].codeExamSegment ?? 'homePage';
  return codeExamPath(segment, exam);
}
