/**
 * The matrices IQ test (exam 3) end to end in a real browser, through the real gateway and services on the
 * embedded sandbox provider, for a new visitor in China: the instructions, the countdown, ten of the thirty
 * matrices answered (one by the keyboard), the rest left unanswered and the test finished early with its
 * confirm; the free score and time; the sandbox payment; the report in Chinese (not enough results yet for a
 * percentile on a fresh database, the estimate's 'not clinically normed' label, the rules) and the PDF.
 * Then, on a fast-forwarded clock, a visitor whose time runs out: the polite announcement, the automatic end.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import checkoutCn from '../../src/features/checkout/locales/cn.json';
import quizCn from '../../src/features/quiz/locales/cn.json';
import quizEn from '../../src/features/quiz/locales/en.json';
import reportCn from '../../src/features/report/locales/cn.json';
import resultCn from '../../src/features/result/locales/cn.json';
import resultEn from '../../src/features/result/locales/en.json';
import { hasChromium } from './chromium';
import { browserSession } from './browser-session';
import { fill } from './fill-template';
import { payOnSkuPage } from './checkout-steps';
import { downloadReportPdf, giveEmailAndDetails } from './journey-steps';

const session = browserSession();

const FLOW_TIMEOUT = 240_000;
const ANSWERED = 10;

async function getData<T>(path: string, init: RequestInit = {}): Promise<T> {
  const response = await fetch(`${session.server.url}/api${path}`, {
    ...init,
    headers: { 'x-hl': 'CN', 'x-language': 'cn', 'content-type': 'application/json', ...init.headers },
  });
  const envelope = (await response.json()) as { result: number; message: string; data: T };
  expect(envelope.result, envelope.message).toBe(200);
  return envelope.data;
}

interface MatricesReportAnswer {
  paid: boolean;
  report: {
    kind: string;
    locale: string;
    full: boolean;
    correct: number;
    answered: number;
    total: number;
    tabs: Array<{ key: string; title: string; locked: boolean }>;
    comparison: {
      enoughResults: boolean;
      sampleSize: number;
      percentile: number | null;
      percentileText: string;
      iqEstimate: number | null;
      estimateLabel: string;
    } | null;
    ruleBreakdown: Array<{ rule: string; name: string; solved: number; total: number }>;
    measures: string[];
    doesNotMeasure: string[];
  };
}

const reportAnswer = (orderNumber: string) => getData<MatricesReportAnswer>(`/exam/order/report/${orderNumber}`);

function tabTitles(answer: MatricesReportAnswer): Record<string, string> {
  return Object.fromEntries(answer.report.tabs.map((tab) => [tab.key, tab.title]));
}

async function itemHeading(page: Page, number: number): Promise<void> {
  await page.getByRole('heading', { level: 1, name: fill(quizCn.matrices.itemHeading, { number, total: 30 }) }).waitFor();
}

describe.skipIf(!hasChromium)('the matrices IQ test', () => {
  it(
    'CN: a new visitor answers ten matrices against the clock, finishes early, pays and reads the report and the PDF in Chinese',
    async () => {
      const page = await (await session.newContext({ locale: 'zh-CN', viewport: { width: 1100, height: 900 } })).newPage();
      page.setDefaultTimeout(15_000);

      // Instructions: the time limit, unanswered items count as wrong; nothing runs before Start.
      await page.goto(`${session.server.url}/quiz/standard?examId=3&hl=CN`);
      await page.getByRole('heading', { level: 1, name: quizCn.matrices.heading }).waitFor();
      await page.getByText(fill(quizCn.matrices.rules.time, { minutes: 25, total: 30 })).waitFor();
      await page.getByText(quizCn.matrices.rules.unanswered).waitFor();
      expect(await page.getByRole('timer').count()).toBe(0);
      await page.getByRole('button', { name: quizCn.matrices.start }).click();

      // The first matrix, its eight options named 'option n', the countdown from 25:00.
      await itemHeading(page, 1);
      const clock = page.getByRole('timer');
      expect(await clock.textContent()).toMatch(/^2[45]:\d\d$/);
      await page.getByRole('img', { name: fill(quizCn.matrices.matrixAlt, { number: 1 }) }).waitFor();
      const options = page.getByRole('radiogroup').getByRole('radio');
      expect(await options.count()).toBe(8);
      // Each option is a picture whose name, 'option n', names its radio.
      await page.getByRole('radio', { name: fill(quizCn.matrices.optionLabel, { option: 3 }), exact: true }).waitFor();
      await page.getByRole('img', { name: fill(quizCn.matrices.optionLabel, { option: 8 }), exact: true }).waitFor();

      // The keyboard: the first option, then the arrow key moves the choice to option 2.
      await options.first().focus();
      await page.keyboard.press('Space');
      await page.keyboard.press('ArrowRight');
      expect(await options.nth(1).isChecked()).toBe(true);
      await page.getByRole('button', { name: quizCn.questions.next }).click();

      for (let number = 2; number <= ANSWERED; number += 1) {
        await itemHeading(page, number);
        await page.getByRole('radio', { name: fill(quizCn.matrices.optionLabel, { option: ((number * 3) % 8) + 1 }) }).check();
        await page.getByRole('button', { name: quizCn.questions.next }).click();
      }
      await itemHeading(page, ANSWERED + 1);
      expect(await page.locator('.quiz-progress__text').textContent()).toBe(fill(quizCn.questions.progress, { answered: ANSWERED, total: 30 }));

      // Back one item keeps its answer; the countdown has moved on.
      await page.getByRole('button', { name: quizCn.questions.previous }).click();
      await itemHeading(page, ANSWERED);
      expect(await page.getByRole('radio', { name: fill(quizCn.matrices.optionLabel, { option: ((ANSWERED * 3) % 8) + 1 }) }).isChecked()).toBe(true);

      // Finish early: the confirm says how many stay unanswered; cancel once, then confirm.
      await page.getByRole('button', { name: quizCn.matrices.finish }).click();
      const confirm = page.getByRole('alertdialog');
      await confirm.getByText(fill(quizCn.matrices.confirmUnanswered, { count: 30 - ANSWERED })).waitFor();
      await confirm.getByRole('button', { name: quizCn.matrices.keepGoing }).click();
      await page.getByRole('alertdialog').waitFor({ state: 'detached' });
      await page.getByRole('button', { name: quizCn.matrices.finish }).click();
      await page.getByRole('alertdialog').waitFor();
      await page.keyboard.press('Escape');
      await page.getByRole('alertdialog').waitFor({ state: 'detached' });
      await page.getByRole('button', { name: quizCn.matrices.finish }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: quizCn.matrices.confirm }).click();

      // The e-mail step and the personal form, as for the other tests.
      await giveEmailAndDetails(page, quizCn, { email: `matrices+${Date.now()}@example.cn`, firstName: '明', lastName: '李', yearOfBirth: '1992', country: 'CN' });

      // The free result: the score out of 30 and the time, no type; as the server computed it.
      const score = page.getByTestId('matrices-score');
      await score.waitFor({ timeout: 20_000 });
      const orderNumber = new URL(page.url()).searchParams.get('orderNumber') ?? '';
      expect(orderNumber).not.toBe('');
      const free = await getData<{ result: { matrices: { correct: number; answered: number; total: number; elapsedSeconds: number } } }>(
        '/exam/order/info/free',
        { method: 'POST', body: JSON.stringify({ orderNumber }) },
      );
      const m = free.result.matrices;
      expect(m).toMatchObject({ answered: ANSWERED, total: 30 });
      expect(m.correct).toBeLessThanOrEqual(ANSWERED);
      expect(m.elapsedSeconds).toBeGreaterThan(0);
      expect(m.elapsedSeconds).toBeLessThan(600);
      expect(await score.textContent()).toBe(fill(resultCn.matrices.score, { correct: m.correct, total: 30 }));
      expect(await page.getByTestId('matrices-time').textContent()).toBe(
        fill(resultCn.matrices.time, { minutes: Math.floor(m.elapsedSeconds / 60), seconds: m.elapsedSeconds % 60, limit: 25 }),
      );
      expect(await page.getByTestId('type-code').count()).toBe(0);
      await page.getByText(resultCn.matrices.fullReportNote).waitFor();

      // Before paying: the score tab, a locked card in the three others; no PDF.
      const unpaid = await reportAnswer(orderNumber);
      expect(unpaid.report).toMatchObject({ kind: 'matrices', full: false, comparison: null });
      const titles = tabTitles(unpaid);
      await page.goto(`${session.server.url}/report/result?orderNumber=${orderNumber}&hl=CN`);
      await page.getByTestId('buy-full-report').waitFor();
      expect(await page.getByTestId('download-pdf').count()).toBe(0);
      for (const key of ['comparison', 'rules', 'about']) {
        await page.getByRole('tab', { name: titles[key]! }).click();
        await page.locator(`[data-panel="${key}"] [data-locked="true"]`).waitFor();
      }

      // The checkout: the IQ report's SKU page, the terms, the 4242 test card.
      await page.goto(`${session.server.url}/report/result-free-test?orderNumber=${orderNumber}&hl=CN`);
      await page.getByRole('link', { name: resultCn.fullReport.cta }).click();
      await page.getByRole('heading', { level: 1, name: checkoutCn.sku.heading }).waitFor();
      await page.getByText(checkoutCn.iq.intro).waitFor();
      const total = await payOnSkuPage(page, checkoutCn, { email: 'li.ming@example.cn', name: 'Li Ming', postalCode: '100000' });
      expect(total).toMatch(/\d/);
      await page.getByRole('link', { name: checkoutCn.success.viewReport }).click();
      await page.waitForURL((url) => url.pathname === '/report/result');

      // The full report in Chinese: every tab open.
      const paid = await reportAnswer(orderNumber);
      expect(paid).toMatchObject({ paid: true, report: { full: true, locale: 'CN', correct: m.correct, answered: ANSWERED } });
      const c = paid.report.comparison;
      expect(c).not.toBeNull();
      const paidTitles = tabTitles(paid);
      await page.getByTestId('matrices-score').waitFor();
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('zh-CN');
      expect(await page.locator('[data-locked="true"]').count()).toBe(0);
      await page.getByText(reportCn.matrices.disclaimer).waitFor();

      // Comparison: a percentile once there are enough results, else 'not enough results yet'; the estimate always labelled.
      await page.getByRole('tab', { name: paidTitles.comparison! }).click();
      const comparison = page.locator('[data-panel="comparison"]');
      expect(c!.estimateLabel).not.toBe('');
      if (c!.enoughResults) {
        expect(await comparison.getByTestId('matrices-percentile').textContent()).toBe(
          c!.percentileText || fill(reportCn.matrices.percentile, { percentile: c!.percentile! }),
        );
        expect(await comparison.getByTestId('matrices-estimate').textContent()).toContain(c!.estimateLabel);
        expect(await comparison.getByTestId('matrices-estimate').textContent()).toContain(String(c!.iqEstimate));
      } else {
        expect(await comparison.getByTestId('matrices-not-enough').textContent()).toBe(
          c!.percentileText || fill(reportCn.matrices.notEnough, { count: c!.sampleSize, minimum: 30 }),
        );
        expect(await comparison.getByTestId('matrices-estimate').count()).toBe(0);
        expect(await comparison.getByTestId('matrices-estimate-missing').textContent()).toContain(c!.estimateLabel);
      }

      // Rules: one entry per rule kind, solved of used, as the server counted.
      await page.getByRole('tab', { name: paidTitles.rules! }).click();
      const rules = page.locator('[data-panel="rules"]');
      expect(paid.report.ruleBreakdown.length).toBeGreaterThan(0);
      for (const rule of paid.report.ruleBreakdown) {
        await rules.locator(`[data-rule="${rule.rule}"]`).getByText(fill(reportCn.matrices.solved, { solved: rule.solved, total: rule.total })).waitFor();
      }

      // About: what the test measures and does not.
      await page.getByRole('tab', { name: paidTitles.about! }).click();
      const about = page.locator('[data-panel="about"]');
      await about.getByText(paid.report.measures[0]!, { exact: true }).waitFor();
      await about.getByText(paid.report.doesNotMeasure[0]!, { exact: true }).waitFor();

      // The PDF, saved as <orderNumber>.pdf.
      await downloadReportPdf(page, reportCn, orderNumber);
    },
    FLOW_TIMEOUT,
  );

  it(
    'EN: the countdown is announced five minutes before the end, and at zero the answers go as they are',
    async () => {
      const page = await (await session.newContext({ locale: 'en-GB' })).newPage();
      page.setDefaultTimeout(15_000);
      await page.clock.install();
      await page.goto(`${session.server.url}/quiz/standard?examId=3&hl=EN`);
      await page.getByRole('button', { name: quizEn.matrices.start }).click();
      await page.getByRole('radio', { name: fill(quizEn.matrices.optionLabel, { option: 4 }) }).check();
      await page.getByRole('button', { name: quizEn.questions.next }).click();
      await page.getByRole('radio', { name: fill(quizEn.matrices.optionLabel, { option: 7 }) }).check();

      // Twenty minutes on: the status region speaks once, with the time left.
      await page.clock.fastForward('20:00');
      const status = page.locator('.matrices p[role="status"]');
      await expect.poll(() => status.textContent()).toMatch(/^[45]:\d\d left$/);

      // The end: straight to the e-mail step, saying the time is up; the two answers are sent with the full time.
      await page.clock.fastForward('05:00');
      await page.getByText(quizEn.matrices.timeUp).waitFor();
      await giveEmailAndDetails(page, quizEn, { email: `timeup+${Date.now()}@example.com`, firstName: 'Ada', lastName: 'Byron', yearOfBirth: '1990', country: 'GB' });
      await page.getByTestId('matrices-score').waitFor({ timeout: 20_000 });
      expect(await page.getByTestId('matrices-time').textContent()).toBe(fill(resultEn.matrices.time, { minutes: 25, seconds: 0, limit: 25 }));
      await page.getByText(fill(resultEn.matrices.answered, { answered: 2, total: 30 }), { exact: true }).waitFor();
    },
    FLOW_TIMEOUT,
  );
});
