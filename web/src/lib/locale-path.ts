import { localeFromPrefix, localeInfo, type LocaleCode } from './locales';

/**
 * How the locale appears in URLs (names as in the spec):
 * - `no_prefix`: never; paths are the same in every language.
 * - `prefix_except_default`: every locale but the default has a prefix (`/fr/...`).
 * - `prefix_and_default`: every locale has a prefix, the default too (`/en/...`).
 * Prefixes are lower-case; an upper-case prefix (`/FR/`) is recognised and redirected.
 */
export type LocaleStrategy = 'no_prefix' | 'prefix_except_default' | 'prefix_and_default';

export const LOCALE_STRATEGIES: readonly LocaleStrategy[] = ['no_prefix', 'prefix_except_default', 'prefix_and_default'];

export function isLocaleStrategy(value: unknown): value is LocaleStrategy {
  return typeof value === 'string' && (LOCALE_STRATEGIES as readonly string[]).includes(value);
}

export interface LocalePrefixMatch {
  /** Locale named by the first path segment, or null when there is none (always null for no_prefix). */
  locale: LocaleCode | null;
  /** The path without the prefix, always starting with `/`. */
  pathname: string;
}

/** Splits a locale prefix off `pathname`. */
export function splitLocalePrefix(pathname: string, strategy: LocaleStrategy): LocalePrefixMatch {
  const path = pathname.startsWith('/') ? pathname : `/${pathname}`;
  if (strategy === 'no_prefix') return { locale: null, pathname: path };
  const match = /^\/([^/]+)(\/.*)?$/.exec(path);
  const locale = match?.[1] ? localeFromPrefix(match[1]) : null;
  if (!locale) return { locale: null, pathname: path };
  return { locale, pathname: match?.[2] ?? '/' };
}

/** The URL prefix (router basename) for `locale`: '' when the locale has no prefix, else `/fr`. */
export function localeBasename(locale: LocaleCode, strategy: LocaleStrategy, defaultLocale: LocaleCode): string {
  if (strategy === 'no_prefix') return '';
  if (strategy === 'prefix_except_default' && locale === defaultLocale) return '';
  return `/${localeInfo(locale).prefix}`;
}

/** The full path of an unprefixed app path in `locale`: `/about` → `/fr/about`, `/` → `/fr`. */
export function localizePath(
  pathname: string,
  locale: LocaleCode,
  strategy: LocaleStrategy,
  defaultLocale: LocaleCode,
): string {
  const path = pathname.startsWith('/') ? pathname : `/${pathname}`;
  const base = localeBasename(locale, strategy, defaultLocale);
  if (!base) return path;
  return path === '/' ? base : `${base}${path}`;
}

export interface LocaleRoutingPlan {
  /** Router basename for this page load. */
  basename: string;
  /** The app path (without prefix) the router should see. */
  appPathname: string;
  /** Canonical full path when it differs from the current one (redirect with replace), else null. */
  redirectTo: string | null;
}

/**
 * Given the current path and the locale chosen for it, says which basename the router uses
 * and whether the browser must move to the canonical path (lower-case prefix, prefix added
 * or removed). A redirect to the same path is never asked for, so it cannot loop.
 */
export function planLocaleRouting(
  pathname: string,
  locale: LocaleCode,
  strategy: LocaleStrategy,
  defaultLocale: LocaleCode,
): LocaleRoutingPlan {
  const { pathname: appPathname } = splitLocalePrefix(pathname, strategy);
  const canonical = localizePath(appPathname, locale, strategy, defaultLocale);
  const basename = localeBasename(locale, strategy, defaultLocale);
  const same = canonical === pathname || (appPathname === '/' && `${canonical}/` === pathname);
  return { basename, appPathname, redirectTo: same ? null : canonical };
}
