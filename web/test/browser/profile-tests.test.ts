/**
 * The profile tests (issue 10) end to end in a real browser, through the real gateway and services on the
 * embedded sandbox provider: the career assessment (exam 5) for a new visitor in Germany. 48 statements on
 * the five-point agreement scale in three parts, the calculating screen naming the six interest areas, the
 * free result (the server's title, six meters, no type and no code), the report's locked tabs while unpaid,
 * the checkout with the 4242 test card, then the report in German across its four tabs (the tablist by
 * keyboard too) and the PDF. Then the emotional relationships test (exam 4) in Japanese up to its locked report:
 * its three axes, in its own words.
 */
import { describe, expect, it } from 'vitest';
import checkoutDe from '../../src/features/checkout/locales/de.json';
import quizDe from '../../src/features/quiz/locales/de.json';
import quizJa from '../../src/features/quiz/locales/ja.json';
import reportDe from '../../src/features/report/locales/de.json';
import reportJa from '../../src/features/report/locales/ja.json';
import resultDe from '../../src/features/result/locales/de.json';
import resultJa from '../../src/features/result/locales/ja.json';
import { hasChromium } from './chromium';
import { browserSession } from './browser-session';
import { fill } from './fill-template';
import { payOnSkuPage } from './checkout-steps';
import { answerFivePointPart, downloadReportPdf, giveEmailAndDetails, pathname, waitForPart } from './journey-steps';

const session = browserSession();

const FLOW_TIMEOUT = 240_000;
const CAREER_EXAM_ID = '5';
const CAREER_SCALES = ['R', 'I', 'A', 'S', 'E', 'C'];
const CAREER_TABS = ['overview', 'strongest_areas', 'work_activities', 'next_steps'];

interface FreeResultAnswer {
  orderNumber: string;
  examId: string;
  result: { typeCode: string; title: string; summary: string; scales: Array<{ scale: string; level: number; headline: string }> };
}

interface ProfileBlock {
  heading: string;
  subheading: string;
  paragraphs: string[];
  lists: Array<{ heading: string; items: string[] }>;
}

interface ProfileReportAnswer {
  orderNumber: string;
  examId: string;
  paid: boolean;
  report: {
    kind: string;
    testName: string;
    locale: string;
    full: boolean;
    resultCode: string;
    title: string;
    overviewIntro: string[];
    sourceNote: string;
    meters: Array<{ scale: string; name: string; lowPole: string; highPole: string; position: number; level: number; levelName: string; headline: string }>;
    lockedTabs: string[];
    tabs: Array<{ key: string; title: string; locked: boolean; blocks: ProfileBlock[] }>;
  };
}

async function getData<T>(path: string, locale: string, init: RequestInit = {}): Promise<T> {
  const response = await fetch(`${session.server.url}/api${path}`, {
    ...init,
    headers: { 'x-hl': locale, 'x-language': locale.toLowerCase(), 'content-type': 'application/json', ...init.headers },
  });
  const envelope = (await response.json()) as { result: number; message: string; data: T };
  expect(envelope.result, envelope.message).toBe(200);
  return envelope.data;
}

/** The report as the server answers it in `locale`, to compare the page with. */
const reportAnswer = (orderNumber: string, locale = 'DE') => getData<ProfileReportAnswer>(`/exam/order/report/${orderNumber}`, locale);

/** Every text of a block as the page shows it: heading, subheading, paragraphs, list headings and items. */
function blockTexts(block: ProfileBlock): string[] {
  return [block.heading, block.subheading, ...block.paragraphs, ...block.lists.flatMap((list) => [list.heading, ...list.items])].filter(Boolean);
}

describe.skipIf(!hasChromium)('the profile tests', () => {
  it(
    'DE: a new visitor takes the career assessment, sees six areas, pays with the test card and reads the four tabs and the PDF',
    async () => {
      const page = await (await session.newContext({ locale: 'de-DE', viewport: { width: 1100, height: 900 } })).newPage();
      page.setDefaultTimeout(15_000);

      // The questions: the agreement scale's intro, five labelled answers each, three parts of 16.
      await page.goto(`${session.server.url}/quiz/standard?examId=${CAREER_EXAM_ID}&hl=DE`);
      await waitForPart(page, quizDe, 1);
      await page.getByText(quizDe.profileTests.intro).waitFor();
      expect(await page.locator('.quiz-progress__text').textContent()).toBe(fill(quizDe.questions.progress, { answered: 0, total: 48 }));
      let answered = await answerFivePointPart(page, 0, 3);
      await page.getByRole('button', { name: quizDe.questions.next }).click();
      await waitForPart(page, quizDe, 2);
      answered += await answerFivePointPart(page, answered, 3);
      await page.getByRole('button', { name: quizDe.questions.next }).click();
      await waitForPart(page, quizDe, 3);
      answered += await answerFivePointPart(page, answered, 3);
      expect(answered).toBe(48);
      await page.getByRole('button', { name: quizDe.questions.submit }).click();

      // Calculating names the six interest areas, then answer-complete speaks of a career profile, not a type.
      await page.getByText(quizDe.profileTests.career.calculating).waitFor();
      for (const key of ['realistic', 'investigative', 'artistic', 'social', 'enterprising', 'conventional'] as const) {
        await page.getByText(quizDe.profileTests.career.indicators[key]).waitFor();
      }
      await page.getByRole('heading', { name: quizDe.submitFlow.completeHeading }).waitFor({ timeout: 10_000 });
      await page.getByText(quizDe.profileTests.career.completeText).waitFor();
      await page.getByRole('button', { name: quizDe.submitFlow.getReport }).click();

      // E-mail and the personal form.
      await giveEmailAndDetails(page, quizDe, { email: `career+${Date.now()}@example.de`, firstName: 'Lise', lastName: 'Meitner', yearOfBirth: '1990', country: 'DE' });

      // The free result: the server's title and summary, six areas with positions and level names; no type, no code.
      const title = page.getByTestId('result-title');
      await title.waitFor({ timeout: 20_000 });
      expect(await pathname(page)).toBe('/report/result-free-test');
      const orderNumber = new URL(page.url()).searchParams.get('orderNumber') ?? '';
      expect(orderNumber).not.toBe('');
      const free = await getData<FreeResultAnswer>('/exam/order/info/free', 'DE', { method: 'POST', body: JSON.stringify({ orderNumber }) });
      expect(free.examId).toBe(CAREER_EXAM_ID);
      expect(free.result.typeCode).toMatch(/^[RIASEC]{3}$/);
      expect(await title.textContent()).toBe(free.result.title);
      await page.getByText(free.result.summary, { exact: true }).waitFor();
      await page.getByRole('heading', { level: 2, name: resultDe.profileTests.scalesHeading }).waitFor();
      const bars = page.locator('.dimension-bar');
      expect(await bars.count()).toBe(6);
      expect(await bars.evaluateAll((items) => items.map((item) => item.getAttribute('data-dimension')))).toEqual(CAREER_SCALES);
      expect(await bars.evaluateAll((items) => items.map((item) => Number(item.getAttribute('data-level'))))).toEqual(free.result.scales.map((s) => s.level));
      expect(await page.getByTestId('type-code').count()).toBe(0);
      expect(await page.getByTestId('profile-code').count()).toBe(0);
      expect(await page.getByText(resultDe.profile.dimensionsHeading).count()).toBe(0);
      await page.getByText(resultDe.profileTests.fullReportNote.career).waitFor();
      expect(await page.title()).toContain(resultDe.profileTests.pageTitle);

      // Before paying, the report shows the overview's six meters and a locked card in each of the other three tabs.
      const unpaid = await reportAnswer(orderNumber);
      expect(unpaid.report.kind).toBe('profile');
      expect(unpaid.report.full).toBe(false);
      expect(unpaid.report.lockedTabs).toEqual(CAREER_TABS.slice(1));
      const titles = Object.fromEntries(unpaid.report.tabs.map((tab) => [tab.key, tab.title]));
      await page.goto(`${session.server.url}/report/result?orderNumber=${orderNumber}&hl=DE`);
      await page.getByTestId('report-title').waitFor();
      expect(await page.getByTestId('report-title').textContent()).toBe(unpaid.report.title);
      await page.getByTestId('buy-full-report').waitFor();
      await page.getByText(reportDe.profileTest.freeText).waitFor();
      expect(await page.getByTestId('download-pdf').count()).toBe(0);
      expect(await page.locator('[data-panel="overview"] .report-meter').count()).toBe(6);
      for (const key of CAREER_TABS.slice(1)) {
        await page.getByRole('tab', { name: titles[key]!, exact: true }).click();
        const locked = page.locator(`[data-panel="${key}"] [data-locked="true"]`);
        await locked.waitFor();
        await locked.getByText(reportDe.profileTest.lockedTab).waitFor();
        expect(await page.locator(`[data-panel="${key}"] .report-block`).count()).toBe(0);
      }
      await page.getByRole('tab', { name: titles.overview!, exact: true }).click();

      // The checkout: the SKU page for exam 5 in euros with the career report's intro, the terms, the 4242 test card.
      await page.goto(`${session.server.url}/report/result-free-test?orderNumber=${orderNumber}&hl=DE`);
      await page.getByRole('link', { name: resultDe.fullReport.cta }).click();
      await page.getByRole('heading', { level: 1, name: checkoutDe.sku.heading }).waitFor();
      await page.getByText(checkoutDe.profileTests.career.intro).waitFor();
      await page.getByText(checkoutDe.profileTests.career.review1).waitFor();
      expect(await page.locator('.checkout-offer').count()).toBe(1);
      const total = await payOnSkuPage(page, checkoutDe, { email: 'lise@example.de', name: 'Lise Meitner', postalCode: '10117' });
      expect(total).toMatch(/^\d+,\d{2}\s€$/);
      // Success: the receipt and the report; the standard test's package flow does not follow.
      expect(await pathname(page)).toBe('/pay_success');
      expect(await page.getByTestId('receipt-total').textContent()).toBe(total);
      await page.getByRole('link', { name: checkoutDe.success.viewReport }).waitFor();
      expect(await page.getByRole('link', { name: checkoutDe.success.continue, exact: true }).count()).toBe(0);
      expect(await page.getByRole('link', { name: checkoutDe.success.morePacks }).count()).toBe(0);
      await page.getByRole('link', { name: checkoutDe.success.viewReport }).click();
      await page.waitForURL((url) => url.pathname === '/report/result');

      // The full report in German: every tab open, its content as the server sent it.
      const paid = await reportAnswer(orderNumber);
      expect(paid.paid).toBe(true);
      expect(paid.report.full).toBe(true);
      expect(paid.report.locale).toBe('DE');
      expect(paid.report.resultCode).toBe(free.result.typeCode);
      expect(paid.report.meters.map((m) => m.scale)).toEqual(CAREER_SCALES);
      expect(paid.report.tabs.map((tab) => tab.key)).toEqual(CAREER_TABS);
      expect(paid.report.tabs.every((tab) => !tab.locked && tab.blocks.length > 0)).toBe(true);
      // German titles, not the English ones.
      const english = await reportAnswer(orderNumber, 'EN');
      expect(paid.report.tabs.map((tab) => tab.title)).not.toEqual(english.report.tabs.map((tab) => tab.title));
      const paidTitles = Object.fromEntries(paid.report.tabs.map((tab) => [tab.key, tab.title]));
      await page.getByTestId('report-title').waitFor();
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('de');
      expect(await page.title()).toContain(paid.report.testName);
      await page.getByText(paid.report.testName, { exact: true }).first().waitFor();
      expect(await page.locator('[data-locked="true"]').count()).toBe(0);
      expect(await page.getByTestId('buy-full-report').count()).toBe(0);

      // Overview: six meters between their poles, each with its level name and headline; the outcome's blocks; the introduction.
      const overviewTab = page.getByRole('tab', { name: paidTitles.overview!, exact: true });
      expect(await overviewTab.getAttribute('aria-selected')).toBe('true');
      const overview = page.locator('[data-panel="overview"]');
      const meters = overview.locator('.report-meter');
      expect(await meters.evaluateAll((items) => items.map((item) => item.getAttribute('data-scale')))).toEqual(CAREER_SCALES);
      for (const [i, m] of paid.report.meters.entries()) {
        const meter = meters.nth(i);
        await meter.getByRole('heading', { level: 3, name: new RegExp(m.name) }).waitFor();
        expect(await meter.locator('.report-mapping__level').textContent()).toContain(m.levelName);
        await meter.getByText(m.headline, { exact: true }).waitFor();
        await meter.getByText(m.lowPole, { exact: true }).waitFor();
        await meter.getByText(m.highPole, { exact: true }).waitFor();
        const left = await meter.locator('.report-scale__marker').evaluate((el) => (el as HTMLElement).style.left);
        expect(left).toBe(`${m.position}%`);
      }
      for (const text of paid.report.tabs[0]!.blocks.flatMap(blockTexts)) await overview.getByText(text, { exact: true }).first().waitFor();
      await overview.getByText(paid.report.overviewIntro[0]!, { exact: true }).waitFor();
      await page.getByText(paid.report.sourceNote, { exact: true }).waitFor();

      // The tablist by keyboard: the right arrow selects the next tab and names it in the URL.
      await overviewTab.focus();
      await page.keyboard.press('ArrowRight');
      const strongest = page.getByRole('tab', { name: paidTitles.strongest_areas!, exact: true });
      await expect.poll(() => strongest.getAttribute('aria-selected')).toBe('true');
      expect(await strongest.evaluate((el) => el === document.activeElement)).toBe(true);
      expect(new URL(page.url()).searchParams.get('tab')).toBe('strongest_areas');

      // Every other tab: each block's heading, subheading, paragraphs and titled lists, in the server's order.
      for (const tab of paid.report.tabs.slice(1)) {
        await page.getByRole('tab', { name: tab.title, exact: true }).click();
        const panel = page.locator(`[data-panel="${tab.key}"]`);
        await panel.waitFor();
        expect(await panel.locator('.report-block').count()).toBe(tab.blocks.length);
        const headings = await panel.locator('.report-block h3').allTextContents();
        expect(headings).toEqual(tab.blocks.map((b) => b.heading).filter(Boolean));
        for (const text of tab.blocks.flatMap(blockTexts)) await panel.getByText(text, { exact: true }).first().waitFor();
        const items = tab.blocks.flatMap((b) => b.lists.flatMap((l) => l.items));
        expect(await panel.locator('.report-bullets li').allTextContents()).toEqual(items);
      }

      // Print shows every tab.
      await page.emulateMedia({ media: 'print' });
      expect(await overview.isVisible()).toBe(true);
      expect(await page.locator('[data-panel="next_steps"]').isVisible()).toBe(true);
      expect(await page.getByRole('button', { name: reportDe.actions.print }).isVisible()).toBe(false);
      await page.emulateMedia({ media: 'screen' });

      // The PDF, saved as <orderNumber>.pdf.
      const pdf = await downloadReportPdf(page, reportDe, orderNumber);
      expect(pdf.byteLength).toBeGreaterThan(5_000);
    },
    FLOW_TIMEOUT,
  );

  it(
    'JA: the relationships test names its three axes, shows three meters and locks every tab but the overview until paid',
    async () => {
      const page = await (await session.newContext({ locale: 'ja-JP' })).newPage();
      page.setDefaultTimeout(15_000);
      await page.goto(`${session.server.url}/quiz/standard?examId=4&hl=JA`);
      await waitForPart(page, quizJa, 1);
      await page.getByText(quizJa.profileTests.intro).waitFor();
      let answered = 0;
      for (const part of [1, 2, 3]) {
        await waitForPart(page, quizJa, part);
        answered += await answerFivePointPart(page, answered, 3);
        await page.getByRole('button', { name: part === 3 ? quizJa.questions.submit : quizJa.questions.next }).click();
      }
      expect(answered).toBe(32);
      await page.getByText(quizJa.profileTests.relationships.calculating).waitFor();
      for (const key of ['intimacy', 'independence', 'security'] as const) {
        await page.getByText(quizJa.profileTests.relationships.indicators[key]).waitFor();
      }
      expect(await page.locator('.calculating__list li').count()).toBe(3);
      await page.getByText(quizJa.profileTests.relationships.completeText).waitFor({ timeout: 10_000 });
      await page.getByRole('button', { name: quizJa.submitFlow.getReport }).click();
      await giveEmailAndDetails(page, quizJa, { email: `relationships+${Date.now()}@example.jp`, firstName: 'Hana', lastName: 'Sato', yearOfBirth: '1995', country: 'JP' });

      // The free result: the quadrant's title in Japanese (its key, e.g. 'secure', is not shown), three axes.
      const title = page.getByTestId('result-title');
      await title.waitFor({ timeout: 20_000 });
      const orderNumber = new URL(page.url()).searchParams.get('orderNumber') ?? '';
      const free = await getData<FreeResultAnswer>('/exam/order/info/free', 'JA', { method: 'POST', body: JSON.stringify({ orderNumber }) });
      expect(free.result.typeCode).toMatch(/^(secure|fearful|preoccupied|dismissing)$/);
      expect(await title.textContent()).toBe(free.result.title);
      expect(await page.locator('.result__header').textContent()).not.toContain(free.result.typeCode);
      expect(await page.locator('.dimension-bar').evaluateAll((items) => items.map((item) => item.getAttribute('data-dimension')))).toEqual(['INT', 'IND', 'SEC']);
      await page.getByRole('heading', { level: 2, name: resultJa.profileTests.scalesHeading }).waitFor();
      await page.getByText(resultJa.profileTests.fullReportNote.relationships).waitFor();

      // The report before paying: three meters, the overview open, the style, axes and growing tabs locked.
      const unpaid = await reportAnswer(orderNumber, 'JA');
      expect(unpaid.report.tabs.map((tab) => [tab.key, tab.locked])).toEqual([
        ['overview', false],
        ['your_style', true],
        ['three_axes', true],
        ['growing_together', true],
      ]);
      await page.goto(`${session.server.url}/report/result?orderNumber=${orderNumber}&hl=JA`);
      await page.getByTestId('report-title').waitFor();
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('ja');
      expect(await page.locator('[data-panel="overview"] .report-meter').count()).toBe(3);
      await page.getByText(reportJa.profileTest.freeText).waitFor();
      for (const tab of unpaid.report.tabs.slice(1)) {
        await page.getByRole('tab', { name: tab.title, exact: true }).click();
        await page.locator(`[data-panel="${tab.key}"] [data-locked="true"]`).getByText(reportJa.profileTest.lockedTab).waitFor();
      }
    },
    FLOW_TIMEOUT,
  );
});
