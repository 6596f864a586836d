/**
 * Resilient loading in a real browser (spec "Chunk-load failure", build metadata file): a page whose code chunk fails
 * reloads once and keeps the visitor's answers, a chunk that keeps failing shows the error screen instead of looping,
 * and after a deploy (another id in build/latest.json) the next in-app navigation is a full page load.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import quizEn from '../../src/features/quiz/locales/en.json';
import reportEn from '../../src/features/report/locales/en.json';
import commonEn from '../../src/locales/common/en.json';
import { browserSession } from './browser-session';
import { hasChromium } from './chromium';
import { waitForPart } from './journey-steps';

const session = browserSession();

/** The quiz page's own code, loaded when the page opens (a chunk a deploy could have removed). */
const QUIZ_PAGE_CHUNK = /\/assets\/quiz-page-[\w-]+\.js$/;

/** A visitor's page, counting the documents it loads (the first visit, reloads, full page loads). */
async function countingVisitor(): Promise<{ page: Page; documents: string[] }> {
  const context = await session.newContext({ viewport: { width: 1000, height: 800 } });
  const page = await context.newPage();
  page.setDefaultTimeout(20_000);
  const documents: string[] = [];
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) documents.push(new URL(request.url()).pathname);
  });
  return { page, documents };
}

async function answerFirst(page: Page, count: number): Promise<void> {
  const groups = page.getByRole('radiogroup');
  for (let i = 0; i < count; i += 1) await groups.nth(i).getByRole('radio').nth(i + 1).check();
}

async function checkedOfFirst(page: Page, count: number): Promise<number[]> {
  const groups = page.getByRole('radiogroup');
  await groups.first().waitFor();
  const checked: number[] = [];
  for (let i = 0; i < count; i += 1) {
    const radios = await groups.nth(i).getByRole('radio').all();
    for (const [index, radio] of radios.entries()) if (await radio.isChecked()) checked.push(index);
  }
  return checked;
}

describe.skipIf(!hasChromium)('resilient loading', () => {
  it('a page whose chunk fails to load reloads once, with the answers still there', async () => {
    const { page, documents } = await countingVisitor();
    await page.goto(`${session.server.url}/quiz/standard`);
    await waitForPart(page, quizEn, 1);
    await answerFirst(page, 3);
    expect(await checkedOfFirst(page, 3)).toEqual([1, 2, 3]);

    // The visitor comes back while the quiz page's chunk fails (every request for it during that page load).
    const firstLoad = documents.length + 1;
    const failed: string[] = [];
    await page.route(QUIZ_PAGE_CHUNK, (route) => {
      if (documents.length > firstLoad) return route.continue();
      failed.push(route.request().url());
      return route.abort('failed');
    });
    await page.goto(`${session.server.url}/quiz/standard`);
    await waitForPart(page, quizEn, 1);

    expect(failed.length).toBeGreaterThan(0);
    expect(documents.slice(firstLoad - 1)).toEqual(['/quiz/standard', '/quiz/standard']);
    expect(await checkedOfFirst(page, 3)).toEqual([1, 2, 3]);
    expect(JSON.parse((await page.evaluate(() => sessionStorage.getItem('nuxt:reload'))) ?? '{}')).toMatchObject({ path: '/quiz/standard' });
  });

  it('a chunk that keeps failing shows the error screen after one reload, not a loop', async () => {
    const { page, documents } = await countingVisitor();
    await page.route(QUIZ_PAGE_CHUNK, (route) => route.abort('failed'));
    await page.goto(`${session.server.url}/quiz/standard`);
    await page.getByRole('heading', { level: 1, name: commonEn.error.title }).waitFor();
    expect(documents).toEqual(['/quiz/standard', '/quiz/standard']);
  });

  it('after a deploy the next in-app navigation loads the new build; before it, navigation stays in the page', async () => {
    const { page, documents } = await countingVisitor();
    await page.goto(`${session.server.url}/report/retrieve`);
    await page.getByRole('heading', { level: 1, name: reportEn.retrieve.heading }).waitFor();
    const polled = () => page.waitForResponse((response) => new URL(response.url()).pathname === '/build/latest.json');
    const tabShown = () => page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));

    // The same build as the running one (the file as the build wrote it): an in-app navigation.
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    const [sameBuild] = await Promise.all([polled(), tabShown()]);
    // With the route prerender info the prerender step adds (web/scripts/prerender.mjs).
    expect(await sameBuild.json()).toMatchObject({
      id: expect.any(String),
      timestamp: expect.any(Number),
      prerender: { routes: expect.arrayContaining(['/']), locales: expect.arrayContaining(['en', 'ja']), pageCount: expect.any(Number), hash: expect.stringMatching(/^sha256-[0-9a-f]{64}$/) },
    });
    await page.locator('a.site-header__brand').click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.goBack();
    await page.getByRole('heading', { level: 1, name: reportEn.retrieve.heading }).waitFor();
    expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);
    expect(documents).toEqual(['/report/retrieve']);

    // A deploy: the file names another build. The next navigation is a new document.
    await page.route('**/build/latest.json', (route) => route.fulfill({ contentType: 'application/json', body: JSON.stringify({ id: 'a-later-build', timestamp: Date.now() }) }));
    await Promise.all([polled(), tabShown()]);
    await page.locator('a.site-header__brand').click();
    await page.waitForURL((url) => url.pathname === '/');
    await expect.poll(() => documents).toEqual(['/report/retrieve', '/']);
    await page.waitForLoadState('load');
    expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBeUndefined();
  });
});
