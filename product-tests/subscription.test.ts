import { eventually } from '@mindprint/platform/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EmbeddedProduct } from '@mindprint/scripts/embedded-product';
import { mailbox, startProductForTest } from '@mindprint/scripts/product-under-test';
import { gatewayCalls, type Money, type Plan, type Subscription } from './support/gateway-calls.js';

/** A trial subscription through the real gateway and services: consent, first charge, trial, cancel by e-mail. */
let product: EmbeddedProduct & { base: string };

beforeAll(async () => {
  product = await startProductForTest();
}, 120_000);
afterAll(() => product?.stop());
const { call, ok, examOrder: answeredTest } = gatewayCalls(() => product.base);
const examOrder = (email: string) => answeredTest({ email });




describe('a trial subscription through the real services', () => {
  it('starts only with consent, charges the trial price once, and cancels by the e-mailed link with a POST', async () => {
    const email = `member-${Date.now()}@example.com`;
    const orderNumber = await examOrder(email);
    const listed = await ok<{ plans: Plan[]; consentVersion: string; consentText: string }>('GET', '/api/secondPhase/plan/sku/list/1/US');
    const basic = listed.plans.find((p) => p.tier === 'basic')!;
    expect(basic.trialDays).toBeGreaterThan(0);
    expect(basic.trialPrice.amountMinor).toBeGreaterThan(0);
    expect(basic.terms).toContain(basic.price.formatted);
    expect(basic.terms.toLowerCase()).not.toContain('free');

    const start = { planId: basic.planId, orderNumber, email, method: 'card', skipTrial: false, consentVersion: listed.consentVersion };
    const refused = await call('POST', '/pay-api/secondPhase/pay/planSku', { ...start, consentGiven: false });
    expect(refused.status).toBeGreaterThanOrEqual(400);
    expect(refused.body.message).toBe('Please check I have read and agree to the terms to proceed');

    const started = await ok<{ subscription: Subscription; paymentId: string; amount: Money }>('POST', '/pay-api/secondPhase/pay/planSku', { ...start, consentGiven: true });
    expect(started.amount).toEqual(basic.trialPrice);
    const again = await ok<{ subscription: Subscription; paymentId: string }>('POST', '/pay-api/vip/pay/create', { ...start, consentGiven: true });
    expect(again.paymentId).toBe(started.paymentId);

    const paid = await ok<{ status: string }>('POST', '/pay-api/sandbox/card', {
      paymentId: started.paymentId,
      cardNumber: '4242 4242 4242 4242',
      expiry: '12/40',
      cvc: '123',
      cardholderName: 'Member',
      postalCode: '10001',
    });
    expect(paid.status).toBe('succeeded');
    const trialing = await eventually(
      async () => {
        const { subscription } = await ok<{ subscription: Subscription }>('GET', `/api/vip/pay/status/${orderNumber}`);
        expect(subscription.status).toBe('trialing');
        return subscription;
      },
      { timeoutMs: 20_000 },
    );
    expect(Date.parse(trialing.trialEndsAt) - Date.now()).toBeGreaterThan((basic.trialDays - 1) * 86_400_000);
    expect(trialing.nextCharge).toEqual(basic.price);
    await eventually(async () => expect((await mailbox(product.base, email)).map((m) => m.subject).join('\n')).toMatch(/trial/i), { timeoutMs: 20_000 });

    const unknown = await call('POST', '/pay-api/unsubscribe/check/email', { email: `nobody-${Date.now()}@example.com` });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('Email not found Please re-enter');

    await ok('POST', '/pay-api/unsubscribe/check/email', { email });
    const link = await eventually(
      async () => {
        const found = (await mailbox(product.base, email)).map((m) => /\/membership\/manage\?token=([\w.~%-]+)/.exec(m.text)?.[1]).find(Boolean);
        expect(found).toBeTruthy();
        return decodeURIComponent(found!);
      },
      { timeoutMs: 20_000 },
    );
    // Opening the link shows the membership and changes nothing; the page's one button POSTs the token.
    const shown = await ok<{ subscription: Subscription; linkExpired: boolean }>('POST', '/pay-api/membership/status', { token: link });
    expect(shown).toMatchObject({ linkExpired: false, subscription: { status: 'trialing' } });
    expect((await ok<{ subscription: Subscription }>('GET', `/api/vip/pay/status/${orderNumber}`)).subscription.status).toBe('trialing');
    const canceled = await ok<{ subscription: Subscription }>('POST', '/pay-api/unsubscribe/cancel', { token: link });
    expect(canceled.subscription.status).toBe('canceled');
    expect(Date.parse(canceled.subscription.accessEndsAt)).toBeGreaterThan(Date.now());
    const twice = await ok<{ subscription: Subscription }>('POST', '/pay-api/unsubscribe/cancel', { token: link });
    expect(twice.subscription.status).toBe('canceled');
    const forged = await call('POST', '/pay-api/unsubscribe/cancel', { token: `${link.slice(0, -4)}AAAA` });
    expect(forged.status).toBe(400);
  });
});
