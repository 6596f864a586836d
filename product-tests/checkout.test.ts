import { eventually } from '@mindprint/platform/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EmbeddedProduct } from '@mindprint/scripts/embedded-product';
import { mailbox, startProductForTest } from '@mindprint/scripts/product-under-test';
import { gatewayCalls, type Money, uniqueEmail } from './support/gateway-calls.js';

/** Checkout through the real gateway and services on the embedded sandbox provider: priced, paid once. */
let product: EmbeddedProduct & { base: string };

beforeAll(async () => {
  product = await startProductForTest();
}, 120_000);
afterAll(() => product?.stop());
const { call, ok, examOrder: answeredTest } = gatewayCalls(() => product.base);
const examOrder = (country: string) => answeredTest({ email: uniqueEmail('buyer'), country });

interface Sku {
  skuId: string;
  kind: string;
  name: string;
  price: Money;
  originalPrice: Money;
  youSave: Money;
  recommended: boolean;
}
interface Payment {
  paymentId: string;
  purchaseNumber: string;
  status: string;
  provider: string;
  method: string;
  amount: Money;
  testMode: boolean;
  approvalUrl: string;
  failureCode: string;
  alreadyPaid: boolean;
}



const reportOffer = async (orderNumber: string, country: string) => {
  const listed = await ok<{ skus: Sku[] }>('GET', `/api/exam/sku/list/1/${country}/en?orderNumber=${orderNumber}`);
  return listed.skus.find((s) => s.kind === 'report')!;
};

describe('checkout through the real services (sandbox provider)', () => {
  it('prices the offers in the country’s currency with the spec’s separators, a countdown and promo codes', async () => {
    const orderNumber = await examOrder('DE');
    const listed = await ok<{ currency: string; skus: Sku[]; offerExpiresAt: string; serverTime: string; promo: unknown }>(
      'GET',
      `/api/exam/sku/list/1/DE/de?orderNumber=${orderNumber}`,
    );
    expect(listed.currency).toBe('EUR');
    expect(listed.skus.length).toBeGreaterThanOrEqual(2);
    const report = listed.skus.find((s) => s.kind === 'report')!;
    expect(report.price.formatted).toMatch(/^\d+,\d{2} €$/);
    expect(report.youSave.amountMinor).toBe(report.originalPrice.amountMinor - report.price.amountMinor);
    expect(Date.parse(listed.offerExpiresAt)).toBeGreaterThan(Date.parse(listed.serverTime));

    const promo = await ok<{ skus: Sku[]; promo: { valid: boolean; percentOff: number } }>('GET', `/api/exam/sku/list/1/DE/de?orderNumber=${orderNumber}&promoCode=welcome10`);
    expect(promo.promo).toMatchObject({ valid: true, percentOff: 10 });
    expect(promo.skus.find((s) => s.skuId === report.skuId)!.price.amountMinor).toBeLessThan(report.price.amountMinor);
    const unknown = await ok<{ promo: { valid: boolean; rejection: string } }>('GET', `/api/exam/sku/list/1/DE/de?promoCode=NOPE123`);
    expect(unknown.promo).toMatchObject({ valid: false, rejection: 'unknown' });

    const yen = await ok<{ currency: string; skus: Sku[] }>('GET', '/api/exam/sku/list/1/JP/ja');
    expect(yen.currency).toBe('JPY');
    expect(yen.skus[0]!.price.formatted).toMatch(/^¥[\d,]+$/);
  });

  it('makes one payment of 50 concurrent creates, keeps the order payable after a decline, and pays it once by PayPal', async () => {
    const orderNumber = await examOrder('US');
    const offer = await reportOffer(orderNumber, 'US');
    const methods = await ok<{ testMode: boolean; methods: Array<{ code: string; provider: string }> }>('GET', '/pay-api/app/payment/list/1/US');
    expect(methods.testMode).toBe(true);
    expect(methods.methods.map((m) => `${m.code}:${m.provider}`).sort()).toEqual(['card:sandbox', 'paypal:sandbox']);

    const buyer = `receipt-${Date.now()}@example.com`;
    const create = (method: 'card' | 'paypal') =>
      call<Payment>('POST', '/pay-api/pay/order/create', { orderNumber, skuIds: [offer.skuId], method, email: buyer });
    const concurrent = await Promise.all(Array.from({ length: 50 }, () => create('card')));
    expect(concurrent.map((c) => c.body.result)).toEqual(Array(50).fill(200));
    const card = concurrent[0]!.body.data;
    expect(new Set(concurrent.map((c) => c.body.data.paymentId))).toEqual(new Set([card.paymentId]));
    expect(card).toMatchObject({ status: 'requires_action', provider: 'sandbox', testMode: true, amount: offer.price });

    const declined = await ok<Payment>('POST', '/pay-api/sandbox/card', {
      paymentId: card.paymentId,
      cardNumber: '4000 0000 0000 0002',
      expiry: '12/40',
      cvc: '123',
      cardholderName: 'Lea Schmidt',
      postalCode: '10115',
    });
    expect(declined).toMatchObject({ status: 'failed', failureCode: 'card_declined' });
    expect(await ok<{ purchased: boolean }>('GET', `/api/exam/order/sku/check/${orderNumber}`)).toMatchObject({ purchased: false });

    const paypal = (await create('paypal')).body.data;
    expect(paypal.paymentId).not.toBe(card.paymentId);
    expect(paypal.approvalUrl).toContain(paypal.paymentId);
    const approved = await ok<{ payment: Payment; redirectUrl: string }>('POST', '/pay-api/sandbox/approval', { paymentId: paypal.paymentId, approve: true });
    expect(approved.redirectUrl).toContain(`paymentId=${paypal.paymentId}`);
    const status = await ok<Payment>('POST', '/pay-api/pay/check/status', { paymentId: paypal.paymentId });
    expect(status.status).toBe('succeeded');

    // The order learns it from the PaymentSucceeded event (outbox → bus → consumer).
    await eventually(async () => expect(await ok<{ purchased: boolean }>('GET', `/api/exam/order/sku/check/${orderNumber}`)).toMatchObject({ purchased: true }), {
      timeoutMs: 20_000,
    });
    const info = await ok<{ transactionId: string; total: Money; paidAt: string }>('POST', '/pay-api/pay/check/payInfo', { paymentId: paypal.paymentId });
    expect(info.transactionId).not.toBe('');
    expect(info.total).toEqual(offer.price);
    expect(Date.parse(info.paidAt)).not.toBeNaN();

    // One report mail (PDF and receipt), to the address given for the report.
    await eventually(async () => expect((await mailbox(product.base, buyer)).map((m) => m.subject)).toEqual([expect.stringMatching(/^Your [EI][SN][TF][JP] report is ready/)]), {
      timeoutMs: 20_000,
    });

    const again = (await create('card')).body.data;
    expect(again.alreadyPaid).toBe(true);
    const purchases = await ok<{ purchases: Array<{ status: string }> }>('GET', `/api/secondPhase/order/${orderNumber}`);
    expect(purchases.purchases.filter((p) => p.status === 'paid')).toHaveLength(1);
  });

  it('charges a GB buyer in pounds: the receipt line shows what was paid, and membership is offered and started in pounds', async () => {
    const orderNumber = await examOrder('GB');
    const offer = await reportOffer(orderNumber, 'GB');
    expect(offer.price.formatted).toBe('£16.99');
    expect(offer.originalPrice.formatted).toBe('£33.98');
    const email = uniqueEmail('uk-buyer');
    const payment = await ok<Payment>('POST', '/pay-api/pay/order/create', { orderNumber, skuIds: [offer.skuId], method: 'card', email, country: 'GB' });
    expect(payment.amount).toEqual(offer.price);
    const paid = await ok<Payment>('POST', '/pay-api/sandbox/card', {
      paymentId: payment.paymentId,
      cardNumber: '4242 4242 4242 4242',
      expiry: '12/40',
      cvc: '123',
      cardholderName: 'Ada Byron',
      postalCode: 'SW1A 1AA',
    });
    expect(paid.status).toBe('succeeded');
    const info = await ok<{ subtotal: Money; discount: Money; total: Money; itemsCharged: Money }>('POST', '/pay-api/pay/check/payInfo', { paymentId: payment.paymentId });
    expect([info.subtotal.formatted, info.discount.formatted, info.total.formatted]).toEqual(['£33.98', '£16.99', '£16.99']);
    expect(info.itemsCharged).toEqual({ amountMinor: 1699, currency: 'GBP', formatted: '£16.99' });

    const plans = await ok<{ plans: Array<{ planId: string; price: Money; trialPrice: Money; terms: string }>; consentVersion: string }>(
      'GET',
      '/api/secondPhase/plan/sku/list/1/GB',
    );
    const basic = plans.plans.find((plan) => plan.planId === 'basic-4week')!;
    expect([basic.trialPrice.formatted, basic.price.formatted]).toEqual(['£0.99', '£16.99']);
    expect(basic.terms).toContain('£16.99');
    expect(basic.terms).not.toContain('$');
    const started = await ok<{ amount: Money; subscription: { currency: string; nextCharge?: Money } }>('POST', '/pay-api/secondPhase/pay/planSku', {
      planId: basic.planId,
      orderNumber,
      email,
      method: 'card',
      skipTrial: false,
      consentGiven: true,
      consentVersion: plans.consentVersion,
      country: 'GB',
    });
    expect(started.amount).toEqual({ amountMinor: 99, currency: 'GBP', formatted: '£0.99' });
    expect(started.subscription.currency).toBe('GBP');

    // The upgrade page asks for premium in the subscription's currency (the one the upgrade is charged in), whatever the country.
    const upgrade = await ok<{ plans: Array<{ price: Money }> }>('GET', `/api/secondPhase/plan/sku/list/1/US?tier=premium&currency=${started.subscription.currency}`);
    expect(upgrade.plans.map((plan) => plan.price.formatted)).toEqual(['£24.99']);
    for (const currency of ['XYZ', 'pounds']) {
      const refused = await call('GET', `/api/secondPhase/plan/sku/list/1/US?currency=${currency}`);
      expect(refused.status, currency).toBe(400);
      expect(refused.body.message, currency).toMatch(/currency|ISO 4217/i);
    }
  });

  it('answers bad payment input with clear envelopes', async () => {
    const bad = await call('POST', '/pay-api/pay/order/create', { orderNumber: 'MP0000', skuIds: [], method: 'cash', email: 'x' });
    expect(bad.status).toBe(400);
    const unknownOrder = await call('POST', '/pay-api/pay/order/create', { orderNumber: 'MP00000000000000000000', skuIds: ['mbti-report'], method: 'card', email: 'a@example.com' });
    expect(unknownOrder.status).toBe(404);
    const unsigned = await fetch(`${product.base}/pay-api/webhooks/stripe`, { method: 'POST', body: '{"id":"evt_1"}' });
    expect(unsigned.status).toBe(400);
    const provider = await fetch(`${product.base}/pay-api/webhooks/cash`, { method: 'POST', body: '{}' });
    expect(provider.status).toBe(400);
  });
});
