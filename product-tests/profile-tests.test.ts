import { type LocaleCode, profileTests, seedExams } from '@mindprint/exam/testing';
import { eventually } from '@mindprint/platform/testing';
import { pdfPages } from '@mindprint/platform/testing-pdf-text';
import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailbox, type ProductUnderTest, startProductForTest } from '@mindprint/scripts/product-under-test';
import { gatewayCalls, type Money } from './support/gateway-calls.js';
import { memberCalls } from './support/member-calls.js';
import { reportPurchase, savedMail } from './support/report-purchase.js';

/**
 * The three profile tests (exams 4 YDGX, 5 CAREER, 6 GROWTH) through the real gateway and services, each in
 * another language: the questions on the 5-point agreement scale, the order and its free result, payment in
 * the sandbox, the report with every tab, the PDF, the report mail with the PDF attached, and my reports.
 */
let product: ProductUnderTest;

beforeAll(async () => {
  product = await startProductForTest();
}, 120_000);
afterAll(() => product?.stop());

const { call, ok } = gatewayCalls(() => product.base);
const { signedInMember } = memberCalls(() => product.base);
const { payReportByCard } = reportPurchase(() => product.base);

interface Sheet {
  scaleKind: string;
  scale: string[];
  parts: Array<{ questions: Array<{ questionId: string; text: string }> }>;
  total: number;
}
interface Block {
  heading: string;
  subheading: string;
  paragraphs: string[];
  lists: Array<{ heading: string; items: string[] }>;
}
interface ProfileReport {
  kind: string;
  examId: string;
  testName: string;
  full: boolean;
  resultCode: string;
  title: string;
  lockedTabs: string[];
  meters: Array<{ scale: string; position: number; level: number; levelName: string }>;
  tabs: Array<{ key: string; title: string; locked: boolean; blocks: Block[] }>;
  sourceNote: string;
}

/** The PDF attachment named after the order. */
const orderPdf = (mail: ParsedMail, orderNumber: string) => mail.attachments.find((a) => a.contentType === 'application/pdf' && a.filename === `${orderNumber}.pdf`);

const flat = (text: string) => text.replace(/\s+/g, '');

const cases: Array<{ examId: string; code: string; locale: LocaleCode; country: string; skuId: string; agreement: Record<string, number>; resultCode: string }> = [
  { examId: '4', code: 'YDGX', locale: 'JA', country: 'JP', skuId: 'ydgx-report', agreement: { intimacy: 5, independence: 2, security: 2 }, resultCode: 'preoccupied' },
  { examId: '5', code: 'CAREER', locale: 'DE', country: 'DE', skuId: 'career-report', agreement: { enterprising: 5, social: 4, conventional: 4, realistic: 2 }, resultCode: 'ESC' },
  { examId: '6', code: 'GROWTH', locale: 'PT', country: 'BR', skuId: 'growth-report', agreement: { emotional: 5, intuitive: 1, reflective: 5 }, resultCode: 'emotional-reflective' },
];

describe.each(cases)('exam $examId ($code) through the real services, in $locale', ({ examId, code, locale, country, skuId, agreement, resultCode }) => {
  const test = profileTests[examId]!;
  const texts = test.texts[locale]!;
  const hl = { 'x-hl': locale };
  const testName = seedExams.find((exam) => exam.id === examId)!.name[locale];

  it('is taken, paid, read with every tab, downloaded as a PDF, mailed with it and listed in my reports', async () => {
    const member = await signedInMember({ name: 'Kim', emailPrefix: `profile-${examId}` });
    expect(await ok('GET', `/api/exam/info/${examId}`)).toMatchObject({ code, available: true, questionCount: test.items.length });

    const sheet = await ok<Sheet>('GET', `/api/exam/question/list/${examId}/${locale}`);
    expect(sheet).toMatchObject({ scaleKind: 'agreement5', scale: [...texts.scaleLabels], total: test.items.length });
    expect(sheet.parts).toHaveLength(3);
    const questions = sheet.parts.flatMap((p) => p.questions);
    expect(questions.map((q) => q.text)).toEqual(test.items.map((item: { id: string }) => texts.items[item.id]));

    // Each scale at the agreement given (3 elsewhere): plus-keyed statements get it, minus-keyed ones its mirror.
    const keyOf = new Map(test.items.map((item: { id: string; scale: string; keyed: string }) => [item.id, item]));
    const answers = questions.map((q) => {
      const item = keyOf.get(q.questionId) as { scale: string; keyed: string };
      const value = agreement[item.scale] ?? 3;
      return { questionId: q.questionId, value: item.keyed === 'plus' ? value : 6 - value };
    });
    const tooHigh = await call('POST', '/api/exam/order/info', { examId, locale, email: member.email, answers: answers.map((a) => ({ ...a, value: 6 })) });
    expect(tooHigh.body).toMatchObject({ result: 400, reason: 'ANSWER_OUT_OF_RANGE' });
    const form = { firstName: 'Kim', lastName: 'Lee', yearOfBirth: 1990, gender: 'female', country };
    const placed = await ok<{ orderNumber: string; result: { typeCode: string; title: string; scales: Array<{ scale: string; position: number; level: number; letter: string }> } }>(
      'POST',
      '/api/exam/order/info',
      { examId, locale, email: member.email, answers, form },
    );
    const { orderNumber, result } = placed;
    expect(result.typeCode).toBe(resultCode);
    expect(result.title).not.toMatch(/\{\{/);
    expect(result.scales.map((s) => [s.scale, s.position, s.letter])).toEqual(
      test.scales.map((scale: string) => [test.scaleCodes[scale], ((agreement[scale] ?? 3) - 1) * 25, '']),
    );

    const unpaid = await ok<{ paid: boolean; report: ProfileReport }>('GET', `/api/exam/order/report/${orderNumber}`, undefined);
    expect(unpaid).toMatchObject({ paid: false, report: { kind: 'profile', examId, full: false, resultCode } });
    expect(unpaid.report.lockedTabs).toEqual(test.tabs.slice(1));
    expect(unpaid.report.tabs.slice(1).every((t) => t.locked && t.blocks.length === 0)).toBe(true);
    expect((await call('POST', '/api/exam/order/file/down/info', { orderNumber })).status).toBe(403);

    // Checkout: the test's one report, paid by card in the sandbox.
    const offer = await ok<{ skus: Array<{ skuId: string; kind: string; name: string; price: Money }> }>('GET', `/api/exam/sku/list/${examId}/${country}/${locale.toLowerCase()}?orderNumber=${orderNumber}`);
    expect(offer.skus.map((s) => [s.skuId, s.kind])).toEqual([[skuId, 'report']]);
    await payReportByCard({ orderNumber, skuId, email: member.email, price: offer.skus[0]!.price, cardholderName: 'Kim Lee' });

    const { body } = await call<{ paid: boolean; report: ProfileReport }>('GET', `/api/exam/order/report/${orderNumber}`, undefined, hl);
    const { report } = body.data;
    expect(body.data.paid).toBe(true);
    expect(report).toMatchObject({ kind: 'profile', full: true, lockedTabs: [], resultCode, testName, title: result.title });
    expect(report.tabs.map((t) => [t.key, t.title, t.locked])).toEqual(test.tabs.map((key: string) => [key, texts.tabs[key], false]));
    for (const tab of report.tabs) expect(tab.blocks.length, tab.key).toBeGreaterThan(0);
    expect(report.meters.map((m) => m.scale)).toEqual(test.scales.map((scale: string) => test.scaleCodes[scale]));
    const presenter = await ok<Array<{ key: string; locked: boolean }>>('GET', `/api/exam/order/presenter/list/${orderNumber}`);
    expect(presenter.map((t) => [t.key, t.locked])).toEqual(test.tabs.map((key: string) => [key, false]));

    // The PDF: the order's language, the report's texts as real text.
    const download = await fetch(`${product.base}/api/exam/order/file/down/info`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ orderNumber }) });
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('application/pdf');
    const pdfText = flat((await pdfPages(new Uint8Array(await download.arrayBuffer()))).join('\n'));
    const lastTab = report.tabs.at(-1)!;
    for (const expected of [report.title, lastTab.title, lastTab.blocks[0]!.heading, lastTab.blocks[0]!.lists[0]?.items[0] ?? lastTab.blocks[0]!.paragraphs[0]!]) {
      expect(pdfText).toContain(flat(expected).slice(0, 40));
    }

    // The mails name the test, never a 16-type; the report mail carries the PDF.
    await eventually(async () => expect((await mailbox(product.base, member.email)).length).toBeGreaterThanOrEqual(2), { timeoutMs: 30_000 });
    const subjects = (await mailbox(product.base, member.email)).map((m) => m.subject);
    expect(subjects.filter((s) => s.includes(testName) || flat(s).includes(flat(testName)))).not.toEqual([]);
    const reportMail = await eventually(() => savedMail(product.dataDir, member.email, (mail) => orderPdf(mail, orderNumber) !== undefined), { timeoutMs: 30_000 });
    const pdf = orderPdf(reportMail, orderNumber)!;
    expect(flat((await pdfPages(new Uint8Array(pdf.content))).join('\n'))).toContain(flat(report.title).slice(0, 40));

    const mine = await call<{ orders: Array<{ orderNumber: string; examId: string; examName: string; status: string }> }>('GET', '/api/user/order/list/all', undefined, { ...member.headers, ...hl });
    expect(mine.body.data.orders.find((o) => o.orderNumber === orderNumber)).toMatchObject({ examId, examName: testName, status: 'paid' });
  }, 120_000);
});
