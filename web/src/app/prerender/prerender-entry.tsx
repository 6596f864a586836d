/**
 * Build-time rendering of the entry pages (home and the landing routes) with the app's own
 * components, router and translations, into HTML that scripts/prerender.mjs writes next to the
 * app. Runs in Node (bundled by Vite with the app's own configuration), rendered by react-dom/server.
 */
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { SITE_HEAD, headLookOf, type HeadLook } from '../../features/themes/theme-head';
import { landingDocumentTitle } from '../../features/landing/components/landing-page';
import { THEME_TABLE, themeOf, type ThemeRoute } from '../../features/themes/theme-table';
import { changeLocale, currentLocale, i18n, initI18n, loadNamespaces } from '../../lib/i18n';
import { loadTypeContent } from '../../features/personality-types/type-content';
import { TYPE_CODES, groupOf, typePagePath, type TypeCode } from '../../features/personality-types/type-groups';
import { needsCjkFont, OG_IMAGE_HEIGHT, OG_IMAGE_WIDTH, typeOgImagePath, typeOgImageSvg } from '../../features/personality-types/type-og-image';
import { resultPaths } from '../../features/result/result-paths';
import designTokensCss from '../../design-tokens.css?raw';
import { designToken, parseDesignTokens } from '../../lib/design-tokens';
import { LOCALES, localeInfo, type LocaleCode } from '../../lib/locales';
import { DEFAULT_TEST } from '../../lib/test-entry';
import { HELP_NAMESPACE, type HelpT } from '../../features/help/help-i18n';
import type { StatsMessages } from '../../features/home/home-stats-island';
import type { EntryPageData } from '../entry-page/entry-page';
import { AppProviders } from '../providers';
import { NotFoundRoute } from '../routes/not-found-route';
import { appRoutes, routerReady } from '../router';

/** How the page's start link gets the visitor's exam before the app runs (see prerender.mjs). */
export type ExamSource = 'path' | 'query' | 'none';

export interface PrerenderTarget {
  /** The path rendered. */
  samplePath: string;
  /** Output file, relative to the locale's prerender folder. */
  file: string;
  /** Exact app path served with this file… */
  path?: string;
  /** …or a regular expression for the paths served with it (code-exam routes). */
  pattern?: string;
  examSource: ExamSource;
  /** Theme table row rendered (none for home). */
  routeName?: string;
  /** The site shell: the site layout around a loading message, for routes without a page of their own. */
  shell?: boolean;
  /** The 16 types section: the index ('index') or a type's page. */
  types?: 'index' | TypeCode;
  /** The 404 page, served for paths under a landing route's prefix that name no page (a mistyped ad link). */
  notFound?: boolean;
  /** The help and legal pages' template: the site layout around CONTENT_PAGE_SLOT, which the server fills. */
  contentPage?: boolean;
}

/** The markup the server replaces with a help or legal page's text (gateway/src/content-pages.ts). */
export const CONTENT_PAGE_SLOT = '<div data-content-page=""></div>';

export interface PrerenderedPage {
  html: string;
  title: string;
  description: string;
  lang: string;
  look: HeadLook;
  /** The page's Open Graph picture (a type page's), root-relative, with its text alternative. */
  ogImage?: { path: string; alt: string };
}

const CODE_EXAM_SEGMENT = '[A-Za-z0-9_]+(?:-[A-Za-z0-9_]+)*-[0-9]{1,9}';

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function targetOf(route: ThemeRoute): PrerenderTarget {
  if (route.kind === 'landing') {
    return {
      samplePath: route.path,
      path: route.path,
      file: `${route.path.slice(1)}.html`,
      examSource: 'query',
      routeName: route.name,
    };
  }
  const prefix = route.path.slice(0, route.path.indexOf('/:'));
  return {
    samplePath: `${prefix}/${DEFAULT_TEST.code}-${DEFAULT_TEST.examId}`,
    pattern: `^${escapeRegExp(prefix)}/${CODE_EXAM_SEGMENT}$`,
    file: `${prefix.slice(1)}/code-examId.html`,
    examSource: 'path',
    routeName: route.name,
  };
}

/** Home, every row of the theme table, and the site shell (served for every other page route). */
export function prerenderTargets(): PrerenderTarget[] {
  return [
    { samplePath: '/', path: '/', file: 'index.html', examSource: 'none' },
    ...THEME_TABLE.map(targetOf),
    // A path no navigation link points at, so none is marked current.
    { samplePath: '/personality-types', path: '/personality-types', file: 'personality-types/index.html', examSource: 'none', types: 'index' },
    ...TYPE_CODES.map((code): PrerenderTarget => {
      const path = typePagePath(code);
      return { samplePath: path, path, file: `${path.slice(1)}.html`, examSource: 'none', types: code };
    }),
    { samplePath: '/_shell', file: 'shell.html', examSource: 'none', shell: true },
    { samplePath: '/_not-found', file: '404.html', examSource: 'none', notFound: true },
    { samplePath: '/_content', file: 'content-page.html', examSource: 'none', contentPage: true },
  ];
}

/**
 * Paths the server answers with the 404 page when no prerendered page matches them: everything
 * under `/landing/` and under a themed route's first segment (e.g. `/relaxPage/bad`).
 */
export function notFoundPatterns(): string[] {
  const prefixes = new Set(THEME_TABLE.map((route) => route.path.slice(0, route.path.indexOf('/', 1))));
  // …and a themed link whose theme segment is mistyped (`/calmPage/mbti-1`): no app route has that shape.
  return [...[...prefixes].map((prefix) => `^${escapeRegExp(prefix)}(?:/.*)?$`), `^/[A-Za-z]+Page/${CODE_EXAM_SEGMENT}$`];
}

/**
 * The site layout with a loading message in place of the page (the app puts the page there), or
 * with the 404 message.
 */
async function shellRoutes(target: PrerenderTarget): Promise<RouteObject[]> {
  const { RootLayout } = await import('../routes/root-layout');
  const Shell = () => (
    <RootLayout>
      {target.notFound ? (
        <NotFoundRoute showPath={false} />
      ) : target.contentPage ? (
        <div data-content-page="" />
      ) : (
        <p role="status" className="route-loading">
          {i18n.t('loading')}
        </p>
      )}
    </RootLayout>
  );
  return [{ path: '*', Component: Shell }];
}

export const prerenderLocales: readonly LocaleCode[] = LOCALES.map((l) => l.code);

/** The BCP-47 tag of a locale (hreflang). */
export const languageTagOf = (locale: LocaleCode): string => localeInfo(locale).tag;

let started = false;

async function useLocale(locale: LocaleCode): Promise<void> {
  if (!started) {
    await initI18n(locale);
    started = true;
  } else {
    await changeLocale(locale);
  }
  await loadNamespaces(['home', 'landing', 'personality-types']);
}

async function headOf(target: PrerenderTarget): Promise<Omit<PrerenderedPage, 'html' | 'lang'>> {
  const route = THEME_TABLE.find((row) => row.name === target.routeName);
  if (target.shell || target.contentPage) return { title: i18n.t('brand'), description: i18n.t('home:tagline'), look: SITE_HEAD };
  if (target.types) {
    const content = await loadTypeContent(currentLocale());
    if (target.types === 'index') return { title: i18n.t('personality-types:index.pageTitle'), description: i18n.t('personality-types:index.intro'), look: SITE_HEAD };
    const text = content[target.types];
    return {
      title: i18n.t('personality-types:type.pageTitle', { code: target.types, title: text.title }),
      description: text.summary,
      look: SITE_HEAD,
      ogImage: { path: typeOgImagePath(target.types, currentLocale()), alt: `${target.types} · ${text.title}` },
    };
  }
  if (target.notFound) return { title: `${i18n.t('notFound.title')} · ${i18n.t('brand')}`, description: i18n.t('home:tagline'), look: SITE_HEAD };
  if (!route) {
    return { title: i18n.t('home:pageTitle'), description: i18n.t('home:tagline'), look: SITE_HEAD };
  }
  const headline = i18n.t(`landing:variants.${route.variant}.headline`);
  return {
    title: landingDocumentTitle(headline, i18n.t('brand')),
    description: i18n.t(`landing:variants.${route.variant}.lede`),
    look: headLookOf(themeOf(route.theme)),
  };
}

/** Renders `target` in `locale` to the markup of `#root`, with the head's title, description and look. */
export async function renderTarget(target: PrerenderTarget, locale: LocaleCode): Promise<PrerenderedPage> {
  await useLocale(locale);
  const router = createMemoryRouter(target.shell || target.notFound || target.contentPage ? await shellRoutes(target) : appRoutes(), { initialEntries: [target.samplePath] });
  await routerReady(router);
  try {
    const html = renderToString(
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>,
    );
    if (target.contentPage && !html.includes(CONTENT_PAGE_SLOT)) throw new Error(`prerender: the content page (${locale}) has no ${CONTENT_PAGE_SLOT}`);
    if (!target.shell && !target.contentPage && !html.includes('<h1')) throw new Error(`prerender of ${target.samplePath} (${locale}) has no heading:\n${html.slice(0, 500)}`);
    return { html, ...(await headOf(target)), lang: localeInfo(locale).tag };
  } finally {
    router.dispose();
  }
}

/**
 * What the entry page's script (app/entry-page/entry-page.ts) needs to know about `target` in
 * `locale`, besides the app's code to prefetch (added by prerender.mjs); null for the pages that
 * start the app instead (the site shell and the 404 page).
 */
export async function entryPageData(target: PrerenderTarget, locale: LocaleCode): Promise<Omit<EntryPageData, 'prefetch'> | null> {
  if (target.shell || target.notFound || target.contentPage) return null;
  await useLocale(locale);
  if (target.routeName) return { locale, route: target.routeName };
  if (target.types) return { locale };
  const home = i18n.getResourceBundle(localeInfo(locale).tag, 'home') as { stats: StatsMessages };
  return { locale, stats: home.stats };
}

/**
 * The help feature's words the server puts around a help, legal or support page's text, in `locale`
 * (gateway/src/content-pages.ts, ContentPageLabels).
 */
export async function contentPageLabels(locale: LocaleCode): Promise<Record<string, string>> {
  await useLocale(locale);
  await loadNamespaces([HELP_NAMESPACE]);
  // The placeholders stay for the server to fill.
  const t = i18n.getFixedT(i18n.language, HELP_NAMESPACE as never) as unknown as HelpT;
  return {
    brand: i18n.t('brand'),
    helpTitle: t('help.title'),
    helpIntro: t('help.intro'),
    legalHeading: t('help.legalHeading'),
    supportLink: t('help.supportLink'),
    back: t('detail.back'),
    version: t('protocol.version', { version: '{{version}}' }),
    effective: t('protocol.effective', { date: '{{date}}' }),
    supportTitle: t('support.title'),
    supportIntro: t('support.intro'),
    supportEmailLabel: t('support.emailLabel'),
    supportIncludeHeading: t('support.includeHeading'),
    supportIncludeEmail: t('support.includeEmail'),
    supportIncludeOrder: t('support.includeOrder'),
    supportIncludeWhat: t('support.includeWhat'),
    supportGroupsHeading: t('support.groupsHeading'),
  };
}

/**
 * The 16 types' Open Graph pictures in `locale` as SVG, in the design tokens' colours, for the build to
 * render to PNG; `cjk` when they need the CJK fonts.
 */
export async function typeOgImages(locale: LocaleCode): Promise<{ cjk: boolean; images: Array<{ path: string; svg: string }> }> {
  await useLocale(locale);
  const content = await loadTypeContent(locale);
  const tokens = parseDesignTokens(designTokensCss);
  const token = (name: string) => designToken(tokens, name);
  const images = TYPE_CODES.map((code) => {
    const group = groupOf(code);
    const colours = { paper: token('color-bg'), ink: token('color-text'), inkSoft: token('color-muted'), strong: token(`group-${group.toLowerCase()}-strong`), tint: token(`group-${group.toLowerCase()}-tint`) };
    const texts = { brand: i18n.t('brand'), title: content[code].title, group: i18n.t(`personality-types:groups.${group}`) };
    return { path: typeOgImagePath(code, locale), svg: typeOgImageSvg(code, locale, texts, colours) };
  });
  return { cjk: needsCjkFont(locale), images };
}

export { OG_IMAGE_HEIGHT, OG_IMAGE_WIDTH } from '../../features/personality-types/type-og-image';

/** A shared result link (the result page with `?share=`) shows its type's picture in the visitor's locale. */
export const sharedResultImage = {
  path: resultPaths.free,
  query: 'share',
  image: typeOgImagePath('{type}' as TypeCode, '{locale}' as LocaleCode),
  width: OG_IMAGE_WIDTH,
  height: OG_IMAGE_HEIGHT,
};
export { TRACKING_QUERY_KEYS } from '../../lib/tracking-query';
export { DEFAULT_TEST } from '../../lib/test-entry';
export { appConfig } from '../../config/app-config';
export { SUPPORT_EMAIL } from '../../features/help/help-paths';
