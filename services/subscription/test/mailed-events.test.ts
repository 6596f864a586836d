import { databaseEngines } from '@mindprint/platform/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSubscriptionHarness, outboxEvents, startInput } from './support/subscription-harness.js';

const day = 86_400_000;
const at = (base: Date, days: number) => new Date(base.getTime() + days * day);
/**
 * The facts of an event: its management link is signed afresh when rebuilt (and checked to be there); a
 * rebuilt event is an init shape, so the type names of it and its nested attribution are left out.
 */
const facts = ({ managePath, $typeName: _type, attribution, ...event }: Record<string, unknown>) => {
  expect(managePath).toMatch(/^\/membership\/manage\?token=/);
  const { $typeName: _nested, ...kept } = (attribution ?? {}) as Record<string, unknown>;
  return { ...event, attribution: kept };
};

describe.each(databaseEngines)('the mailed membership events for the notification re-drive on %s', (engine) => {
  // Opened before the test: starting PGlite is the slow part.
  let h: Awaited<ReturnType<typeof openSubscriptionHarness>>;
  beforeAll(async () => {
    h = await openSubscriptionHarness(engine);
  });
  afterAll(async () => {
    await h.close();
  });

  it('rebuilds trial started, each renewal paid and the cancellation as the outbox announced them, in time order, within the window', async () => {
    const t0 = h.clock.now;
    const result = await h.parts.start.run(startInput());
    const first = await h.db.withTransaction((trx) => h.parts.subscriptions.chargeByPaymentKey(result.subscription.id, 0, trx));
    await h.parts.outcomes.apply(first!.id, { status: 'succeeded', paymentId: result.payment.paymentId, at: t0 });
    // Two renewals; the subscription has moved on past the first one's period when the list is asked for.
    for (const due of [at(t0, 7), at(t0, 35)]) {
      h.clock.now = due;
      expect(await h.parts.scheduler.runOnce(due)).toBe(1);
    }
    h.clock.now = at(t0, 40);
    await h.parts.cancellation.forMember({ email: 'ann@example.com', subscriptionId: '' });
    // A pending start whose charge never went through announced nothing and is not listed.
    await h.parts.start.run(startInput({ email: 'bo@example.com' }));

    const announced = (await outboxEvents(h.db)).filter((e) => ['TrialStarted', 'SubscriptionRenewed', 'SubscriptionCanceled'].includes(e.type));
    expect(announced.map((e) => e.type)).toEqual(['TrialStarted', 'SubscriptionRenewed', 'SubscriptionRenewed', 'SubscriptionCanceled']);
    const listed = await h.parts.mailedEvents.list(at(t0, -1).toISOString(), at(t0, 41).toISOString(), 100);
    expect(listed.map((m) => m.happenedAt)).toEqual([t0, at(t0, 7), at(t0, 35), at(t0, 40)].map((d) => d.toISOString()));
    expect(listed.map((m) => facts(m.event.value as Record<string, unknown>))).toEqual(announced.map((e) => facts(e.event)));

    // The window's bounds: from is inclusive, before exclusive; the limit cuts the oldest first.
    const middle = await h.parts.mailedEvents.list(at(t0, 7).toISOString(), at(t0, 40).toISOString(), 100);
    expect(middle.map((m) => m.event.case)).toEqual(['subscriptionRenewed', 'subscriptionRenewed']);
    const firstTwo = await h.parts.mailedEvents.list(at(t0, -1).toISOString(), at(t0, 41).toISOString(), 2);
    expect(firstTwo.map((m) => m.event.case)).toEqual(['trialStarted', 'subscriptionRenewed']);
    await expect(h.parts.mailedEvents.list('yesterday', at(t0, 1).toISOString(), 10)).rejects.toMatchObject({ reason: 'INVALID_WINDOW', kind: 'INVALID_ARGUMENT' });
  });
});
