import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ProductUnderTest, startProductForTest } from '@mindprint/scripts/product-under-test';
import { gatewayCalls, type Money, uniqueEmail } from './support/gateway-calls.js';
import { reportPurchase } from './support/report-purchase.js';

/** What a stranger can do at the edge: with a forwarded link, a spoofed client address, bad input. */
let product: ProductUnderTest;

beforeAll(async () => {
  // As deployed: no trusted proxy (the visitor's X-Forwarded-For means nothing) and the edge limits low enough
  // to reach. The limits count per hour, per client and per address; this file's calls stay within them until
  // the limit tests, last in the file, go past them on purpose (the client's budget is spent after them).
  product = await startProductForTest({
    TRUSTED_PROXIES: '',
    MAIL_CALLS_PER_ADDRESS_PER_HOUR: '3',
    MAIL_CALLS_PER_CLIENT_PER_HOUR: '12',
  });
}, 120_000);
afterAll(() => product?.stop());

const { call, ok, examOrder } = gatewayCalls(() => product.base);
const { payReportByCard } = reportPurchase(() => product.base);

describe('links grant what they name', () => {
  it('a share token shows the free result and opens nothing else', async () => {
    const orderNumber = await examOrder({ email: uniqueEmail('sharer') });
    const { shareToken } = await ok<{ shareToken: string }>('POST', '/api/exam/order/info/share', { orderNumber });
    const shared = await call<Record<string, unknown>>('POST', '/api/exam/order/info/free', { shareToken });
    expect(shared.status).toBe(200);
    expect(shared.body.data).toHaveProperty('result');
    expect(shared.body.data).not.toHaveProperty('orderNumber');
    expect(JSON.stringify(shared.body)).not.toContain(orderNumber);
    // The token is no order number: report, PDF, address change and sharing again all refuse it.
    expect((await call('GET', `/api/exam/order/report/${shareToken}`)).status).toBeGreaterThanOrEqual(400);
    expect((await call('POST', '/api/exam/order/file/down/info', { orderNumber: shareToken })).status).toBeGreaterThanOrEqual(400);
    expect((await call('POST', '/api/exam/order/update/email', { orderNumber: shareToken, email: 'thief@example.com' })).status).toBeGreaterThanOrEqual(400);
  });

  it('the e-mail of a paid order cannot be moved to another address', async () => {
    const buyer = uniqueEmail('buyer');
    const orderNumber = await examOrder({ email: buyer });
    // Before paying the visitor may still correct a typo.
    expect((await ok<{ emailMasked: string }>('POST', '/api/exam/order/update/email', { orderNumber, email: buyer })).emailMasked).toMatch(/^b\*\*\*@/);
    const offer = await ok<{ skus: Array<{ skuId: string; kind: string; price: Money }> }>('GET', `/api/exam/sku/list/1/US/en?orderNumber=${orderNumber}`);
    const report = offer.skus.find((s) => s.kind === 'report')!;
    await payReportByCard({ orderNumber, skuId: report.skuId, email: buyer, price: report.price, cardholderName: 'Ana Silva' });

    const moved = await call('POST', '/api/exam/order/update/email', { orderNumber, email: 'thief@example.com' });
    expect(moved.status).toBe(409);
    expect(moved.body).toMatchObject({ reason: 'ORDER_PAID_EMAIL_LOCKED' });
    expect((await ok<{ emailMasked: string }>('GET', `/api/exam/order/info/${orderNumber}`)).emailMasked).toMatch(/^b\*\*\*@/);
  }, 60_000);
});

describe('bad input gets a 400, never a 500', () => {
  it('refuses numbers a proto integer cannot carry, NUL characters and undecodable paths', async () => {
    const orderNumber = await examOrder({ email: uniqueEmail('input') });
    const refused = async (method: 'GET' | 'POST', path: string, body?: unknown) => {
      const answer = await call(method, path, body);
      expect(answer.status, `${path} ${JSON.stringify(body)}`).toBe(400);
      expect(answer.body.result).toBe(400);
      return answer.body;
    };
    expect(await refused('POST', '/api/exam/order/info/rating', { orderNumber, rating: 1.5 })).toMatchObject({ message: 'A rating is a whole number from 1 to 5', reason: 'INVALID_RATING' });
    await refused('POST', '/api/exam/order/info', { examId: '1', locale: 'EN', email: uniqueEmail('big'), answers: [{ questionId: 'q', value: 3e9 }] });
    await refused('POST', '/api/exam/order/info', { examId: '1', locale: 'EN', email: uniqueEmail('neg'), answers: [], elapsedSeconds: -1e300 });
    await refused('POST', '/api/exam/order/info', {
      examId: '1', locale: 'EN', email: uniqueEmail('year'), answers: [],
      form: { firstName: 'A', yearOfBirth: 1e300, gender: 'female', country: 'US' },
    });
    await refused('POST', '/pay-api/mail/unsubscribe/request', { email: 'a\u0000@example.com' });
    await refused('GET', `/api/exam/order/info/${orderNumber}%00`);
    const undecodable = await fetch(`${product.base}/api/exam/order/info/%E0%A4%A`);
    expect(undecodable.status).toBe(400);
    expect(await undecodable.json()).toMatchObject({ reason: 'MALFORMED_PATH' });
  });

  it('answers a served path asked with another method with 405 and Allow', async () => {
    const put = await fetch(`${product.base}/api/exam/order/info`, { method: 'PUT' });
    expect(put.status).toBe(405);
    expect(put.headers.get('allow')).toBe('POST');
    expect(await put.json()).toMatchObject({ result: 405, reason: 'METHOD_NOT_ALLOWED' });
    const deleted = await fetch(`${product.base}/api/app/language/list/MBTI`, { method: 'DELETE' });
    expect(deleted.status).toBe(405);
    expect(deleted.headers.get('allow')).toBe('GET, HEAD');
    expect((await fetch(`${product.base}/pay-api/webhooks/stripe`)).headers.get('allow')).toBe('POST');
    // A path of its own is not the parameter of a wider one: /exam/order/info/free is POST only.
    expect((await fetch(`${product.base}/api/exam/order/info/free`, { method: 'PUT' })).headers.get('allow')).toBe('POST');
    expect((await fetch(`${product.base}/api/no/such/call`, { method: 'DELETE' })).status).toBe(404);
  });
});

describe('limits at the edge on calls that send mail', () => {
  it('stops flooding one inbox with result mails, with Retry-After and a message in the visitor language', async () => {
    const victim = uniqueEmail('victim');
    const sheet = await ok<{ parts: Array<{ questions: Array<{ questionId: string }> }> }>('GET', '/api/exam/question/list/1/EN');
    const answers = sheet.parts.flatMap((p) => p.questions).map((q) => ({ questionId: q.questionId, value: 4 }));
    const submit = () =>
      fetch(`${product.base}/api/exam/order/info`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-hl': 'FR' },
        body: JSON.stringify({ examId: '1', locale: 'EN', email: victim, answers }),
      });
    for (let i = 0; i < 3; i += 1) expect((await submit()).status).toBe(200);
    const refused = await submit();
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('3600');
    expect(await refused.json()).toMatchObject({ result: 429, reason: 'TOO_MANY_REQUESTS', message: 'Trop de demandes. Veuillez réessayer dans 60 min.' });
  });

  it('refuses a mail-sending GET that another site triggers', async () => {
    const address = uniqueEmail('code');
    const crossSite = await fetch(`${product.base}/api/email/captcha/send?email=${encodeURIComponent(address)}`, { headers: { 'sec-fetch-site': 'cross-site' } });
    expect(crossSite.status).toBe(403);
    const fromOtherOrigin = await fetch(`${product.base}/api/email/captcha/send?email=${encodeURIComponent(address)}`, {
      headers: { 'sec-fetch-site': 'same-site', origin: 'https://evil.example' },
    });
    expect(fromOtherOrigin.status).toBe(403);
    const ownPage = await fetch(`${product.base}/api/email/captcha/send?email=${encodeURIComponent(address)}`, { headers: { 'sec-fetch-site': 'same-origin' } });
    expect(ownPage.status).toBe(200);
  });

  it('counts per client on the socket address: a made-up X-Forwarded-For does not reset it', async () => {
    let refusedAt = 0;
    for (let i = 1; i <= 15 && !refusedAt; i += 1) {
      const response = await fetch(`${product.base}/pay-api/mail/unsubscribe/request`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': `203.0.113.${i}` },
        body: JSON.stringify({ email: uniqueEmail('spoof') }),
      });
      if (response.status === 429) refusedAt = i;
      else expect(response.status).toBe(200);
    }
    // 12 mail calls an hour per client, some already made by the tests above from the same socket address.
    expect(refusedAt).toBeGreaterThan(0);
    expect(refusedAt).toBeLessThanOrEqual(12);
  });
});
