import { eventually } from '@mindprint/platform/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EmbeddedProduct } from '@mindprint/scripts/embedded-product';
import { mailbox, startProductForTest } from '@mindprint/scripts/product-under-test';

/** The 16-type test through the real gateway and services: questions, order, free result, stats, e-mail. */
let product: EmbeddedProduct & { base: string };

beforeAll(async () => {
  product = await startProductForTest();
}, 120_000);
afterAll(() => product?.stop());

interface Envelope<T> {
  result: number;
  message: string;
  reason?: string;
  data: T;
}
interface Sheet {
  locale: string;
  scale: string[];
  parts: Array<{ part: number; questions: Array<{ questionId: string; text: string }> }>;
  total: number;
}
interface FreeResult {
  typeCode: string;
  title: string;
  summary: string;
  scales: Array<{ scale: string; position: number; letter: string; nearCut: boolean; leftName: string; rightName: string }>;
}

async function call<T>(method: 'GET' | 'POST', path: string, body?: unknown, headers: Record<string, string> = {}): Promise<{ status: number; body: Envelope<T> }> {
  const response = await fetch(`${product.base}/api${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Envelope<T> };
}

const questions = async (lang: string) => (await call<Sheet>('GET', `/exam/question/list/1/${lang}`)).body.data;
const allQuestionIds = (sheet: Sheet) => sheet.parts.flatMap((p) => p.questions.map((q) => q.questionId));

describe('the 16-type test through the real services', () => {
  it('serves the questions in three parts with the seven-point scale in every locale', async () => {
    const en = await questions('EN');
    expect(en.parts.map((p) => p.part)).toEqual([1, 2, 3]);
    expect(en.total).toBeGreaterThanOrEqual(60);
    expect(en.scale).toHaveLength(7);
    for (const lang of ['CN', 'FR', 'ES', 'JA', 'HK', 'DE', 'PT', 'KR']) {
      const sheet = await questions(lang);
      expect(allQuestionIds(sheet)).toEqual(allQuestionIds(en));
      expect(sheet.parts[0]!.questions[0]!.text).not.toBe(en.parts[0]!.questions[0]!.text);
    }
    const unknown = await call('GET', '/exam/question/list/1/XX');
    expect(unknown.status).toBe(400);
    expect(unknown.body.reason).toBe('UNSUPPORTED_LOCALE');
  });

  it('turns answers, an e-mail and the form into an exam order with its free result, and mails the link', async () => {
    const sheet = await questions('JA');
    const ids = allQuestionIds(sheet);
    const answers = ids.map((questionId, i) => ({ questionId, value: (i % 7) + 1 }));
    const email = `flow-${Date.now()}@example.com`;
    const created = await call<{ orderNumber: string; result: FreeResult }>(
      'POST',
      '/exam/order/info',
      { examId: '1', locale: 'JA', email, answers, form: { firstName: 'Aiko', lastName: 'Sato', yearOfBirth: 1991, gender: 'female', country: 'jp' }, tracking: { fbclid: 'x', junk: 'y' } },
      { 'x-hl': 'JA' },
    );
    expect(created.status).toBe(200);
    const { orderNumber, result } = created.body.data;
    expect(orderNumber).toMatch(/^MP[0-9A-Z]{20}$/);
    expect(result.typeCode).toMatch(/^[EI][SN][TF][JP]$/);
    expect(result.scales.map((s) => s.scale)).toEqual(['EI', 'SN', 'TF', 'JP']);
    expect(result.scales.map((s) => s.letter).join('')).toBe(result.typeCode);
    expect(result.title).toMatch(/[\u3040-\u30ff\u4e00-\u9fff]/);

    const again = await call<{ result: FreeResult }>('POST', '/exam/order/info', { examId: '1', locale: 'EN', email, answers });
    expect(again.body.data.result.typeCode).toBe(result.typeCode);
    expect(again.body.data.result.scales.map((s) => s.position)).toEqual(result.scales.map((s) => s.position));

    const free = await call<{ result: FreeResult; locale: string }>('POST', '/exam/order/info/free', { orderNumber }, { 'x-hl': 'DE' });
    expect(free.body.data.result.typeCode).toBe(result.typeCode);
    expect(free.body.data.locale).toBe('DE');
    expect(free.body.data.result.scales[0]!.leftName).toBe('Extraversion');

    const summary = await call<{ emailMasked: string; status: string }>('GET', `/exam/order/info/${orderNumber}`);
    expect(summary.body.data).toMatchObject({ emailMasked: `f***@example.com`, status: 'pending_payment' });

    const mail = await eventually(async () => {
      const messages = await mailbox(product.base, email);
      expect(messages).toHaveLength(2);
      return messages;
    }, { timeoutMs: 30_000 });
    const japanese = mail.find((m) => m.text.includes('Aiko'))!;
    expect(japanese.subject).toContain(result.typeCode);
    expect(japanese.text).toContain(`/report/result-free-test?orderNumber=${orderNumber}`);
  });

  it('refuses incomplete, out-of-range and unknown answers and a bad e-mail with clear messages', async () => {
    const ids = allQuestionIds(await questions('EN'));
    const answers = ids.map((questionId) => ({ questionId, value: 4 }));
    const post = (body: object) => call('POST', '/exam/order/info', { examId: '1', locale: 'EN', email: 'a@example.com', answers, ...body });
    const incomplete = await post({ answers: answers.slice(3) });
    expect(incomplete.status).toBe(400);
    expect(incomplete.body).toMatchObject({ reason: 'INCOMPLETE_ANSWERS', message: `3 of ${ids.length} questions are unanswered` });
    expect((await post({ answers: answers.map((a, i) => (i === 0 ? { ...a, value: 9 } : a)) })).body.reason).toBe('ANSWER_OUT_OF_RANGE');
    expect((await post({ answers: [...answers, { questionId: 'nope', value: 1 }] })).body.reason).toBe('UNKNOWN_QUESTION');
    const badEmail = await post({ email: 'nobody' });
    expect(badEmail.body).toMatchObject({ result: 400, reason: 'INVALID_EMAIL', message: 'Please enter a valid email address' });
    const badForm = await post({ form: { firstName: '', lastName: '', yearOfBirth: 1990, gender: 'male', country: 'US' } });
    expect(badForm.body).toMatchObject({ reason: 'INVALID_FORM', message: 'Please input name' });
    const unknownExam = await call('POST', '/exam/order/info', { examId: '99', locale: 'EN', email: 'a@example.com', answers });
    expect(unknownExam.status).toBe(404);
  });

  it('shares a result by token, changes the e-mail, and counts ratings and completions on the home page', async () => {
    const ids = allQuestionIds(await questions('EN'));
    const country = 'IS';
    const before = (await call<{ stats: { takenToday: number; inYourRegion: number; totalCompleted: number; accuracy: { ratings: number } } }>('GET', `/app/v2/view?id=1&country=${country}`)).body.data.stats;
    const created = await call<{ orderNumber: string }>('POST', '/exam/order/info', {
      examId: '1', locale: 'EN', email: 'share@example.com', answers: ids.map((questionId) => ({ questionId, value: 6 })),
      form: { firstName: 'Jon', lastName: '', yearOfBirth: 1980, gender: 'secret', country },
    });
    const { orderNumber } = created.body.data;

    const shared = await call<{ shareToken: string; sharePath: string }>('POST', '/exam/order/info/share', { orderNumber });
    expect(shared.body.data.sharePath).toBe(`/report/result-free-test?share=${shared.body.data.shareToken}`);
    expect((await call<{ shareToken: string }>('POST', '/exam/order/info/share', { orderNumber })).body.data.shareToken).toBe(shared.body.data.shareToken);
    // The share token opens the free result only: no order number (the key to the paid report, PDF and address).
    const viaShare = await call<{ orderNumber?: string; result: unknown }>('POST', '/exam/order/info/free', { shareToken: shared.body.data.shareToken });
    expect(viaShare.body.data.result).toBeTruthy();
    expect(JSON.stringify(viaShare.body)).not.toContain(orderNumber);

    expect((await call<{ emailMasked: string }>('POST', '/exam/order/update/email', { orderNumber, email: 'New@Example.com' })).body.data.emailMasked).toBe('n***@example.com');
    const viaPay = await fetch(`${product.base}/pay-api/exam/order/update/email`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ orderNumber, email: 'x' }) });
    expect(viaPay.status).toBe(400);

    expect((await call('POST', '/exam/order/info/rating', { orderNumber, rating: 6 })).status).toBe(400);
    expect((await call('POST', '/exam/order/info/rating', { orderNumber, rating: 5 })).status).toBe(200);
    const after = (await call<{ stats: typeof before & { accuracy: { average: number | null } } }>('GET', `/app/v2/view?id=1&country=${country}`)).body.data.stats;
    expect(after.totalCompleted).toBe(before.totalCompleted + 1);
    expect(after.takenToday).toBe(before.takenToday + 1);
    expect(after.inYourRegion).toBe(before.inYourRegion + 1);
    expect(after.accuracy.ratings).toBe(before.accuracy.ratings + 1);
    expect(after.accuracy.average).toBeGreaterThanOrEqual(1);

    const unknown = await call('GET', '/exam/order/info/MP00000000000000000000');
    expect(unknown.status).toBe(404);
    expect(unknown.body.reason).toBe('ORDER_NOT_FOUND');
  });

  it('lists the catalogue, countries in the visitor’s language, and recommendations', async () => {
    const categories = (await call<Array<{ code: string; name: string }>>('GET', '/exam/category/list', undefined, { 'x-hl': 'FR' })).body.data;
    expect(categories.map((c) => c.code)).toEqual(['personality-test', 'mental-health', 'ability-test', 'iq-test']);
    expect(categories[0]!.name).toBe('Test de personnalité');
    const info = (await call<{ code: string; available: boolean; questionCount: number }>('GET', '/exam/info/1')).body.data;
    const total = (await questions('EN')).total;
    expect(info).toMatchObject({ code: 'MBTI', available: true, questionCount: total });
    expect((await call<Array<{ examId: string }>>('GET', '/exam/recommend/exam/list/1')).body.data.map((e) => e.examId)).not.toContain('1');
    expect((await call<Array<{ tagId: string }>>('POST', '/exam/tag/list', {})).body.data.length).toBeGreaterThan(0);
    const countries = (await call<Array<{ code: string; name: string }>>('GET', '/exam/order/country/list', undefined, { 'x-hl': 'KR' })).body.data;
    expect(countries.find((c) => c.code === 'KR')?.name).toBe('대한민국');
  });
});
