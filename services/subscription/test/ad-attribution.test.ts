import { databaseEngines } from '@mindprint/platform/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSubscriptionHarness, outboxEvents, startInput } from './support/subscription-harness.js';

describe.each(databaseEngines)('the ad attribution of a subscription on %s', (engine) => {
  let h: Awaited<ReturnType<typeof openSubscriptionHarness>>;
  beforeAll(async () => {
    h = await openSubscriptionHarness(engine);
  });
  afterAll(async () => {
    await h.close();
  });

  /** Starts a subscription for `email` and settles its first charge; its TrialStarted and first renewal as announced. */
  async function startAndRenew(email: string, attribution: { advertisingConsent: boolean; userAgent: string }) {
    const tracking = { hl: 'DE', gclid: 'g-1', fbclid: 'fb-1', utm_source: 'news', evil: 'x' };
    const started = await h.parts.start.run(startInput({ email, tracking, ...attribution }));
    const first = await h.db.withTransaction((trx) => h.parts.subscriptions.chargeByPaymentKey(started.subscription.id, 0, trx));
    await h.parts.outcomes.apply(first!.id, { status: 'succeeded', paymentId: started.payment.paymentId, at: h.clock.now });
    h.clock.now = new Date(h.clock.now.getTime() + 8 * 86_400_000);
    await h.parts.scheduler.runOnce(h.clock.now);
    return (await outboxEvents(h.db)).filter((e) => e.event.subscriptionId === started.subscription.id && ['TrialStarted', 'SubscriptionRenewed'].includes(e.type));
  }

  it('TrialStarted and renewals carry the click ids, consent and user agent recorded at the start; without consent only the language', async () => {
    const consented = await startAndRenew('ad-yes@example.com', { advertisingConsent: true, userAgent: 'Mozilla/5.0 (X11)' });
    expect(consented.map((e) => e.type)).toEqual(['TrialStarted', 'SubscriptionRenewed']);
    for (const { event } of consented) {
      expect(event.attribution).toMatchObject({ tracking: { hl: 'DE', gclid: 'g-1', fbclid: 'fb-1', utm_source: 'news' }, advertisingConsent: true, userAgent: 'Mozilla/5.0 (X11)' });
    }
    const refused = await startAndRenew('ad-no@example.com', { advertisingConsent: false, userAgent: 'Mozilla/5.0 (X11)' });
    expect(refused.map((e) => e.type)).toEqual(['TrialStarted', 'SubscriptionRenewed']);
    for (const { event } of refused) expect(event.attribution).toMatchObject({ tracking: { hl: 'DE' }, advertisingConsent: false, userAgent: '' });
  });

  it('follows the consent of the latest start: a visitor who withdraws it before paying again is not measured, and the reverse', async () => {
    const startTwice = async (email: string, first: boolean, second: boolean) => {
      const ua = 'Mozilla/5.0 (X11)';
      await h.parts.start.run(startInput({ email, tracking: { hl: 'DE', gclid: 'g-1' }, advertisingConsent: first, userAgent: ua }));
      const started = await h.parts.start.run(startInput({ email, tracking: { hl: 'DE', gclid: 'g-2' }, advertisingConsent: second, userAgent: ua }));
      const charge = await h.db.withTransaction((trx) => h.parts.subscriptions.chargeByPaymentKey(started.subscription.id, 0, trx));
      await h.parts.outcomes.apply(charge!.id, { status: 'succeeded', paymentId: started.payment.paymentId, at: h.clock.now });
      return (await outboxEvents(h.db)).find((e) => e.event.subscriptionId === started.subscription.id && e.type === 'TrialStarted')!.event.attribution;
    };
    expect(await startTwice('ad-withdrawn@example.com', true, false)).toMatchObject({ tracking: { hl: 'DE' }, advertisingConsent: false, userAgent: '' });
    expect(await startTwice('ad-given@example.com', false, true)).toMatchObject({ tracking: { hl: 'DE', gclid: 'g-2' }, advertisingConsent: true, userAgent: 'Mozilla/5.0 (X11)' });
  });
});
