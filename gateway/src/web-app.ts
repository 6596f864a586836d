import { localeCodes } from '@mindprint/platform/locales';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { extname, join, resolve, sep } from 'node:path';
import express, { type Express, type Request, type Response } from 'express';
import { CONSENT_COOKIE, CONSENT_MAX_AGE_DAYS, type ConsentChoice, consentCookieValue } from '@mindprint/platform/consent-cookie';
import { readConsent } from './consent-cookie.js';
import { DomainError } from '@mindprint/platform/errors';
import type { Logger } from '@mindprint/platform/logger';
import { contentPageOf, contentPageQueryKeys, type ContentPageManifest, escapeHtml, loadContentPage } from './content-pages.js';
import { type ResponseCache, SettledAnswerCache } from './response-cache.js';
import type { ServiceClients } from './service-clients.js';

/** What `web/scripts/prerender.mjs` writes to dist/prerender/manifest.json. */
interface PrerenderManifest {
  defaultLocale: string;
  locales: string[];
  /** Locale folder → BCP-47 tag. */
  hreflang?: Record<string, string>;
  shell: string;
  notFound?: string;
  notFoundPatterns?: string[];
  pages: Array<{ path?: string; pattern?: string; file: string; sitemap?: boolean }>;
  /** Query keys a page's language form keeps without JavaScript (see "languageFormRule"). */
  languageFormQuery?: { keys: string[]; prefixes: string[] };
  /** The help and legal pages' template, filled at request time (content-pages.ts). */
  contentPage?: ContentPageManifest;
  /** A shared result's page (`path?<query>=<share token>`) shows its type's picture in the visitor's locale. */
  sharedResultImage?: { path: string; query: string; image: string; width: number; height: number };
}

/** The 16 types' codes: only these have a picture (other exams' results share none). */
const SIXTEEN_TYPE_CODE = /^[EI][NS][TF][JP]$/;

/** A kept query value longer than this is an abuse of the page, not an ad click: left out. */
const MAX_KEPT_VALUE_LENGTH = 512;

/**
 * Hidden inputs for the tracking keys of the request's query, put into the page's language form so
 * that switching language without JavaScript (a GET form that sends `hl`) keeps the ad's keys.
 */
export function keptQueryInputs(query: Request['query'], kept: { keys: string[]; prefixes: string[] }): string {
  return Object.entries(query)
    .filter(([key, value]) => typeof value === 'string' && value !== '' && value.length <= MAX_KEPT_VALUE_LENGTH && (kept.keys.includes(key) || kept.prefixes.some((prefix) => key.startsWith(prefix) && /^\w{1,64}$/.test(key))))
    .map(([key, value]) => `<input type="hidden" name="${escapeHtml(key)}" value="${escapeHtml(value as string)}">`)
    .join('');
}

/**
 * The cookie notice's answer without JavaScript (web/src/features/cookie-consent): `consent=all`, `necessary`, or
 * `chosen` with the ticked categories (`statistics=on`, `advertising=on`); undefined for any other post.
 */
export function consentFromForm(body: unknown): ConsentChoice | undefined {
  const form = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  if (form.consent === 'all') return { statistics: true, advertising: true };
  if (form.consent === 'necessary') return { statistics: false, advertising: false };
  if (form.consent === 'chosen') return { statistics: form.statistics === 'on', advertising: form.advertising === 'on' };
  return undefined;
}

const languageToLocale: Record<string, string> = { en: 'EN', fr: 'FR', de: 'DE', es: 'ES', pt: 'PT', ja: 'JA', ko: 'KR' };

/** A browser language tag as one of our locales: zh-Hant/TW/HK/MO → HK, other zh → CN. */
export function localeFromLanguageTag(tag: string): string | undefined {
  const [language = '', ...rest] = tag.trim().replace(/_/g, '-').toLowerCase().split('-');
  if (language === 'zh') {
    if (rest.includes('hant') || rest.some((p) => ['tw', 'hk', 'mo'].includes(p))) return rest.includes('hans') ? 'CN' : 'HK';
    return 'CN';
  }
  return languageToLocale[language];
}

const locales: readonly string[] = localeCodes;

/** As the app decides: `hl` query, else the i18n_redirected cookie, else Accept-Language, else EN. */
export function requestLocale(req: Pick<Request, 'query' | 'headers'>): string {
  const hl = typeof req.query.hl === 'string' ? req.query.hl.trim().toUpperCase() : '';
  if (locales.includes(hl)) return hl;
  const cookie = /(?:^|;\s*)i18n_redirected=([^;]*)/.exec(req.headers.cookie ?? '')?.[1]?.toUpperCase() ?? '';
  if (locales.includes(cookie)) return cookie;
  const accepted = (req.headers['accept-language'] ?? '')
    .split(',')
    .map((item) => {
      const [tag = '', ...params] = item.trim().split(';');
      const q = Number(params.find((p) => p.trim().startsWith('q='))?.trim().slice(2) ?? 1);
      return { tag, q: Number.isFinite(q) ? q : 0 };
    })
    .filter((item) => item.tag && item.q > 0)
    .sort((a, b) => b.q - a.q);
  for (const { tag } of accepted) {
    const locale = localeFromLanguageTag(tag);
    if (locale) return locale;
  }
  return 'EN';
}

/** How long this gateway keeps a share token's type (bounded in memory by the cache's LRU). */
const SHARED_RESULT_TYPE_KEEP_SECONDS = 24 * 3_600;

/**
 * Serves the built web app: hashed assets cached for a year, everything else revalidated; a page request
 * gets its prerendered HTML in the visitor's language (landing pages, home) or the prerendered site shell,
 * and the bare SPA shell only when nothing was prerendered. A missing file stays a 404. With `content`, the help and
 * legal pages get their text from the content service (content-pages.ts), so they read without JavaScript.
 * Every page carries `runtimeConfig` (the deployment's settings the web reads at run time: web/src/config/runtime-config.ts).
 */
export function serveWebApp(app: Express, distDir: string, runtimeConfig: object, content?: { clients: Pick<ServiceClients, 'content' | 'order'>; cache: ResponseCache; log: Logger }) {
  const root = resolve(distDir);
  const manifestFile = join(root, 'prerender', 'manifest.json');
  const manifest = existsSync(manifestFile) ? (JSON.parse(readFileSync(manifestFile, 'utf8')) as PrerenderManifest) : undefined;
  const pages = manifest?.pages.map((p) => ({ ...p, regex: p.pattern ? new RegExp(p.pattern) : undefined })) ?? [];

  const notFoundPatterns = manifest?.notFoundPatterns?.map((pattern) => new RegExp(pattern)) ?? [];

  const pageFile = (req: Request): { file: string; status: number } => {
    if (!manifest) return { file: join(root, 'index.html'), status: 200 };
    const path = req.path.length > 1 ? req.path.replace(/\/+$/, '') : req.path;
    const page = pages.find((p) => (p.path !== undefined ? p.path === path : p.regex?.test(path)));
    // A mistyped landing or themed link: the 404 page in the visitor's language, not a page that never loads.
    const notFound = !page && manifest.notFound !== undefined && notFoundPatterns.some((regex) => regex.test(path));
    const folder = requestLocale(req).toLowerCase();
    const file = join(root, 'prerender', manifest.locales.includes(folder) ? folder : manifest.defaultLocale, page?.file ?? (notFound ? manifest.notFound! : manifest.shell));
    return existsSync(file) ? { file, status: notFound ? 404 : 200 } : { file: join(root, 'index.html'), status: 200 };
  };

  // Search engines: the indexable pages once per locale (?hl=), each with its language alternates.
  const origin = (req: Request) => `${req.protocol}://${req.get('host') ?? 'localhost'}`;
  app.get('/robots.txt', (req, res) => {
    res.type('text/plain').send(`User-agent: *\nAllow: /\nDisallow: /api/\nDisallow: /pay-api/\n\nSitemap: ${origin(req)}/sitemap.xml\n`);
  });
  app.get('/sitemap.xml', (req, res, next) => {
    if (!manifest) return next();
    const base = origin(req);
    const alternates = (path: string) =>
      manifest.locales.map((l) => `<xhtml:link rel="alternate" hreflang="${manifest.hreflang?.[l] ?? l}" href="${base}${path}?hl=${l.toUpperCase()}"/>`).join('');
    const urls = manifest.pages
      .filter((p) => p.sitemap && p.path)
      .flatMap((p) => manifest.locales.map((l) => `<url><loc>${base}${p.path}?hl=${l.toUpperCase()}</loc>${alternates(p.path!)}</url>`));
    res.type('application/xml').send(
      `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`,
    );
  });

  app.use(
    express.static(root, {
      index: false,
      redirect: false,
      setHeaders: (res: Response, path: string) =>
        res.setHeader('cache-control', path.includes(`${sep}assets${sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache'),
    }),
  );
  const pageCache = new Map<string, { html: string; scriptHashes: string }>();
  const loadPage = (file: string) => {
    let page = pageCache.get(file);
    if (!page) {
      const html = readFileSync(file, 'utf8');
      page = { html: withRuntimeConfig(html, runtimeConfig), scriptHashes: inlineScriptHashes(html) };
      pageCache.set(file, page);
    }
    return page;
  };

  /** Sends a page after what every page gets: its CSP hashes, the language cookie, absolute links, kept keys, consent. */
  const sendPage = (req: Request, res: Response, page: { html: string; scriptHashes: string; status: number; cacheControl?: string; keptKeys?: string[] }) => {
    // Prerendered pages start the app from small inline scripts: allow exactly those, by hash.
    const csp = res.getHeader('content-security-policy');
    if (typeof csp === 'string' && page.scriptHashes) res.setHeader('content-security-policy', csp.replace("script-src 'self'", `script-src 'self' ${page.scriptHashes}`));
    res.setHeader('vary', 'Accept-Language, Cookie');
    // A language chosen by link (?hl=) sticks for the next pages also without JavaScript, as the app remembers it.
    const hl = typeof req.query.hl === 'string' ? req.query.hl.trim().toUpperCase() : '';
    const setsLanguage = locales.includes(hl);
    if (setsLanguage) res.append('Set-Cookie', `i18n_redirected=${hl}; Max-Age=${365 * 24 * 60 * 60}; Path=/; SameSite=Lax${req.secure ? '; Secure' : ''}`);
    // Canonical and hreflang links and the Open Graph picture are written root-relative by the prerender: made absolute here.
    let html = page.html.replace(/(<link rel="(?:canonical|alternate)"[^>]* href="|<meta property="og:image" content=")\//g, `$1${origin(req)}/`);
    const languageForm = manifest?.languageFormQuery;
    const kept = languageForm ? keptQueryInputs(req.query, { ...languageForm, keys: [...languageForm.keys, ...(page.keptKeys ?? [])] }) : '';
    if (kept) html = html.replace(/<form [^>]*data-language-form=""[^>]*>/g, (form) => form + kept);
    // A visitor who has chosen: the page says so, and its cookie notice stays hidden (prerendered pages ask once).
    const consent = readConsent(req.headers.cookie);
    if (consent) html = html.replace('<html ', `<html data-consent="${consentCookieValue(consent)}" `);
    // A public page is shared by caches only when it sets no cookie (the cookies it reads are in Vary).
    if (page.cacheControl && !setsLanguage) {
      const etag = `"${createHash('sha256').update(html).digest('base64url').slice(0, 27)}"`;
      res.setHeader('cache-control', page.cacheControl);
      res.setHeader('etag', etag);
      if (page.status === 200 && (req.headers['if-none-match'] ?? '').split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)) {
        res.status(304).end();
        return;
      }
    } else {
      res.setHeader('cache-control', 'no-cache');
    }
    res.status(page.status).type('html').send(html);
  };

  const contentManifest = manifest?.contentPage;
  /** A help or legal page with its text, the 404 page when the item does not exist, the app's shell when the content service fails. */
  const sendContentPage = async (req: Request, res: Response, path: string): Promise<boolean> => {
    if (!content || !contentManifest || !manifest) return false;
    const request = contentPageOf(path, req.query);
    if (request === undefined) return false;
    const locale = requestLocale(req);
    const folder = manifest.locales.includes(locale.toLowerCase()) ? locale.toLowerCase() : manifest.defaultLocale;
    const labels = contentManifest.labels[folder];
    const template = join(root, 'prerender', folder, contentManifest.file);
    if (!labels || !existsSync(template)) return false;
    const notFound = join(root, 'prerender', folder, manifest.notFound ?? '');
    if (request === 'missing') {
      if (!manifest.notFound || !existsSync(notFound)) return false;
      sendPage(req, res, { ...loadPage(notFound), status: 404 });
      return true;
    }
    let filled;
    try {
      filled = await loadContentPage({ page: request, locale, languageTag: manifest.hreflang?.[folder] ?? folder, manifest: contentManifest, labels, content: content.clients.content, cache: content.cache });
    } catch (error) {
      content.log.warn({ err: error, path }, 'content page: the content service failed; serving the app shell');
      return false;
    }
    if (!filled) {
      if (!manifest.notFound || !existsSync(notFound)) return false;
      sendPage(req, res, { ...loadPage(notFound), status: 404 });
      return true;
    }
    const { html, scriptHashes } = loadPage(template);
    if (!html.includes(contentManifest.slot)) return false;
    const page = html
      .replace(contentManifest.slot, () => filled.html)
      .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(filled.title)}</title>`)
      .replace(/(<meta (?:name="description"|property="og:description") content=")[^"]*"/g, (_all, start: string) => `${start}${escapeHtml(filled.description)}"`)
      .replace(/(<meta property="og:title" content=")[^"]*"/, (_all, start: string) => `${start}${escapeHtml(filled.title)}"`);
    sendPage(req, res, { html: page, scriptHashes, status: 200, cacheControl: filled.cacheControl, keptKeys: contentPageQueryKeys(request) });
    return true;
  };

  /** Share token → the result's type code: a result's type never changes, so a link shared widely costs one lookup. */
  const sharedResultTypes = new SettledAnswerCache();
  /**
   * A shared result's Open Graph picture: its type's, in the visitor's locale (no personal data in it), looked up by
   * the share token the link carries; the page without one when the token names no 16-type result.
   */
  const sharedResultMeta = async (req: Request, path: string): Promise<string> => {
    const shared = manifest?.sharedResultImage;
    const token = shared ? req.query[shared.query] : undefined;
    if (!content || !shared || path !== shared.path || typeof token !== 'string' || token === '' || token.length > 64) return '';
    let typeCode = '';
    try {
      const typeOf = async () => ({ body: (await content.clients.order.getFreeResult({ orderNumber: '', shareToken: token })).result?.typeCode ?? '', settled: true });
      typeCode = (await sharedResultTypes.get(token, SHARED_RESULT_TYPE_KEEP_SECONDS, typeOf)).body.toString('utf8');
    } catch (error) {
      if (!(error instanceof DomainError && ['NOT_FOUND', 'INVALID_ARGUMENT'].includes(error.kind))) content.log.warn({ err: error }, 'shared result: cannot look up its type for the picture');
      return '';
    }
    if (!SIXTEEN_TYPE_CODE.test(typeCode)) return '';
    const locale = requestLocale(req).toLowerCase();
    const image = shared.image.replace('{locale}', manifest.locales.includes(locale) ? locale : manifest.defaultLocale).replace('{type}', typeCode.toLowerCase());
    return (
      `<meta property="og:image" content="${escapeHtml(image)}" /><meta property="og:image:width" content="${shared.width}" />` +
      `<meta property="og:image:height" content="${shared.height}" /><meta property="og:image:alt" content="${typeCode}" /><meta name="twitter:card" content="summary_large_image" />`
    );
  };

  app.get(/.*/, async (req, res, next) => {
    if (!req.accepts('html') || extname(req.path) !== '') return next();
    try {
      const path = req.path.length > 1 ? req.path.replace(/\/+$/, '') : req.path;
      if (await sendContentPage(req, res, path)) return;
      const { file, status } = pageFile(req);
      const page = loadPage(file);
      const meta = await sharedResultMeta(req, path);
      sendPage(req, res, { ...page, html: meta ? page.html.replace('</title>', () => `</title>${meta}`) : page.html, status });
    } catch (error) {
      next(error);
    }
  });
  // The cookie notice's answer without JavaScript: a form posted to the page itself. Same-origin posts only.
  app.post(/.*/, express.urlencoded({ extended: false, limit: '1kb' }), (req, res, next) => {
    const consent = consentFromForm(req.body);
    if (!req.accepts('html') || extname(req.path) !== '' || !consent) return next();
    // Pages are sent with Referrer-Policy: no-referrer, so the browser's own posts say Origin: null; Sec-Fetch-Site tells.
    const { origin, 'sec-fetch-site': site } = req.headers;
    if ((site && site !== 'same-origin') || (origin && origin !== 'null' && URL.parse(origin)?.host !== req.headers.host)) return next();
    res.append('Set-Cookie', `${CONSENT_COOKIE}=${consentCookieValue(consent)}; Max-Age=${CONSENT_MAX_AGE_DAYS * 24 * 60 * 60}; Path=/; SameSite=Lax${req.secure ? '; Secure' : ''}`);
    // An empty fragment: the browser would otherwise keep `#cookie-settings`, which shows the notice again.
    res.redirect(303, `${req.originalUrl}#`);
  });
}

/**
 * The page with the runtime config as data (`<script type="application/json" id="runtime-config">`: never run, so
 * the CSP needs no hash for it) at the end of its head; the app's module scripts run after the page is parsed.
 */
export function withRuntimeConfig(html: string, runtimeConfig: object): string {
  const json = JSON.stringify(runtimeConfig).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');
  const data = `<script type="application/json" id="runtime-config">${json}</script>`;
  return html.replace('</head>', `${data}</head>`);
}

/** CSP source expressions for the page's inline scripts (`'sha256-…'`), space-separated. */
export function inlineScriptHashes(html: string): string {
  const hashes = new Set<string>();
  for (const match of html.matchAll(/<script>([\s\S]*?)<\/script>/g)) {
    hashes.add(`'sha256-${createHash('sha256').update(match[1] ?? '').digest('base64')}'`);
  }
  return [...hashes].join(' ');
}
