/**
 * `npm run bench:web`: builds, serves web/dist with the gateway's own web serving (static files,
 * prerendered pages for the entry routes, the site shell for every other route, gzip), and
 * runs Lighthouse (mobile emulation and simulated mobile throttling, its defaults) on the home
 * page, three landing pages and the first question page. Prints LCP, total blocking time, the
 * JavaScript the page loaded (bytes transferred, gzip) and, apart, the app code an entry page
 * prefetches once it is idle (rel=prefetch: fetched, not run), and which element was the LCP (Lighthouse's
 * largest-contentful-paint-element; the most frequent over the runs). No assertions: the figures are for reading.
 *
 * There is no backend behind this server: /api and /pay-api answer 404, so the home page shows
 * its statistics error state, as it would with the API down.
 *
 * Options: --no-build (use the existing web/dist), --runs=N (median of N runs per page, default 1),
 * --url=/path (bench these paths instead of the defaults; repeatable), --dist=dir (serve another
 * build output, with --no-build).
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const repoDir = resolve(fileURLToPath(new URL('.', import.meta.url)), '..');
const args = process.argv.slice(2);
const distDir = resolve(args.find((a) => a.startsWith('--dist='))?.slice(7) ?? join(repoDir, 'web', 'dist'));
const build = !args.includes('--no-build');
const runs = Math.max(1, Number(args.find((a) => a.startsWith('--runs='))?.slice(7) ?? 1) || 1);
const customUrls = args.filter((a) => a.startsWith('--url=')).map((a) => a.slice(6));
// Home, three landing pages (one themed, with ad query and German), and the first question page (the app).
const pages =
  customUrls.length > 0 ? customUrls : ['/', '/landing/relax', '/landing/free?gclid=g', '/relaxPage/mbti-1?fbclid=x&hl=DE', '/question/mbti-1'];

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
// The gateway's own serving of the web app (prerendered pages per locale, site shell, compression),
// without services behind it: /api and /pay-api answer 404.

async function startServer(dist) {
  const [{ default: express }, { default: compression }, { serveWebApp }] = await Promise.all([
    import('express'),
    import('compression'),
    import('@mindprint/gateway/web-app'),
  ]);
  const app = express();
  app.use(compression());
  app.use(/^\/(api|pay-api)(\/|$)/, (_req, res) => {
    res.status(404).json({ result: 404, message: 'No backend behind the bench server', data: null, reason: 'NOT_FOUND' });
  });
  // No tags configured: the bench measures the page itself.
  serveWebApp(app, dist, { tags: {} });
  return new Promise((done) => {
    const server = app.listen(0, '127.0.0.1', () => done({ server, port: server.address().port }));
  });
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)];
}

function figuresOf(lhr) {
  const requests = lhr.audits['network-requests']?.details?.items ?? [];
  const scripts = requests.filter((r) => r.resourceType === 'Script');
  const prefetched = requests.filter((r) => r.resourceType !== 'Script' && /\.js(\?|$)/.test(r.url));
  return {
    lcp: lhr.audits['largest-contentful-paint'].numericValue,
    fcp: lhr.audits['first-contentful-paint'].numericValue,
    tbt: lhr.audits['total-blocking-time'].numericValue,
    jsBytes: scripts.reduce((sum, r) => sum + (r.transferSize ?? 0), 0),
    jsFiles: scripts.length,
    prefetchBytes: prefetched.reduce((sum, r) => sum + (r.transferSize ?? 0), 0),
    score: Math.round((lhr.categories.performance.score ?? 0) * 100),
    lcpElement: lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.selector ?? '?',
  };
}

function mostFrequent(values) {
  const counts = new Map();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1])[0][0];
}

async function main() {
  if (build) {
    // The whole build: the gateway's web serving comes from its compiled code.
    const result = spawnSync('npm', ['run', 'build'], {
      cwd: repoDir,
      stdio: 'inherit',
      env: { ...process.env, NODE_ENV: 'production' },
    });
    if (result.status !== 0) throw new Error(`build failed (exit ${result.status})`);
  }
  if (!existsSync(join(distDir, 'index.html'))) throw new Error('web/dist has no index.html; run without --no-build');

  const loadBefore = loadavg().map((n) => n.toFixed(1)).join(' ');
  const { server, port } = await startServer(distDir);
  const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: CHROME_FLAGS });
  const rows = [];
  let version = '';
  try {
    for (const page of pages) {
      const results = [];
      for (let run = 0; run < runs; run += 1) {
        const { lhr } = await lighthouse(`http://127.0.0.1:${port}${page}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance'],
        });
        if (lhr.runtimeError) throw new Error(`${page}: ${lhr.runtimeError.message}`);
        version = lhr.lighthouseVersion;
        results.push(figuresOf(lhr));
      }
      rows.push({
        page,
        'LCP (ms)': Math.round(median(results.map((r) => r.lcp))),
        'FCP (ms)': Math.round(median(results.map((r) => r.fcp))),
        'TBT (ms)': Math.round(median(results.map((r) => r.tbt))),
        'JS (KB gzip)': (median(results.map((r) => r.jsBytes)) / 1024).toFixed(1),
        'JS files': median(results.map((r) => r.jsFiles)),
        'prefetched JS (KB gzip)': (median(results.map((r) => r.prefetchBytes)) / 1024).toFixed(1),
        score: median(results.map((r) => r.score)),
        'LCP element': mostFrequent(results.map((r) => r.lcpElement)),
      });
    }
  } finally {
    await chrome.kill();
    server.close();
  }
  console.log(`\nLighthouse ${version} · mobile emulation, simulated mobile throttling · ${runs} run(s) per page, median`);
  console.table(rows);
  console.log('Targets for entry pages (home, landing): LCP ≤ 1000 ms, JavaScript ≤ 60 KB gzip, score ≥ 95.');
  console.log(`Load average while measuring: ${loadBefore} → ${loadavg().map((n) => n.toFixed(1)).join(' ')} (Lighthouse's simulated figures grow with the machine's load).`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
