/**
 * Courses and the daily question in a real browser, through the real gateway and content service: a visitor
 * is asked to sign in for an included course (never to upgrade); a member without premium reads a course's
 * PDF (rendered by pdf.js, after a failed fetch and a retry) and turns to page 2 by button and by keyboard,
 * sees locked course cards with 'part of Premium' and cannot fetch a locked file by its address; a member
 * without a subscription finds the daily question locked; a subscribed member is asked to make a choice,
 * answers today's question (retrying a submission that failed), sees the analysis with focus on it, and on
 * a second visit the analysis alone.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { memberCalls, type Member } from '../../../product-tests/support/member-calls';
import courses from '../../src/features/courses/locales/en.json';
import daily from '../../src/features/daily-question/locales/en.json';
import { browserSession, expectFocused, signInThroughLoginPage } from './browser-session';
import { hasChromium } from './chromium';
import { fill } from './fill-template';

const session = browserSession();
const members = memberCalls(() => session.server.url);

const FLOW_TIMEOUT = 180_000;

interface CourseCard {
  courseId: string;
  title: string;
  free: boolean;
  locked: boolean;
  pageCount: number;
}

/** Every course as a visitor sees the list (locks for visitors equal those of a member without premium). */
async function allCourses(): Promise<CourseCard[]> {
  const response = await fetch(`${session.server.url}/api/course/infos/list`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ page: 1, pageSize: 24 }),
  });
  const envelope = (await response.json()) as { result: number; data: { items: CourseCard[] } };
  expect(envelope.result).toBe(200);
  return envelope.data.items;
}

/** Signs the member in through the login page, which brings them to `target`. */
async function signedInPage(member: Member, target: string): Promise<Page> {
  const page = await (await session.newContext({ viewport: { width: 1100, height: 900 } })).newPage();
  page.setDefaultTimeout(20_000);
  await signInThroughLoginPage(page, session.server.url, member, target);
  return page;
}

describe.skipIf(!hasChromium)('courses and the daily question', () => {
  it(
    'a visitor is asked to sign in for an included course; a member without premium reads it on page 2, sees locked cards and cannot fetch a locked file',
    async () => {
      const catalogue = await allCourses();
      const included = catalogue.find((course) => course.free && course.pageCount >= 2);
      const locked = catalogue.find((course) => !course.free && course.locked);
      expect(included, 'an included course with at least two pages').toBeTruthy();
      expect(locked, 'a premium course, locked without premium').toBeTruthy();

      // A visitor is asked to sign in for an included course, not to upgrade.
      const visitor = await (await session.newContext()).newPage();
      await visitor.goto(`${session.server.url}/userCenter/courseList/detail?id=${included!.courseId}`);
      await visitor.getByRole('heading', { level: 1, name: included!.title }).waitFor();
      await visitor.getByText(courses.detail.signInText).first().waitFor();
      expect(await visitor.getByTestId('course-lock').count()).toBe(0);

      const member = await members.signedInMember({ emailPrefix: 'courses' });
      const page = await signedInPage(member, '/userCenter/courseList');
      await page.getByRole('heading', { level: 1, name: courses.list.heading }).waitFor();

      // The cards: the locked one says 'part of Premium', the included one is never called free.
      const lockedCard = page.getByTestId('course-card').filter({ hasText: locked!.title });
      await lockedCard.waitFor();
      expect(await lockedCard.getByTestId('course-access').getAttribute('data-locked')).toBe('true');
      expect(await lockedCard.getByTestId('course-access').textContent()).toContain(courses.card.premiumLocked);
      const includedCard = page.getByTestId('course-card').filter({ hasText: included!.title });
      expect(await includedCard.getByTestId('course-access').textContent()).toBe(courses.card.included);
      expect((await page.getByTestId('course-card').allTextContents()).join(' ').toLowerCase()).not.toMatch(/\bfree\b/);

      // The locked course: the lock with the upgrade link, no reader, and its file refused by address.
      await lockedCard.getByRole('link', { name: locked!.title }).click();
      await page.getByRole('heading', { level: 1, name: locked!.title }).waitFor();
      const lock = page.getByTestId('course-lock');
      await lock.getByRole('heading', { name: courses.detail.lockedHeading }).waitFor();
      expect(await lock.getByRole('link', { name: courses.detail.upgrade }).getAttribute('href')).toBe('/paying/upgrade');
      expect(await page.getByRole('link', { name: courses.detail.read }).count()).toBe(0);
      const detail = (await (await page.request.get(`${session.server.url}/api/course/infos/detail/${locked!.courseId}`)).json()) as {
        data: { attachments: Array<{ attachmentId: string; url: string | null }> };
      };
      const lockedFile = detail.data.attachments[0]!;
      expect(lockedFile.url).toBeNull();
      const refused = await page.request.get(`${session.server.url}/api/course/file/${locked!.courseId}/${lockedFile.attachmentId}`);
      expect(refused.status()).toBe(403);

      // The included course opens in the reader on page 1 of its real page count.
      await page.goto(`${session.server.url}/userCenter/courseList/detail?id=${included!.courseId}`);
      await page.getByRole('heading', { level: 1, name: included!.title }).waitFor();
      // The first fetch of the file fails: the reader says so and loads it on retry.
      let failedOnce = false;
      await page.route('**/api/course/file/**', (route) => {
        if (failedOnce) return route.continue();
        failedOnce = true;
        return route.abort('connectionreset');
      });
      await page.getByRole('link', { name: courses.detail.read }).first().click();
      await page.waitForURL((url) => url.pathname === '/userCenter/courseList/detail/pdf');
      await page.getByRole('alert').filter({ hasText: courses.pdf.failed }).waitFor();
      await page.getByRole('button', { name: courses.pdf.retry }).click();
      const position = page.getByTestId('pdf-page');
      await expect.poll(() => position.textContent(), { timeout: 30_000 }).toBe(fill(courses.pdf.pageOf, { page: 1, count: included!.pageCount }));
      const canvas = page.locator('canvas.pdf-canvas');
      await expect.poll(() => canvas.evaluate((el) => (el as HTMLCanvasElement).width)).toBeGreaterThan(100);

      // Page 2 by the button; the keyboard turns back and forth.
      await page.getByRole('button', { name: courses.pdf.next }).click();
      await expect.poll(() => position.textContent()).toBe(fill(courses.pdf.pageOf, { page: 2, count: included!.pageCount }));
      expect(await canvas.getAttribute('aria-label')).toContain(fill(courses.pdf.canvasLabel, { page: 2, name: '' }).split('“')[0]!);
      // The page's own text lies over the canvas (selectable, read by screen readers).
      await expect.poll(() => page.locator('.pdf-page .textLayer').textContent()).toMatch(/[A-Za-z]{4}/);
      await page.keyboard.press('ArrowLeft');
      await expect.poll(() => position.textContent()).toBe(fill(courses.pdf.pageOf, { page: 1, count: included!.pageCount }));
      await page.keyboard.press('ArrowRight');
      await expect.poll(() => position.textContent()).toBe(fill(courses.pdf.pageOf, { page: 2, count: included!.pageCount }));

      // Zoom: + makes the page wider, fit width brings it back.
      const fitted = await canvas.evaluate((el) => el.getBoundingClientRect().width);
      await page.keyboard.press('+');
      await expect.poll(() => canvas.evaluate((el) => el.getBoundingClientRect().width)).toBeGreaterThan(fitted + 1);
      await page.getByRole('button', { name: courses.pdf.fitWidth }).click();
      await expect.poll(() => canvas.evaluate((el) => el.getBoundingClientRect().width)).toBeCloseTo(fitted, 0);
    },
    FLOW_TIMEOUT,
  );

  it(
    'a visitor is sent to sign in; a member without a subscription finds the daily question locked, with the upgrade link',
    async () => {
      // A visitor is sent to sign in, to come back afterwards.
      const visitor = await (await session.newContext()).newPage();
      await visitor.goto(`${session.server.url}/userCenter/growthCenter/dailyQuestion`);
      await visitor.waitForURL((url) => url.pathname === '/user/login' && url.searchParams.get('redirect') === '/userCenter/growthCenter/dailyQuestion');

      const member = await members.signedInMember({ emailPrefix: 'daily-locked' });
      const page = await signedInPage(member, '/userCenter/growthCenter/dailyQuestion');
      const locked = page.getByTestId('daily-question-locked');
      await locked.getByRole('heading', { name: daily.locked.heading }).waitFor();
      expect(await locked.getByRole('link', { name: daily.locked.upgrade }).getAttribute('href')).toBe('/paying/upgrade');
      expect(await page.getByRole('button', { name: daily.question.submit }).count()).toBe(0);
    },
    FLOW_TIMEOUT,
  );

  it(
    "a subscribed member is asked to choose, answers today's question, sees the analysis, and on a second visit the analysis alone",
    async () => {
      const member = await members.subscribedMember('basic', { emailPrefix: 'daily' });
      const page = await signedInPage(member, '/userCenter/growthCenter/dailyQuestion');
      await page.getByRole('heading', { level: 1, name: daily.heading }).waitFor();
      const submit = page.getByRole('button', { name: daily.question.submit });
      await submit.waitFor();

      // Nothing chosen: the spec's prompt, and nothing is sent.
      await submit.click();
      await page.getByRole('alert').filter({ hasText: daily.errors.makeChoice }).waitFor();

      // Answer whatever today's format asks: the first option, or a word typed in.
      const typed = page.getByLabel(daily.question.fillLabel, { exact: true });
      if (await typed.count()) await typed.fill('curiosity');
      else await page.locator('.dq-choice input').first().check();

      // The first submission does not reach the server: the spec's message, and the retry sends it.
      let failedOnce = false;
      await page.route('**/api/question/info/submitAnswer', (route) => {
        if (failedOnce) return route.continue();
        failedOnce = true;
        return route.abort('connectionreset');
      });
      await submit.click();
      const failure = page.getByRole('alert').filter({ hasText: daily.errors.submitFailed });
      await failure.waitFor();
      await failure.getByRole('button', { name: daily.common.retry }).click();

      const result = page.getByTestId('daily-question-result');
      const heading = result.getByRole('heading', { level: 2, name: daily.result.heading });
      await heading.waitFor();
      await expectFocused(heading);
      const verdict = await result.getByTestId('daily-question-verdict').textContent();
      expect([daily.result.correct, daily.result.wrong].some((text) => verdict?.includes(text))).toBe(true);
      await result.getByText(daily.result.correctAnswer, { exact: true }).waitFor();
      await result.getByText(daily.result.yourAnswer, { exact: true }).waitFor();
      await result.getByRole('heading', { level: 3, name: daily.result.analysis }).waitFor();

      // A second visit: the analysis from the answer call, no form.
      await page.reload();
      await page.getByTestId('daily-question-result').getByRole('heading', { level: 2, name: daily.result.heading }).waitFor();
      expect(await page.getByRole('button', { name: daily.question.submit }).count()).toBe(0);
    },
    FLOW_TIMEOUT,
  );
});
