import { eventually } from '@mindprint/platform/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakePayPalServer, startFakePayPalServer } from '@mindprint/payment/testing/fake-paypal-server';
import { type FakeStripeServer, startFakeStripeServer } from '@mindprint/payment/testing/fake-stripe-server';
import type { EmbeddedProduct } from '@mindprint/scripts/embedded-product';
import { startProductForTest } from '@mindprint/scripts/product-under-test';
import { gatewayCalls, uniqueEmail, type Money } from './support/gateway-calls.js';

/**
 * Trial subscriptions through the real gateway and services with the Stripe and PayPal providers, whose
 * SDKs talk to local fakes of the providers' HTTP APIs: the first payment keeps the card (Stripe) or
 * vaults the wallet (PayPal), and the running scheduler charges the renewal to it off-session, once. The free
 * trial's first step charges nothing: a SetupIntent keeps the card, a PayPal setup token vaults the wallet.
 */
let stripe: FakeStripeServer;
let paypal: FakePayPalServer;
let product: EmbeddedProduct & { base: string };

beforeAll(async () => {
  [stripe, paypal] = await Promise.all([startFakeStripeServer(), startFakePayPalServer()]);
  product = await startProductForTest(
    {
      STRIPE_SECRET_KEY: 'sk_test_subscriptions',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_subscriptions',
      STRIPE_API_BASE: stripe.url,
      PAYPAL_CLIENT_ID: paypal.clientId,
      PAYPAL_CLIENT_SECRET: paypal.clientSecret,
      PAYPAL_API_BASE: paypal.url,
      // The scheduler looks for due renewals every half second, so the test does not wait a minute.
      RENEWAL_POLL_MS: '500',
    },
    // Its own embedded databases: on shared ones, other tests' schedulers (whose payment service knows no
    // Stripe or PayPal) could claim these renewals first.
    { realParts: false },
  );
}, 120_000);
afterAll(async () => {
  await product?.stop();
  await Promise.all([stripe?.close(), paypal?.close()]);
});
const { ok, examOrder } = gatewayCalls(() => product.base);

interface Subscription {
  subscriptionId: string;
  status: string;
}
interface Started {
  subscription: Subscription;
  paymentId: string;
  provider: string;
  clientSecret: string;
  approvalUrl: string;
  amount: Money;
}

async function startTrial(method: 'card' | 'paypal', planId?: string) {
  const email = uniqueEmail(`subscriber-${method}`);
  const orderNumber = await examOrder({ email });
  const { plans, consentVersion } = await ok<{ plans: Array<{ planId: string; tier: string; price: Money }>; consentVersion: string }>(
    'GET',
    '/api/secondPhase/plan/sku/list/1/US',
  );
  const basic = plans.find((p) => (planId ? p.planId === planId : p.tier === 'basic'))!;
  const started = await ok<Started>('POST', '/pay-api/secondPhase/pay/planSku', {
    planId: basic.planId,
    orderNumber,
    email,
    method,
    skipTrial: false,
    consentGiven: true,
    consentVersion,
    // As the offer page sends them: back to the subscription's check page, or to the offer.
    returnUrl: `/paying/subscribe/check?orderNumber=${orderNumber}`,
    cancelUrl: `/paying/premiumSubscriptions?orderNumber=${orderNumber}`,
  });
  return { orderNumber, basic, started };
}

const statusOf = async (orderNumber: string) => (await ok<{ subscription: Subscription }>('GET', `/api/vip/pay/status/${orderNumber}`)).subscription;
const waitForStatus = (orderNumber: string, status: string) =>
  eventually(async () => expect((await statusOf(orderNumber)).status).toBe(status), { timeoutMs: 20_000 });

/** The trial ends now: the renewal falls due and the running scheduler charges it. */
async function endTrial(subscriptionId: string) {
  const db = product.services.find((s) => s.name === 'subscription')!.infrastructure.db.knex;
  await db('subscriptions').where({ id: subscriptionId }).update({ trial_ends_at: new Date(), next_charge_at: new Date(Date.now() - 1000) });
}

describe('subscriptions with Stripe and PayPal (SDKs against local fakes)', () => {
  it('Stripe: the first intent keeps the card for off-session use; the renewal is one off-session intent', async () => {
    const methods = await ok<{ methods: Array<{ code: string; provider: string; publishableKey: string }> }>('GET', '/pay-api/app/payment/list/1/US');
    expect(methods.methods).toContainEqual(expect.objectContaining({ code: 'card', provider: 'stripe', publishableKey: 'pk_test_subscriptions' }));
    const { orderNumber, basic, started } = await startTrial('card');
    expect(started).toMatchObject({ provider: 'stripe', clientSecret: expect.stringMatching(/_secret_/) });
    const first = stripe.intentForPayment(started.paymentId)!;
    expect(first).toMatchObject({ setup_future_usage: 'off_session', customer: expect.stringMatching(/^cus_/), amount: started.amount.amountMinor });

    // Stripe's Payment Element confirms it in the browser; the check page's status call settles it.
    stripe.confirm(first.id, '4242424242424242');
    expect((await ok<{ status: string }>('POST', '/pay-api/pay/check/status', { paymentId: started.paymentId })).status).toBe('succeeded');
    await waitForStatus(orderNumber, 'trialing');

    await endTrial(started.subscription.subscriptionId);
    await waitForStatus(orderNumber, 'active');
    await new Promise((resolve) => setTimeout(resolve, 1_500)); // more scheduler passes: still one charge
    const renewals = stripe.intents().filter((intent) => intent.customer === first.customer && intent.id !== first.id);
    expect(renewals).toHaveLength(1);
    expect(renewals[0]).toMatchObject({
      off_session: true,
      status: 'succeeded',
      payment_method: stripe.intent(first.id)!.payment_method,
      amount: basic.price.amountMinor,
    });
  });

  it('PayPal: the approved first order vaults the wallet; the renewal is one merchant-initiated order on the vault id', async () => {
    const { orderNumber, basic, started } = await startTrial('paypal');
    expect(started.provider).toBe('paypal');
    const order = paypal.orderForPayment(started.paymentId)!;
    expect(started.approvalUrl).toBe(`${paypal.url}/checkoutnow?token=${order.id}`);
    expect(paypal.vaultRequest(order.id)).toEqual({ store_in_vault: 'ON_SUCCESS', usage_type: 'MERCHANT', customer_type: 'CONSUMER' });

    // The payer approves on PayPal's page and comes back to our check page with PayPal's token.
    const approval = await fetch(started.approvalUrl, { redirect: 'manual' });
    const back = new URL(approval.headers.get('location')!);
    expect(back.pathname).toBe('/paying/subscribe/check');
    expect(back.searchParams.get('paymentId')).toBe(started.paymentId);
    const checked = await ok<{ status: string }>('POST', '/pay-api/pay/check/status', { paymentId: started.paymentId, token: back.searchParams.get('token') });
    expect(checked.status).toBe('succeeded');
    await waitForStatus(orderNumber, 'trialing');
    const vault = (paypal.order(order.id)!.payment_source!.paypal.attributes as { vault: { id: string } }).vault;

    await endTrial(started.subscription.subscriptionId);
    await waitForStatus(orderNumber, 'active');
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    const renewals = paypal.vaultCharges(vault.id);
    expect(renewals).toHaveLength(1);
    expect(renewals[0]).toMatchObject({ status: 'COMPLETED', purchase_units: [{ amount: { value: (basic.price.amountMinor / 100).toFixed(2) } }] });
    expect(paypal.storedCredential(renewals[0]!.id)).toMatchObject({ payment_initiator: 'MERCHANT', usage: 'SUBSEQUENT' });
  });

  it('Stripe, free trial: a SetupIntent keeps the card without a charge; the renewal at trial end is one off-session intent', async () => {
    const { orderNumber, basic, started } = await startTrial('card', 'basic-free-trial');
    expect(started).toMatchObject({ provider: 'stripe', amount: { amountMinor: 0 }, clientSecret: expect.stringMatching(/^seti_.+_secret_/) });
    expect(stripe.intentForPayment(started.paymentId)).toBeUndefined();
    const setup = stripe.setupIntentForPayment(started.paymentId)!;
    expect(setup).toMatchObject({ usage: 'off_session', customer: expect.stringMatching(/^cus_/) });

    // The web confirms it with Stripe's confirmSetup; the check page's status call settles it.
    stripe.confirmSetup(setup.id, '4242424242424242');
    expect((await ok<{ status: string }>('POST', '/pay-api/pay/check/status', { paymentId: started.paymentId })).status).toBe('succeeded');
    await waitForStatus(orderNumber, 'trialing');

    await endTrial(started.subscription.subscriptionId);
    await waitForStatus(orderNumber, 'active');
    await new Promise((resolve) => setTimeout(resolve, 1_500)); // more scheduler passes: still one charge
    const charges = stripe.intents().filter((intent) => intent.customer === setup.customer);
    expect(charges).toHaveLength(1);
    expect(charges[0]).toMatchObject({ off_session: true, status: 'succeeded', payment_method: stripe.setupIntent(setup.id)!.payment_method, amount: basic.price.amountMinor });
  });

  it('PayPal, free trial: the approved setup token vaults the wallet without an order; the renewal is one order on the vault id', async () => {
    const { orderNumber, basic, started } = await startTrial('paypal', 'basic-free-trial');
    expect(started).toMatchObject({ provider: 'paypal', amount: { amountMinor: 0 } });
    const ordersBefore = paypal.ordersCreated;
    const approval = await fetch(started.approvalUrl, { redirect: 'manual' });
    const back = new URL(approval.headers.get('location')!);
    expect(back.pathname).toBe('/paying/subscribe/check');
    expect(back.searchParams.get('paymentId')).toBe(started.paymentId);
    const checked = await ok<{ status: string }>('POST', '/pay-api/pay/check/status', { paymentId: started.paymentId });
    expect(checked.status).toBe('succeeded');
    await waitForStatus(orderNumber, 'trialing');
    const vaultId = paypal.setupToken(back.searchParams.get('approval_token_id')!)!.vaultId!;
    expect(paypal.ordersCreated).toBe(ordersBefore);

    await endTrial(started.subscription.subscriptionId);
    await waitForStatus(orderNumber, 'active');
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    const renewals = paypal.vaultCharges(vaultId);
    expect(renewals).toHaveLength(1);
    expect(renewals[0]).toMatchObject({ status: 'COMPLETED', purchase_units: [{ amount: { value: (basic.price.amountMinor / 100).toFixed(2) } }] });
  });
});
