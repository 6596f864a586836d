import { eventually } from '@mindprint/platform/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfPages } from '@mindprint/platform/testing-pdf-text';
import { mailbox, type ProductUnderTest, startProductForTest } from '@mindprint/scripts/product-under-test';
import { gatewayCalls, type Money } from './support/gateway-calls.js';
import { memberCalls } from './support/member-calls.js';
import { reportPurchase, savedMail } from './support/report-purchase.js';

/**
 * The psychological mapping test (exam 2) through the real gateway and services, in French: questions on
 * the 5-point scale, the order and its free profile, payment in the sandbox, the report with its four tabs,
 * the PDF, the report mail with the PDF attached, and the order in my reports.
 */
let product: ProductUnderTest;

beforeAll(async () => {
  product = await startProductForTest();
}, 120_000);
afterAll(() => product?.stop());

const { call, ok } = gatewayCalls(() => product.base);
const { signedInMember } = memberCalls(() => product.base);
const { payReportByCard } = reportPurchase(() => product.base);
const french = { 'x-hl': 'FR' };

interface Sheet {
  scaleKind: string;
  scale: string[];
  parts: Array<{ questions: Array<{ questionId: string; text: string }> }>;
  total: number;
}
interface Dimension {
  code: string;
  name: string;
  position: number;
  level: number;
  levelName: string;
  referenceRange: { from: number; to: number };
  headline: string;
  interpretation: string;
  strengths: string[];
  watchOuts: string[];
  recommendations: string[];
}
interface MappingReport {
  kind: string;
  profileCode: string;
  full: boolean;
  lockedTabs: string[];
  tabs: Array<{ key: string; title: string; locked: boolean }>;
  summary: string;
  overviewIntro: string[];
  referenceRangeNote: string;
  dimensions: Dimension[];
  keyInterpretations: string[];
}

describe('the psychological mapping test through the real services, in French', () => {
  it('is taken, paid, read with its four tabs, downloaded as a PDF, mailed with it and listed in my reports', async () => {
    const member = await signedInMember({ name: 'Léa', emailPrefix: 'mapping' });

    const exam = await ok<{ code: string; available: boolean; questionCount: number }>('GET', '/api/exam/info/2');
    expect(exam).toMatchObject({ code: 'DEPS', available: true, questionCount: 50 });

    const sheet = await ok<Sheet>('GET', '/api/exam/question/list/2/FR');
    expect(sheet).toMatchObject({ scaleKind: 'accuracy', total: 50 });
    expect(sheet.scale).toHaveLength(5);
    const questions = sheet.parts.flatMap((p) => p.questions);
    expect(questions).toHaveLength(50);
    expect(questions[0]!.text).toMatch(/^Je /);

    // Every answer 'very accurate' (5): plus-keyed items raise their dimension, minus-keyed ones lower it.
    const answers = questions.map((q) => ({ questionId: q.questionId, value: 5 }));
    const tooHigh = await call('POST', '/api/exam/order/info', { examId: '2', locale: 'FR', email: member.email, answers: answers.map((a) => ({ ...a, value: 6 })) });
    expect(tooHigh.body).toMatchObject({ result: 400, reason: 'ANSWER_OUT_OF_RANGE' });
    const form = { firstName: 'Léa', lastName: 'Martin', yearOfBirth: 1992, gender: 'female', country: 'FR' };
    const placed = await ok<{ orderNumber: string; result: { typeCode: string; title: string; scales: Array<{ scale: string; position: number; level: number; letter: string; name: string }> } }>(
      'POST',
      '/api/exam/order/info',
      { examId: '2', locale: 'FR', email: member.email, answers, form },
    );
    const { orderNumber, result } = placed;
    // E 5 plus / 5 minus → 50; A 6/4 → 60; C 6/4 → 60; N 8/2 → 80; O 7/3 → 70.
    expect(result.typeCode).toBe('E3-A4-C4-N5-O4');
    expect(result.scales.map((s) => [s.scale, s.position, s.level, s.letter])).toEqual([
      ['E', 50, 3, ''],
      ['A', 60, 4, ''],
      ['C', 60, 4, ''],
      ['N', 80, 5, ''],
      ['O', 70, 4, ''],
    ]);
    expect(result.scales[4]!.name).toBe('Ouverture');

    const unpaid = await ok<{ examId: string; paid: boolean; report: MappingReport }>('GET', `/api/exam/order/report/${orderNumber}`);
    expect(unpaid).toMatchObject({ examId: '2', paid: false, report: { kind: 'mapping', full: false } });
    expect(unpaid.report.lockedTabs).toEqual(['key_interpretations', 'dimension_analysis', 'development_recommendations']);
    expect(unpaid.report.dimensions.every((d) => d.interpretation === '' && d.recommendations.length === 0)).toBe(true);
    const locked = await call('POST', '/api/exam/order/file/down/info', { orderNumber });
    expect(locked.status).toBe(403);

    // Checkout: the mapping report, priced like the main report, paid by card in the sandbox.
    const offer = await ok<{ currency: string; skus: Array<{ skuId: string; kind: string; name: string; price: Money }> }>('GET', `/api/exam/sku/list/2/FR/fr?orderNumber=${orderNumber}`);
    expect(offer.currency).toBe('EUR');
    expect(offer.skus.map((s) => [s.skuId, s.kind, s.name])).toEqual([['deps-report', 'report', 'Rapport de cartographie psychologique']]);
    await payReportByCard({ orderNumber, skuId: 'deps-report', email: member.email, price: offer.skus[0]!.price, cardholderName: 'Léa Martin' });

    // The whole report in French, all four tabs filled.
    const answer = await call<{ paid: boolean; report: MappingReport }>('GET', `/api/exam/order/report/${orderNumber}`, undefined, french);
    const { report } = answer.body.data;
    expect(answer.body.data.paid).toBe(true);
    expect(report).toMatchObject({ kind: 'mapping', profileCode: 'E3-A4-C4-N5-O4', full: true, lockedTabs: [] });
    expect(report.tabs.map((t) => [t.key, t.locked])).toEqual([
      ['overview', false],
      ['key_interpretations', false],
      ['dimension_analysis', false],
      ['development_recommendations', false],
    ]);
    expect(report.tabs[0]!.title).toBe('Vue d’ensemble');
    expect(report.keyInterpretations[0]).toBe('neuroticism');
    expect(report.overviewIntro.length).toBeGreaterThanOrEqual(2);
    expect(report.referenceRangeNote).toContain('40–59');
    for (const d of report.dimensions) {
      expect(d.referenceRange).toEqual({ from: 40, to: 59 });
      for (const text of [d.headline, d.interpretation, ...d.strengths, ...d.watchOuts, ...d.recommendations]) expect(text.trim()).not.toBe('');
      expect(d.recommendations).toHaveLength(3);
    }
    const neuroticism = report.dimensions.find((d) => d.code === 'N')!;
    expect(neuroticism).toMatchObject({ level: 5, levelName: 'Très élevé' });
    expect(await ok<unknown>('GET', `/api/exam/order/mbti/${orderNumber}`)).toMatchObject({ report: { kind: 'mapping', profileCode: 'E3-A4-C4-N5-O4' } });
    const presenter = await ok<Array<{ key: string; locked: boolean }>>('GET', `/api/exam/order/presenter/list/${orderNumber}`);
    expect(presenter.map((t) => t.key)).toEqual(['overview', 'key_interpretations', 'dimension_analysis', 'development_recommendations']);

    // The PDF: the order's language (FR), the French texts as real text.
    const download = await fetch(`${product.base}/api/exam/order/file/down/info`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ orderNumber }) });
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('application/pdf');
    const pdfText = (await pdfPages(new Uint8Array(await download.arrayBuffer()))).join('\n');
    const flat = (text: string) => text.replace(/\s+/g, '');
    expect(pdfText).toContain('E3-A4-C4-N5-O4');
    for (const expected of [neuroticism.name, neuroticism.headline.slice(0, 30), neuroticism.recommendations[0]!.slice(0, 30)]) expect(flat(pdfText)).toContain(flat(expected));

    // The report mail: names the test, in French, with the PDF attached.
    const subject = 'Votre rapport de cartographie psychologique est prêt';
    await eventually(async () => expect((await mailbox(product.base, member.email)).map((m) => m.subject)).toContain(subject), { timeoutMs: 30_000 });
    // The free result's mail named the test and the profile too, never a 16-type.
    expect((await mailbox(product.base, member.email)).map((m) => m.subject)).toContain('Votre profil de cartographie psychologique : E3-A4-C4-N5-O4');
    const reportMail = await eventually(() => savedMail(product.dataDir, member.email, subject));
    expect(reportMail.text).toContain('E3-A4-C4-N5-O4');
    const attachment = reportMail.attachments.find((a) => a.contentType === 'application/pdf');
    expect(attachment?.filename).toBe(`${orderNumber}.pdf`);
    expect(flat((await pdfPages(new Uint8Array(attachment!.content))).join('\n'))).toContain(flat(neuroticism.name));

    // My reports: the order, named as the mapping test.
    const mine = await call<{ orders: Array<{ orderNumber: string; examId: string; examName: string; status: string }> }>('GET', '/api/user/order/list/all', undefined, { ...member.headers, ...french });
    expect(mine.body.data.orders.find((o) => o.orderNumber === orderNumber)).toMatchObject({ examId: '2', examName: 'Cartographie psychologique', status: 'paid' });
  });
});
