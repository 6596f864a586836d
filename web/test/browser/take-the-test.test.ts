/**
 * The 16-type test end to end in a real browser, through the real gateway and services:
 * questions in three parts, a reload in the middle, calculating and answer-complete screens,
 * e-mail capture (a bad address first), the personal data form and the free result, in English
 * and Japanese; and the tracking query keys kept on every step.
 */
import type { Page } from 'playwright-core';
import { hasChromium } from './chromium';
import { describe, expect, it } from 'vitest';
import quizEn from '../../src/features/quiz/locales/en.json';
import quizJa from '../../src/features/quiz/locales/ja.json';
import resultEn from '../../src/features/result/locales/en.json';
import resultJa from '../../src/features/result/locales/ja.json';
import { browserSession, expectFocused } from './browser-session';
import { fill } from './fill-template';
import { waitForPart } from './journey-steps';

const session = browserSession();

const FLOW_TIMEOUT = 120_000;

/** A fresh visitor (no storage, no cookies) whose browser prefers English. */
async function newVisitor(): Promise<Page> {
  const context = await session.newContext({ viewport: { width: 1000, height: 800 } });
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: session.server.url });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  return page;
}

type QuizTexts = typeof quizEn;
type ResultTexts = typeof resultEn;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Waits until the part's heading ("Part 2 of 3") is shown. */
/**
 * Answers questions `from`…`to` (0-based, of the radio groups on the page); the chosen value
 * cycles so the answers are not all the same.
 */
async function answer(page: Page, from: number, to: number): Promise<void> {
  const groups = page.getByRole('radiogroup');
  for (let i = from; i < to; i += 1) {
    await groups.nth(i).getByRole('radio').nth((i * 3) % 7).check();
  }
}

async function groupCount(page: Page): Promise<number> {
  await page.getByRole('radiogroup').first().waitFor();
  return page.getByRole('radiogroup').count();
}

async function progressText(page: Page): Promise<string> {
  return (await page.locator('.quiz-progress__text').textContent()) ?? '';
}

/** The stored quiz state of exam 1, as the app saved it. */
async function storedQuiz(page: Page): Promise<{ answers: Record<string, number>; lastOrderNumber: string | null }> {
  return page.evaluate(() => {
    const raw = localStorage.getItem('mindprint:quiz:exam:1');
    return raw ? (JSON.parse(raw) as { v: { answers: Record<string, number>; lastOrderNumber: string | null } }).v : { answers: {}, lastOrderNumber: null };
  });
}

interface FlowOptions {
  /** Query of the first URL, e.g. `?hl=JA`. */
  query: string;
  quiz: QuizTexts;
  result: ResultTexts;
  /** Checked on every step: these must stay in the URL. */
  keep?: Record<string, string>;
  /** Exercise the reload, unanswered-question and validation paths too. */
  thorough: boolean;
  /** Also fail the question list and the order once (network errors) and retry. */
  faults?: boolean;
}

async function expectKept(page: Page, keep: Record<string, string> | undefined): Promise<void> {
  if (!keep) return;
  const params = new URL(page.url()).searchParams;
  for (const [key, value] of Object.entries(keep)) expect(params.get(key), `${key} on ${page.url()}`).toBe(value);
}

async function takeTheTest(page: Page, { query, quiz, result, keep, thorough, faults = false }: FlowOptions): Promise<string> {
  if (faults) {
    // The question list fails to load: 'Load failed. Please retry.' and a retry that works.
    await page.route('**/api/exam/question/list/**', (route) => route.abort('failed'));
    await page.goto(`${session.server.url}/quiz/standard${query}`);
    await page.getByRole('alert').filter({ hasText: quiz.errors.loadFailed }).waitFor({ timeout: 30_000 });
    await page.unroute('**/api/exam/question/list/**');
    await page.getByRole('button', { name: quiz.errors.retry }).click();
  } else {
    await page.goto(`${session.server.url}/quiz/standard${query}`);
  }
  await waitForPart(page, quiz, 1);
  await expectKept(page, keep);
  const total = 64;
  expect(await progressText(page)).toBe(fill(quiz.questions.progress, { answered: 0, total }));

  // Part 1. Next with a question left open says so and puts focus on that question.
  const part1 = await groupCount(page);
  expect(part1).toBeGreaterThan(10);
  expect(await page.getByRole('radiogroup').first().getByRole('radio').count()).toBe(7);
  if (thorough) {
    await answer(page, 0, part1 - 1);
    await page.getByRole('button', { name: quiz.questions.next }).click();
    await page.getByRole('alert').filter({ hasText: fill(quiz.questions.unansweredSummary, { left: 1 }) }).waitFor();
    const last = page.getByRole('radiogroup').nth(part1 - 1);
    expect(await last.getAttribute('aria-invalid')).toBe('true');
    expect(await last.evaluate((group) => group.contains(document.activeElement))).toBe(true);
    await waitForPart(page, quiz, 1); // still on part 1
    await answer(page, part1 - 1, part1);
  } else {
    await answer(page, 0, part1);
  }
  await page.getByRole('button', { name: quiz.questions.next }).click();

  // Part 2, with the tip between parts. Reload half-way: answers, part and scroll position stay.
  await waitForPart(page, quiz, 2);
  await expectKept(page, keep);
  await page.getByText(quiz.questions.tipAfterPart1).waitFor();
  const part2 = await groupCount(page);
  const half = Math.floor(part2 / 2);
  await answer(page, 0, half);
  if (thorough) {
    await page.getByRole('radiogroup').nth(half).scrollIntoViewIfNeeded();
    await page.evaluate(() => window.scrollBy(0, 150));
    await page.waitForTimeout(200); // the scroll position is saved on the next frame
    const scrolledTo = await page.evaluate(() => window.scrollY);
    expect(scrolledTo).toBeGreaterThan(300);
    await page.reload();
    await waitForPart(page, quiz, 2);
    await expectKept(page, keep);
    await page.getByRole('radiogroup').first().waitFor();
    expect(await progressText(page)).toBe(fill(quiz.questions.progress, { answered: part1 + half, total }));
    expect(await page.getByRole('radiogroup').nth(half - 1).getByRole('radio', { checked: true }).count()).toBe(1);
    expect(await page.getByRole('radiogroup').nth(half).getByRole('radio', { checked: true }).count()).toBe(0);
    await page.waitForFunction((y) => Math.abs(window.scrollY - y) < 40, scrolledTo, { timeout: 5_000 });
  }
  await answer(page, half, part2);
  await page.getByRole('button', { name: quiz.questions.next }).click();

  // Part 3: tip, then the nearly-complete message before the end.
  await waitForPart(page, quiz, 3);
  await page.getByText(quiz.questions.tipAfterPart2).waitFor();
  const part3 = await groupCount(page);
  expect(part1 + part2 + part3).toBe(total);
  await answer(page, 0, part3 - 2);
  await page.getByText(quiz.questions.nearlyComplete).waitFor();
  await answer(page, part3 - 2, part3);
  expect(await progressText(page)).toBe(fill(quiz.questions.progress, { answered: total, total }));
  await page.getByRole('button', { name: quiz.questions.submit }).click();

  // Nearly complete, then calculating (about three seconds, with a moving progress bar), then answer-complete.
  await page.getByRole('heading', { name: quiz.submitFlow.nearlyHeading }).waitFor();
  await page.getByText(quiz.submitFlow.calculating).waitFor();
  await expectKept(page, keep);
  expect(new URL(page.url()).pathname).toBe('/quiz/submit');
  const bar = page.getByRole('progressbar', { name: quiz.submitFlow.progressLabel });
  await page.waitForFunction(() => {
    const value = Number(document.querySelector('[role="progressbar"]')?.getAttribute('aria-valuenow'));
    return value > 0 && value < 100;
  });
  expect(Number(await bar.getAttribute('aria-valuenow'))).toBeLessThan(100);
  const started = Date.now();
  await page.getByRole('heading', { name: quiz.submitFlow.completeHeading }).waitFor({ timeout: 10_000 });
  expect(Date.now() - started).toBeGreaterThan(1000);
  if (thorough) {
    // 'Edit my answers' goes back to part 1 with every answer kept; going through again skips the calculation.
    await page.getByRole('button', { name: quiz.submitFlow.editAnswers }).click();
    await waitForPart(page, quiz, 1);
    expect(await progressText(page)).toBe(fill(quiz.questions.progress, { answered: total, total }));
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await page.getByRole('button', { name: quiz.questions.next }).click();
    await waitForPart(page, quiz, 2);
    await page.getByRole('button', { name: quiz.questions.next }).click();
    await waitForPart(page, quiz, 3);
    await page.getByRole('button', { name: quiz.questions.submit }).click();
    await page.getByRole('heading', { name: quiz.submitFlow.completeHeading }).waitFor();
  }
  await page.getByRole('button', { name: quiz.submitFlow.getReport }).click();

  // E-mail capture: a bad address is refused in the visitor's language, then a good one.
  await page.getByRole('heading', { name: quiz.email.heading }).waitFor();
  await expectKept(page, keep);
  for (const tag of ['terms', 'privacy']) {
    const name = new RegExp(`<${tag}>(.*?)</${tag}>`).exec(quiz.email.privacy)?.[1] ?? '';
    expect(await page.getByRole('link', { name, exact: true }).getAttribute('href')).toMatch(/^\/help/);
  }
  const emailBox = page.getByLabel(quiz.email.label, { exact: true });
  const email = `visitor+${Date.now()}@example.com`;
  if (thorough) {
    await emailBox.fill('not-an-address');
    await page.getByRole('button', { name: quiz.email.continue }).click();
    await page.getByText(quiz.errors.emailCapture).waitFor();
    expect(await emailBox.getAttribute('aria-invalid')).toBe('true');
    await expectFocused(emailBox);
    await emailBox.fill('');
    await page.getByRole('button', { name: quiz.email.continue }).click();
    await page.getByText(quiz.errors.emailCapture).waitFor();
  }
  await emailBox.fill(email);
  await page.getByRole('button', { name: quiz.email.continue }).click();

  // The personal data form: e-mail prefilled, country list from the session.server.
  await page.getByRole('heading', { name: quiz.form.heading }).waitFor();
  await expectKept(page, keep);
  expect(await page.getByLabel(quiz.form.email, { exact: true }).inputValue()).toBe(email);
  if (thorough) {
    await page.getByRole('button', { name: quiz.form.submit }).click();
    await page.getByText(quiz.errors.nameRequired).first().waitFor();
    const first = page.getByLabel(quiz.form.firstName, { exact: true });
    expect(await first.getAttribute('aria-invalid')).toBe('true');
    await expectFocused(first);
  }
  await page.getByLabel(quiz.form.firstName, { exact: true }).fill('Ada');
  await page.getByLabel(quiz.form.lastName, { exact: true }).fill('Lovelace');
  if (thorough) {
    await page.getByLabel(quiz.form.yearOfBirth, { exact: true }).fill('1850');
    await page.getByRole('button', { name: quiz.form.submit }).click();
    const { max } = { max: new Date().getFullYear() - 10 };
    await page.getByText(fill(quiz.errors.yearRange, { min: 1900, max })).waitFor();
  }
  await page.getByLabel(quiz.form.yearOfBirth, { exact: true }).fill('1990');
  await page.getByRole('radio', { name: quiz.form.genderSecret }).check();
  const country = page.getByLabel(quiz.form.country, { exact: true });
  await page.waitForFunction(() => (document.querySelectorAll('select option').length ?? 0) > 10);
  await country.selectOption('JP');
  if (faults) {
    // The order call fails on the way: a network message and a retry that sends it.
    await page.route('**/api/exam/order/info', (route) => route.abort('failed'));
    await page.getByRole('button', { name: quiz.form.submit }).click();
    await page.getByRole('alert').filter({ hasText: quiz.errors.network }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/answer/submit');
    await page.unroute('**/api/exam/order/info');
    await page.getByRole('button', { name: quiz.errors.retry }).click();
  } else {
    await page.getByRole('button', { name: quiz.form.submit }).click();
  }

  // The free result: type code, four scales with both poles, rating and share.
  await page.locator('[data-testid="type-code"]').waitFor({ timeout: 20_000 });
  await expectKept(page, keep);
  const url = new URL(page.url());
  expect(url.pathname).toBe('/report/result-free-test');
  const orderNumber = url.searchParams.get('orderNumber') ?? '';
  expect(orderNumber).not.toBe('');
  const typeText = (await page.locator('[data-testid="type-code"]').textContent()) ?? '';
  const typeCode = /[EI][SN][TF][JP]/.exec(typeText)?.[0];
  expect(typeCode, typeText).toBeDefined();
  await page.getByRole('heading', { name: result.scalesHeading }).waitFor();
  expect(await page.locator('.scale-bar').count()).toBe(4);
  expect(await page.locator('.scale-bar__letter').allTextContents()).toEqual([...(typeCode ?? '')]);
  const readings = await page.locator('.scale-bar__reading').allTextContents();
  const positionPattern = new RegExp(result.position.split(/\{\{\w+\}\}/).map(escapeRegExp).join('.+'));
  for (const reading of readings) expect(reading).toMatch(positionPattern);

  // The stored answers are gone; the order number stays.
  const stored = await storedQuiz(page);
  expect(stored.answers).toEqual({});
  expect(stored.lastOrderNumber).toBe(orderNumber);

  if (thorough) {
    await page.getByRole('radio', { name: result.rating.value4 }).check();
    await page.getByText(fill(result.rating.thanks, { rating: 4 })).waitFor();
    await page.getByRole('button', { name: result.share.button }).click();
    await page.getByText(result.share.copied).or(page.getByText(result.share.copyFailed)).waitFor();
  }
  return typeCode ?? '';
}

describe.skipIf(!hasChromium)('take the test', () => {
  it(
    'a new visitor takes the whole test in English and sees a type code on the free result',
    async () => {
      const page = await newVisitor();
      const typeCode = await takeTheTest(page, { query: '', quiz: quizEn, result: resultEn, thorough: true, faults: true });

      // The copied share link opens the same type, read only (no rating, no share).
      await page.getByText(resultEn.share.copied).waitFor();
      const copied = await page.evaluate(() => navigator.clipboard.readText());
      const shared = new URL(copied);
      expect(shared.pathname).toBe('/report/result-free-test');
      expect(shared.searchParams.get('share')).toBeTruthy();
      await page.goto(copied);
      await page.getByText(resultEn.sharedHeading).waitFor();
      expect(await page.locator('[data-testid="type-code"]').textContent()).toContain(typeCode);
      expect(await page.getByRole('radio').count()).toBe(0);
      expect(await page.getByRole('button', { name: resultEn.share.button }).count()).toBe(0);
      expect(await page.getByRole('link', { name: resultEn.takeTestYourself }).count()).toBe(1);

      // The step route reopens the last result of the exam.
      await page.goto(`${session.server.url}/result/1`);
      await page.locator('[data-testid="type-code"]').waitFor();
      expect(await page.locator('[data-testid="type-code"]').textContent()).toContain(typeCode);
    },
    FLOW_TIMEOUT,
  );

  it(
    'a visitor with ?hl=JA takes it in Japanese, with Japanese questions and messages',
    async () => {
      const page = await newVisitor();
      await page.goto(`${session.server.url}/quiz/standard?hl=JA`);
      await waitForPart(page, quizJa, 1);
      // The questions come from the server in Japanese.
      const firstQuestion = (await page.locator('.question__statement').first().textContent()) ?? '';
      expect(firstQuestion).toMatch(/[\u3040-\u30ff\u4e00-\u9fff]/);
      expect(quizJa.errors.emailCapture).toBe('有効なメールアドレスを入力してください');
      const typeCode = await takeTheTest(page, { query: '?hl=JA', quiz: quizJa, result: resultJa, keep: { hl: 'JA' }, thorough: true });
      expect(typeCode).toMatch(/^[EI][SN][TF][JP]$/);
      expect(await page.getByText(resultJa.heading).count()).toBeGreaterThan(0);
    },
    FLOW_TIMEOUT,
  );

  it(
    'a visitor arriving with ?hl=DE&fbclid=x keeps both query keys through the flow to the result',
    async () => {
      const page = await newVisitor();
      const quizDe = (await import('../../src/features/quiz/locales/de.json')).default as QuizTexts;
      const resultDe = (await import('../../src/features/result/locales/de.json')).default as ResultTexts;
      const typeCode = await takeTheTest(page, {
        query: '?hl=DE&fbclid=x',
        quiz: quizDe,
        result: resultDe,
        keep: { hl: 'DE', fbclid: 'x' },
        thorough: false,
      });
      expect(typeCode).toMatch(/^[EI][SN][TF][JP]$/);
    },
    FLOW_TIMEOUT,
  );
});
