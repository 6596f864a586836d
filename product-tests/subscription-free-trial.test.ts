import { eventually } from '@mindprint/platform/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EmbeddedProduct } from '@mindprint/scripts/embedded-product';
import { mailbox, startProductForTest } from '@mindprint/scripts/product-under-test';
import { gatewayCalls, uniqueEmail, type Money, type Plan, type Subscription } from './support/gateway-calls.js';

/**
 * The free 7-day trial through the real gateway and services on the parts the test setup found (Postgres,
 * Kafka): the first step keeps the sandbox card without charging, the trial mail says free and states the
 * price, date and the one-press manage link; the renewal at trial end charges the kept card once, at the plan's
 * price; a trial cancelled before then is never charged.
 */
let product: EmbeddedProduct & { base: string };

beforeAll(async () => {
  // The scheduler looks for due renewals every half second, so the test does not wait a minute.
  product = await startProductForTest({ RENEWAL_POLL_MS: '500' });
}, 120_000);
afterAll(() => product?.stop());
const { ok, examOrder } = gatewayCalls(() => product.base);


const knexOf = (service: string) => product.services.find((s) => s.name === service)!.infrastructure.db.knex;
const statusOf = async (orderNumber: string) => (await ok<{ subscription: Subscription }>('GET', `/api/vip/pay/status/${orderNumber}`)).subscription;
const waitForStatus = (orderNumber: string, status: string) =>
  eventually(async () => expect((await statusOf(orderNumber)).status).toBe(status), { timeoutMs: 30_000 });
/** What payment holds for the subscription: the first step and every renewal. */
const paymentsOf = (subscriptionId: string) => knexOf('payment')('payments').where({ subscription_id: subscriptionId }).orderBy('period_index');

/** A guest starts the free trial with the sandbox card form; the trial is running once the card is kept. */
async function startFreeTrial() {
  const email = uniqueEmail('free-trial');
  const orderNumber = await examOrder({ email });
  const listed = await ok<{ plans: Plan[]; consentVersion: string }>('GET', '/api/secondPhase/plan/sku/list/1/US');
  const plan = listed.plans.find((p) => p.planId === 'basic-free-trial')!;
  expect(plan).toMatchObject({ tier: 'basic', trialDays: 7, trialPrice: { amountMinor: 0 } });
  expect(plan.terms).toMatch(/^Free for 7 days, then \$19\.99 every 4 weeks from /);
  const started = await ok<{ subscription: Subscription; paymentId: string; amount: Money; provider: string }>('POST', '/pay-api/secondPhase/pay/planSku', {
    planId: plan.planId,
    orderNumber,
    email,
    method: 'card',
    skipTrial: false,
    consentGiven: true,
    consentVersion: listed.consentVersion,
    returnUrl: `/paying/subscribe/check?orderNumber=${orderNumber}`,
    cancelUrl: `/paying/premiumSubscriptions?orderNumber=${orderNumber}`,
  });
  expect(started.amount.amountMinor).toBe(0);
  const kept = await ok<{ status: string; amount: Money }>('POST', '/pay-api/sandbox/card', {
    paymentId: started.paymentId,
    cardNumber: '4242 4242 4242 4242',
    expiry: '12/40',
    cvc: '123',
    cardholderName: 'Member',
    postalCode: '10001',
  });
  expect(kept.status).toBe('succeeded');
  await waitForStatus(orderNumber, 'trialing');
  return { email, orderNumber, plan, subscriptionId: started.subscription.subscriptionId };
}

/** The trial ends now: the renewal falls due and the running scheduler charges it. */
async function endTrial(subscriptionId: string) {
  await knexOf('subscription')('subscriptions').where({ id: subscriptionId }).update({ trial_ends_at: new Date(), next_charge_at: new Date(Date.now() - 1000) });
}

describe('the free 7-day trial through the real services', () => {
  it('keeps the card for nothing, mails "free" with the price, date and manage link, and charges the plan price once at trial end', async () => {
    const { email, orderNumber, plan, subscriptionId } = await startFreeTrial();
    const trialing = await statusOf(orderNumber);
    expect(Date.parse(trialing.trialEndsAt) - Date.now()).toBeGreaterThan(6 * 86_400_000);
    expect(trialing.nextCharge).toEqual(plan.price);
    const [first] = await paymentsOf(subscriptionId);
    expect(first).toMatchObject({ status: 'succeeded', save_method: true, transaction_id: null });
    expect(Number(first.amount_minor)).toBe(0);

    const mail = await eventually(
      async () => {
        const found = (await mailbox(product.base, email)).find((m) => /trial has started/.test(m.subject));
        expect(found).toBeTruthy();
        return found!;
      },
      { timeoutMs: 30_000 },
    );
    expect(mail.text).toContain('Your 7-day free trial of Basic membership, free trial has started. The trial costs nothing.');
    expect(mail.text).toMatch(/renews on .+ at \$19\.99 per 4 weeks/);
    expect(mail.text).toMatch(/\/membership\/manage\?token=/);
    expect(mail.text).toContain('How to cancel');

    await endTrial(subscriptionId);
    await waitForStatus(orderNumber, 'active');
    await new Promise((resolve) => setTimeout(resolve, 1_500)); // more scheduler passes: still one charge
    const payments = await paymentsOf(subscriptionId);
    expect(payments.map((p: { amount_minor: string; status: string; off_session: boolean }) => [Number(p.amount_minor), p.status, p.off_session])).toEqual([
      [0, 'succeeded', false],
      [plan.price.amountMinor, 'succeeded', true],
    ]);
  });

  it('a free trial cancelled from the mailed link in one press is never charged', async () => {
    const { email, orderNumber, subscriptionId } = await startFreeTrial();
    const link = await eventually(
      async () => {
        const found = (await mailbox(product.base, email)).map((m) => /\/membership\/manage\?token=([\w.~%-]+)/.exec(m.text)?.[1]).find(Boolean);
        expect(found).toBeTruthy();
        return decodeURIComponent(found!);
      },
      { timeoutMs: 30_000 },
    );
    const canceled = await ok<{ subscription: Subscription }>('POST', '/pay-api/unsubscribe/cancel', { token: link });
    expect(canceled.subscription.status).toBe('canceled');
    expect(await knexOf('subscription')('subscriptions').where({ id: subscriptionId }).first()).toMatchObject({ next_charge_at: null });
    // The trial's end passes (its time, not its charge: a cancelled trial has none due).
    await knexOf('subscription')('subscriptions').where({ id: subscriptionId }).update({ trial_ends_at: new Date(Date.now() - 1000), access_ends_at: new Date(Date.now() - 1000) });
    await new Promise((resolve) => setTimeout(resolve, 2_000)); // scheduler passes after the trial's end
    expect(['canceled', 'expired']).toContain((await statusOf(orderNumber)).status);
    expect((await paymentsOf(subscriptionId)).map((p: { amount_minor: string }) => Number(p.amount_minor))).toEqual([0]);
  });
});
