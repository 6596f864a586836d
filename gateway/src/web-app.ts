import { localeCodes } from '@mindprint/platform/locales';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { extname, join, resolve, sep } from 'node:path';
import express, { type Express, type Request, type Response } from 'express';
import { CONSENT_COOKIE, CONSENT_MAX_AGE_SECONDS, type ConsentChoice, consentCookieValue, readConsent } from './consent-cookie.js';

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
}

/** A kept query value longer than this is an abuse of the page, not an ad click: left out. */
const MAX_KEPT_VALUE_LENGTH = 512;

function escapeAttribute(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/**
 * Hidden inputs for the tracking keys of the request's query, put into the page's language form so
 * that switching language without JavaScript (a GET form that sends `hl`) keeps the ad's keys.
 */
export function keptQueryInputs(query: Request['query'], kept: { keys: string[]; prefixes: string[] }): string {
  return Object.entries(query)
    .filter(([key, value]) => typeof value === 'string' && value !== '' && value.length <= MAX_KEPT_VALUE_LENGTH && (kept.keys.includes(key) || kept.prefixes.some((prefix) => key.startsWith(prefix) && /^\w{1,64}$/.test(key))))
    .map(([key, value]) => `<input type="hidden" name="${escapeAttribute(key)}" value="${escapeAttribute(value as string)}">`)
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

/**
 * Serves the built web app: hashed assets cached for a year, everything else revalidated; a page request
 * gets its prerendered HTML in the visitor's language (landing pages, home) or the prerendered site shell,
 * and the bare SPA shell only when nothing was prerendered. A missing file stays a 404.
 */
export function serveWebApp(app: Express, distDir: string) {
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
      page = { html, scriptHashes: inlineScriptHashes(html) };
      pageCache.set(file, page);
    }
    return page;
  };

  app.get(/.*/, (req, res, next) => {
    if (!req.accepts('html') || extname(req.path) !== '') return next();
    const { file, status } = pageFile(req);
    const { html, scriptHashes } = loadPage(file);
    // Prerendered pages start the app from small inline scripts: allow exactly those, by hash.
    const csp = res.getHeader('content-security-policy');
    if (typeof csp === 'string' && scriptHashes) res.setHeader('content-security-policy', csp.replace("script-src 'self'", `script-src 'self' ${scriptHashes}`));
    res.setHeader('cache-control', 'no-cache');
    res.setHeader('vary', 'Accept-Language, Cookie');
    // A language chosen by link (?hl=) sticks for the next pages also without JavaScript, as the app remembers it.
    const hl = typeof req.query.hl === 'string' ? req.query.hl.trim().toUpperCase() : '';
    if (locales.includes(hl)) res.append('Set-Cookie', `i18n_redirected=${hl}; Max-Age=${365 * 24 * 60 * 60}; Path=/; SameSite=Lax${req.secure ? '; Secure' : ''}`);
    // Canonical and hreflang links and the Open Graph picture are written root-relative by the prerender: made absolute here.
    let page = html.replace(/(<link rel="(?:canonical|alternate)"[^>]* href="|<meta property="og:image" content=")\//g, `$1${origin(req)}/`);
    const kept = manifest?.languageFormQuery ? keptQueryInputs(req.query, manifest.languageFormQuery) : '';
    if (kept) page = page.replace(/<form [^>]*data-language-form=""[^>]*>/g, (form) => form + kept);
    // A visitor who has chosen: the page says so, and its cookie notice stays hidden (prerendered pages ask once).
    const consent = readConsent(req.headers.cookie);
    res.status(status).type('html').send(consent ? page.replace('<html ', `<html data-consent="${consentCookieValue(consent)}" `) : page);
  });
  // The cookie notice's answer without JavaScript: a form posted to the page itself. Same-origin posts only.
  app.post(/.*/, express.urlencoded({ extended: false, limit: '1kb' }), (req, res, next) => {
    const consent = consentFromForm(req.body);
    if (!req.accepts('html') || extname(req.path) !== '' || !consent) return next();
    // Pages are sent with Referrer-Policy: no-referrer, so the browser's own posts say Origin: null; Sec-Fetch-Site tells.
    const { origin, 'sec-fetch-site': site } = req.headers;
    if ((site && site !== 'same-origin') || (origin && origin !== 'null' && URL.parse(origin)?.host !== req.headers.host)) return next();
    res.append('Set-Cookie', `${CONSENT_COOKIE}=${consentCookieValue(consent)}; Max-Age=${CONSENT_MAX_AGE_SECONDS}; Path=/; SameSite=Lax${req.secure ? '; Secure' : ''}`);
    res.redirect(303, req.originalUrl);
  });
}

/** CSP source expressions for the page's inline scripts (`'sha256-…'`), space-separated. */
export function inlineScriptHashes(html: string): string {
  const hashes = new Set<string>();
  for (const match of html.matchAll(/<script>([\s\S]*?)<\/script>/g)) {
    hashes.add(`'sha256-${createHash('sha256').update(match[1] ?? '').digest('base64')}'`);
  }
  return [...hashes].join(' ');
}
