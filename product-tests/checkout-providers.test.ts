import { eventually } from '@mindprint/platform/testing';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakePayPalServer, startFakePayPalServer } from '@mindprint/payment/testing/fake-paypal-server';
import { type FakeStripeServer, startFakeStripeServer } from '@mindprint/payment/testing/fake-stripe-server';
import type { EmbeddedProduct } from '@mindprint/scripts/embedded-product';
import { startProductForTest } from '@mindprint/scripts/product-under-test';
import { gatewayCalls, uniqueEmail } from './support/gateway-calls.js';

/**
 * Checkout through the real gateway and services with the Stripe and PayPal providers, whose SDKs talk to
 * local fakes of the providers' HTTP APIs; webhooks signed the way the providers sign them.
 */
const webhookSecret = 'whsec_test_checkout';
const paypalWebhookId = 'WH-CHECKOUT-TEST';
let stripe: FakeStripeServer;
let paypal: FakePayPalServer;
let product: EmbeddedProduct & { base: string };

beforeAll(async () => {
  [stripe, paypal] = await Promise.all([startFakeStripeServer(), startFakePayPalServer()]);
  product = await startProductForTest({
    STRIPE_SECRET_KEY: 'sk_test_checkout',
    STRIPE_PUBLISHABLE_KEY: 'pk_test_checkout',
    STRIPE_WEBHOOK_SECRET: webhookSecret,
    STRIPE_API_BASE: stripe.url,
    PAYPAL_CLIENT_ID: paypal.clientId,
    PAYPAL_CLIENT_SECRET: paypal.clientSecret,
    PAYPAL_WEBHOOK_ID: paypalWebhookId,
    PAYPAL_API_BASE: paypal.url,
  });
}, 120_000);
afterAll(async () => {
  await product?.stop();
  // The last test has taken PayPal's fake down already.
  await Promise.all([stripe?.close(), paypal?.close().catch(() => undefined)]);
});
const { call, ok, examOrder: answeredTest } = gatewayCalls(() => product.base);

interface Payment {
  paymentId: string;
  status: string;
  provider: string;
  clientSecret: string;
  approvalUrl: string;
  testMode: boolean;
  amount: { amountMinor: number; currency: string };
}


async function examOrder(country: string) {
  const orderNumber = await answeredTest({ email: uniqueEmail('provider'), country });
  const { skus } = await ok<{ skus: Array<{ skuId: string; kind: string }> }>('GET', `/api/exam/sku/list/1/${country}/en?orderNumber=${orderNumber}`);
  return { orderNumber, skuId: skus.find((s) => s.kind === 'report')!.skuId };
}

const purchased = async (orderNumber: string) => (await ok<{ purchased: boolean }>('GET', `/api/exam/order/sku/check/${orderNumber}`)).purchased;
const paidPurchases = async (orderNumber: string) =>
  (await ok<{ purchases: Array<{ status: string }> }>('GET', `/api/secondPhase/order/${orderNumber}`)).purchases.filter((p) => p.status === 'paid').length;

describe('checkout with Stripe and PayPal (SDKs against local fakes)', () => {
  it('pays by card through Stripe: one PaymentIntent, card data only at Stripe, webhooks thrice and out of order → paid once', async () => {
    const { orderNumber, skuId } = await examOrder('BR');
    const methods = await ok<{ testMode: boolean; methods: Array<{ code: string; provider: string; publishableKey: string }> }>('GET', '/pay-api/app/payment/list/1/BR');
    expect(methods.methods).toContainEqual(expect.objectContaining({ code: 'card', provider: 'stripe', publishableKey: 'pk_test_checkout' }));

    const creates = await Promise.all(
      Array.from({ length: 50 }, () => call<Payment>('POST', '/pay-api/pay/order/create', { orderNumber, skuIds: [skuId], method: 'card', email: 'ana@example.com' })),
    );
    const payment = creates[0]!.body.data;
    expect(new Set(creates.map((c) => c.body.data.paymentId))).toEqual(new Set([payment.paymentId]));
    expect(stripe.intentsCreated).toBe(1);
    expect(payment).toMatchObject({ provider: 'stripe', status: 'requires_action' });
    expect(payment.clientSecret).toMatch(/_secret_/);
    // The card form is Stripe's: the sandbox card call refuses a Stripe payment, and nothing card-like reached Stripe from us.
    const sandbox = await call('POST', '/pay-api/sandbox/card', { paymentId: payment.paymentId, cardNumber: '4242424242424242', expiry: '12/40', cvc: '123', cardholderName: 'A', postalCode: '1' });
    expect(sandbox.status).toBeGreaterThanOrEqual(400);
    expect(JSON.stringify(stripe.requests)).not.toMatch(/4242|card\[number\]|payment_method_data/);

    const intent = stripe.intentForPayment(payment.paymentId)!;
    stripe.confirm(intent.id, '4242424242424242');
    const sign = (type: string) => {
      const payload = stripe.eventPayload(type, intent.id);
      return { payload, signature: Stripe.webhooks.generateTestHeaderString({ payload, secret: webhookSecret }) };
    };
    const succeeded = sign('payment_intent.succeeded');
    const late = sign('payment_intent.processing');
    const deliveries = [];
    for (const event of [succeeded, succeeded, late, succeeded]) {
      deliveries.push(await call<{ duplicate: boolean }>('POST', '/pay-api/webhooks/stripe', event.payload, { 'stripe-signature': event.signature }));
    }
    expect(deliveries.map((d) => d.status)).toEqual([200, 200, 200, 200]);
    expect(deliveries.map((d) => d.body.data.duplicate)).toEqual([false, true, false, true]);
    const tampered = await call('POST', '/pay-api/webhooks/stripe', succeeded.payload.replace('succeeded', 'canceled'), { 'stripe-signature': succeeded.signature });
    expect(tampered.status).toBe(400);

    expect((await ok<Payment>('POST', '/pay-api/pay/check/status', { paymentId: payment.paymentId })).status).toBe('succeeded');
    await eventually(async () => expect(await purchased(orderNumber)).toBe(true), { timeoutMs: 20_000 });
    expect(await paidPurchases(orderNumber)).toBe(1);
    expect(stripe.intentsCreated).toBe(1);
  });

  it('pays through PayPal: approval, return with the token, one capture, a repeated webhook changes nothing', async () => {
    const { orderNumber, skuId } = await examOrder('US');
    const payment = await ok<Payment>('POST', '/pay-api/pay/order/create', {
      orderNumber,
      skuIds: [skuId],
      method: 'paypal',
      email: 'ana@example.com',
      returnUrl: '/pay_check',
      cancelUrl: '/pay_failed',
    });
    expect(payment.provider).toBe('paypal');
    expect(payment.approvalUrl.startsWith(paypal.url)).toBe(true);

    // The payer approves on "PayPal", which sends the browser back to our status page with its token.
    const approval = await fetch(payment.approvalUrl, { redirect: 'manual' });
    const back = new URL(approval.headers.get('location')!);
    expect(back.pathname).toBe('/pay_check');
    expect(back.searchParams.get('paymentId')).toBe(payment.paymentId);
    const token = back.searchParams.get('token')!;

    const checks = await Promise.all(Array.from({ length: 5 }, () => ok<Payment>('POST', '/pay-api/pay/check/status', { paymentId: payment.paymentId, token })));
    expect(checks.map((c) => c.status)).toContain('succeeded');
    expect(paypal.capturesMade).toBe(1);

    const event = paypal.webhook('PAYMENT.CAPTURE.COMPLETED', token, paypalWebhookId);
    const first = await call<{ duplicate: boolean }>('POST', '/pay-api/webhooks/paypal', event.body, event.headers);
    const again = await call<{ duplicate: boolean }>('POST', '/pay-api/webhooks/paypal', event.body, event.headers);
    expect([first.status, again.status]).toEqual([200, 200]);
    expect(again.body.data.duplicate).toBe(true);
    const forged = await call('POST', '/pay-api/webhooks/paypal', event.body.replace('COMPLETED', 'DENIED'), event.headers);
    expect(forged.status).toBe(400);

    await eventually(async () => expect(await purchased(orderNumber)).toBe(true), { timeoutMs: 20_000 });
    expect(await paidPurchases(orderNumber)).toBe(1);
  });

  it('a signed event without its time is no crash; a webhook PayPal cannot verify right now gets a 503 the provider retries', async () => {
    const payload = JSON.stringify({ id: `evt_${Date.now()}`, object: 'event', type: 'payment_intent.succeeded', data: { object: { id: 'pi_unknown', object: 'payment_intent', metadata: {} } } });
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: webhookSecret });
    const untimed = await call('POST', '/pay-api/webhooks/stripe', payload, { 'stripe-signature': signature });
    expect(untimed.status).toBe(200);

    const { orderNumber, skuId } = await examOrder('US');
    const payment = await ok<Payment>('POST', '/pay-api/pay/order/create', { orderNumber, skuIds: [skuId], method: 'paypal', email: 'ana@example.com', returnUrl: '/pay_check', cancelUrl: '/pay_failed' });
    const approval = await fetch(payment.approvalUrl, { redirect: 'manual' });
    const token = new URL(approval.headers.get('location')!).searchParams.get('token')!;
    const event = paypal.webhook('CHECKOUT.ORDER.APPROVED', token, paypalWebhookId);
    await paypal.close(); // PayPal's API is unreachable now
    const unverifiable = await call('POST', '/pay-api/webhooks/paypal', event.body, event.headers);
    expect(unverifiable.status).toBe(503);
    expect(unverifiable.body).toMatchObject({ result: 503, reason: 'WEBHOOK_VERIFICATION_UNAVAILABLE' });
  });
});
