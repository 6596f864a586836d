/**
 * Prerender (run by `npm run build` after `vite build`): writes static HTML for the home page and
 * every landing route of the theme table, in each of the nine locales, rendered by the app's own
 * components, so the page shows its headline, pitch and start link before any JavaScript runs.
 * The app then starts as usual and replaces the markup in one render.
 *
 * Output, next to the SPA (dist/index.html stays the neutral shell for every other route):
 *   dist/prerender/<locale>/index.html                    for /
 *   dist/prerender/<locale>/landing/<variant>.html         for /landing/<variant>
 *   dist/prerender/<locale>/<segment>/code-examId.html     for /<segment>/{code}-{examId}
 *   dist/prerender/<locale>/shell.html                     for every other page route: the site layout
 *                                                          (header, navigation, footer) around "Loading…"
 *   dist/prerender/<locale>/404.html                       for a mistyped landing or themed link (status 404)
 *   dist/prerender/<locale>/content-page.html              the help and legal pages' layout, which the server
 *                                                          fills with the content service's text
 *   dist/prerender/manifest.json                           which file serves which path
 *   dist/og/personality-types/<locale>/<type>.png          each type's Open Graph picture in each locale
 * How a server picks the file: see the manifest's "rule" and gateway/src/web-app.ts (serveWebApp).
 */
import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Resvg } from '@resvg/resvg-js';
import { build, transformWithEsbuild } from 'vite';

const webDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
// PRERENDER_DIST_DIR: prerender a build made with `vite build --outDir <dir>` instead of dist/.
const distDir = process.env.PRERENDER_DIST_DIR ? resolve(process.env.PRERENDER_DIST_DIR) : join(webDir, 'dist');
// PRERENDER_MODE: the Vite mode of that build (`pseudo` for the pseudo-localised layout-test build), production by default.
const mode = process.env.PRERENDER_MODE ?? 'production';
const outDir = join(distDir, 'prerender');
const ENTRY_PAGE_MODULE = 'src/app/entry-page/entry-page.ts';
// The Open Graph pictures' text is drawn with these fonts, the same on every build machine (Debian packages).
const OG_LATIN_FONTS = { package: 'fonts-dejavu-core', files: ['/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf', '/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf'] };
const OG_CJK_FONTS = { package: 'fonts-noto-cjk', files: ['/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc', '/usr/share/fonts/opentype/noto/NotoSansCJK-Bold.ttc'] };
// Drawn pictures by the hash of their SVG and fonts: a build whose pictures did not change draws none.
const OG_CACHE_DIR = process.env.OG_IMAGE_CACHE_DIR ? resolve(process.env.OG_IMAGE_CACHE_DIR) : join(webDir, 'node_modules', '.cache', 'og-images');
// The pages the content page's template stands for: their chunks and stylesheets come with it.
const HELP_PAGE_MODULES = ['src/features/help/components/help-page.tsx', 'src/features/help/components/help-detail-page.tsx', 'src/features/help/components/protocol-page.tsx'];
// The test's first page (the start links lead there), after the route tables.
const QUIZ_START_MODULES = ['src/features/quiz/components/quiz-page.tsx'];

const started = Date.now();
const ssrDir = mkdtempSync(join(tmpdir(), 'mindprint-prerender-'));
try {
  await build({
    root: webDir,
    configFile: join(webDir, 'vite.config.ts'),
    mode,
    logLevel: 'warn',
    publicDir: false,
    build: {
      ssr: 'src/app/prerender/prerender-entry.tsx',
      outDir: ssrDir,
      emptyOutDir: true,
      minify: false,
      manifest: false,
      rollupOptions: { output: { format: 'es', entryFileNames: 'prerender-entry.mjs' } },
    },
  });
  const entry = await import(pathToFileURL(join(ssrDir, 'prerender-entry.mjs')).href);
  const template = readFileSync(join(distDir, 'index.html'), 'utf8');
  const cssHref = /<link rel="stylesheet" crossorigin href="\/([^"]+)">/.exec(template)?.[1];
  if (!cssHref) throw new Error('prerender: dist/index.html links no stylesheet');
  const css = readFileSync(join(distDir, cssHref), 'utf8');
  const viteManifest = JSON.parse(readFileSync(join(distDir, '.vite', 'manifest.json'), 'utf8'));

  rmSync(outDir, { recursive: true, force: true });
  const targets = entry.prerenderTargets();
  const locales = entry.prerenderLocales;
  let count = 0;
  // Every prerendered page's content, in a fixed order: the build metadata file's hash of them.
  const pagesHash = createHash('sha256');
  for (const locale of locales) {
    for (const target of targets) {
      const page = await entry.renderTarget(target, locale);
      const html = await assemble(template, page, target, locale, entry, viteManifest, css);
      const file = join(outDir, locale.toLowerCase(), target.file);
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, html);
      pagesHash.update(`${locale.toLowerCase()}/${target.file}\n`).update(html).update('\n');
      count += 1;
    }
  }
  const manifest = {
    version: 1,
    rule:
      'For a GET that accepts text/html and whose path has no file extension (after the static files): strip a ' +
      'trailing slash; pick the locale folder from query hl (upper-cased, one of "locales"), else cookie ' +
      'i18n_redirected, else Accept-Language, else "defaultLocale"; serve prerender/<locale folder>/<file> of the ' +
      'first page whose "path" equals the path or whose "pattern" matches it, else prerender/<locale folder>/<shell>, ' +
      'with Cache-Control: no-cache. index.html (the bare SPA shell) only when these files are missing.',
    defaultLocale: 'en',
    locales: locales.map((code) => code.toLowerCase()),
    hreflang: Object.fromEntries(locales.map((code) => [code.toLowerCase(), entry.languageTagOf(code)])),
    shell: 'shell.html',
    notFound: '404.html',
    notFoundRule: 'A path that matches no page but one of "notFoundPatterns" gets prerender/<locale folder>/404.html with status 404.',
    notFoundPatterns: entry.notFoundPatterns(),
    languageFormRule:
      'Without JavaScript the language form (form[data-language-form], a GET form sending hl) would drop the ad ' +
      'tracking keys: the server puts a hidden input into it for each query key of "keys" or starting with one of "prefixes".',
    languageFormQuery: { keys: entry.TRACKING_QUERY_KEYS.filter((key) => key !== 'hl'), prefixes: ['utm_'] },
    sitemapRule: 'sitemap.xml lists every page with "sitemap": true once per locale (?hl=<LOCALE>), with hreflang alternates.',
    contentPageRule:
      '/help, /support, /helpDetail?id=<digits> and /help/protocol/<digits>: the server asks the content service for the text, ' +
      'replaces "slot" in prerender/<locale folder>/<file> with it (escaped) and the title and description with its own, ' +
      'around it the words of "labels"; an item that does not exist gets the 404 page.',
    sharedResultImageRule:
      'A GET of "path" with a share token in query "query": the server looks up the result\'s type and puts its picture ' +
      '("image" with {locale} the locale folder and {type} the lower-case code) into the page\'s Open Graph tags.',
    sharedResultImage: entry.sharedResultImage,
    contentPage: {
      file: 'content-page.html',
      slot: entry.CONTENT_PAGE_SLOT,
      examId: entry.appConfig.defaultExamAppId,
      supportEmail: entry.SUPPORT_EMAIL,
      labels: {},
    },
    pages: targets
      .filter((t) => !t.shell && !t.notFound && !t.contentPage)
      .map(({ path, pattern, file, types }) => (path ? { path, file, ...(path === '/' || types ? { sitemap: true } : {}) } : { pattern, file })),
  };
  // One locale after the other: the labels are read from i18next's current language.
  for (const code of locales) manifest.contentPage.labels[code.toLowerCase()] = await entry.contentPageLabels(code);
  writeFileSync(join(outDir, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  writeBuildMetadata(manifest, pagesHash.update(JSON.stringify(manifest)).digest('hex'), count);
  // The types' Open Graph pictures: PNG, which every social network reads (SVG is not accepted there).
  const og = await renderTypeOgImages(entry, locales);
  // The build manifest was only needed here (to preload each page's chunks).
  rmSync(join(distDir, '.vite'), { recursive: true, force: true });
  console.log(`prerendered ${count} pages (${targets.length} routes × ${locales.length} locales) and ${og.count} Open Graph pictures (${og.drawn} drawn, the others from the cache) in ${Date.now() - started} ms`);
} finally {
  rmSync(ssrDir, { recursive: true, force: true });
}
// SWR's and i18next's timers would keep Node alive; nothing else is pending.
process.exit(0);

/**
 * Writes each type's picture in each locale to dist/, drawn by resvg with fixed fonts (CJK only for
 * the locales that need it), or copied from the cache when the same SVG was drawn with the same fonts.
 */
/**
 * Adds the route prerender info to the build metadata file (`build/latest.json`, which vite.config.ts writes with the
 * build's id and time and the app polls): the routes served prerendered, the locales, how many pages, and a hash of
 * every page and the manifest, so a deploy (or a CDN purge) can tell whether the prerendered pages changed.
 */
function writeBuildMetadata(manifest, hash, pageCount) {
  const file = join(distDir, 'build', 'latest.json');
  if (!existsSync(file)) throw new Error(`prerender: ${file} is missing (the browser build writes it)`);
  const metadata = JSON.parse(readFileSync(file, 'utf8'));
  metadata.prerender = {
    routes: manifest.pages.map((page) => page.path ?? page.pattern),
    locales: manifest.locales,
    pageCount,
    hash: `sha256-${hash}`,
  };
  writeFileSync(file, `${JSON.stringify(metadata)}\n`);
}

async function renderTypeOgImages(entry, locales) {
  for (const fonts of [OG_LATIN_FONTS, OG_CJK_FONTS]) {
    const missing = fonts.files.find((file) => !existsSync(file));
    if (missing) throw new Error(`prerender: ${missing} is missing (Debian package ${fonts.package}): the Open Graph pictures would have no text`);
  }
  const fontId = (files) => files.map((file) => `${file}:${statSync(file).size}:${statSync(file).mtimeMs}`).join('|');
  mkdirSync(OG_CACHE_DIR, { recursive: true });
  let count = 0;
  let drawn = 0;
  for (const locale of locales) {
    const { cjk, images } = await entry.typeOgImages(locale);
    const fontFiles = cjk ? [...OG_LATIN_FONTS.files, ...OG_CJK_FONTS.files] : OG_LATIN_FONTS.files;
    const fontKey = fontId(fontFiles);
    for (const { path, svg } of images) {
      const file = join(distDir, path.slice(1));
      mkdirSync(dirname(file), { recursive: true });
      const cached = join(OG_CACHE_DIR, `${createHash('sha256').update(fontKey).update('\0').update(svg).digest('hex')}.png`);
      if (!existsSync(cached)) {
        writeFileSync(cached, new Resvg(svg, { font: { fontFiles, loadSystemFonts: false, defaultFontFamily: 'DejaVu Sans' } }).render().asPng());
        drawn += 1;
      }
      copyFileSync(cached, file);
      count += 1;
    }
  }
  return { count, drawn };
}

function escapeHtml(text) {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

function replaceOnce(html, search, replacement) {
  const found = typeof search === 'string' ? html.includes(search) : search.test(html);
  if (!found) throw new Error(`prerender: dist/index.html has no ${search}`);
  return html.replace(search, () => replacement);
}

/** The page's own chunks and texts (lazy route, translations), preloaded with the entry so they load in parallel. */
function preloadsFor(target, locale, viteManifest) {
  const lower = locale.toLowerCase();
  const modules = target.routeName
    ? ['src/app/routes/landing-route.tsx', `src/features/landing/locales/${lower}.json`]
    : target.contentPage
      ? ['src/app/routes/root-layout.tsx', ...HELP_PAGE_MODULES, `src/features/help/locales/${lower}.json`]
    : target.shell || target.notFound
      ? ['src/app/routes/root-layout.tsx']
      : target.types
        ? [
            'src/app/routes/root-layout.tsx',
            `src/features/personality-types/components/${target.types === 'index' ? 'types-index-page' : 'type-page'}.tsx`,
            `src/features/personality-types/locales/${lower}.json`,
            `src/features/personality-types/content/${lower}.json`,
          ]
      : ['src/app/routes/root-layout.tsx', 'src/features/home/components/home-page.tsx', `src/features/home/locales/${lower}.json`];
  modules.push(`src/locales/common/${lower}.json`, `src/features/cookie-consent/locales/${lower}.json`);
  const entryChunks = new Set([viteManifest['index.html']?.file, ...(viteManifest['index.html']?.imports ?? []).map((key) => viteManifest[key]?.file)]);
  const files = new Set();
  const styles = new Set();
  const visit = (key) => {
    const chunk = viteManifest[key];
    if (!chunk || files.has(chunk.file) || entryChunks.has(chunk.file)) return;
    files.add(chunk.file);
    for (const sheet of chunk.css ?? []) styles.add(sheet);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of modules) {
    if (!viteManifest[key]) throw new Error(`prerender: no chunk for ${key} in the build manifest`);
    visit(key);
  }
  return { scripts: [...files].map((file) => `/${file}`), styles: [...styles] };
}

/**
 * Before the app runs, the start link must already carry what the app would put on it: the
 * visitor's tracking keys and, on themed routes, the exam of the URL. Runs inline, once.
 */
function keepQuery(keys, examSource, defaults) {
  try {
    var query = new URLSearchParams(location.search);
    var codePattern = /^[A-Za-z0-9_]+(?:-[A-Za-z0-9_]+)*$/;
    var exam = null;
    if (examSource === 'path') {
      var match = /\/([A-Za-z0-9_]+(?:-[A-Za-z0-9_]+)*-\d{1,9})\/?$/.exec(location.pathname);
      if (match) exam = match[1];
    } else if (examSource === 'query' && (query.has('code') || query.has('examId'))) {
      var code = query.get('code');
      var examId = query.get('examId');
      exam =
        (code && code.length <= 64 && codePattern.test(code) ? code : defaults.code) +
        '-' +
        (examId && /^\d{1,9}$/.test(examId) ? examId : defaults.examId);
    }
    var links = document.querySelectorAll('a[data-keep-query]');
    for (var n = 0; n < links.length; n++) {
      var url = new URL(links[n].getAttribute('href'), location.href);
      if (exam && /^\/question\//.test(url.pathname)) url.pathname = '/question/' + exam;
      for (var k = 0; k < keys.length; k++) {
        var value = query.get(keys[k]);
        if (value && !url.searchParams.has(keys[k])) url.searchParams.set(keys[k], value);
      }
      links[n].setAttribute('href', url.pathname + url.search + url.hash);
    }
  } catch (error) {
    // Old browser: the app fixes the links when it starts.
  }
}

/**
 * Starts the app (or an entry page's own script) after the prerendered page has been painted: the
 * JavaScript then does not compete with the page's first paint for the network (on a slow mobile
 * link that is most of the wait).
 * The signal is the first contentful paint's performance entry, reported once the frame is on screen; a
 * task queued from requestAnimationFrame can run before a slow device has shown the frame. Without paint
 * timing, that task is the signal. The start link works without any of it.
 */
function startAfterPaint(entry, preloads) {
  var started = false;
  function start() {
    if (started) return;
    started = true;
    for (var i = 0; i < preloads.length; i++) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = preloads[i];
      document.head.appendChild(link);
    }
    var script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = entry;
    document.head.appendChild(script);
  }
  function startSoon() {
    setTimeout(start, 0);
  }
  if (document.visibilityState === 'hidden' || typeof requestAnimationFrame !== 'function') return start();
  // A page hidden before it paints (background tab) would wait for a paint that does not come.
  document.addEventListener('visibilitychange', function () {
    if (document.visibilityState === 'hidden') start();
  });
  setTimeout(start, 1500); // a page whose first paint has no content reports no paint entry
  var paintTiming = typeof PerformanceObserver === 'function' && (PerformanceObserver.supportedEntryTypes || []).indexOf('paint') >= 0;
  if (!paintTiming) return requestAnimationFrame(startSoon);
  new PerformanceObserver(function (list, observer) {
    if (list.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    startSoon();
  }).observe({ type: 'paint', buffered: true });
}

/**
 * Canonical and hreflang alternates of a page served at `path` (the language is the `hl` query);
 * root-relative here, made absolute by the server that knows its origin (gateway/src/web-app.ts).
 */
function alternateLinks(path, locale, locales, tag) {
  const href = (code) => `${path}?hl=${code}`;
  return [
    `<link rel="canonical" href="${href(locale)}" />`,
    ...locales.map((code) => `<link rel="alternate" hreflang="${tag(code)}" href="${href(code)}" />`),
    `<link rel="alternate" hreflang="x-default" href="${path}" />`,
  ].join('\n    ');
}

/** Minified, and safe inside <script>. */
async function inlineScript(code) {
  const { code: minified } = await transformWithEsbuild(code, 'inline.js', { minify: true, target: 'es2017' });
  return minified.trim().replace(/<\/script/gi, '<\\/script');
}

async function assemble(template, page, target, locale, entry, viteManifest, css) {
  const keep = await inlineScript(`(${keepQuery.toString()})(${JSON.stringify(entry.TRACKING_QUERY_KEYS)}, ${JSON.stringify(target.examSource)}, ${JSON.stringify(entry.DEFAULT_TEST)});`);
  let html = template;
  html = replaceOnce(html, /<html lang="[^"]*">/, `<html lang="${page.lang}">`);
  html = replaceOnce(
    html,
    /<title>[^<]*<\/title>/,
    `<title>${escapeHtml(page.title)}</title>\n    <meta name="description" content="${escapeHtml(page.description)}" />\n    <meta property="og:title" content="${escapeHtml(page.title)}" />\n    <meta property="og:description" content="${escapeHtml(page.description)}" />`,
  );
  if (page.ogImage) {
    html = replaceOnce(
      html,
      '</title>',
      `</title>\n    <meta property="og:image" content="${page.ogImage.path}" />\n    <meta property="og:image:width" content="${entry.OG_IMAGE_WIDTH}" />\n    <meta property="og:image:height" content="${entry.OG_IMAGE_HEIGHT}" />\n    <meta property="og:image:alt" content="${escapeHtml(page.ogImage.alt)}" />\n    <meta name="twitter:card" content="summary_large_image" />`,
    );
  }
  if (target.path) html = replaceOnce(html, '</title>', `</title>\n    ${alternateLinks(target.path, locale, entry.prerenderLocales, entry.languageTagOf)}`);
  html = replaceOnce(html, /<meta name="theme-color" content="[^"]*" \/>/, `<meta name="theme-color" content="${page.look.themeColor}" />`);
  html = replaceOnce(html, /<link rel="icon" type="image\/svg\+xml" href="[^"]*" \/>/, `<link rel="icon" type="image/svg+xml" href="${page.look.icon}" />`);
  // The stylesheet inline: nothing blocks the first paint but the HTML itself.
  html = replaceOnce(html, /<link rel="stylesheet" crossorigin href="[^"]*">/, `<style>${css.replace(/<\/style/gi, '<\\/style')}</style>`);
  // The app's scripts move behind the first paint (see startAfterPaint).
  const entryMatch = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/.exec(html);
  if (!entryMatch) throw new Error('prerender: dist/index.html has no module script');
  html = html.replace(entryMatch[0], '');
  const preloads = [];
  html = html.replace(/\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g, (_all, href) => {
    preloads.push(href);
    return '';
  });
  const own = preloadsFor(target, locale, viteManifest);
  preloads.push(...own.scripts);
  // The page's own stylesheets inline too: the page looks the same before (and without) the app.
  const pageCss = own.styles.map((file) => readFileSync(join(distDir, file), 'utf8')).join('');
  if (pageCss) html = replaceOnce(html, '</style>', `${pageCss.replace(/<\/style/gi, '<\\/style')}</style>`);
  const data = await entry.entryPageData(target, locale);
  // An entry page runs its own small script and only prefetches the app; other pages start the app.
  const scripts = data
    ? await entryPageScripts({ ...data, prefetch: appPrefetch(target, locale, viteManifest) }, viteManifest)
    : `<script>${await inlineScript(`(${startAfterPaint.toString()})(${JSON.stringify(entryMatch[1])}, ${JSON.stringify(preloads)});`)}</script>`;
  html = replaceOnce(html, '<div id="root"></div>', `<div id="root">${page.html}</div>\n    <script>${keep}</script>\n    ${scripts}`);
  return html;
}

/**
 * The entry page's data (JSON, inert) and its script (app/entry-page/entry-page.ts) with the chunks it imports,
 * started after the first paint like the app (startAfterPaint): requested earlier, they would share the slow
 * link with the page itself and hold its first paint back.
 */
async function entryPageScripts(data, viteManifest) {
  const { file, imports = [] } = viteManifest[ENTRY_PAGE_MODULE] ?? {};
  if (!file) throw new Error(`prerender: no chunk for ${ENTRY_PAGE_MODULE} in the build manifest`);
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  const start = await inlineScript(`(${startAfterPaint.toString()})(${JSON.stringify(`/${file}`)}, ${JSON.stringify(imports.map((key) => `/${viteManifest[key].file}`))});`);
  return [`<script type="application/json" id="entry-page-data">${json}</script>`, `<script>${start}</script>`].join('\n    ');
}

/**
 * The app's code a visitor needs next, prefetched by the entry page once it is idle: the app's
 * entry, the site layout, every feature's route table (the router loads them all on its first
 * feature page) and the test's first page with its texts; a types page also its own page chunks.
 */
function appPrefetch(target, locale, viteManifest) {
  const lower = locale.toLowerCase();
  const modules = [
    'index.html',
    'src/app/routes/root-layout.tsx',
    ...(viteManifest['index.html']?.dynamicImports ?? []).filter((key) => /-routes$/.test(viteManifest[key]?.name ?? '')),
    ...QUIZ_START_MODULES,
    `src/locales/common/${lower}.json`,
    `src/features/quiz/locales/${lower}.json`,
  ];
  const scripts = new Set();
  const styles = new Set();
  const visit = (key) => {
    const chunk = viteManifest[key];
    if (!chunk) throw new Error(`prerender: no chunk for ${key} in the build manifest`);
    if (scripts.has(`/${chunk.file}`)) return;
    scripts.add(`/${chunk.file}`);
    for (const sheet of chunk.css ?? []) styles.add(`/${sheet}`);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of modules) visit(key);
  return { scripts: [...scripts], styles: [...styles] };
}
