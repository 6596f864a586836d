/**
 * `npm run bench:web`: builds the web app, serves web/dist the way production should (static
 * files, prerendered pages for the entry routes, the SPA shell for every other route, gzip), and
 * runs Lighthouse (mobile emulation and simulated mobile throttling, its defaults) on the home
 * page, landing pages and the first question page. Prints LCP, total blocking time and the JavaScript the page loaded
 * (bytes transferred, gzip). No assertions: the figures are for reading.
 *
 * There is no backend behind this server: /api and /pay-api answer 404, so the home page shows
 * its statistics error state, as it would with the API down.
 *
 * Options: --no-build (use the existing web/dist), --runs=N (median of N runs per page, default 1),
 * --url=/path (bench these paths instead of the defaults; repeatable), --dist=dir (serve another
 * build output, with --no-build).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const repoDir = resolve(fileURLToPath(new URL('.', import.meta.url)), '..');
const args = process.argv.slice(2);
const distDir = resolve(args.find((a) => a.startsWith('--dist='))?.slice(7) ?? join(repoDir, 'web', 'dist'));
const build = !args.includes('--no-build');
const runs = Math.max(1, Number(args.find((a) => a.startsWith('--runs='))?.slice(7) ?? 1) || 1);
const customUrls = args.filter((a) => a.startsWith('--url=')).map((a) => a.slice(6));
// Home, two landing pages (one with ad query and German), and the first question page (SPA shell).
const pages = customUrls.length > 0 ? customUrls : ['/', '/landing/relax', '/relaxPage/mbti-1?fbclid=x&hl=DE', '/question/mbti-1'];

const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

// ---------------------------------------------------------------------------------------------
// The serving rule for prerendered pages (reference implementation for the gateway).

const LOCALE_CODES = ['EN', 'CN', 'HK', 'FR', 'ES', 'DE', 'PT', 'JA', 'KR'];

/** Same mapping as web/src/lib/locales.ts localeFromLanguageTag. */
function localeFromLanguageTag(tag) {
  const parts = tag.trim().replace(/_/g, '-').toLowerCase().split('-');
  const simple = { en: 'EN', fr: 'FR', de: 'DE', es: 'ES', pt: 'PT', ja: 'JA', ko: 'KR' };
  if (parts[0] === 'zh') {
    const rest = parts.slice(1);
    if (rest.includes('hant')) return 'HK';
    if (rest.includes('hans')) return 'CN';
    return rest.some((p) => ['tw', 'hk', 'mo'].includes(p)) ? 'HK' : 'CN';
  }
  return simple[parts[0]] ?? null;
}

function readCookie(header, name) {
  for (const part of (header ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) return decodeURIComponent(part.slice(eq + 1).trim());
  }
  return null;
}

/** hl query (upper-cased), else the i18n_redirected cookie, else Accept-Language, else EN — as the app decides. */
function requestLocale(url, headers) {
  const hl = url.searchParams.get('hl')?.trim().toUpperCase();
  if (hl && LOCALE_CODES.includes(hl)) return hl;
  const cookie = readCookie(headers.cookie, 'i18n_redirected')?.toUpperCase();
  if (cookie && LOCALE_CODES.includes(cookie)) return cookie;
  const accepted = (headers['accept-language'] ?? '')
    .split(',')
    .map((item) => {
      const [tag, ...params] = item.trim().split(';');
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
 * The prerendered HTML file for an HTML page request: the route's own page (manifest "pages": exact
 * paths and patterns), else the site shell (manifest "shell"), per locale; null when there is none
 * (then the bare SPA shell index.html).
 */
export function prerenderedFile(dist, manifest, url, headers) {
  if (!manifest) return null;
  const path = url.pathname.length > 1 ? url.pathname.replace(/\/+$/, '') : url.pathname;
  const page = manifest.pages.find((p) => (p.path !== undefined ? p.path === path : new RegExp(p.pattern).test(path)));
  const fileName = page?.file ?? manifest.shell;
  if (!fileName) return null;
  const folder = requestLocale(url, headers).toLowerCase();
  const file = join(dist, 'prerender', manifest.locales.includes(folder) ? folder : manifest.defaultLocale, fileName);
  return existsSync(file) ? file : null;
}

// ---------------------------------------------------------------------------------------------
// A small static server with that rule.

const CONTENT_TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.svg', '.json']);

export function startServer(dist) {
  const manifestFile = join(dist, 'prerender', 'manifest.json');
  const manifest = existsSync(manifestFile) ? JSON.parse(readFileSync(manifestFile, 'utf8')) : null;
  const root = resolve(dist);
  const served = { prerendered: 0, shell: 0 };

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (/^\/(api|pay-api)(\/|$)/.test(url.pathname)) {
      res.writeHead(404, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ result: 404, message: 'No backend behind the bench server', data: null, reason: 'NOT_FOUND' }));
      return;
    }
    let file = resolve(root, `.${normalize(decodeURIComponent(url.pathname))}`);
    if (!file.startsWith(root + sep) || !existsSync(file) || !statSync(file).isFile()) {
      file = null;
      const wantsHtml = (req.headers.accept ?? '*/*').includes('text/html') || (req.headers.accept ?? '').includes('*/*');
      if (wantsHtml && extname(url.pathname) === '') {
        file = prerenderedFile(root, manifest, url, req.headers);
        if (file?.endsWith(`${sep}shell.html`)) served.shell += 1;
        else if (file) served.prerendered += 1;
        else {
          file = join(root, 'index.html');
          served.shell += 1;
        }
      }
    }
    if (!file) {
      res.writeHead(404, { 'content-type': 'text/plain' });
      res.end('Not found');
      return;
    }
    const ext = extname(file);
    let body = readFileSync(file);
    const headers = {
      'content-type': CONTENT_TYPES[ext] ?? 'application/octet-stream',
      'cache-control': file.includes(`${sep}assets${sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
    };
    if (COMPRESSIBLE.has(ext) && /\bgzip\b/.test(req.headers['accept-encoding'] ?? '')) {
      body = gzipSync(body);
      headers['content-encoding'] = 'gzip';
      headers.vary = 'accept-encoding';
    }
    headers['content-length'] = body.length;
    res.writeHead(200, headers);
    res.end(req.method === 'HEAD' ? undefined : body);
  });
  return new Promise((done) => {
    server.listen(0, '127.0.0.1', () => done({ server, served, port: server.address().port }));
  });
}

// ---------------------------------------------------------------------------------------------

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)];
}

function figuresOf(lhr) {
  const requests = lhr.audits['network-requests']?.details?.items ?? [];
  const scripts = requests.filter((r) => r.resourceType === 'Script');
  return {
    lcp: lhr.audits['largest-contentful-paint'].numericValue,
    fcp: lhr.audits['first-contentful-paint'].numericValue,
    tbt: lhr.audits['total-blocking-time'].numericValue,
    jsBytes: scripts.reduce((sum, r) => sum + (r.transferSize ?? 0), 0),
    jsFiles: scripts.length,
    score: Math.round((lhr.categories.performance.score ?? 0) * 100),
  };
}

async function main() {
  if (build) {
    const result = spawnSync('npm', ['run', 'build', '-w', '@mindprint/web'], {
      cwd: repoDir,
      stdio: 'inherit',
      env: { ...process.env, NODE_ENV: 'production' },
    });
    if (result.status !== 0) throw new Error(`web build failed (exit ${result.status})`);
  }
  if (!existsSync(join(distDir, 'index.html'))) throw new Error('web/dist has no index.html; run without --no-build');

  const { server, served, port } = await startServer(distDir);
  const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: CHROME_FLAGS });
  const rows = [];
  let version = '';
  try {
    for (const page of pages) {
      const results = [];
      for (let run = 0; run < runs; run += 1) {
        const before = served.prerendered;
        const { lhr } = await lighthouse(`http://127.0.0.1:${port}${page}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance'],
        });
        if (lhr.runtimeError) throw new Error(`${page}: ${lhr.runtimeError.message}`);
        version = lhr.lighthouseVersion;
        results.push({ ...figuresOf(lhr), prerendered: served.prerendered > before });
      }
      rows.push({
        page,
        html: results[0].prerendered ? 'prerendered page' : 'site shell',
        'LCP (ms)': Math.round(median(results.map((r) => r.lcp))),
        'FCP (ms)': Math.round(median(results.map((r) => r.fcp))),
        'TBT (ms)': Math.round(median(results.map((r) => r.tbt))),
        'JS (KB gzip)': (median(results.map((r) => r.jsBytes)) / 1024).toFixed(1),
        'JS files': median(results.map((r) => r.jsFiles)),
        score: median(results.map((r) => r.score)),
      });
    }
  } finally {
    await chrome.kill();
    server.close();
  }
  console.log(`\nLighthouse ${version} · mobile emulation, simulated mobile throttling · ${runs} run(s) per page, median`);
  console.table(rows);
  console.log('Targets: LCP < 1500 ms, landing JavaScript < 80 KB gzip.');
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
