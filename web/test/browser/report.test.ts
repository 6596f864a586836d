/**
 * The paid report in a real browser, through the real gateway and services on the embedded sandbox
 * provider, for a new visitor in Korea: the test answered and paid through the API (the answer flow and
 * the checkout have their own browser tests), then the report in Korean on both tabs, the PDF download,
 * the report e-mail in the local mailbox, and retrieval by e-mail with a second mail.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import reportKr from '../../src/features/report/locales/kr.json';
import { hasChromium } from './chromium';
import { browserSession, expectFocused } from './browser-session';
import { apiSteps } from './api-steps';
import { downloadReportPdf } from './journey-steps';

const session = browserSession();

const FLOW_TIMEOUT = 180_000;
const HANGUL = /[\uac00-\ud7a3]/;

interface Envelope<T> {
  result: number;
  message: string;
  data: T;
}

const { api, examOrder: answeredOrder, payReportInSandbox } = apiSteps(() => session.server.url);

const KR_HEADERS = { 'x-hl': 'KR', 'x-language': 'ko' };

const koreanBuyer = (email: string) => ({
  email,
  locale: 'KR',
  headers: KR_HEADERS,
  form: { firstName: '지민', lastName: '김', yearOfBirth: 1994, country: 'KR' },
  cardholderName: 'Kim Jimin',
  postalCode: '04524',
});

/** The test answered through the API in Korean: an exam order. */
const examOrder = (email: string) => answeredOrder(koreanBuyer(email));

/** Pays the order's recommended report offer with the sandbox's 4242 card, then waits until the order says purchased. */
const payInSandbox = (orderNumber: string, email: string) => payReportInSandbox(orderNumber, koreanBuyer(email));

interface Mail {
  id: string;
  subject: string;
  text: string;
  html: string;
  attachments?: Array<{ filename?: string; fileName?: string; contentType?: string; size?: number }>;
}

async function mailbox(to: string): Promise<Mail[]> {
  const response = await fetch(`${session.server.url}/dev/mailbox?format=json&to=${encodeURIComponent(to)}`);
  return ((await response.json()) as Envelope<Mail[]>).data;
}

/** Waits for a mail to `to` not in `seen` that `match` accepts. */
async function newMail(to: string, seen: Set<string>, match: (mail: Mail) => boolean): Promise<Mail> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    const mail = (await mailbox(to)).find((m) => !seen.has(m.id) && match(m));
    if (mail) {
      seen.add(mail.id);
      return mail;
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`no new matching mail to ${to}`);
}

interface ReportJson {
  orderNumber: string;
  paid: boolean;
  report: {
    typeCode: string;
    title: string;
    full: boolean;
    lockedSections: string[];
    sections: Array<{ key: string; title: string }>;
    dimensions: Array<{ name: string; levelName: string }>;
    labels: Record<string, string>;
  };
}

async function newVisitor(): Promise<Page> {
  const context = await session.newContext({ locale: 'ko-KR', viewport: { width: 1100, height: 900 }, acceptDownloads: true });
  const page = await context.newPage();
  page.setDefaultTimeout(20_000);
  return page;
}

describe.skipIf(!hasChromium)('report', () => {
  it(
    'KR: the paid report in Korean on both tabs, the PDF, the report e-mail, and retrieval by e-mail',
    async () => {
      const email = `report-kr-${Date.now()}@example.com`;
      const orderNumber = await examOrder(email);
      const seen = new Set((await mailbox(email)).map((m) => m.id));
      await payInSandbox(orderNumber, email);

      // What the server says the Korean report holds (the page must show the same texts).
      const expected = await api<ReportJson>('GET', `/api/exam/order/mbti/${orderNumber}`, undefined, KR_HEADERS);
      expect(expected.paid).toBe(true);
      expect(expected.report.full).toBe(true);
      expect(expected.report.lockedSections).toEqual([]);
      expect(expected.report.title).toMatch(HANGUL);
      expect(expected.report.sections.length).toBeGreaterThanOrEqual(8);

      const page = await newVisitor();
      const t = reportKr;
      await page.goto(`${session.server.url}/report/result?orderNumber=${orderNumber}&hl=KR`);

      // The header: type code and its Korean title.
      await page.getByRole('heading', { level: 1, name: new RegExp(expected.report.title) }).waitFor();
      expect(await page.getByTestId('type-code').textContent()).toContain(expected.report.typeCode);
      expect(await page.getByTestId('type-title').textContent()).toBe(expected.report.title);
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('ko');

      // The tabs, in the report's language; the overview is selected.
      const overviewTab = page.getByRole('tab', { name: expected.report.labels.overview! });
      const dimensionsTab = page.getByRole('tab', { name: expected.report.labels.dimensions_tab! });
      expect(await overviewTab.getAttribute('aria-selected')).toBe('true');
      expect(await dimensionsTab.getAttribute('aria-selected')).toBe('false');

      // Every section of the full report, titled in Korean, and no locked card.
      for (const section of expected.report.sections) {
        expect(section.title, section.key).toMatch(HANGUL);
        await page.getByRole('heading', { level: 2, name: section.title, exact: true }).waitFor();
      }
      expect(await page.locator('[data-locked="true"]').count()).toBe(0);
      expect(await page.getByText(t.locked.title).count()).toBe(0);
      await page.getByRole('heading', { level: 2, name: expected.report.labels.basic_profile!, exact: true }).waitFor();

      // The dimensions tab by keyboard (arrow right), with the dimension table and the four scales.
      await overviewTab.focus();
      await page.keyboard.press('ArrowRight');
      // The tab is a navigation (?tab=), which React renders in a transition: wait for it.
      await expect.poll(() => dimensionsTab.getAttribute('aria-selected')).toBe('true');
      await expectFocused(dimensionsTab);
      expect(new URL(page.url()).searchParams.get('tab')).toBe('dimensions');
      const table = page.getByTestId('dimension-table');
      await table.waitFor();
      expect(await table.locator('tbody tr').count()).toBe(expected.report.dimensions.length);
      await table.getByRole('rowheader', { name: new RegExp(expected.report.dimensions[0]!.name) }).waitFor();
      await page.getByRole('columnheader', { name: expected.report.labels.reference_range!, exact: true }).waitFor();
      await page.getByRole('heading', { level: 2, name: t.scales.heading }).waitFor();
      expect(await page.locator('.report-scale').count()).toBe(4);
      await page.keyboard.press('ArrowLeft');
      await expect.poll(() => overviewTab.getAttribute('aria-selected')).toBe('true');

      // Print shows both tabs' content and no buttons.
      await page.emulateMedia({ media: 'print' });
      expect(await page.getByTestId('dimension-table').isVisible()).toBe(true);
      expect(await page.getByRole('heading', { level: 2, name: expected.report.sections[0]!.title, exact: true }).isVisible()).toBe(true);
      expect(await page.getByRole('button', { name: t.actions.print }).isVisible()).toBe(false);
      await page.emulateMedia({ media: 'screen' });

      // The PDF, saved as <orderNumber>.pdf.
      const pdf = await downloadReportPdf(page, t, orderNumber);
      expect(pdf.byteLength).toBeGreaterThan(5_000);

      // The download page starts the same PDF by itself and links back to the report.
      const [again] = await Promise.all([
        page.waitForEvent('download', { timeout: 60_000 }),
        page.goto(`${session.server.url}/report/result-download?orderNumber=${orderNumber}&hl=KR`),
      ]);
      expect(again.suggestedFilename()).toBe(`${orderNumber}.pdf`);
      await page.getByText(t.download.done).waitFor();
      await page.getByRole('link', { name: t.download.backToReport }).click();
      await page.waitForURL((url) => url.pathname === '/report/result' && url.searchParams.get('orderNumber') === orderNumber);

      // The report e-mail: the PDF attached (or named, when the local mailbox does not list attachments) and the link.
      const reportMail = await newMail(email, seen, (m) => m.text.includes(`${orderNumber}.pdf`) || (m.attachments ?? []).length > 0);
      expect(reportMail.subject).toMatch(HANGUL);
      expect(reportMail.subject).toContain(expected.report.typeCode);
      if (reportMail.attachments) {
        expect(reportMail.attachments.some((a) => (a.filename ?? a.fileName) === `${orderNumber}.pdf`)).toBe(true);
      } else {
        expect(reportMail.text).toContain(`${orderNumber}.pdf`);
      }
      expect(reportMail.text).toMatch(new RegExp(`/report/result\\?orderNumber=${orderNumber}`));

      // Retrieval by e-mail: validation first, then the same answer whatever the address holds, and a second mail.
      await page.goto(`${session.server.url}/report/retrieve?hl=KR`);
      await page.getByRole('heading', { level: 1, name: t.retrieve.heading }).waitFor();
      const field = page.getByLabel(t.retrieve.emailLabel, { exact: true });
      await page.getByRole('button', { name: t.retrieve.submit }).click();
      await page.getByRole('alert').filter({ hasText: t.retrieve.invalidEmail }).waitFor();
      expect(await field.getAttribute('aria-invalid')).toBe('true');
      await field.fill('not-an-address');
      await page.getByRole('button', { name: t.retrieve.submit }).click();
      await page.getByRole('alert').filter({ hasText: t.retrieve.invalidEmail }).waitFor();
      await field.fill(email);
      await page.getByRole('button', { name: t.retrieve.submit }).click();
      await page.getByTestId('retrieve-result').filter({ hasText: t.retrieve.success }).waitFor();
      await page.getByText(t.retrieve.successNote.replace('{{email}}', email)).waitFor();
      // (The free result's mail links /report/result-free-test; the report mail names the PDF.)
      const reportLink = new RegExp(`/report/result\\?orderNumber=${orderNumber}`);
      const retrievalMail = await newMail(email, seen, (m) => reportLink.test(m.text) && !m.text.includes(`${orderNumber}.pdf`));
      expect(retrievalMail.subject).toMatch(/Mindprint/);
    },
    FLOW_TIMEOUT,
  );

  it('an unpaid order shows the free parts with locked cards leading to the SKU page, and no PDF', async () => {
    const email = `report-free-${Date.now()}@example.com`;
    const orderNumber = await examOrder(email);
    const expected = await api<ReportJson>('GET', `/api/exam/order/mbti/${orderNumber}`, undefined, KR_HEADERS);
    expect(expected.paid).toBe(false);
    expect(expected.report.lockedSections.length).toBeGreaterThan(0);

    const page = await newVisitor();
    const t = reportKr;
    await page.goto(`${session.server.url}/report/result?orderNumber=${orderNumber}&hl=KR`);
    await page.getByRole('heading', { level: 1, name: new RegExp(expected.report.title) }).waitFor();
    await page.getByText(t.free.title).waitFor();
    expect(await page.locator('[data-locked="true"]').count()).toBe(expected.report.lockedSections.length);
    expect(await page.getByRole('button', { name: t.actions.download }).count()).toBe(0);
    await page.getByRole('link', { name: t.locked.cta }).first().click();
    await page.waitForURL((url) => url.pathname === '/paying/buyreport');
    expect(new URL(page.url()).searchParams.get('orderNumber')).toBe(orderNumber);

    // The same report in the user center, and on the themed step route (the order the free result remembered).
    await page.goto(`${session.server.url}/userCenter/resultReport?orderNumber=${orderNumber}&hl=KR`);
    await page.getByRole('heading', { level: 1, name: new RegExp(expected.report.title) }).waitFor();
    await page.goto(`${session.server.url}/report/result-free-test?orderNumber=${orderNumber}&hl=KR`);
    await page.getByTestId('type-code').waitFor();
    await page.goto(`${session.server.url}/report-result/relax-1?hl=KR`);
    await page.getByRole('heading', { level: 1, name: new RegExp(expected.report.title) }).waitFor();
    await page.getByRole('tab', { name: expected.report.labels.overview! }).waitFor();

    // An unknown order: not found, with the ways forward.
    await page.goto(`${session.server.url}/report/result?orderNumber=NO-SUCH-ORDER&hl=KR`);
    await page.getByTestId('no-report-message').filter({ hasText: t.errors.notFound }).waitFor();
    await page.getByRole('link', { name: t.retrieveLink }).waitFor();
  });
});
