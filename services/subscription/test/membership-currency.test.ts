import { databaseEngines } from '@mindprint/platform/testing';
import { afterEach, describe, expect, it } from 'vitest';
import { subscriptionView } from '../src/app/subscription-view.js';
import { openSubscriptionHarness, outboxEvents, startInput } from './support/subscription-harness.js';

const day = 86_400_000;

describe.each(databaseEngines)('membership in the buyer\'s currency on %s', (engine) => {
  const cleanups: Array<() => Promise<void>> = [];
  afterEach(async () => {
    for (const cleanup of cleanups.reverse().splice(0)) await cleanup();
  });

  it('a GB buyer is offered, charged and renewed in pounds; the upgrade stays in pounds', async () => {
    const h = await openSubscriptionHarness(engine);
    cleanups.push(h.close);
    const listed = h.parts.queries.listPlans({ locale: 'EN', tier: '', country: 'GB' });
    expect(listed.plans.map((plan) => [plan.planId, plan.price.formatted, plan.trialPrice.formatted])).toEqual([
      ['basic-4week', '£16.99', '£0.99'],
      ['basic-free-trial', '£16.99', '£0.00'],
      ['premium-month', '£24.99', '£0.00'],
    ]);

    const t0 = h.clock.now;
    const result = await h.parts.start.run(startInput({ country: 'gb' }));
    expect(result).toMatchObject({ amountMinor: 99, currency: 'GBP' });
    expect(result.subscription.currency).toBe('GBP');
    const first = await h.db.withTransaction((trx) => h.parts.subscriptions.chargeByPaymentKey(result.subscription.id, 0, trx));
    await h.parts.outcomes.apply(first!.id, { status: 'succeeded', paymentId: result.payment.paymentId, at: t0 });

    h.clock.now = new Date(t0.getTime() + 7 * day);
    expect(await h.parts.scheduler.runOnce(h.clock.now)).toBe(1);
    expect(h.payment.state.chargeCalls).toEqual([{ subscriptionId: result.subscription.id, periodIndex: 10, amountMinor: 1699 }]);
    const paid = await h.parts.subscriptions.paidCharges(result.subscription.id);
    expect(paid.map((charge) => [charge.kind, charge.amountMinor, charge.currency])).toEqual([
      ['first', 99, 'GBP'],
      ['renewal', 1699, 'GBP'],
    ]);
    const renewed = (await h.parts.subscriptions.byId(result.subscription.id))!;
    expect(subscriptionView(renewed).nextCharge).toMatchObject({ amountMinor: 1699n, currency: 'GBP', formatted: '£16.99' });

    const events = await outboxEvents(h.db);
    expect(events[0]).toMatchObject({ type: 'TrialStarted', event: { currency: 'GBP', trialPriceMinor: 99n, priceMinor: 1699n } });

    // The upgrade charges the saved card in the subscription's currency, whatever the premium plan costs in dollars.
    const upgraded = await h.parts.change.run({
      subscriptionId: result.subscription.id,
      planId: 'premium-month',
      consentGiven: true,
      consentVersion: startInput().consentVersion,
      email: 'ann@example.com',
      locale: 'EN',
    });
    expect(upgraded.subscription.currency).toBe('GBP');
    expect(h.payment.state.chargeCalls.at(-1)).toMatchObject({ amountMinor: 2499 });
    // What the upgrade page shows: premium in the subscription's currency, whatever the browser's country.
    expect(subscriptionView(upgraded.subscription).currency).toBe('GBP');
    const shown = h.parts.queries.listPlans({ locale: 'EN', tier: 'premium', country: 'US', currency: subscriptionView(renewed).currency });
    expect(shown.plans.map((plan) => plan.price.formatted)).toEqual(['£24.99']);
  });

  it('plans are listed in a given currency instead of the country\'s; an unpriced currency is refused', async () => {
    const h = await openSubscriptionHarness(engine);
    cleanups.push(h.close);
    expect(h.parts.queries.listPlans({ locale: 'EN', tier: 'premium', country: 'JP', currency: 'gbp' }).plans[0]!.price.formatted).toBe('£24.99');
    expect(h.parts.queries.listPlans({ locale: 'EN', tier: 'premium', country: 'GB', currency: '' }).plans[0]!.price.formatted).toBe('£24.99');
    expect(() => h.parts.queries.listPlans({ locale: 'EN', tier: '', country: 'GB', currency: 'XYZ' })).toThrow(expect.objectContaining({ reason: 'UNKNOWN_CURRENCY', kind: 'INVALID_ARGUMENT' }));
  });

  it('a buyer from a country without its own prices is offered and charged US dollars', async () => {
    const h = await openSubscriptionHarness(engine);
    cleanups.push(h.close);
    expect(h.parts.queries.listPlans({ locale: 'EN', tier: 'basic', country: 'ZA' }).plans[0]!.price.formatted).toBe('$19.99');
    const result = await h.parts.start.run(startInput({ country: 'ZA' }));
    expect(result).toMatchObject({ amountMinor: 99, currency: 'USD' });
  });
});
