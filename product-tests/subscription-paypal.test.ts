import { eventually } from '@mindprint/platform/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EmbeddedProduct } from '@mindprint/scripts/embedded-product';
import { mailbox, startProductForTest } from '@mindprint/scripts/product-under-test';
import { gatewayCalls, uniqueEmail, type Money } from './support/gateway-calls.js';

/**
 * A trial paid with PayPal in the sandbox, through the real gateway and services: the approval page keeps
 * the wallet, our scheduler charges the renewal to it once, and the member cancels by the e-mailed link.
 */
let product: EmbeddedProduct & { base: string };

beforeAll(async () => {
  // The scheduler looks for due renewals every half second, so the test does not wait a minute.
  product = await startProductForTest({ RENEWAL_POLL_MS: '500' });
}, 120_000);
afterAll(() => product?.stop());
const { call, ok, examOrder } = gatewayCalls(() => product.base);
const database = (name: string) => product.services.find((s) => s.name === name)!.infrastructure.db.knex;

interface Subscription {
  subscriptionId: string;
  status: string;
  nextChargeAt: string;
  nextCharge: Money;
}

describe('a PayPal trial subscription in the sandbox', () => {
  it('approves the trial on the PayPal-like page, renews once on the saved wallet, then cancels', async () => {
    const email = uniqueEmail('paypal-member');
    const orderNumber = await examOrder({ email });
    const listed = await ok<{ plans: Array<{ planId: string; tier: string; trialPrice: Money; price: Money }>; consentVersion: string }>(
      'GET',
      '/api/secondPhase/plan/sku/list/1/US',
    );
    const basic = listed.plans.find((p) => p.tier === 'basic')!;
    const methods = await ok<{ methods: Array<{ code: string; provider: string }> }>('GET', '/pay-api/app/payment/list/1/US');
    expect(methods.methods).toContainEqual(expect.objectContaining({ code: 'paypal', provider: 'sandbox' }));

    const start = { planId: basic.planId, orderNumber, email, method: 'paypal', skipTrial: false, consentVersion: listed.consentVersion };
    const refused = await call('POST', '/pay-api/secondPhase/pay/planSku', { ...start, consentGiven: false });
    expect(refused.body.message).toBe('Please check I have read and agree to the terms to proceed');
    const started = await ok<{ subscription: Subscription; paymentId: string; approvalUrl: string; provider: string; amount: Money }>(
      'POST',
      '/pay-api/secondPhase/pay/planSku',
      { ...start, consentGiven: true },
    );
    expect(started).toMatchObject({ provider: 'sandbox', amount: basic.trialPrice });
    expect(started.approvalUrl).toContain(`/paying/sandbox-approval?paymentId=${started.paymentId}`);

    const approved = await ok<{ payment: { status: string }; redirectUrl: string }>('POST', '/pay-api/sandbox/approval', {
      paymentId: started.paymentId,
      approve: true,
    });
    expect(approved.payment.status).toBe('succeeded');
    expect(approved.redirectUrl).toContain(`paymentId=${started.paymentId}`);
    const trialing = await eventually(
      async () => {
        const { subscription } = await ok<{ subscription: Subscription }>('GET', `/api/vip/pay/status/${orderNumber}`);
        expect(subscription.status).toBe('trialing');
        return subscription;
      },
      { timeoutMs: 20_000 },
    );
    expect(trialing.nextCharge).toEqual(basic.price);

    // The trial ends now: the subscription's renewal falls due, and the running scheduler charges it.
    const subscriptions = database('subscription');
    const [{ billing_subscription_id: billingId }] = await subscriptions('subscriptions').where({ id: trialing.subscriptionId }).select('billing_subscription_id');
    await subscriptions('subscriptions').where({ id: trialing.subscriptionId }).update({ trial_ends_at: new Date(), next_charge_at: new Date(Date.now() - 1000) });
    const active = await eventually(
      async () => {
        const { subscription } = await ok<{ subscription: Subscription }>('GET', `/api/vip/pay/status/${orderNumber}`);
        expect(subscription.status).toBe('active');
        return subscription;
      },
      { timeoutMs: 20_000 },
    );
    expect(Date.parse(active.nextChargeAt)).toBeGreaterThan(Date.now());

    // Several more scheduler passes later, the period was still charged once, to the PayPal wallet.
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    const payments = database('payment');
    const renewals = await payments('payments').where({ subscription_id: billingId, off_session: true });
    expect(renewals).toHaveLength(1);
    expect(renewals[0]).toMatchObject({ method: 'paypal', provider: 'sandbox', status: 'succeeded' });
    expect(Number(renewals[0].amount_minor)).toBe(basic.price.amountMinor);
    const [saved] = await payments('saved_payment_methods').where({ subscription_id: billingId });
    expect(saved).toMatchObject({ method: 'paypal', card_brand: 'PayPal', payment_id: started.paymentId });
    expect(await payments('sandbox_charges').where({ payment_id: renewals[0].payment_id, method: 'paypal', status: 'succeeded' })).toHaveLength(1);

    await ok('POST', '/pay-api/unsubscribe/check/email', { email });
    const token = await eventually(
      async () => {
        const found = (await mailbox(product.base, email)).map((m) => /\/membership\/manage\?token=([\w.~%-]+)/.exec(m.text)?.[1]).find(Boolean);
        expect(found).toBeTruthy();
        return decodeURIComponent(found!);
      },
      { timeoutMs: 20_000 },
    );
    const canceled = await ok<{ subscription: Subscription }>('POST', '/pay-api/unsubscribe/cancel', { token });
    expect(canceled.subscription.status).toBe('canceled');
  });
});
