import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ProductUnderTest, startProductForTest } from '../src/product-under-test.js';
import { gatewayCalls, type Money, uniqueEmail } from './support/gateway-calls.js';
import { reportPurchase } from './support/report-purchase.js';

/** What a stranger can do at the edge: with a forwarded link, a spoofed client address, bad input. */
let product: ProductUnderTest;

beforeAll(async () => {
  product = await startProductForTest();
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
