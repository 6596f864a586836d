import { matricesItemsV1 } from '@mindprint/exam/testing';
import { eventually } from '@mindprint/platform/testing';
import { pdfPages } from '@mindprint/platform/testing-pdf-text';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailbox, type ProductUnderTest, startProductForTest } from '@mindprint/scripts/product-under-test';
import { gatewayCalls, type Money } from './support/gateway-calls.js';
import { memberCalls } from './support/member-calls.js';
import { reportPurchase, savedMail } from './support/report-purchase.js';

/**
 * The matrices IQ test (exam 3) through the real gateway and services, in Chinese: the timed picture
 * items, an incomplete answer sheet with some right and some wrong, the free score and time, payment in
 * the sandbox, the report with 'not enough results' and then a percentile with the labelled estimate,
 * the PDF, the report mail with the PDF attached, and the order in my reports; the mailed PDF is the downloaded one.
 */
let product: ProductUnderTest;

beforeAll(async () => {
  product = await startProductForTest();
}, 120_000);
afterAll(() => product?.stop());

const { call, ok } = gatewayCalls(() => product.base);
const { signedInMember } = memberCalls(() => product.base);
const { payReportByCard } = reportPurchase(() => product.base);
const chinese = { 'x-hl': 'CN' };

interface Sheet {
  scaleKind: string;
  scale: string[];
  timeLimitSeconds: number;
  instructions: string;
  testVersion: string;
  parts: Array<{ questions: Array<{ questionId: string; text: string; matrixSvg: string; options: Array<{ value: number; svg: string }> }> }>;
  total: number;
}
interface Comparison {
  enoughResults: boolean;
  sampleSize: number;
  percentile: number | null;
  percentileText: string;
  iqEstimate: number | null;
  estimateLabel: string;
  estimateNote: string;
}
interface MatricesReport {
  kind: string;
  full: boolean;
  lockedTabs: string[];
  tabs: Array<{ key: string; title: string; locked: boolean }>;
  correct: number;
  answered: number;
  total: number;
  elapsedSeconds: number;
  comparison: Comparison | null;
  ruleBreakdown: Array<{ rule: string; name: string; solved: number; total: number }>;
  measures: string[];
  doesNotMeasure: string[];
}

/** The first 12 items right, the next 8 wrong, the last 10 unanswered (time ran out). */
const answerSheet = (correctCount: number, answeredCount: number) =>
  matricesItemsV1.slice(0, answeredCount).map((item, i) => ({ questionId: item.id, value: i < correctCount ? item.correctValue : (item.correctValue % 8) + 1 }));

describe('the matrices IQ test through the real services, in Chinese', () => {
  it('is taken against the clock, paid, read with its percentile or its lack, downloaded, mailed and listed in my reports', async () => {
    const member = await signedInMember({ name: 'Li', emailPrefix: 'matrices' });

    const exam = await ok<{ code: string; available: boolean; questionCount: number }>('GET', '/api/exam/info/3');
    expect(exam).toMatchObject({ code: 'IQ', available: true, questionCount: 30 });

    const sheet = await ok<Sheet>('GET', '/api/exam/question/list/3/CN');
    expect(sheet).toMatchObject({ scaleKind: 'matrices', scale: [], total: 30, timeLimitSeconds: 1500, testVersion: 'v1' });
    expect(sheet.instructions).toContain('25 分钟');
    const questions = sheet.parts.flatMap((p) => p.questions);
    expect(questions.map((q) => q.questionId)).toEqual(matricesItemsV1.map((i) => i.id));
    for (const q of questions) {
      expect(q.matrixSvg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
      expect(q.options.map((o) => o.value)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    }

    const answers = answerSheet(12, 20);
    const base = { examId: '3', locale: 'CN', email: member.email };
    expect((await call('POST', '/api/exam/order/info', { ...base, answers })).body).toMatchObject({ result: 400, reason: 'INVALID_ELAPSED_SECONDS' });
    expect((await call('POST', '/api/exam/order/info', { ...base, answers: [{ questionId: 'm01', value: 9 }], elapsedSeconds: 30 })).body).toMatchObject({ result: 400, reason: 'ANSWER_OUT_OF_RANGE' });

    const form = { firstName: 'Li', lastName: 'Wei', yearOfBirth: 1995, gender: 'female', country: 'CN' };
    const placed = await ok<{ orderNumber: string; result: { typeCode: string; title: string; summary: string; scales: unknown[]; matrices: Record<string, unknown> } }>('POST', '/api/exam/order/info', {
      ...base,
      answers,
      elapsedSeconds: 1144,
      form,
    });
    const { orderNumber, result } = placed;
    expect(result).toMatchObject({ typeCode: 'IQ-v1-12', title: '答对 12 / 30 题', scales: [] });
    expect(result.summary).toContain('19 分 4 秒');
    expect(result.matrices).toEqual({ correct: 12, answered: 20, total: 30, elapsedSeconds: 1144, timeLimitSeconds: 1500, testVersion: 'v1' });
    expect((await ok<{ result: { typeCode: string } }>('POST', '/api/exam/order/info/free', { orderNumber })).result.typeCode).toBe('IQ-v1-12');

    const unpaid = await ok<{ examId: string; paid: boolean; report: MatricesReport }>('GET', `/api/exam/order/report/${orderNumber}`);
    expect(unpaid).toMatchObject({ examId: '3', paid: false, report: { kind: 'matrices', full: false, correct: 12, comparison: null, ruleBreakdown: [] } });
    expect(unpaid.report.lockedTabs).toEqual(['comparison', 'rules', 'about']);
    expect((await call('POST', '/api/exam/order/file/down/info', { orderNumber })).status).toBe(403);

    // Checkout: the IQ report, priced like the other reports, paid by card in the sandbox.
    const offer = await ok<{ currency: string; skus: Array<{ skuId: string; kind: string; name: string; price: Money }> }>('GET', `/api/exam/sku/list/3/CN/cn?orderNumber=${orderNumber}`);
    expect(offer.skus.map((s) => [s.skuId, s.kind, s.name])).toEqual([['iq-report', 'report', '矩阵智商报告']]);
    await payReportByCard({ orderNumber, skuId: 'iq-report', email: member.email, price: offer.skus[0]!.price, cardholderName: 'Li Wei' });

    const readReport = async () => (await call<{ paid: boolean; report: MatricesReport }>('GET', `/api/exam/order/report/${orderNumber}`, undefined, chinese)).body.data;
    const first = await readReport();
    expect(first.paid).toBe(true);
    expect(first.report).toMatchObject({ kind: 'matrices', full: true, lockedTabs: [], correct: 12, answered: 20, total: 30, elapsedSeconds: 1144 });
    expect(first.report.tabs.map((t) => [t.key, t.locked])).toEqual([
      ['score', false],
      ['comparison', false],
      ['rules', false],
      ['about', false],
    ]);
    expect(first.report.ruleBreakdown.map((r) => r.name)).toEqual(['恒定', '递进', '三值分布', '算术']);
    expect(first.report.ruleBreakdown.reduce((sum, r) => sum + r.solved, 0)).toBeGreaterThan(0);
    expect(first.report.doesNotMeasure).toContain('临床智商：本测试未在代表性人群中建立常模');
    const firstComparison = first.report.comparison!;
    expect(firstComparison.estimateLabel).toBe('智商量表估计值——未经临床常模标准化');
    if (firstComparison.sampleSize < 30) {
      expect(firstComparison).toMatchObject({ enoughResults: false, percentile: null, iqEstimate: null });
      expect(firstComparison.percentileText).toContain('结果还不够多');
    }

    // Thirty more visitors take v1 (scores 0–29): now there are enough results for a percentile.
    for (let correct = 0; correct < 30; correct++) {
      await ok('POST', '/api/exam/order/info', { ...base, email: `matrices-crowd-${correct}-${Date.now()}@example.com`, answers: answerSheet(correct, 30), elapsedSeconds: 900 });
    }
    const compared = (await readReport()).report.comparison!;
    expect(compared.enoughResults).toBe(true);
    expect(compared.sampleSize).toBeGreaterThanOrEqual(31);
    expect(compared.percentile).toEqual(expect.any(Number));
    expect(compared.iqEstimate).toEqual(expect.any(Number));
    expect(compared.percentileText).toContain(`${compared.percentile}%`);

    // The PDF: the order's language (CN), the score, the percentile and the labelled estimate as real text.
    const download = await fetch(`${product.base}/api/exam/order/file/down/info`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ orderNumber }) });
    expect(download.status).toBe(200);
    const flat = (text: string) => text.replace(/\s+/g, '');
    const pdfText = flat((await pdfPages(new Uint8Array(await download.arrayBuffer()))).join('\n'));
    for (const expected of ['矩阵智商测试', '12/30', `${compared.estimateLabel}:${compared.iqEstimate}`, compared.percentileText, '三值分布']) expect(pdfText).toContain(flat(expected));

    // The mails: the free score named as the matrices test, then the report with the PDF attached.
    const subject = '你的矩阵智商测试报告已生成';
    await eventually(async () => expect((await mailbox(product.base, member.email)).map((m) => m.subject)).toContain(subject), { timeoutMs: 30_000 });
    expect((await mailbox(product.base, member.email)).map((m) => m.subject)).toContain('你的矩阵智商测试得分：答对 12 题');
    const reportMail = await eventually(() => savedMail(product.dataDir, member.email, subject));
    expect(reportMail.text).toContain('未经临床常模标准化');
    const attachment = reportMail.attachments.find((a) => a.contentType === 'application/pdf');
    expect(attachment?.filename).toBe(`${orderNumber}.pdf`);
    expect(flat((await pdfPages(new Uint8Array(attachment!.content))).join('\n'))).toContain('12/30');

    // My reports: the order, named as the matrices test.
    const mine = await call<{ orders: Array<{ orderNumber: string; examId: string; examName: string; status: string }> }>('GET', '/api/user/order/list/all', undefined, { ...member.headers, ...chinese });
    expect(mine.body.data.orders.find((o) => o.orderNumber === orderNumber)).toMatchObject({ examId: '3', examName: '矩阵智商测试', status: 'paid' });
  });

  it('mails the very PDF the download gives, percentile included', async () => {
    // Enough stored v1 results for a percentile before this order is paid, so the mailed PDF has one to show.
    for (let correct = 0; correct < 30; correct++) {
      await ok('POST', '/api/exam/order/info', { examId: '3', locale: 'CN', email: `matrices-mailed-crowd-${correct}-${Date.now()}@example.com`, answers: answerSheet(correct, 30), elapsedSeconds: 900 });
    }
    const member = await signedInMember({ name: 'Mei', emailPrefix: 'matrices-mailed' });
    const form = { firstName: 'Mei', lastName: 'Lin', yearOfBirth: 1990, gender: 'female', country: 'CN' };
    const { orderNumber } = await ok<{ orderNumber: string }>('POST', '/api/exam/order/info', { examId: '3', locale: 'CN', email: member.email, answers: answerSheet(20, 25), elapsedSeconds: 1000, form });
    const offer = await ok<{ skus: Array<{ skuId: string; price: Money }> }>('GET', `/api/exam/sku/list/3/CN/cn?orderNumber=${orderNumber}`);
    await payReportByCard({ orderNumber, skuId: 'iq-report', email: member.email, price: offer.skus[0]!.price, cardholderName: 'Mei Lin' });

    const reportMail = await eventually(() => savedMail(product.dataDir, member.email, '你的矩阵智商测试报告已生成'), { timeoutMs: 30_000 });
    const mailed = reportMail.attachments.find((a) => a.contentType === 'application/pdf');
    const download = await fetch(`${product.base}/api/exam/order/file/down/info`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ orderNumber }) });
    expect(download.status).toBe(200);
    const mailedText = (await pdfPages(new Uint8Array(mailed!.content))).join('\n');
    const downloadedText = (await pdfPages(new Uint8Array(await download.arrayBuffer()))).join('\n');
    expect(mailedText).toEqual(downloadedText);

    const { comparison } = (await ok<{ report: MatricesReport }>('GET', `/api/exam/order/report/${orderNumber}`, undefined)).report;
    expect(comparison).toMatchObject({ enoughResults: true, percentile: expect.any(Number) });
    const flat = (text: string) => text.replace(/\s+/g, '');
    expect(flat(mailedText)).toContain(flat(comparison!.percentileText));
    expect(flat(mailedText)).not.toContain(flat('结果还不够多'));
  });
});
