import type { Page } from 'playwright-core';
import { hasChromium } from './chromium';
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { THEMES, THEME_TABLE, type ThemeRoute } from '../../src/features/themes/theme-table';
import { localeCodes } from '../../src/lib/locales';
import { browserSession } from './browser-session';


const webDir = resolve(fileURLToPath(new URL('.', import.meta.url)), '../..');
const distDir = join(webDir, 'dist');

const session = browserSession({ beforeBrowser: ensurePrerendered });

/** The build writes the prerendered pages after `vite build`; a dist from an older build may lack them. */
function ensurePrerendered(): void {
  const manifest = join(distDir, 'prerender', 'manifest.json');
  if (existsSync(manifest) && statSync(manifest).mtimeMs >= statSync(join(distDir, 'index.html')).mtimeMs) return;
  const result = spawnSync('node', [join(webDir, 'scripts', 'prerender.mjs')], { stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
  if (result.status !== 0) throw new Error('prerender failed');
}

/** A fresh visitor (no storage, no cookies) whose browser prefers English; records dataLayer events. */
async function newVisitor(options: { javaScriptEnabled?: boolean } = {}): Promise<Page> {
  const context = await session.newContext(options);
  await context.addInitScript(() => {
    (window as unknown as { dataLayer: unknown[] }).dataLayer = [];
  });
  return context.newPage();
}

const CODE = 'iq-test';
const EXAM_ID = '7';

/** A URL of the row: themed routes with `iq-test-7`, landing variants as they are. */
function pathOf(row: ThemeRoute): string {
  return row.kind === 'code-exam' ? row.path.replace(':codeExam', `${CODE}-${EXAM_ID}`) : row.path;
}

function expectedStart(row: ThemeRoute): string {
  return row.kind === 'code-exam' ? `/question/${CODE}-${EXAM_ID}` : '/question/mbti-1';
}

async function startLinkOf(page: Page): Promise<URL> {
  const href = await page.locator('a.landing-hero__start').getAttribute('href');
  return new URL(href ?? '', 'http://x');
}

describe.skipIf(!hasChromium)('landing routes', () => {
  it('show each themed route with its own inline logo, footer logo and favicon; the start button keeps the exam and ?fbclid=x&hl=DE', async () => {
    const page = await newVisitor();
    for (const row of THEME_TABLE) {
      await page.goto(`${session.server.url}${pathOf(row)}?fbclid=x&hl=DE`);
      // The app has run when the theme's favicon is in place (the shell's is /favicon.svg).
      await page.waitForFunction((icon) => document.querySelector('link[rel="icon"]')?.getAttribute('href') === icon, THEMES[row.theme].icon);
      const heading = page.getByRole('heading', { level: 1 });
      await heading.waitFor();
      expect((await heading.textContent())?.trim(), row.name).toBeTruthy();
      expect(await page.getAttribute('html', 'lang'), row.name).toBe('de');

      const logo = page.getByRole('banner').getByRole('img', { name: 'Mindprint' });
      expect(await logo.locator('path').getAttribute('d'), row.name).toBe(THEMES[row.theme].mark);
      const footerLogo = page.getByRole('contentinfo').getByRole('img', { name: 'Mindprint' });
      expect(await footerLogo.locator('path').getAttribute('d'), row.name).toBe(THEMES[row.theme].mark);
      expect(await page.locator('.themed-page').getAttribute('data-theme'), row.name).toBe(row.theme);
      expect(await page.getAttribute('meta[name="theme-color"]', 'content'), row.name).toBe(THEMES[row.theme].colors.primary);

      const start = page.getByRole('link', { name: 'Test starten' });
      expect(await start.count(), row.name).toBe(1);
      const url = await startLinkOf(page);
      expect(url.pathname, row.name).toBe(expectedStart(row));
      expect(url.searchParams.get('fbclid'), row.name).toBe('x');
      expect(url.searchParams.get('hl'), row.name).toBe('DE');
    }
  });

  it('tells the truth about the test: duration, questions, free result, optional paid report', async () => {
    const page = await newVisitor();
    await page.goto(`${session.server.url}/landing/free`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    const facts = page.getByRole('list', { name: 'About the test' });
    expect(await facts.getByRole('listitem').allTextContents()).toEqual([
      'Takes 10–15 minutes',
      '64 questions',
      'Your personality type and scale positions: free',
      'Detailed full report: optional, paid',
    ]);
    const text = await page.locator('body').innerText();
    for (const claim of ['390,823', '4.7/5', '30,000', '80%', '+8237']) expect(text).not.toContain(claim);
  });

  it('takes the exam of /landing/ variants from ?examId=&code=', async () => {
    const page = await newVisitor();
    await page.goto(`${session.server.url}/landing/types?examId=12&code=big-five&gclid=g`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    const url = await startLinkOf(page);
    expect(url.pathname).toBe('/question/big-five-12');
    expect(url.searchParams.get('gclid')).toBe('g');
  });

  it('runs the route guard: remembers route, tracking query, exam and theme, records a page view', async () => {
    const page = await newVisitor();
    // Click ids are remembered only with advertising consent (the landing memory keeps hl and logid without).
    await page.context().addCookies([{ name: 'cookie_consent', value: 'v2.advertising', url: session.server.url }]);
    await page.goto(`${session.server.url}/relaxPage/${CODE}-${EXAM_ID}?fbclid=x&gclid=g&utm_id=ignored`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    // The prerendered heading shows before the app runs; the guard records the page view once it does.
    await page
      .waitForFunction(() => ((window as unknown as { dataLayer?: Array<{ event?: unknown }> }).dataLayer ?? []).some((entry) => entry.event === 'page_view'), undefined, { timeout: 10_000 })
      .catch(() => undefined);
    const stored = await page.evaluate(() => ({
      entry: JSON.parse(localStorage.getItem('mindprint:landing:entry') ?? 'null')?.v,
      theme: JSON.parse(localStorage.getItem(`mindprint:theme:${location.hostname}`) ?? 'null')?.v,
      // The events, not the Consent Mode commands (gtag's argument lists) that come before them.
      events: (window as unknown as { dataLayer: Record<string, unknown>[] }).dataLayer.filter((entry) => 'event' in entry),
    }));
    expect(stored.entry).toMatchObject({
      routeName: 'relaxPage-code-examId',
      path: `/relaxPage/${CODE}-${EXAM_ID}`,
      query: { fbclid: 'x', gclid: 'g' },
      examId: EXAM_ID,
      code: CODE,
      theme: 'relaxTheme',
    });
    expect(stored.theme).toBe('relaxTheme');
    expect(stored.events).toEqual([
      expect.objectContaining({
        event: 'page_view',
        route_name: 'relaxPage-code-examId',
        theme: 'relaxTheme',
        exam_id: EXAM_ID,
        exam_code: CODE,
        page_path: `/relaxPage/${CODE}-${EXAM_ID}`,
        locale: 'EN',
      }),
    ]);
  });

  it('starts the test: the start button opens the answer flow’s question route (wired from features/quiz)', async () => {
    const page = await newVisitor();
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));
    await page.goto(`${session.server.url}/relaxPage/mbti-1?fbclid=x`);
    const start = page.getByRole('link', { name: 'Start the test' });
    await start.waitFor();
    // The page runs its own small script only; pointing at the button (or the page going idle)
    // prefetches the app and the answer flow's code ahead of the click.
    const prefetched = page.waitForFunction(() => document.querySelectorAll('link[rel="prefetch"][href*="/quiz-page-"]').length === 1);
    await start.hover();
    await prefetched;
    await page.waitForLoadState('networkidle');
    expect(requested.filter((url) => /\/assets\/quiz-page-.+\.js$/.test(url))).toHaveLength(1);
    expect(await page.evaluate(() => [...document.scripts].filter((s) => s.src).map((s) => new URL(s.src).pathname))).toEqual([
      expect.stringMatching(/^\/assets\/entry-page-[\w-]+\.js$/),
    ]);
    await start.click();
    await page.waitForURL('**/question/mbti-1?fbclid=x');
    // The quiz's page, not the 404 page: the site layout's navigation and no "Page Not Found".
    await page.getByRole('navigation', { name: 'Main navigation' }).waitFor();
    await page.waitForFunction(() => document.querySelector('main')?.textContent?.trim());
    expect(await page.locator('main').innerText()).not.toContain('Page Not Found');
  });

  it('sends unknown themes, unknown variants and malformed {code}-{examId} to the 404 page', async () => {
    const page = await newVisitor();
    for (const path of ['/calmPage/mbti-1', '/landing/nope', '/relaxPage/nonsense', '/relaxPage/mbti-x']) {
      await page.goto(`${session.server.url}${path}`);
      // The server's prerendered 404 says 'Page not found'; once the app has started it names the path.
      await page.waitForFunction(
        (expected) => document.querySelector('h1')?.textContent === expected,
        `Page Not Found: ${path}`,
      );
    }
  });
});

describe.skipIf(!hasChromium)('home page statistics', () => {
  it('shows the four statistics with real numbers, or a loading or error state', async () => {
    const page = await newVisitor();
    await page.goto(`${session.server.url}/?fbclid=x`);
    const stats = page.getByRole('region', { name: 'Test statistics' });
    await stats.waitFor();
    expect(await stats.locator('dt').allTextContents()).toEqual(['Taken Today', 'In Your Region', 'Total Completed', 'User-rated Accuracy']);

    // Loading first; then numbers, or an error with a retry button (an API that is not there yet).
    await page.waitForFunction(() => document.querySelector('.stats')?.getAttribute('data-state') !== 'loading', null, { timeout: 15_000 }).catch(() => {});
    const state = await stats.getAttribute('data-state');
    expect(['loading', 'ready', 'error']).toContain(state);
    const values = await stats.locator('.stat__value').allTextContents();
    if (state === 'ready') {
      const [today, region, total, accuracy] = values;
      expect(today).toMatch(/^\d{1,3}(,\d{3})*$/);
      expect(total).toMatch(/^\d{1,3}(,\d{3})*$/);
      expect(region).toMatch(/^(\d{1,3}(,\d{3})*|Not available)$/);
      expect(accuracy).toMatch(/^([1-5]\.\d out of 5|No ratings yet)$/);
    } else if (state === 'error') {
      await page.getByRole('alert').getByText('The statistics could not be loaded.').waitFor();
      expect(await page.getByRole('button', { name: 'Try again' }).count()).toBe(1);
      expect(values).toEqual(['—', '—', '—', '—']);
    } else {
      expect(await page.getByRole('status').filter({ hasText: 'Loading statistics…' }).count()).toBe(1);
    }
    const text = await page.locator('body').innerText();
    for (const claim of ['390,823', '4.7/5', '4.7 out of 5']) expect(text).not.toContain(claim);

    const start = new URL((await page.getByRole('link', { name: 'Take the test' }).getAttribute('href')) ?? '', 'http://x');
    expect(start.pathname).toBe('/quiz/standard');
    expect(start.searchParams.get('examId')).toBe('1');
    expect(start.searchParams.get('fbclid')).toBe('x');
  });

  it('says "No ratings yet" instead of a number when nobody has rated', async () => {
    const page = await newVisitor();
    await page.route('**/api/app/v2/view?*', (route) =>
      route.fulfill({
        contentType: 'application/json',
        body: JSON.stringify({
          result: 200,
          message: 'ok',
          data: {
            exam: { examId: 1, code: 'mbti', name: '16 types', questionCount: 64, minutes: [10, 15] },
            stats: { takenToday: 3, inYourRegion: 1204, region: 'US', totalCompleted: 15321, accuracy: { average: null, ratings: 0 } },
          },
        }),
      }),
    );
    await page.goto(`${session.server.url}/`);
    await page.locator('.stats[data-state="ready"]').waitFor();
    expect(await page.locator('.stat__value').allTextContents()).toEqual(['3', '1,204', '15,321', 'No ratings yet']);
    expect(await page.locator('[data-stat="inYourRegion"] .stat__detail').textContent()).toBe('Region: United States');
  });

  it('asks the API for the visitor’s region from the browser language', async () => {
    const page = await (await session.newContext({ locale: 'pt-BR' })).newPage();
    const request = page.waitForRequest((r) => r.url().includes('/api/app/v2/view'));
    await page.goto(`${session.server.url}/`);
    const url = new URL((await request).url());
    expect(url.searchParams.get('id')).toBe('1');
    expect(url.searchParams.get('country')).toBe('BR');
  });
});

describe.skipIf(!hasChromium)('error page', () => {
  /** Makes the help page's code fail to load, so the route shows the error page (entry pages do not run the app). */
  async function breakHelpPage(page: Page) {
    await page.route(/\/assets\/help-page-[^/]+\.js$/, (route) => route.abort());
  }
  const helpPage = '/help';

  it('leads "Go back home" to the stored theme’s test route with the stored exam, keeping the query', async () => {
    const page = await newVisitor();
    await page.goto(`${session.server.url}/relaxPage/${CODE}-${EXAM_ID}`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    // The prerendered heading shows before the page's script stores the theme and exam; its page view follows it.
    await page.waitForFunction(() => (window as unknown as { dataLayer: Array<{ event?: unknown }> }).dataLayer.some((entry) => entry.event === 'page_view'));
    await breakHelpPage(page);
    await page.goto(`${session.server.url}${helpPage}?fbclid=x&hl=EN`);
    const home = page.getByRole('link', { name: 'Go back home' });
    await home.waitFor();
    expect(await page.locator('.status-code').innerText()).toContain('500');
    expect(await home.getAttribute('href')).toBe(`/relaxPage/${CODE}-${EXAM_ID}?fbclid=x&hl=EN`);
    await home.click();
    await page.waitForURL(`**/relaxPage/${CODE}-${EXAM_ID}?fbclid=x&hl=EN`);
    expect(await page.getByRole('banner').getByRole('img', { name: 'Mindprint' }).locator('path').getAttribute('d')).toBe(THEMES.relaxTheme.mark);
  });

  it('falls back to homeTheme and the default exam for a fresh visitor', async () => {
    const page = await newVisitor();
    await breakHelpPage(page);
    await page.goto(`${session.server.url}${helpPage}?gclid=g`);
    const home = page.getByRole('link', { name: 'Go back home' });
    await home.waitFor();
    expect(await home.getAttribute('href')).toBe('/homePage/mbti-1?gclid=g');
  });
});

describe.skipIf(!hasChromium)('prerendered pages', () => {
  const prerendered = (locale: string, file: string) => readFileSync(join(distDir, 'prerender', locale, file), 'utf8');

  it('list every entry route in the manifest, in nine locales', () => {
    const manifest = JSON.parse(readFileSync(join(distDir, 'prerender', 'manifest.json'), 'utf8')) as {
      locales: string[];
      shell: string;
      notFound: string;
      pages: { path?: string; pattern?: string; file: string; sitemap?: boolean }[];
    };
    expect(manifest.shell).toBe('shell.html');
    expect(manifest.notFound).toBe('404.html');
    expect(manifest.locales).toEqual(localeCodes.map((code) => code.toLowerCase()));
    expect(manifest.pages).toContainEqual({ path: '/', file: 'index.html', sitemap: true });
    expect(manifest.pages).toContainEqual({ path: '/personality-types/intj', file: 'personality-types/intj.html', sitemap: true });
    expect(manifest.pages).toContainEqual({ path: '/landing/girl-old', file: 'landing/girl-old.html' });
    const relax = manifest.pages.find((p) => p.file === 'relaxPage/code-examId.html');
    expect(new RegExp(relax?.pattern ?? '^$').test('/relaxPage/iq-test-7')).toBe(true);
    expect(new RegExp(relax?.pattern ?? '^$').test('/relaxPage/nonsense')).toBe(false);
    // Home, the theme table's routes, the types index and the 16 type pages.
    expect(manifest.pages).toHaveLength(1 + THEME_TABLE.length + 1 + 16);
    for (const locale of manifest.locales) {
      for (const file of [...manifest.pages.map((p) => p.file), manifest.shell, manifest.notFound]) expect(existsSync(join(distDir, 'prerender', locale, file))).toBe(true);
    }
  });

  it('show headline, pitch, start link, logo and favicon without JavaScript', async () => {
    const page = await newVisitor({ javaScriptEnabled: false });
    await page.route((url) => url.pathname === '/landing/relax', (route) => route.fulfill({ contentType: 'text/html', body: prerendered('de', 'landing/relax.html') }));
    await page.goto(`${session.server.url}/landing/relax`);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Ein ruhiger Moment für Sie');
    expect(await page.getAttribute('html', 'lang')).toBe('de');
    expect(await page.getAttribute('link[rel="icon"]', 'href')).toBe('/themes/relax/icon.svg');
    // The logos are part of the HTML: the page requests no image before its first paint.
    expect(await page.getByRole('banner').getByRole('img', { name: 'Mindprint' }).locator('path').getAttribute('d')).toBe(THEMES.relaxTheme.mark);
    expect(await page.locator('img, link[rel="preload"][as="image"]').count()).toBe(0);
    expect(await page.getByRole('list', { name: 'Über den Test' }).getByRole('listitem').count()).toBe(4);
    expect(await page.getByRole('link', { name: 'Test starten' }).getAttribute('href')).toBe('/question/mbti-1');
    expect(await page.title()).toBe('Ein ruhiger Moment für Sie · Mindprint');
  });

  it('carry the tracking query and the URL’s exam onto the start link before the app runs', async () => {
    const page = await newVisitor();
    await page.route(/\/assets\/index-[^/]+\.js$/, (route) => route.abort()); // the app never starts
    await page.route((url) => url.pathname === `/young/${CODE}-${EXAM_ID}`, (route) =>
      route.fulfill({ contentType: 'text/html', body: prerendered('de', 'young/code-examId.html') }),
    );
    await page.goto(`${session.server.url}/young/${CODE}-${EXAM_ID}?fbclid=x&hl=DE`);
    const url = await startLinkOf(page);
    expect(url.pathname).toBe(`/question/${CODE}-${EXAM_ID}`);
    expect(url.searchParams.get('fbclid')).toBe('x');
    expect(url.searchParams.get('hl')).toBe('DE');
  });

  it('run their own small script, not the app: it records the page view and the page stays as prerendered', async () => {
    const page = await newVisitor();
    await page.goto(`${session.server.url}/landing/roles?fbclid=x`);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Which role suits you best?');
    await page.waitForFunction(() => (window as unknown as { dataLayer: Array<{ event?: unknown }> }).dataLayer.some((entry) => entry.event === 'page_view'));
    // Once idle, the app's code is prefetched (fetched, not run) for the next step.
    await page.waitForFunction(() => document.querySelector('link[rel="prefetch"][href*="/assets/index-"]') !== null);
    await page.waitForLoadState('networkidle');
    const scripts = await page.evaluate(() => [...document.scripts].filter((s) => s.src).map((s) => new URL(s.src).pathname));
    expect(scripts).toEqual([expect.stringMatching(/^\/assets\/entry-page-[\w-]+\.js$/)]);
    // …which loads no UI library: React and i18next come only with the app (prefetched, not run).
    const loaded = await page.evaluate(() => [...document.querySelectorAll('link[rel="modulepreload"]')].map((l) => new URL((l as HTMLLinkElement).href).pathname));
    expect(loaded.filter((path) => /\/vendor-(ui|i18n)-/.test(path))).toEqual([]);
    expect(await page.locator('h1').count()).toBe(1);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Which role suits you best?');
  });

  it('switch language with the language form, with JavaScript and without', async () => {
    const offline = await newVisitor({ javaScriptEnabled: false });
    await offline.goto(`${session.server.url}/landing/relax`);
    await offline.getByLabel('Language').selectOption('DE');
    await offline.getByRole('button', { name: 'Change' }).click();
    await offline.waitForURL(`${session.server.url}/landing/relax?hl=DE`);
    expect(await offline.getByRole('heading', { level: 1 }).textContent()).toBe('Ein ruhiger Moment für Sie');
    expect(await offline.getAttribute('html', 'lang')).toBe('de');

    // The ad's tracking keys survive the switch without JavaScript (the server puts them into the form).
    await offline.goto(`${session.server.url}/landing/relax?gclid=g1&fbclid=f1&ScCid=s1&utm_source=news&utm_campaign=spring&other=o`);
    await offline.getByLabel('Sprache').selectOption('FR');
    await offline.getByRole('button', { name: 'Wechseln' }).click();
    await offline.waitForURL((url) => url.searchParams.get('hl') === 'FR');
    const switched = new URL(offline.url());
    expect(switched.pathname).toBe('/landing/relax');
    expect(Object.fromEntries(switched.searchParams)).toEqual({ gclid: 'g1', fbclid: 'f1', ScCid: 's1', utm_source: 'news', utm_campaign: 'spring', hl: 'FR' });
    expect(await offline.getAttribute('html', 'lang')).toBe('fr');

    const page = await newVisitor();
    await page.goto(`${session.server.url}/personality-types?fbclid=x&hl=EN`);
    // With JavaScript the choice is enough; the button is only for pages without it.
    expect(await page.getByRole('button', { name: 'Change' }).isVisible()).toBe(false);
    await page.getByLabel('Language').selectOption('JA');
    await page.waitForURL(`${session.server.url}/personality-types?fbclid=x&hl=JA`);
    await page.waitForFunction(() => document.documentElement.lang === 'ja');
    expect(await page.getByLabel('言語').inputValue()).toBe('JA');
  });

  it('follow a language chosen before the page’s script started (it starts after the first paint)', async () => {
    const page = await newVisitor();
    let releaseScript: () => void = () => undefined;
    const scriptHeld = new Promise<void>((resolve) => (releaseScript = resolve));
    await page.route('**/assets/entry-page-*.js', async (route) => {
      await scriptHeld;
      await route.continue();
    });
    await page.goto(`${session.server.url}/landing/relax?gclid=g1&hl=EN`);
    await page.getByLabel('Language').selectOption('DE');
    releaseScript();
    await page.waitForURL(`${session.server.url}/landing/relax?gclid=g1&hl=DE`);
    await page.waitForFunction(() => document.documentElement.lang === 'de');

    // Back may restore the select as it was left (DE): the English page stays English.
    await page.goBack();
    await page.waitForFunction(() => document.documentElement.lang === 'en');
    await page.waitForTimeout(2_000); // longer than the script's latest start (1.5 s after load)
    expect(new URL(page.url()).searchParams.get('hl')).toBe('EN');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
  });
});
