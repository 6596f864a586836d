/**
 * The psychological mapping test (exam 2) end to end in a real browser, through the real gateway and
 * services on the embedded sandbox provider, for a new visitor in France: 50 questions on IPIP's 5-point
 * accuracy scale in three parts, the free result (five dimensions, no type), the report's locked tabs while
 * unpaid, the checkout with the 4242 test card, then the report in French across its four tabs and the PDF.
 */
import { describe, expect, it } from 'vitest';
import checkoutFr from '../../src/features/checkout/locales/fr.json';
import quizFr from '../../src/features/quiz/locales/fr.json';
import reportEn from '../../src/features/report/locales/en.json';
import reportFr from '../../src/features/report/locales/fr.json';
import resultFr from '../../src/features/result/locales/fr.json';
import { hasChromium } from './chromium';
import { browserSession } from './browser-session';
import { fill } from './fill-template';
import { payOnSkuPage } from './checkout-steps';
import { answerFivePointPart, downloadReportPdf, giveEmailAndDetails, pathname, waitForPart } from './journey-steps';

const session = browserSession();

const FLOW_TIMEOUT = 240_000;
const PROFILE_CODE = /^E[1-5]-A[1-5]-C[1-5]-N[1-5]-O[1-5]$/;

interface MappingDimension {
  dimension: string;
  name: string;
  position: number;
  level: number;
  levelName: string;
  headline: string;
  interpretation: string;
  description: string;
  strengths: string[];
  watchOuts: string[];
  recommendations: string[];
}

interface MappingReportAnswer {
  orderNumber: string;
  examId: string;
  paid: boolean;
  report: {
    kind: string;
    profileCode: string;
    locale: string;
    full: boolean;
    tabs: Array<{ key: string; title: string; locked: boolean }>;
    headings: { strengths: string; watchOuts: string; recommendations: string };
    summary: string;
    overviewIntro: string[];
    sourceNote: string;
    dimensions: MappingDimension[];
    keyInterpretations: string[];
  };
}

/** The report as the server answers it in French, to compare the page with. */
async function reportAnswer(orderNumber: string): Promise<MappingReportAnswer> {
  const response = await fetch(`${session.server.url}/api/exam/order/report/${orderNumber}`, { headers: { 'x-hl': 'FR', 'x-language': 'fr' } });
  const envelope = (await response.json()) as { result: number; message: string; data: MappingReportAnswer };
  expect(envelope.result, envelope.message).toBe(200);
  return envelope.data;
}

/** The four tabs' titles, in their order, as the server names them in French. */
function tabTitles(answer: MappingReportAnswer): Record<string, string> {
  return Object.fromEntries(answer.report.tabs.map((tab) => [tab.key, tab.title]));
}

describe.skipIf(!hasChromium)('the psychological mapping test', () => {
  it(
    'FR: a new visitor takes it, sees five dimensions, pays with the test card and reads the four tabs and the PDF',
    async () => {
      const page = await (await session.newContext({ locale: 'fr-FR', viewport: { width: 1100, height: 900 } })).newPage();
      page.setDefaultTimeout(15_000);

      // The questions: the accuracy scale's intro, five labelled answers each, three parts.
      await page.goto(`${session.server.url}/quiz/standard?examId=2&hl=FR`);
      await waitForPart(page, quizFr, 1);
      await page.getByText(quizFr.profile.intro).waitFor();
      expect(await page.locator('.quiz-progress__text').textContent()).toBe(fill(quizFr.questions.progress, { answered: 0, total: 50 }));
      let answered = await answerFivePointPart(page, 0, 2);
      await page.getByRole('button', { name: quizFr.questions.next }).click();
      await waitForPart(page, quizFr, 2);
      answered += await answerFivePointPart(page, answered, 2);
      await page.getByRole('button', { name: quizFr.questions.next }).click();
      await waitForPart(page, quizFr, 3);
      answered += await answerFivePointPart(page, answered, 2);
      expect(answered).toBe(50);
      await page.getByRole('button', { name: quizFr.questions.submit }).click();

      // Calculating names the five dimensions, then answer-complete speaks of a profile, not a type.
      await page.getByText(quizFr.profile.calculating).waitFor();
      await page.getByText(quizFr.profile.indicators.openness).waitFor();
      await page.getByRole('heading', { name: quizFr.submitFlow.completeHeading }).waitFor({ timeout: 10_000 });
      await page.getByText(quizFr.profile.completeText).waitFor();
      await page.getByRole('button', { name: quizFr.submitFlow.getReport }).click();

      // E-mail and the personal form.
      await giveEmailAndDetails(page, quizFr, { email: `mapping+${Date.now()}@example.fr`, firstName: 'Marie', lastName: 'Curie', yearOfBirth: '1988', country: 'FR' });

      // The free result: the profile code and five dimensions with positions and level names; no type, no letters.
      const code = page.getByTestId('profile-code');
      await code.waitFor({ timeout: 20_000 });
      expect(await pathname(page)).toBe('/report/result-free-test');
      const orderNumber = new URL(page.url()).searchParams.get('orderNumber') ?? '';
      expect(orderNumber).not.toBe('');
      const profileCode = ((await code.textContent()) ?? '').replace(resultFr.profile.codeLabel, '').trim();
      expect(profileCode).toMatch(PROFILE_CODE);
      await page.getByRole('heading', { level: 2, name: resultFr.profile.dimensionsHeading }).waitFor();
      const bars = page.locator('.dimension-bar');
      expect(await bars.count()).toBe(5);
      const levels = await bars.evaluateAll((items) => items.map((item) => item.getAttribute('data-level')));
      expect(levels.join('')).toBe(profileCode.replace(/[^1-5]/g, ''));
      expect(await page.getByTestId('type-code').count()).toBe(0);
      expect(await page.locator('.scale-bar__letter').count()).toBe(0);
      await page.getByText(resultFr.profile.fullReportNote).waitFor();

      // Before paying, the report shows the overview and a locked card in each of the other three tabs.
      const unpaid = await reportAnswer(orderNumber);
      expect(unpaid.report.kind).toBe('mapping');
      expect(unpaid.report.full).toBe(false);
      const titles = tabTitles(unpaid);
      await page.goto(`${session.server.url}/report/result?orderNumber=${orderNumber}&hl=FR`);
      await page.getByTestId('profile-code').waitFor();
      await page.getByTestId('buy-full-report').waitFor();
      expect(await page.getByTestId('download-pdf').count()).toBe(0);
      for (const key of ['key_interpretations', 'dimension_analysis', 'development_recommendations']) {
        await page.getByRole('tab', { name: titles[key]! }).click();
        await page.locator(`[data-panel="${key}"] [data-locked="true"]`).waitFor();
      }
      await page.getByRole('tab', { name: titles.overview! }).click();

      // The checkout: the SKU page for exam 2 in euros, the terms, the 4242 test card.
      await page.goto(`${session.server.url}/report/result-free-test?orderNumber=${orderNumber}&hl=FR`);
      await page.getByRole('link', { name: resultFr.fullReport.cta }).click();
      await page.getByRole('heading', { level: 1, name: checkoutFr.sku.heading }).waitFor();
      await page.getByText(checkoutFr.profile.intro).waitFor();
      await page.getByText(checkoutFr.profile.review1).waitFor();
      const total = await payOnSkuPage(page, checkoutFr, { email: 'marie@example.fr', name: 'Marie Curie', postalCode: '75005' });
      expect(total).toMatch(/^\d+,\d{2} €$/);
      // Success: the receipt and the report; the standard test's package flow does not follow.
      expect(await pathname(page)).toBe('/pay_success');
      expect(await page.getByTestId('receipt-total').textContent()).toBe(total);
      await page.getByRole('link', { name: checkoutFr.success.viewReport }).waitFor();
      expect(await page.getByRole('link', { name: checkoutFr.success.continue, exact: true }).count()).toBe(0);
      expect(await page.getByRole('link', { name: checkoutFr.success.morePacks }).count()).toBe(0);
      await page.getByRole('link', { name: checkoutFr.success.viewReport }).click();
      await page.waitForURL((url) => url.pathname === '/report/result');

      // The full report in French: every tab open, its content as the server sent it.
      const paid = await reportAnswer(orderNumber);
      expect(paid.paid).toBe(true);
      expect(paid.report.full).toBe(true);
      expect(paid.report.locale).toBe('FR');
      expect(paid.report.profileCode).toBe(profileCode);
      expect(paid.report.dimensions).toHaveLength(5);
      const paidTitles = tabTitles(paid);
      expect(Object.keys(paidTitles)).toEqual(['overview', 'key_interpretations', 'dimension_analysis', 'development_recommendations']);
      // French titles, not the English fallbacks.
      expect(paidTitles.overview).not.toBe(reportEn.mapping.tabs.overview);
      expect(paidTitles.development_recommendations).not.toBe(reportEn.mapping.tabs.developmentRecommendations);
      await page.getByTestId('profile-code').waitFor();
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('fr');
      expect(await page.locator('[data-locked="true"]').count()).toBe(0);
      expect(await page.getByTestId('buy-full-report').count()).toBe(0);

      // Overview: summary, introduction, each dimension's level name and headline.
      const overviewTab = page.getByRole('tab', { name: paidTitles.overview! });
      expect(await overviewTab.getAttribute('aria-selected')).toBe('true');
      const overview = page.locator('[data-panel="overview"]');
      await overview.getByText(paid.report.summary, { exact: true }).waitFor();
      await overview.getByText(paid.report.overviewIntro[0]!, { exact: true }).waitFor();
      for (const d of paid.report.dimensions) {
        await overview.getByText(d.headline, { exact: true }).waitFor();
        await overview.getByRole('heading', { level: 3, name: new RegExp(d.name) }).waitFor();
      }
      await page.getByText(paid.report.sourceNote, { exact: true }).waitFor();

      // Key interpretations: the dimensions most marked first, each with its interpretation.
      await page.getByRole('tab', { name: paidTitles.key_interpretations! }).click();
      expect(new URL(page.url()).searchParams.get('tab')).toBe('key_interpretations');
      const key = page.locator('[data-panel="key_interpretations"]');
      expect(paid.report.keyInterpretations.length).toBeGreaterThan(0);
      const order = await key.locator('[data-dimension]').evaluateAll((items) => items.map((item) => item.getAttribute('data-dimension')));
      expect(order).toEqual(paid.report.keyInterpretations);
      for (const d of paid.report.dimensions.filter((x) => paid.report.keyInterpretations.includes(x.dimension))) {
        await key.getByText(d.interpretation, { exact: true }).waitFor();
      }

      // Dimension analysis: description, strengths and watch-outs per dimension.
      await page.getByRole('tab', { name: paidTitles.dimension_analysis! }).click();
      const analysis = page.locator('[data-panel="dimension_analysis"]');
      for (const d of paid.report.dimensions) {
        await analysis.getByText(d.description, { exact: true }).waitFor();
        await analysis.getByText(d.strengths[0]!, { exact: true }).waitFor();
        await analysis.getByText(d.watchOuts[0]!, { exact: true }).waitFor();
      }
      expect(await analysis.getByRole('heading', { level: 4, name: paid.report.headings.strengths, exact: true }).count()).toBe(5);

      // Development recommendations: every recommendation of every dimension.
      await page.getByRole('tab', { name: paidTitles.development_recommendations! }).click();
      const growth = page.locator('[data-panel="development_recommendations"]');
      const recommendations = paid.report.dimensions.flatMap((d) => d.recommendations);
      expect(recommendations.length).toBeGreaterThanOrEqual(15);
      expect(await growth.locator('.report-bullets li').allTextContents()).toEqual(recommendations);

      // Print shows every tab.
      await page.emulateMedia({ media: 'print' });
      expect(await overview.getByText(paid.report.summary, { exact: true }).isVisible()).toBe(true);
      expect(await key.isVisible()).toBe(true);
      expect(await page.getByRole('button', { name: reportFr.actions.print }).isVisible()).toBe(false);
      await page.emulateMedia({ media: 'screen' });

      // The PDF, saved as <orderNumber>.pdf.
      const pdf = await downloadReportPdf(page, reportFr, orderNumber);
      expect(pdf.byteLength).toBeGreaterThan(5_000);
    },
    FLOW_TIMEOUT,
  );
});
