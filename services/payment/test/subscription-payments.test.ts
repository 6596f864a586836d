import { randomUUID } from 'node:crypto';
import { PaymentService } from '@mindprint/proto/gen/mindprint/payment/v1/payment_service_pb';
import { createServiceClient } from '@mindprint/platform/grpc-client';
import { serveGrpc } from '@mindprint/platform/grpc-server';
import { databaseEngines, testLogger } from '@mindprint/platform/testing';
import { afterEach, describe, expect, it } from 'vitest';
import { PaymentProviders } from '../src/app/payment-providers.js';
import type { CreateSubscriptionPaymentInput } from '../src/app/subscription-payments.js';
import { paymentHandlers } from '../src/grpc/payment-handlers.js';
import type { PaymentProvider } from '../src/providers/payment-provider.js';
import type { SandboxProvider } from '../src/providers/sandbox-provider.js';
import { openPaymentHarness, outboxEvents, validCard } from './support/payment-harness.js';

const firstCharge = (subscriptionId: string, change: Partial<CreateSubscriptionPaymentInput> = {}): CreateSubscriptionPaymentInput => ({
  subscriptionId,
  periodIndex: 0,
  amountMinor: 199n,
  currency: 'usd',
  email: 'Ann@Example.com',
  method: 'card',
  title: 'Premium trial',
  locale: 'EN',
  returnUrl: '/pay_check',
  cancelUrl: '',
  ...change,
});

const renewal = (subscriptionId: string, periodIndex = 1) => ({
  subscriptionId,
  periodIndex,
  amountMinor: 2999n,
  currency: 'USD',
  title: 'Premium, monthly',
  email: 'ann@example.com',
});

/** The sandbox behind a wrapper that counts off-session charges asked of it. */
function countingCharges(sandbox: SandboxProvider) {
  const calls = { chargeSaved: 0 };
  const provider: PaymentProvider = {
    name: 'sandbox',
    methods: sandbox.methods,
    testMode: true,
    create: (input) => sandbox.create(input),
    retrieve: (ref) => sandbox.retrieve(ref),
    cancel: (ref) => sandbox.cancel(ref),
    chargeSaved: async (input) => {
      calls.chargeSaved++;
      // Slow enough that concurrent callers overlap.
      await new Promise((resolve) => setTimeout(resolve, 20));
      return sandbox.chargeSaved(input);
    },
  };
  return { provider, calls };
}

describe.each(databaseEngines)('subscription charges on %s', (engine) => {
  const cleanups: Array<() => Promise<void> | void> = [];
  afterEach(async () => {
    for (const cleanup of cleanups.reverse().splice(0)) await cleanup();
  });
  async function harness() {
    const h = await openPaymentHarness(engine);
    cleanups.push(h.close);
    return h;
  }

  /** A subscription whose first charge was paid through the sandbox card form with `cardNumber`. */
  async function subscribed(service: ReturnType<Awaited<ReturnType<typeof harness>>['instance']>, cardNumber = validCard.cardNumber) {
    const subscriptionId = `sub_${randomUUID()}`;
    const first = await service.createSubscriptionPayment.run(firstCharge(subscriptionId));
    const paid = await service.sandboxPages.submitCard(first.paymentId, { ...validCard, cardNumber });
    return { subscriptionId, first, paid };
  }

  it('takes the first charge through the sandbox card form, saves the card and tells who pays for what', async () => {
    const h = await harness();
    const service = h.instance();
    const subscriptionId = `sub_${randomUUID()}`;
    const first = await service.createSubscriptionPayment.run(firstCharge(subscriptionId));
    expect(first).toMatchObject({
      status: 'requires_action',
      provider: 'sandbox',
      method: 'card',
      testMode: true,
      amountMinor: 199,
      currency: 'USD',
      purchaseNumber: '',
      orderNumber: '',
      title: 'Premium trial',
    });
    // Repeated (and concurrent) calls for the period get the same payment.
    const again = await Promise.all(Array.from({ length: 5 }, () => service.createSubscriptionPayment.run(firstCharge(subscriptionId))));
    expect(new Set(again.map((p) => p.paymentId))).toEqual(new Set([first.paymentId]));
    expect(await h.db.knex('sandbox_charges')).toHaveLength(1);
    // The status check works as for purchases.
    expect((await service.queries.status(first.paymentId)).status).toBe('requires_action');

    const paid = await service.sandboxPages.submitCard(first.paymentId, validCard);
    expect(paid.status).toBe('succeeded');
    const saved = await h.db.knex('saved_payment_methods').where({ subscription_id: subscriptionId });
    expect(saved).toHaveLength(1);
    expect(saved[0]).toMatchObject({ provider: 'sandbox', card_brand: 'visa', card_last4: '4242', payment_id: first.paymentId, customer_ref: null });
    expect(saved[0].method_ref).toMatch(/^sbx_card_/);
    // Never the card number, anywhere.
    const dump = JSON.stringify([await h.db.knex('saved_payment_methods'), await h.db.knex('sandbox_saved_cards'), await h.db.knex('sandbox_charges')]);
    expect(dump).not.toContain('4242424242424242');

    const events = await outboxEvents(h.db);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      type: 'PaymentSucceeded',
      key: subscriptionId,
      event: { paymentId: first.paymentId, subscriptionId, periodIndex: 0, purchaseNumber: '', orderNumber: '', amountMinor: 199n, currency: 'USD' },
    });
    // The receipt is what was charged; no purchase is asked for.
    expect(await service.queries.info(first.paymentId)).toMatchObject({ purchaseNumber: '', status: 'succeeded', total: { amountMinor: 199, currency: 'USD' } });
    // Asking again after success changes nothing.
    expect((await service.createSubscriptionPayment.run(firstCharge(subscriptionId))).status).toBe('succeeded');
  });

  it('does not save a declined card', async () => {
    const h = await harness();
    const service = h.instance();
    const { subscriptionId, paid } = await subscribed(service, '4000 0000 0000 0002');
    expect(paid).toMatchObject({ status: 'failed', failureCode: 'card_declined' });
    expect(await h.db.knex('saved_payment_methods')).toHaveLength(0);
    const events = await outboxEvents(h.db);
    expect(events).toMatchObject([{ type: 'PaymentFailed', key: subscriptionId, event: { subscriptionId, periodIndex: 0, failureCode: 'card_declined' } }]);
    await expect(service.chargeSavedMethod.run(renewal(subscriptionId))).rejects.toMatchObject({
      kind: 'FAILED_PRECONDITION',
      message: 'No saved payment method for this subscription',
    });
  });

  it('charges the saved card once for 20 concurrent renewals of one period, across two instances', async () => {
    const h = await harness();
    let counter: ReturnType<typeof countingCharges> | undefined;
    const first = h.instance({
      providers: (sandbox) => {
        counter = countingCharges(sandbox);
        return new PaymentProviders({ card: counter.provider, paypal: sandbox });
      },
    });
    const second = h.instance();
    const { subscriptionId } = await subscribed(first);
    const before = (await outboxEvents(h.db)).length;

    const results = await Promise.all(Array.from({ length: 20 }, (_, i) => (i % 4 === 3 ? second : first).chargeSavedMethod.run(renewal(subscriptionId))));
    expect(new Set(results.map((p) => p.paymentId)).size).toBe(1);
    expect(results.every((p) => p.status === 'succeeded' && p.amountMinor === 2999 && p.currency === 'USD')).toBe(true);
    expect(counter!.calls.chargeSaved).toBe(1); // one request from this instance; the idempotency key covers the other
    expect(await h.db.knex('sandbox_charges').where({ off_session: true })).toHaveLength(1);
    expect(await h.db.knex('payments').where({ subscription_id: subscriptionId })).toHaveLength(2);

    const events = (await outboxEvents(h.db)).slice(before);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ type: 'PaymentSucceeded', key: subscriptionId, event: { paymentId: results[0]!.paymentId, subscriptionId, periodIndex: 1 } });

    // Later: the same period again is the same payment; the next period is a new charge.
    expect((await first.chargeSavedMethod.run(renewal(subscriptionId))).paymentId).toBe(results[0]!.paymentId);
    const next = await second.chargeSavedMethod.run(renewal(subscriptionId, 2));
    expect(next.paymentId).not.toBe(results[0]!.paymentId);
    expect(next.status).toBe('succeeded');
    // The same period for another amount is refused rather than charged.
    await expect(first.chargeSavedMethod.run({ ...renewal(subscriptionId), amountMinor: 1n })).rejects.toMatchObject({ kind: 'CONFLICT' });
  });

  it('fails renewals of the renewal-declining test card, once, with the subscription in the event', async () => {
    const h = await harness();
    const service = h.instance();
    const { subscriptionId, paid } = await subscribed(service, '4000 0000 0000 0341');
    expect(paid.status).toBe('succeeded');
    const before = (await outboxEvents(h.db)).length;

    const declined = await Promise.all(Array.from({ length: 3 }, () => service.chargeSavedMethod.run(renewal(subscriptionId))));
    expect(declined[0]).toMatchObject({ status: 'failed', failureCode: 'card_declined', failureMessage: expect.stringMatching(/declined/) });
    expect(new Set(declined.map((p) => p.paymentId)).size).toBe(1);
    const events = (await outboxEvents(h.db)).slice(before);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      type: 'PaymentFailed',
      key: subscriptionId,
      event: { paymentId: declined[0]!.paymentId, subscriptionId, periodIndex: 1, failureCode: 'card_declined', purchaseNumber: '', orderNumber: '' },
    });
    // A status check or reconciliation later changes nothing.
    expect((await service.queries.status(declined[0]!.paymentId)).status).toBe('failed');
    expect((await service.chargeSavedMethod.run(renewal(subscriptionId, 2))).status).toBe('failed');
  });

  it('lets a test decline the next off-session charge of a saved card', async () => {
    const h = await harness();
    const service = h.instance();
    const { subscriptionId } = await subscribed(service);
    const [saved] = await h.db.knex('saved_payment_methods').where({ subscription_id: subscriptionId });
    await service.sandbox.declineNextOffSessionCharge(saved.method_ref, 'insufficient_funds');
    expect(await service.chargeSavedMethod.run(renewal(subscriptionId, 1))).toMatchObject({ status: 'failed', failureCode: 'insufficient_funds' });
    expect(await service.chargeSavedMethod.run(renewal(subscriptionId, 2))).toMatchObject({ status: 'succeeded' });
  });

  it('charges a renewal whose provider answer was lost, through reconciliation', async () => {
    const h = await harness();
    let failNext = true;
    const flaky = h.instance({
      providers: (sandbox) => {
        const provider: PaymentProvider = {
          name: 'sandbox',
          methods: sandbox.methods,
          testMode: true,
          create: (input) => sandbox.create(input),
          retrieve: (ref) => sandbox.retrieve(ref),
          chargeSaved: async (input) => {
            if (failNext) {
              failNext = false;
              throw new Error('connection reset');
            }
            return sandbox.chargeSaved(input);
          },
        };
        return new PaymentProviders({ card: provider, paypal: sandbox });
      },
    });
    const { subscriptionId } = await subscribed(flaky);
    await expect(flaky.chargeSavedMethod.run(renewal(subscriptionId))).rejects.toMatchObject({ kind: 'UNAVAILABLE' });
    const [open] = await h.db.knex('payments').where({ subscription_id: subscriptionId, period_index: 1 });
    expect(open.status).toBe('created');
    expect(await flaky.reconcile.runOnce()).toMatchObject({ settled: 1 });
    expect(await h.db.knex('payments').where({ payment_id: open.payment_id }).first()).toMatchObject({ status: 'succeeded' });
    expect(await h.db.knex('sandbox_charges').where({ off_session: true })).toHaveLength(1);
  });

  it('takes a PayPal first charge on the sandbox approval page, keeps the wallet and renews it off-session', async () => {
    const h = await harness();
    const service = h.instance();
    const subscriptionId = `sub_${randomUUID()}`;
    const first = await service.createSubscriptionPayment.run(firstCharge(subscriptionId, { method: 'paypal' }));
    expect(first).toMatchObject({ status: 'requires_action', provider: 'sandbox', method: 'paypal', approvalUrl: expect.stringContaining('/paying/sandbox-approval') });
    const { payment } = await service.sandboxPages.decideApproval(first.paymentId, true);
    expect(payment.status).toBe('succeeded');
    const [saved] = await h.db.knex('saved_payment_methods').where({ subscription_id: subscriptionId });
    expect(saved).toMatchObject({ provider: 'sandbox', method: 'paypal', card_brand: 'PayPal', card_last4: null, payment_id: first.paymentId });
    expect(saved.method_ref).toMatch(/^sbx_wallet_/);

    const renewals = await Promise.all(Array.from({ length: 5 }, () => service.chargeSavedMethod.run(renewal(subscriptionId, 1))));
    expect(new Set(renewals.map((r) => r.paymentId)).size).toBe(1);
    expect(renewals[0]).toMatchObject({ status: 'succeeded', method: 'paypal', provider: 'sandbox' });
    expect(await h.db.knex('sandbox_charges').where({ off_session: true, method: 'paypal' })).toHaveLength(1);
    await service.sandbox.declineNextOffSessionCharge(saved.method_ref);
    expect(await service.chargeSavedMethod.run(renewal(subscriptionId, 2))).toMatchObject({ status: 'failed', failureCode: 'card_declined' });
  });

  it('keeps no wallet when the PayPal approval is canceled, nor for a purchase', async () => {
    const h = await harness();
    const service = h.instance();
    const subscriptionId = `sub_${randomUUID()}`;
    const first = await service.createSubscriptionPayment.run(firstCharge(subscriptionId, { method: 'paypal' }));
    expect((await service.sandboxPages.decideApproval(first.paymentId, false)).payment.status).toBe('canceled');
    expect(await h.db.knex('saved_payment_methods')).toHaveLength(0);
    expect(await h.db.knex('sandbox_saved_cards')).toHaveLength(0);
  });

  it('checks what the caller sends', async () => {
    const h = await harness();
    const service = h.instance();
    await expect(service.createSubscriptionPayment.run(firstCharge(`sub_${randomUUID()}`, { method: 'bitcoin' }))).rejects.toMatchObject({
      kind: 'INVALID_ARGUMENT',
      reason: 'INVALID_PAYMENT_METHOD',
    });
    await expect(service.createSubscriptionPayment.run(firstCharge('', {}))).rejects.toMatchObject({ kind: 'INVALID_ARGUMENT' });
    await expect(service.createSubscriptionPayment.run(firstCharge('sub_x', { amountMinor: -199n }))).rejects.toMatchObject({ reason: 'INVALID_AMOUNT' });
    await expect(service.chargeSavedMethod.run({ ...renewal('sub_x'), amountMinor: 0n })).rejects.toMatchObject({ reason: 'INVALID_AMOUNT' });
    await expect(service.createSubscriptionPayment.run(firstCharge('sub_x', { currency: 'dollars' }))).rejects.toMatchObject({ reason: 'INVALID_CURRENCY' });
    await expect(service.chargeSavedMethod.run(renewal(`sub_${randomUUID()}`))).rejects.toMatchObject({
      kind: 'FAILED_PRECONDITION',
      message: 'No saved payment method for this subscription',
    });
    expect(await h.db.knex('payments')).toHaveLength(0);
  });

  it('serves both calls over gRPC', async () => {
    const log = testLogger();
    const h = await harness();
    const parts = h.instance({ log });
    const server = await serveGrpc({ host: '127.0.0.1', port: 0, log, bindings: [paymentHandlers(parts)] });
    cleanups.push(() => server.shutdown(1_000));
    const client = createServiceClient(PaymentService, `127.0.0.1:${server.port}`, { deadlineMs: 10_000 });
    cleanups.push(() => client.close());

    const subscriptionId = `sub_${randomUUID()}`;
    const { payment } = await client.createSubscriptionPayment({ ...firstCharge(subscriptionId), amountMinor: 199n });
    expect(payment).toMatchObject({ status: 'requires_action', amount: { amountMinor: 199n, currency: 'USD', formatted: '$1.99' } });
    await client.submitSandboxCard({ paymentId: payment!.paymentId, ...validCard });
    const renewed = await client.chargeSavedMethod(renewal(subscriptionId));
    expect(renewed.payment).toMatchObject({ status: 'succeeded', amount: { amountMinor: 2999n } });
    const { payment: wallet } = await client.createSubscriptionPayment({ ...firstCharge(`sub_${randomUUID()}`), amountMinor: 199n, method: 'paypal' });
    expect(wallet).toMatchObject({ status: 'requires_action', method: 'paypal', approvalUrl: expect.stringContaining('/paying/sandbox-approval') });
  });
});
