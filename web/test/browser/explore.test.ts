/**
 * Explore more in a real browser, through the real gateway and services: a signed-in member (no premium)
 * searches and filters the articles, loads more, opens one; a premium article shows its lock and the way
 * to Premium; the test center shows hot, guess-you-like and latest tests, and refresh reshuffles
 * guess-you-like when there is more than one test to shuffle; the user center home shows its free counts.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { memberCalls } from '../../../product-tests/support/member-calls';
import accountEn from '../../src/features/account/locales/en.json';
import en from '../../src/features/articles/locales/en.json';
import centerEn from '../../src/features/test-center/locales/en.json';
import { browserSession, signInThroughLoginPage } from './browser-session';
import { hasChromium } from './chromium';
import { fill } from './fill-template';
import { gatewayCall } from './gateway-api';

const session = browserSession();
const members = memberCalls(() => session.server.url);

const FLOW_TIMEOUT = 150_000;

interface ArticleSummary {
  articleId: string;
  category: string;
  categoryName: string;
  title: string;
  premium: boolean;
}

interface Paged<T> {
  items: T[];
  page: number;
  pageCount: number;
  total: number;
}

const api = <T>(method: 'GET' | 'POST', path: string, body?: unknown) => gatewayCall<T>(session.server.url, method, path, body, { 'x-hl': 'EN' });

/** A text with placeholders filled in, as i18next does. */

async function newVisitor(): Promise<Page> {
  const page = await (await session.newContext({ locale: 'en-US', viewport: { width: 1100, height: 900 } })).newPage();
  page.setDefaultTimeout(15_000);
  return page;
}

const articleCards = (page: Page) => page.locator('.article-list .article-card');

describe.skipIf(!hasChromium)('explore more', () => {
  it(
    'lets a member search and filter the articles, load more and open one; the user center home links every section',
    async () => {
      const member = await members.signedInMember({ emailPrefix: 'explore' });
      const page = await newVisitor();
      await signInThroughLoginPage(page, session.server.url, member, '/userCenter');

      // The home: what is free, counted by the services, and a link to every section.
      const center = await api<{ freeTestCount: number }>('GET', '/api/exam/center/list?sort=latest&limit=1');
      const courses = await api<{ freeCourseCount: number }>('GET', '/api/course/infos/homepage');
      const testCount = fill(center.freeTestCount === 1 ? accountEn.center.free.tests_one : accountEn.center.free.tests_other, { count: center.freeTestCount });
      const courseCount = fill(courses.freeCourseCount === 1 ? accountEn.center.free.courses_one : accountEn.center.free.courses_other, { count: courses.freeCourseCount });
      await expect.poll(() => page.getByTestId('free-test-count').textContent()).toBe(testCount);
      await expect.poll(() => page.getByTestId('free-course-count').textContent()).toBe(courseCount);
      for (const [key, path] of [
        ['courseList', '/userCenter/courseList'],
        ['growthCenter', '/userCenter/growthCenter'],
        ['exploreMore', '/userCenter/exploreMore'],
        ['gameCenter', '/userCenter/gameCenter'],
        ['testCenter', '/userCenter/exploreMore/testCenter'],
        ['treeHole', '/userCenter/exploreMore/treeHole'],
      ] as const) {
        expect(await page.getByRole('link', { name: accountEn.center.sections[key], exact: true }).getAttribute('href')).toBe(path);
      }

      // Explore more: today's three articles, then all articles.
      await page.getByRole('link', { name: accountEn.center.sections.exploreMore, exact: true }).click();
      await page.getByRole('heading', { level: 1, name: en.explore.heading }).waitFor();
      await page.getByRole('heading', { level: 2, name: en.explore.today }).waitFor();
      await expect.poll(() => articleCards(page).count()).toBe(3);
      await page.getByRole('link', { name: en.explore.allArticles }).click();
      await page.getByRole('heading', { level: 1, name: en.list.heading }).waitFor();

      // The first page, 'page 1 of N · total', then load more.
      const all = await api<Paged<ArticleSummary>>('POST', '/api/article/infos/list', { category: 'all', pageSize: 24 });
      expect(all.total).toBeGreaterThan(6);
      const pageCount = Math.ceil(all.total / 6);
      await expect.poll(() => articleCards(page).count()).toBe(6);
      await page.getByText(fill(en.list.progress, { page: 1, pageCount, total: all.total })).waitFor();
      await page.getByRole('button', { name: en.list.loadMore }).click();
      await page.getByText(fill(en.list.progress, { page: 2, pageCount, total: all.total })).waitFor();
      await expect.poll(() => articleCards(page).count()).toBe(Math.min(12, all.total));
      // Premium articles the member cannot read carry the lock in the list.
      await expect.poll(() => page.getByTestId('article-locked').count()).toBeGreaterThan(0);

      // Filter: one category, its articles only, the choice kept in the address.
      const categories = await api<Array<{ code: string; name: string; articleCount: number }>>('POST', '/api/article/category/list', {});
      const chosen = categories.find((c) => c.code === 'mental-health')!;
      const chip = page.getByRole('group', { name: en.list.categories }).getByRole('button', { name: new RegExp(`^${chosen.name}`) });
      await chip.click();
      await expect.poll(() => chip.getAttribute('aria-pressed')).toBe('true');
      await page.waitForURL((url) => url.searchParams.get('category') === 'mental-health');
      await expect.poll(() => articleCards(page).count()).toBe(Math.min(6, chosen.articleCount));
      const shownCategories = await articleCards(page).locator('.article-card__meta span:first-child').allTextContents();
      expect(new Set(shownCategories)).toEqual(new Set([chosen.name]));

      // Search within the category: a word of one of its titles finds that article.
      const target = all.items.find((a) => a.category === 'mental-health' && !a.premium)!;
      const word = target.title
        .split(/\s+/)
        .map((w) => w.replace(/[^\p{L}\p{N}-]/gu, ''))
        .sort((a, b) => b.length - a.length)[0]!;
      await page.getByLabel(en.list.searchLabel).fill(`  ${word}  `);
      await page.getByRole('button', { name: en.list.search, exact: true }).click();
      await page.waitForURL((url) => url.searchParams.get('q') === word && url.searchParams.get('category') === 'mental-health');
      await page.getByRole('link', { name: target.title }).waitFor();
      // Every card shown matches in its title or summary, as the search promises.
      const shown = await articleCards(page).locator('.article-card__title, .article-card__summary').allTextContents();
      const cards = await articleCards(page).count();
      for (let i = 0; i < cards; i++) {
        expect(`${shown[2 * i]} ${shown[2 * i + 1]}`.toLowerCase()).toContain(word.toLowerCase());
      }

      // Open it: the whole article, and related ones of the same category.
      await page.getByRole('link', { name: target.title }).click();
      await page.waitForURL((url) => url.pathname === '/userCenter/articles/detail' && url.searchParams.get('id') === target.articleId);
      await page.getByRole('heading', { level: 1, name: target.title }).waitFor();
      await expect.poll(() => page.locator('.article__body p').count()).toBeGreaterThan(1);
      expect(await page.getByTestId('article-lock').count()).toBe(0);
    },
    FLOW_TIMEOUT,
  );

  it(
    'shows a premium article locked with the way to Premium, and unlocked for a subscriber',
    async () => {
      const all = await api<Paged<ArticleSummary>>('POST', '/api/article/infos/list', { category: 'all', pageSize: 24 });
      const premium = all.items.find((a) => a.premium)!;
      expect(premium, 'a premium article in the seed').toBeTruthy();

      const visitor = await newVisitor();
      await visitor.goto(`${session.server.url}/userCenter/articles/detail?id=${premium.articleId}`);
      await visitor.getByRole('heading', { level: 1, name: premium.title }).waitFor();
      await visitor.getByRole('heading', { level: 2, name: en.detail.lockedHeading }).waitFor();
      expect(await visitor.getByRole('link', { name: en.detail.upgrade }).getAttribute('href')).toBe('/paying/upgrade');
      expect(await visitor.locator('.article__body').count()).toBe(0);

      const subscriber = await members.subscribedMember('basic', { emailPrefix: 'explore-basic' });
      const page = await newVisitor();
      await signInThroughLoginPage(page, session.server.url, subscriber, `/userCenter/articles/detail?id=${premium.articleId}`);
      await page.getByRole('heading', { level: 1, name: premium.title }).waitFor();
      await expect.poll(() => page.locator('.article__body p').count()).toBeGreaterThan(1);
      expect(await page.getByTestId('article-lock').count()).toBe(0);
    },
    FLOW_TIMEOUT,
  );

  it('shows hot, guess-you-like and latest tests, and refresh reshuffles guess-you-like when it can', async () => {
    const page = await newVisitor();
    await page.goto(`${session.server.url}/userCenter/exploreMore/testCenter`);
    await page.getByRole('heading', { level: 1, name: centerEn.center.heading }).waitFor();
    const section = (name: string) => page.locator('section.test-center__section').filter({ has: page.getByRole('heading', { level: 2, name }) });
    const hot = section(centerEn.center.hot);
    const guess = section(centerEn.center.guess);
    const latest = section(centerEn.center.latest);

    const expected = await api<{ items: Array<{ name: string }> }>('GET', '/api/exam/center/list?sort=latest&limit=4');
    await expect.poll(() => latest.locator('.test-card__title').allTextContents()).toEqual(expected.items.map((i) => i.name));
    await expect.poll(() => hot.locator('.test-card').count()).toBe(4);
    // The 16-type test can be taken: its card leads to the test's start page.
    const start = guess.getByRole('link', { name: /^Start the test: / }).first();
    await start.waitFor();
    expect(await start.getAttribute('href')).toMatch(/^\/quiz\/standard\?examId=\d+/);

    const { freeTestCount } = await api<{ freeTestCount: number }>('GET', '/api/exam/center/list?sort=guess&limit=1');
    const refresh = guess.getByRole('button', { name: centerEn.center.refresh });
    if (freeTestCount < 2) {
      // One test has one order: the button says so instead of pretending to reshuffle.
      expect(await refresh.isDisabled()).toBe(true);
      await guess.getByText(centerEn.center.onlyOne).waitFor();
      return;
    }
    const order = () => guess.locator('.test-card__title').allTextContents();
    const before = await order();
    await expect
      .poll(async () => {
        const asked = page.waitForRequest((request) => request.url().includes('sort=guess'));
        await refresh.click();
        await asked;
        return (await order()).join('|');
      })
      .not.toBe(before.join('|'));
  });
});
