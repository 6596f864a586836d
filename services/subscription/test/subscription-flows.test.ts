import { busKinds, databaseEngines, eventually } from '@mindprint/platform/testing';
import { afterEach, describe, expect, it } from 'vitest';
import { mailedLinkTtlMs, requestedLinkTtlMs, signMembershipToken } from '../src/domain/membership-token.js';
import { openSubscriptionHarness, outboxEvents, startInput, tokenSecret } from './support/subscription-harness.js';

const day = 86_400_000;
const at = (base: Date, days: number) => new Date(base.getTime() + days * day);

describe.each(databaseEngines)('subscriptions on %s', (engine) => {
  const cleanups: Array<() => Promise<void>> = [];
  afterEach(async () => {
    for (const cleanup of cleanups.reverse().splice(0)) await cleanup();
  });
  async function harness(bus?: 'memory' | 'kafka') {
    const h = await openSubscriptionHarness(engine, bus);
    cleanups.push(h.close);
    return h;
  }
  /** A started subscription whose first charge went through (applied as the payment event would). */
  async function started(h: Awaited<ReturnType<typeof harness>>, change: Parameters<typeof startInput>[0] = {}) {
    const result = await h.parts.start.run(startInput(change));
    const charge = await h.db.withTransaction((trx) => h.parts.subscriptions.chargeByPaymentKey(result.subscription.id, 0, trx));
    await h.parts.outcomes.apply(charge!.id, { status: 'succeeded', paymentId: result.payment.paymentId, at: h.clock.now });
    return (await h.parts.subscriptions.byId(result.subscription.id))!;
  }

  describe.each(busKinds)('with the %s bus', (busKind) => {
    it('trial → three renewals → a failed renewal → retry succeeds → cancel, with every charge asserted', async () => {
      const h = await harness(busKind);
      const t0 = h.clock.now;
      const result = await h.parts.start.run(startInput());
      expect(result.payment.status).toBe('requires_action');
      expect(result.payment.clientSecret).toMatch(/^secret_/);
      expect(h.payment.state.createCalls).toEqual([{ subscriptionId: result.subscription.id, periodIndex: 0, amountMinor: 99, method: 'card' }]);
      // Repeating the start returns the same pending subscription and payment.
      const again = await h.parts.start.run(startInput({ orderNumber: result.subscription.orderNumber }));
      expect(again.subscription.id).toBe(result.subscription.id);
      expect(again.payment.paymentId).toBe(result.payment.paymentId);

      const id = result.subscription.id;
      await h.paymentSucceeded(id, 0, 99, t0);
      const trialing = await eventually(async () => {
        const sub = await h.parts.subscriptions.byId(id);
        expect(sub?.status).toBe('trialing');
        return sub!;
      });
      expect(trialing.nextChargeAt).toEqual(at(t0, 7));

      // Three renewals, each one charge of 19.99 with keys 10, 20, 30.
      let due = at(t0, 7);
      for (let n = 1; n <= 3; n++) {
        h.clock.now = due;
        expect(await h.parts.scheduler.runOnce(due)).toBe(1);
        due = at(due, 28);
      }
      // The fourth renewal fails, the retry a day later succeeds.
      h.payment.state.decide = () => 'failed';
      h.clock.now = due;
      await h.parts.scheduler.runOnce(due);
      expect((await h.parts.subscriptions.byId(id))!.status).toBe('past_due');
      h.payment.state.decide = () => 'succeeded';
      h.clock.now = at(due, 0.5);
      expect(await h.parts.scheduler.runOnce(h.clock.now)).toBe(0); // not yet
      h.clock.now = at(due, 1);
      expect(await h.parts.scheduler.runOnce(h.clock.now)).toBe(1);
      const active = (await h.parts.subscriptions.byId(id))!;
      expect(active).toMatchObject({ status: 'active', periodIndex: 4, failedAttempts: 0 });
      expect(active.currentPeriodEnd).toEqual(at(due, 28));

      expect(h.payment.state.chargeCalls).toEqual([
        { subscriptionId: id, periodIndex: 10, amountMinor: 1999 },
        { subscriptionId: id, periodIndex: 20, amountMinor: 1999 },
        { subscriptionId: id, periodIndex: 30, amountMinor: 1999 },
        { subscriptionId: id, periodIndex: 40, amountMinor: 1999 },
        { subscriptionId: id, periodIndex: 41, amountMinor: 1999 },
      ]);

      const canceled = await h.parts.cancellation.forMember({ email: 'ann@example.com', subscriptionId: '' });
      expect(canceled).toMatchObject({ status: 'canceled', cancelReason: 'member', nextChargeAt: null });
      expect(canceled.accessEndsAt).toEqual(at(due, 28));
      h.clock.now = at(due, 60);
      expect(await h.parts.scheduler.runOnce(h.clock.now)).toBe(0);
      expect(h.payment.state.chargeCalls).toHaveLength(5);

      const events = await outboxEvents(h.db);
      expect(events.map((e) => e.type)).toEqual([
        'TrialStarted',
        'SubscriptionRenewed',
        'SubscriptionRenewed',
        'SubscriptionRenewed',
        'RenewalFailed',
        'SubscriptionRenewed',
        'SubscriptionCanceled',
      ]);
      expect(events[0]!.event).toMatchObject({ trialDays: 7, trialPriceMinor: 99n, priceMinor: 1999n, trialSkipped: false, periodLabel: '4 weeks' });
      expect(events.filter((e) => e.type === 'SubscriptionRenewed').map((e) => e.event.periodIndex)).toEqual([1, 2, 3, 4]);
      expect(events[4]!.event).toMatchObject({ periodIndex: 4, attempt: 1, nextAttemptAt: at(due, 1).toISOString(), failureCode: 'card_declined' });
      expect(events[6]!.event).toMatchObject({ reason: 'member' });
    });
  });

  describe.each(busKinds)('a free trial with the %s bus', (busKind) => {
    it('keeps the method for nothing, says free in TrialStarted, and the renewal at trial end charges the plan price once', async () => {
      const h = await harness(busKind);
      const t0 = h.clock.now;
      const result = await h.parts.start.run(startInput({ planId: 'basic-free-trial' }));
      expect(result.amountMinor).toBe(0);
      expect(h.payment.state.createCalls).toEqual([{ subscriptionId: result.subscription.id, periodIndex: 0, amountMinor: 0, method: 'card' }]);
      const id = result.subscription.id;
      await h.paymentSucceeded(id, 0, 0, t0);
      const trialing = await eventually(async () => {
        const sub = await h.parts.subscriptions.byId(id);
        expect(sub?.status).toBe('trialing');
        return sub!;
      });
      expect(trialing).toMatchObject({ trialEndsAt: at(t0, 7), nextChargeAt: at(t0, 7) });
      const [started] = await outboxEvents(h.db);
      expect(started).toMatchObject({
        type: 'TrialStarted',
        event: { trialDays: 7, trialPriceMinor: 0n, priceMinor: 1999n, currency: 'USD', trialSkipped: false, trialEndsAt: at(t0, 7).toISOString() },
      });

      // Nothing is charged during the trial; at its end the saved method is charged 19.99, once however often the scheduler runs.
      h.clock.now = at(t0, 6);
      expect(await h.parts.scheduler.runOnce(h.clock.now)).toBe(0);
      h.clock.now = at(t0, 7);
      const runs = await Promise.all([h.parts.scheduler.runOnce(h.clock.now), h.instance().scheduler.runOnce(h.clock.now)]);
      expect(runs[0] + runs[1]).toBe(1);
      expect(await h.parts.scheduler.runOnce(h.clock.now)).toBe(0);
      expect(h.payment.state.chargeCalls).toEqual([{ subscriptionId: id, periodIndex: 10, amountMinor: 1999 }]);
      expect((await h.parts.subscriptions.byId(id))!).toMatchObject({ status: 'active', periodIndex: 1 });
    });
  });

  it('a free trial cancelled during the trial is never charged', async () => {
    const h = await harness();
    const t0 = h.clock.now;
    const sub = await started(h, { planId: 'basic-free-trial' });
    expect(sub).toMatchObject({ status: 'trialing', trialEndsAt: at(t0, 7) });
    h.clock.now = at(t0, 3);
    const canceled = await h.parts.cancellation.forMember({ email: 'ann@example.com', subscriptionId: '' });
    expect(canceled).toMatchObject({ status: 'canceled', nextChargeAt: null, accessEndsAt: at(t0, 7) });
    for (const days of [7, 8, 35, 70]) {
      h.clock.now = at(t0, days);
      expect(await h.parts.scheduler.runOnce(h.clock.now)).toBe(0);
    }
    expect(h.payment.state.chargeCalls).toEqual([]);
    expect(h.payment.state.createCalls.map((c) => c.amountMinor)).toEqual([0]);
  });

  it('skip trial charges 19.99 now for the first 4-week period', async () => {
    const h = await harness();
    const result = await h.parts.start.run(startInput({ skipTrial: true }));
    expect(result.amountMinor).toBe(1999);
    expect(h.payment.state.createCalls[0]).toMatchObject({ amountMinor: 1999, periodIndex: 0 });
    const sub = await started(h, { skipTrial: true, orderNumber: result.subscription.orderNumber });
    expect(sub).toMatchObject({ status: 'active', trialEndsAt: null });
    expect(sub.nextChargeAt).toEqual(at(h.clock.now, 28));
    const [event] = await outboxEvents(h.db);
    expect(event!.event).toMatchObject({ trialSkipped: true });
  });

  it('starts a PayPal trial like a card one: consent recorded, first charge by PayPal, renewals by the scheduler', async () => {
    const h = await harness('memory');
    const t0 = h.clock.now;
    const result = await h.parts.start.run(startInput({ method: ' PayPal ' }));
    expect(result.subscription.method).toBe('paypal');
    expect(h.payment.state.createCalls).toEqual([{ subscriptionId: result.subscription.id, periodIndex: 0, amountMinor: 99, method: 'paypal' }]);
    const consents = await h.db.knex('consents').where({ subscription_id: result.subscription.id });
    expect(consents).toHaveLength(1);
    await h.paymentSucceeded(result.subscription.id, 0, 99, t0);
    await eventually(async () => expect((await h.parts.subscriptions.byId(result.subscription.id))?.status).toBe('trialing'));
    h.clock.now = at(t0, 7);
    expect(await h.parts.scheduler.runOnce(h.clock.now)).toBe(1);
    expect(h.payment.state.chargeCalls).toEqual([{ subscriptionId: result.subscription.id, periodIndex: 10, amountMinor: 1999 }]);
  });

  it('rejects a missing consent, a bad address and an unknown method', async () => {
    const h = await harness();
    await expect(h.parts.start.run(startInput({ consentGiven: false }))).rejects.toThrow('Please check I have read and agree to the terms to proceed');
    await expect(h.parts.start.run(startInput({ consentVersion: 'old' }))).rejects.toThrow('Please check I have read and agree to the terms to proceed');
    await expect(h.parts.start.run(startInput({ email: 'nope' }))).rejects.toMatchObject({ reason: 'INVALID_EMAIL', message: 'Please enter a valid email address' });
    await expect(h.parts.start.run(startInput({ method: 'bitcoin' }))).rejects.toMatchObject({ reason: 'INVALID_METHOD', message: 'Choose card or PayPal to pay' });
    expect(h.payment.state.createCalls).toHaveLength(0);
  });

  it('two schedulers racing over 1,000 due subscriptions charge each period exactly once', async () => {
    const h = await harness();
    const now = h.clock.now;
    const rows = Array.from({ length: 1000 }, (_, i) => {
      const id = crypto.randomUUID();
      return {
        id,
        plan_id: 'basic-4week',
        tier: 'basic',
        status: 'trialing',
        email: `u${i}@example.com`,
        locale: 'EN',
        method: 'card',
        start_key: `order:R${i}`,
        billing_subscription_id: id,
        trial_ends_at: now,
        current_period_start: at(now, -7),
        current_period_end: now,
        next_charge_at: now,
        created_at: now,
        updated_at: now,
      };
    });
    for (let i = 0; i < rows.length; i += 200) await h.db.knex('subscriptions').insert(rows.slice(i, i + 200));
    const second = h.instance();
    const [a, b] = await Promise.all([h.parts.scheduler.runOnce(now), second.scheduler.runOnce(now)]);
    expect(a + b).toBe(1000);
    const calls = h.payment.state.chargeCalls;
    expect(calls).toHaveLength(1000);
    expect(new Set(calls.map((c) => `${c.subscriptionId}/${c.periodIndex}`)).size).toBe(1000);
    expect(calls.every((c) => c.periodIndex === 10 && c.amountMinor === 1999)).toBe(true);
    const [{ count }] = (await h.db.knex('subscriptions').where({ status: 'active', period_index: 1 }).count('* as count')) as [{ count: number }];
    expect(Number(count)).toBe(1000);
  }, 120_000); // 1,000 charges through the embedded database's one connection: a correctness test, not a timing one

  it('lapses after the last retry fails', async () => {
    const h = await harness();
    const sub = await started(h);
    h.payment.state.decide = () => 'failed';
    const due = sub.nextChargeAt!;
    for (const d of [0, 1, 3, 5]) {
      h.clock.now = at(due, d);
      expect(await h.parts.scheduler.runOnce(h.clock.now)).toBe(1);
    }
    const lapsed = (await h.parts.subscriptions.byId(sub.id))!;
    expect(lapsed).toMatchObject({ status: 'expired', cancelReason: 'lapsed', nextChargeAt: null, failedAttempts: 4 });
    expect(h.payment.state.chargeCalls.map((c) => c.periodIndex)).toEqual([10, 11, 12, 13]);
    const events = await outboxEvents(h.db);
    expect(events.map((e) => e.type)).toEqual(['TrialStarted', 'RenewalFailed', 'RenewalFailed', 'RenewalFailed', 'RenewalFailed', 'SubscriptionCanceled']);
    expect(events[4]!.event).toMatchObject({ attempt: 4, nextAttemptAt: '' });
    expect(events[5]!.event).toMatchObject({ reason: 'lapsed' });
    h.clock.now = at(due, 30);
    expect(await h.parts.scheduler.runOnce(h.clock.now)).toBe(0);
  });

  it('cancels by token: valid, twice, forged, expired; unknown address is not found', async () => {
    const h = await harness();
    const sub = await started(h);
    await expect(h.parts.cancellation.request({ email: 'who@example.com', locale: 'EN', clientIp: '' })).rejects.toMatchObject({
      kind: 'NOT_FOUND',
      message: 'Email not found Please re-enter',
    });
    expect(await h.parts.cancellation.request({ email: 'ANN@example.com', locale: 'EN', clientIp: '198.51.100.1' })).toEqual({ emailMasked: 'a***@example.com' });
    const requested = (await outboxEvents(h.db)).find((e) => e.type === 'CancellationRequested')!;
    const path = String(requested.event.confirmPath);
    expect(path).toMatch(/^\/membership\/manage\?token=/);
    const token = decodeURIComponent(path.split('token=')[1]!.split('&')[0]!);

    const forged = `${token.split('.')[0]}.${'A'.repeat(43)}`;
    await expect(h.parts.cancellation.withToken(forged)).rejects.toThrow('This cancellation link is not valid or has expired');
    await expect(h.parts.cancellation.show(forged)).rejects.toThrow('This cancellation link is not valid or has expired');
    const expired = signMembershipToken(tokenSecret, { subscriptionId: sub.id, email: sub.email }, at(h.clock.now, -8), requestedLinkTtlMs);
    await expect(h.parts.cancellation.withToken(expired)).rejects.toThrow('This cancellation link is not valid or has expired');
    // An expired link still shows the state, and says it expired.
    expect(await h.parts.cancellation.show(expired)).toMatchObject({ linkExpired: true, subscription: { id: sub.id, status: 'trialing' } });

    const canceled = await h.parts.cancellation.withToken(token);
    expect(canceled).toMatchObject({ status: 'canceled', cancelReason: 'email_link' });
    expect(canceled.accessEndsAt).toEqual(sub.currentPeriodEnd);
    expect((await h.parts.cancellation.withToken(token)).status).toBe('canceled');
    expect((await outboxEvents(h.db)).filter((e) => e.type === 'SubscriptionCanceled')).toHaveLength(1);
    // Access lasts until the end of the paid trial, then nothing.
    expect((await h.parts.queries.privileges({ email: 'ann@example.com', userId: '' })).tier).toBe('basic');
    h.clock.now = at(sub.currentPeriodEnd!, 1);
    expect((await h.parts.queries.privileges({ email: 'ann@example.com', userId: '' })).tier).toBe('none');
  });

  it('every membership mail carries a signed link to that one subscription: status, receipt, one-press cancel, no password', async () => {
    const h = await harness();
    const ann = await started(h);
    const bob = await started(h, { email: 'bob@example.com', orderNumber: 'EOBOB0001' });
    const trialStarted = (await outboxEvents(h.db)).filter((e) => e.type === 'TrialStarted');
    const annPath = String(trialStarted.find((e) => e.event.subscriptionId === ann.id)!.event.managePath);
    expect(annPath).toMatch(/^\/membership\/manage\?token=/);
    expect(annPath).toMatch(/&hl=EN$/);
    const annToken = decodeURIComponent(annPath.split('token=')[1]!.split('&')[0]!);

    // Status and receipt: the trial charge, nothing about anybody else.
    const shown = await h.parts.cancellation.show(annToken);
    expect(shown).toMatchObject({ linkExpired: false, subscription: { id: ann.id, status: 'trialing' } });
    expect(shown.charges).toEqual([expect.objectContaining({ kind: 'first', amountMinor: 99, currency: 'USD' })]);

    // A mailed link lives much longer than a requested one, but not for ever.
    h.clock.now = at(h.clock.now, 30);
    expect((await h.parts.cancellation.show(annToken)).linkExpired).toBe(false);
    expect(mailedLinkTtlMs).toBeGreaterThan(requestedLinkTtlMs);

    // The forwarded link cancels Ann's subscription only; the cancellation mail carries a link again.
    h.clock.now = at(h.clock.now, -30);
    expect(await h.parts.cancellation.withToken(annToken)).toMatchObject({ id: ann.id, status: 'canceled', accessEndsAt: ann.currentPeriodEnd });
    expect((await h.parts.subscriptions.byId(bob.id))!.status).toBe('trialing');
    const canceledEvent = (await outboxEvents(h.db)).find((e) => e.type === 'SubscriptionCanceled')!;
    expect(String(canceledEvent.event.managePath)).toMatch(/^\/membership\/manage\?token=/);
    // Used again: the same state, no second cancellation.
    expect(await h.parts.cancellation.show(annToken)).toMatchObject({ subscription: { status: 'canceled' } });
    expect((await h.parts.cancellation.withToken(annToken)).status).toBe('canceled');
    expect((await outboxEvents(h.db)).filter((e) => e.type === 'SubscriptionCanceled')).toHaveLength(1);
    // A token for another address than the subscription's shows nothing.
    const wrongAddress = signMembershipToken(tokenSecret, { subscriptionId: bob.id, email: 'ann@example.com' }, h.clock.now, mailedLinkTtlMs);
    await expect(h.parts.cancellation.show(wrongAddress)).rejects.toThrow('This cancellation link is not valid or has expired');
  });

  it('upgrades the member’s live subscription when no id is given', async () => {
    const h = await harness();
    const basic = await started(h);
    const changed = await h.parts.change.run({ subscriptionId: '', planId: 'premium-month', consentGiven: true, consentVersion: 'subscription-terms-2026-11', email: 'ann@example.com', locale: 'EN' });
    expect(changed.subscription).toMatchObject({ status: 'active', tier: 'premium', upgradedFrom: basic.id });
  });

  it('upgrades to premium: old canceled, premium active, one off-session charge', async () => {
    const h = await harness();
    const basic = await started(h);
    const changed = await h.parts.change.run({ subscriptionId: basic.id, planId: 'premium-month', consentGiven: true, consentVersion: 'subscription-terms-2026-11', email: 'ann@example.com', locale: 'EN' });
    expect(changed.subscription).toMatchObject({ status: 'active', tier: 'premium', upgradedFrom: basic.id });
    expect(h.payment.state.chargeCalls).toEqual([{ subscriptionId: basic.id, periodIndex: 1_000_000, amountMinor: 2999 }]);
    expect((await h.parts.subscriptions.byId(basic.id))).toMatchObject({ status: 'canceled', cancelReason: 'upgrade' });
    // Asking again changes nothing.
    const again = await h.parts.change.run({ subscriptionId: basic.id, planId: 'premium-month', consentGiven: true, consentVersion: 'subscription-terms-2026-11', email: 'ann@example.com', locale: 'EN' });
    expect(again.subscription.id).toBe(changed.subscription.id);
    expect(h.payment.state.chargeCalls).toHaveLength(1);
    const privileges = await h.parts.queries.privileges({ email: 'ann@example.com', userId: '' });
    expect(privileges).toMatchObject({ tier: 'premium', vip: true });
    expect(privileges.privileges.every((p) => p.granted)).toBe(true);
    // The premium renewal a month later charges the card saved under the old subscription, with its own key.
    h.clock.now = changed.subscription.nextChargeAt!;
    await h.parts.scheduler.runOnce(h.clock.now);
    expect(h.payment.state.chargeCalls[1]).toEqual({ subscriptionId: basic.id, periodIndex: 1_000_010, amountMinor: 2999 });
  });

  it('grants privileges per tier', async () => {
    const h = await harness();
    expect(await h.parts.queries.privileges({ email: 'ann@example.com', userId: '' })).toMatchObject({ tier: 'none', vip: false });
    await started(h);
    const basic = await h.parts.queries.privileges({ email: 'ann@example.com', userId: '' });
    expect(basic.tier).toBe('basic');
    expect(basic.privileges.filter((p) => p.granted).map((p) => p.code).sort()).toEqual(['articles', 'daily_question', 'games', 'reports_any_time', 'tree_hole']);
  });
});
