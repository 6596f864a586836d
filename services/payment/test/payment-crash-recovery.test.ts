import { randomUUID } from 'node:crypto';
import { fromBinary } from '@bufbuild/protobuf';
import { PaymentSucceededSchema } from '@mindprint/proto/gen/mindprint/payment/v1/events_pb';
import { eventHeaders } from '@mindprint/platform/bus';
import { OutboxRelay } from '@mindprint/platform/outbox';
import { busKinds, databaseEngines, eventually, openTestBus, testLogger } from '@mindprint/platform/testing';
import { afterEach, describe, expect, it } from 'vitest';
import { PaymentProviders } from '../src/app/payment-providers.js';
import type { PaymentProvider } from '../src/providers/payment-provider.js';
import { createInput, openPaymentHarness, outboxEvents, validCard } from './support/payment-harness.js';

const log = testLogger();
const died = () => new Error('the process died here');

describe.each(databaseEngines.flatMap((db) => busKinds.map((bus) => [db, bus] as const)))('a crash between the provider and our write, on %s with the %s bus', (engine, busKind) => {
  const cleanups: Array<() => Promise<void>> = [];
  afterEach(async () => {
    for (const cleanup of cleanups.reverse().splice(0)) await cleanup();
  });

  it('is settled by reconciliation in a new instance: succeeded, exactly one PaymentSucceeded on the bus', async () => {
    const h = await openPaymentHarness(engine, log);
    cleanups.push(h.close);
    const bus = openTestBus(busKind, log, { maxAttempts: 3, baseDelayMs: 10, maxDelayMs: 20, transientRetryMs: 200 });
    cleanups.push(() => bus.stop());

    // The first instance: the sandbox takes the money, then the process dies before our own write.
    const doomed = h.instance({
      sandboxControls: (sandbox) => ({
        submitCard: async (paymentId, form) => {
          await sandbox.submitCard(paymentId, form);
          throw died();
        },
        decideApproval: (paymentId, approve) => sandbox.decideApproval(paymentId, approve),
      }),
    });
    const card = await doomed.createPayment.run(createInput(`EO${randomUUID().slice(0, 8)}`));
    await expect(doomed.sandboxPages.submitCard(card.paymentId, validCard)).rejects.toThrow('the process died here');
    expect(await h.db.knex('payments').where({ payment_id: card.paymentId }).first()).toMatchObject({ status: 'requires_action' });
    expect(await h.db.knex('sandbox_charges').where({ payment_id: card.paymentId }).first()).toMatchObject({ status: 'succeeded' });

    // A new instance on the same database, with its outbox relay publishing to the bus.
    const received: string[] = [];
    await bus.subscribe({
      topic: 'payment.events.v1',
      groupId: `test-${randomUUID()}`,
      handle: async (message) => {
        if (message.key !== card.purchaseNumber || message.headers[eventHeaders.eventType] !== PaymentSucceededSchema.typeName) return;
        received.push(fromBinary(PaymentSucceededSchema, message.value).paymentId);
      },
    });
    const relay = new OutboxRelay(h.db, bus, log, { service: `payment-${randomUUID().slice(0, 8)}`, pollMs: 50 });
    relay.start();
    cleanups.push(() => relay.stop());
    const restarted = h.instance();
    expect(await restarted.reconcile.runOnce()).toEqual({ checked: 1, settled: 1 });
    expect(await restarted.reconcile.runOnce()).toEqual({ checked: 0, settled: 0 }); // its next check is pushed out

    const status = await restarted.queries.status(card.paymentId);
    expect(status.status).toBe('succeeded');
    expect(await restarted.createPayment.run(createInput(card.orderNumber))).toMatchObject({ paymentId: card.paymentId, alreadyPaid: true });
    await eventually(() => expect(received).toEqual([card.paymentId]));
    await new Promise((r) => setTimeout(r, 300)); // and nothing more arrives
    expect(received).toEqual([card.paymentId]);
    expect((await outboxEvents(h.db)).filter((e) => e.type === 'PaymentSucceeded')).toHaveLength(1);
  });
});

describe.each(databaseEngines)('a crash and reconciliation on %s', (engine) => {
  it('after the provider created the payment but before we stored its id, retries reach the same provider payment', async () => {
    const h = await openPaymentHarness(engine, log);
    try {
      const doomed = h.instance({
        providers: (sandbox) => {
          const dying: PaymentProvider = {
            name: 'sandbox',
            methods: sandbox.methods,
            testMode: true,
            create: async (input) => {
              await sandbox.create(input);
              throw died();
            },
            retrieve: (ref) => sandbox.retrieve(ref),
          };
          return new PaymentProviders({ card: dying, paypal: dying });
        },
      });
      const input = createInput(undefined, { method: 'paypal' });
      await expect(doomed.createPayment.run(input)).rejects.toMatchObject({ reason: 'PROVIDER_UNAVAILABLE', kind: 'UNAVAILABLE' });
      const [row] = await h.db.knex('payments');
      expect(row).toMatchObject({ status: 'created', provider_ref: null });

      const restarted = h.instance();
      expect(await restarted.reconcile.runOnce()).toMatchObject({ checked: 1 });
      const again = await restarted.createPayment.run(input);
      expect(again).toMatchObject({ paymentId: row.payment_id, status: 'requires_action', approvalUrl: `/paying/sandbox-approval?paymentId=${row.payment_id}` });
      expect(await h.db.knex('sandbox_charges')).toHaveLength(1);
      expect((await restarted.sandboxPages.decideApproval(again.paymentId, true)).payment.status).toBe('succeeded');
      expect((await outboxEvents(h.db)).map((e) => e.type)).toEqual(['PaymentSucceeded']);
    } finally {
      await h.close();
    }
  });

  it('stops asking about a payment left unsettled for longer than the give-up age, so abandoned checkouts cost no provider calls for ever', async () => {
    const h = await openPaymentHarness(engine, log);
    try {
      const instance = h.instance({ reconcile: { afterMs: 0, intervalMs: 1_000, giveUpAfterMs: 3 * 24 * 60 * 60_000 } });
      const abandoned = await instance.createPayment.run(createInput());
      const recent = await instance.createPayment.run(createInput());
      await h.db.knex('payments').where({ payment_id: abandoned.paymentId }).update({ created_at: new Date(Date.now() - 4 * 24 * 60 * 60_000) });
      await h.db.knex('payments').update({ next_check_at: new Date(0) });

      const asked: string[] = [];
      const spying = h.instance({
        reconcile: { afterMs: 0, intervalMs: 1_000, giveUpAfterMs: 3 * 24 * 60 * 60_000 },
        providers: (sandbox) => {
          const provider: PaymentProvider = {
            name: 'sandbox',
            methods: sandbox.methods,
            testMode: true,
            create: (input) => sandbox.create(input),
            retrieve: async (ref) => (asked.push(ref.paymentId), sandbox.retrieve(ref)),
          };
          return new PaymentProviders({ card: provider, paypal: provider });
        },
      });
      expect(await spying.reconcile.runOnce()).toMatchObject({ checked: 1 });
      expect(asked).toEqual([recent.paymentId]);
    } finally {
      await h.close();
    }
  });

  it('leaves young payments alone, and two replicas never ask about the same payment in one round', async () => {
    const h = await openPaymentHarness(engine, log);
    try {
      const young = h.instance({ reconcile: { afterMs: 60_000, intervalMs: 1_000 } });
      await young.createPayment.run(createInput());
      expect(await young.reconcile.runOnce()).toEqual({ checked: 0, settled: 0 });

      const asked: string[] = [];
      const replica = () =>
        h.instance({
          providers: (sandbox) => {
            const spying: PaymentProvider = {
              name: 'sandbox',
              methods: sandbox.methods,
              testMode: true,
              create: (input) => sandbox.create(input),
              retrieve: async (ref) => (asked.push(ref.paymentId), sandbox.retrieve(ref)),
            };
            return new PaymentProviders({ card: spying, paypal: spying });
          },
        });
      const a = replica();
      for (let i = 0; i < 5; i++) await a.createPayment.run(createInput());
      const rounds = await Promise.all([a.reconcile.runOnce(), replica().reconcile.runOnce()]);
      expect(rounds[0].checked + rounds[1].checked).toBe(5); // the young one is not due for a minute
      expect(new Set(asked).size).toBe(asked.length);
    } finally {
      await h.close();
    }
  });
});
