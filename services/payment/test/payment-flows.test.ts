import { databaseEngines } from '@mindprint/platform/testing';
import { afterEach, describe, expect, it } from 'vitest';
import { PaymentProviders } from '../src/app/payment-providers.js';
import type { PaymentProvider, ProviderPayment, ProviderWebhookEvent } from '../src/providers/payment-provider.js';
import { WebhookRejected } from '../src/providers/payment-provider.js';
import type { SandboxProvider } from '../src/providers/sandbox-provider.js';
import { createInput, openPaymentHarness, outboxEvents, validCard } from './support/payment-harness.js';

/** The sandbox behind a wrapper that counts what the service asks it. */
function counting(sandbox: SandboxProvider) {
  const calls = { create: 0, refs: new Set<string>() };
  const provider: PaymentProvider = {
    name: 'sandbox',
    methods: sandbox.methods,
    testMode: true,
    create: async (input) => {
      calls.create++;
      const answer = await sandbox.create(input);
      calls.refs.add(answer.providerRef);
      return answer;
    },
    retrieve: (ref) => sandbox.retrieve(ref),
    cancel: (ref) => sandbox.cancel(ref),
  };
  return { provider, calls };
}

describe.each(databaseEngines)('payments on %s', (engine) => {
  const cleanups: Array<() => Promise<void>> = [];
  afterEach(async () => {
    for (const cleanup of cleanups.reverse().splice(0)) await cleanup();
  });
  async function harness() {
    const h = await openPaymentHarness(engine);
    cleanups.push(h.close);
    return h;
  }

  it('charges once for 50 concurrent CreatePayment calls of one order, also across two instances', async () => {
    const h = await harness();
    let counter: ReturnType<typeof counting> | undefined;
    const first = h.instance({
      providers: (sandbox) => {
        counter = counting(sandbox);
        return new PaymentProviders({ card: counter.provider, paypal: sandbox });
      },
    });
    const second = h.instance(); // another replica on the same database, the plain sandbox
    const input = createInput();
    const results = await Promise.all(Array.from({ length: 50 }, (_, i) => (i % 5 === 4 ? second : first).createPayment.run(input)));

    expect(new Set(results.map((p) => p.paymentId)).size).toBe(1);
    expect(results.every((p) => p.status === 'requires_action' && p.provider === 'sandbox' && p.testMode)).toBe(true);
    expect(await h.db.knex('payments')).toHaveLength(1);
    expect(await h.db.knex('sandbox_charges')).toHaveLength(1);
    expect(counter!.calls.create).toBe(1); // one request from this instance; the idempotency key covers the other
    expect(counter!.calls.refs.size).toBe(1);
    expect(results[0]).toMatchObject({ amountMinor: 1999, currency: 'USD', title: 'MBTI full report', alreadyPaid: false });
  }, 120_000); // 50 creates through the embedded database's one session: a correctness test, not a timing one

  it('fails a declined card once, keeps the order payable, and takes PayPal next', async () => {
    const h = await harness();
    const service = h.instance();
    const card = await service.createPayment.run(createInput());
    const declined = await service.sandboxPages.submitCard(card.paymentId, { ...validCard, cardNumber: '4000 0000 0000 0002' });
    expect(declined).toMatchObject({ status: 'failed', failureCode: 'card_declined', failureMessage: expect.stringMatching(/declined/) });
    // Submitting again, or a late status check, changes nothing.
    expect((await service.sandboxPages.submitCard(card.paymentId, validCard)).status).toBe('failed');
    expect((await service.queries.status(card.paymentId)).status).toBe('failed');
    const failures = (await outboxEvents(h.db)).filter((e) => e.type === 'PaymentFailed');
    expect(failures).toHaveLength(1);
    expect(failures[0]).toMatchObject({ key: card.purchaseNumber, event: { paymentId: card.paymentId, failureCode: 'card_declined', provider: 'sandbox' } });

    const paypal = await service.createPayment.run(createInput(card.orderNumber, { method: 'paypal', returnUrl: '/paying/check' }));
    expect(paypal.paymentId).not.toBe(card.paymentId);
    expect(paypal).toMatchObject({ status: 'requires_action', method: 'paypal', approvalUrl: `/paying/sandbox-approval?paymentId=${paypal.paymentId}` });
    const approved = await service.sandboxPages.decideApproval(paypal.paymentId, true);
    expect(approved.payment.status).toBe('succeeded');
    expect(approved.redirectUrl).toBe(`http://localhost:8080/paying/check?paymentId=${paypal.paymentId}`);
    const successes = (await outboxEvents(h.db)).filter((e) => e.type === 'PaymentSucceeded');
    expect(successes).toHaveLength(1);
    expect(successes[0]!.event).toMatchObject({ paymentId: paypal.paymentId, purchaseNumber: card.purchaseNumber, amountMinor: 1999n, currency: 'USD' });
    expect(successes[0]!.event.transactionId).toMatch(/^sbx_txn_/);

    // Paid: asking again charges nothing, even before the order service has heard of it.
    const again = await service.createPayment.run(createInput(card.orderNumber));
    expect(again).toMatchObject({ paymentId: paypal.paymentId, alreadyPaid: true, status: 'succeeded' });
    expect(await h.db.knex('payments')).toHaveLength(2);
  });

  it('opens a purchase’s first payment with one statement that also looks for its other payments', async () => {
    const h = await harness();
    const service = h.instance();
    const statements: string[] = [];
    const record = (query: { sql: string }) => statements.push(query.sql);
    h.db.knex.on('query', record);
    const card = await service.createPayment.run(createInput());
    h.db.knex.off('query', record);
    // The insert (with the look for other payments), then the sandbox's own row and the stored answer.
    expect(statements).toHaveLength(3);
    expect(statements[0]).toMatch(/^with existing as \(select \* from payments where purchase_number = .*insert into payments/s);
    expect(statements.filter((sql) => /^select/.test(sql))).toEqual([]);
    expect(card).toMatchObject({ status: 'requires_action', amountMinor: 1999, currency: 'USD', title: 'MBTI full report', alreadyPaid: false });
    const row = await h.db.knex('payments').where({ payment_id: card.paymentId }).first();
    expect(row).toMatchObject({ status: 'requires_action', purchase_number: card.purchaseNumber, order_number: card.orderNumber, method: 'card', email: expect.any(String) });
    expect(row.return_url).toContain(`paymentId=${card.paymentId}`);
  });

  it('sends a canceled approval back to the cancel URL and lets the visitor pay again', async () => {
    const h = await harness();
    const service = h.instance();
    const paypal = await service.createPayment.run(createInput(undefined, { method: 'paypal' }));
    const canceled = await service.sandboxPages.decideApproval(paypal.paymentId, false);
    expect(canceled.payment).toMatchObject({ status: 'canceled', failureCode: 'canceled' });
    expect(canceled.redirectUrl).toBe(`http://localhost:8080/pay_failed?paymentId=${paypal.paymentId}`);
    expect((await service.sandboxPages.decideApproval(paypal.paymentId, true)).payment.status).toBe('canceled');
    const next = await service.createPayment.run(createInput(paypal.orderNumber, { method: 'paypal' }));
    expect(next.paymentId).not.toBe(paypal.paymentId);
    expect(await outboxEvents(h.db)).toHaveLength(0);
  });

  it('cancels the open payment of the other method when the visitor switches', async () => {
    const h = await harness();
    const service = h.instance();
    const card = await service.createPayment.run(createInput());
    const paypal = await service.createPayment.run(createInput(card.orderNumber, { method: 'paypal' }));
    expect((await service.queries.status(card.paymentId)).status).toBe('canceled');
    expect(await h.db.knex('sandbox_charges').where({ payment_id: card.paymentId }).first()).toMatchObject({ status: 'canceled' });
    expect((await service.queries.status(paypal.paymentId)).status).toBe('requires_action');
  });

  it('refuses card form mistakes with the spec’s messages and leaves the payment open', async () => {
    const h = await harness();
    const service = h.instance();
    const card = await service.createPayment.run(createInput());
    await expect(service.sandboxPages.submitCard(card.paymentId, { ...validCard, cardNumber: '4242 4242 4242 4241' })).rejects.toMatchObject({
      kind: 'INVALID_ARGUMENT',
      message: 'Invalid card number',
    });
    await expect(service.sandboxPages.submitCard(card.paymentId, { ...validCard, cvc: '1' })).rejects.toMatchObject({ message: 'Invalid CVV' });
    await expect(service.sandboxPages.submitCard(card.paymentId, { ...validCard, cardNumber: '', expiry: '', cvc: '' })).rejects.toMatchObject({
      message: 'Please complete your card information',
    });
    expect((await service.queries.status(card.paymentId)).status).toBe('requires_action');
    const other = await service.sandboxPages.submitCard(card.paymentId, { ...validCard, cardNumber: '5555 5555 5555 4444' });
    expect(other).toMatchObject({ status: 'failed', failureCode: 'card_declined', failureMessage: expect.stringMatching(/test mode/) });
  });

  it('declines insufficient funds and an expired card', async () => {
    const h = await harness();
    const service = h.instance();
    const first = await service.createPayment.run(createInput());
    expect(await service.sandboxPages.submitCard(first.paymentId, { ...validCard, cardNumber: '4000000000009995' })).toMatchObject({ status: 'failed', failureCode: 'insufficient_funds' });
    const second = await service.createPayment.run(createInput(first.orderNumber));
    expect(await service.sandboxPages.submitCard(second.paymentId, { ...validCard, expiry: '01/20' })).toMatchObject({ status: 'failed', failureCode: 'expired_card' });
  });

  it('settles a processing card after the sandbox settle delay, when someone asks', async () => {
    const h = await harness();
    const service = h.instance({ sandboxSettleDelayMs: 150 });
    const card = await service.createPayment.run(createInput());
    expect((await service.sandboxPages.submitCard(card.paymentId, { ...validCard, cardNumber: '4000000000000077' })).status).toBe('processing');
    expect((await service.queries.status(card.paymentId)).status).toBe('processing');
    await new Promise((r) => setTimeout(r, 200));
    expect((await service.queries.status(card.paymentId)).status).toBe('succeeded');
    expect((await service.queries.status(card.paymentId)).status).toBe('succeeded');
    expect((await outboxEvents(h.db)).filter((e) => e.type === 'PaymentSucceeded')).toHaveLength(1);
  });

  it('answers an already paid purchase without charging', async () => {
    const h = await harness();
    const service = h.instance();
    const input = createInput();
    h.orders.state.paid.add(h.orders.purchaseNumberOf(input));
    const paid = await service.createPayment.run(input);
    expect(paid).toMatchObject({ alreadyPaid: true, status: 'succeeded', amountMinor: 1999 });
    expect(await h.db.knex('payments')).toHaveLength(0);
  });

  it('replaces an unpaid payment whose price changed, and never trusts the client for the amount', async () => {
    const h = await harness();
    const service = h.instance();
    const before = await service.createPayment.run(createInput());
    h.orders.state.amountMinor = 1499;
    const after = await service.createPayment.run(createInput(before.orderNumber));
    expect(after.paymentId).not.toBe(before.paymentId);
    expect(after.amountMinor).toBe(1499);
    expect((await service.queries.status(before.paymentId)).status).toBe('canceled');
  });

  it('refuses a bad method, e-mail or return URL, and an unknown order, before anything is stored', async () => {
    const h = await harness();
    const service = h.instance();
    await expect(service.createPayment.run(createInput(undefined, { method: 'bitcoin' }))).rejects.toMatchObject({ reason: 'INVALID_PAYMENT_METHOD', kind: 'INVALID_ARGUMENT' });
    await expect(service.createPayment.run(createInput(undefined, { email: 'nope' }))).rejects.toMatchObject({ reason: 'INVALID_EMAIL', message: 'Please enter a valid email address' });
    await expect(service.createPayment.run(createInput(undefined, { returnUrl: 'https://evil.example/pay' }))).rejects.toMatchObject({ reason: 'INVALID_RETURN_URL' });
    await expect(service.createPayment.run(createInput('missing-1'))).rejects.toMatchObject({ reason: 'ORDER_NOT_FOUND', kind: 'NOT_FOUND' });
    await expect(service.queries.status('not-a-payment')).rejects.toMatchObject({ reason: 'PAYMENT_NOT_FOUND', kind: 'NOT_FOUND' });
    expect(await h.db.knex('payments')).toHaveLength(0);
  });

  it('gives a receipt with the purchase amounts, the transaction and a masked e-mail', async () => {
    const h = await harness();
    const service = h.instance();
    const card = await service.createPayment.run(createInput());
    await service.sandboxPages.submitCard(card.paymentId, validCard);
    const info = await service.queries.info(card.paymentId);
    expect(info).toMatchObject({
      paymentId: card.paymentId,
      status: 'succeeded',
      transactionId: expect.stringMatching(/^sbx_txn_/),
      paidAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      subtotal: { amountMinor: 2499, currency: 'USD' },
      discount: { amountMinor: 500, currency: 'USD' },
      total: { amountMinor: 1999, currency: 'USD' },
      emailMasked: 'a***@example.com',
      method: 'card',
      provider: 'sandbox',
    });
  });

  describe('webhooks', () => {
    /** The sandbox, plus webhooks signed with a shared word, so webhook handling is tested without a real provider. */
    function withWebhooks(
      sandbox: SandboxProvider,
      hooks: { beforeCreateReturns?: (ref: string, paymentId: string) => Promise<void>; answer?: (answer: ProviderPayment) => ProviderPayment } = {},
    ): PaymentProviders {
      const provider: PaymentProvider = {
        name: 'sandbox',
        methods: sandbox.methods,
        testMode: true,
        create: async (input) => {
          const answer = await sandbox.create(input);
          await hooks.beforeCreateReturns?.(answer.providerRef, input.paymentId);
          return hooks.answer ? hooks.answer(answer) : answer;
        },
        retrieve: (ref) => sandbox.retrieve(ref),
        parseWebhook: async (body, headers) => {
          if (headers['x-signature'] !== 'ok') throw new WebhookRejected('signature does not match');
          const parsed = JSON.parse(body.toString()) as Omit<ProviderWebhookEvent, 'occurredAt'>;
          return { ...parsed, occurredAt: new Date() };
        },
      };
      return new PaymentProviders({ card: provider, paypal: provider });
    }
    const deliver = (service: { handleWebhook: { run: (p: string, b: Buffer, h: Record<string, string>) => Promise<unknown> } }, event: object, signature = 'ok') =>
      service.handleWebhook.run('sandbox', Buffer.from(JSON.stringify(event)), { 'X-Signature': signature });

    it('apply an event once however often it arrives and in whatever order', async () => {
      const h = await harness();
      const service = h.instance({ providers: (sandbox) => withWebhooks(sandbox) });
      const card = await service.createPayment.run(createInput());
      const row = (await h.db.knex('payments').where({ payment_id: card.paymentId }).first()) as { provider_ref: string };
      // One event found by the provider's id, one by ours.
      const succeeded = { eventId: 'evt_1', type: 'charge.succeeded', providerRef: row.provider_ref, status: 'succeeded', transactionId: 'txn_1' };
      const processing = { eventId: 'evt_0', type: 'charge.processing', paymentId: card.paymentId, providerRef: '', status: 'processing' };

      const results = [await deliver(service, succeeded), await deliver(service, succeeded), await deliver(service, succeeded)];
      expect(results).toEqual([
        { eventId: 'evt_1', duplicate: false },
        { eventId: 'evt_1', duplicate: true },
        { eventId: 'evt_1', duplicate: true },
      ]);
      expect(await deliver(service, processing)).toEqual({ eventId: 'evt_0', duplicate: false }); // the older event, late
      expect((await service.queries.status(card.paymentId)).status).toBe('succeeded');
      const events = await outboxEvents(h.db);
      expect(events).toHaveLength(1);
      expect(events[0]).toMatchObject({ type: 'PaymentSucceeded', event: { transactionId: 'txn_1' } });
      expect(await h.db.knex('webhook_events')).toHaveLength(2);
    });

    it('refuse an event whose signature does not hold, saying why', async () => {
      const h = await harness();
      const service = h.instance({ providers: (sandbox) => withWebhooks(sandbox) });
      await expect(deliver(service, { eventId: 'evt_x', type: 'x', providerRef: 'r' }, 'forged')).rejects.toMatchObject({
        reason: 'WEBHOOK_REJECTED',
        kind: 'INVALID_ARGUMENT',
        message: 'signature does not match',
      });
      await expect(service.handleWebhook.run('stripe', Buffer.from('{}'), {})).rejects.toMatchObject({ reason: 'UNKNOWN_WEBHOOK_PROVIDER' });
      expect(await h.db.knex('webhook_events')).toHaveLength(0);
    });

    it('keep an event that comes before we stored the provider’s id, and apply it then', async () => {
      const h = await harness();
      let service: ReturnType<typeof h.instance> | undefined;
      service = h.instance({
        providers: (sandbox) =>
          withWebhooks(sandbox, {
            // The provider's webhook overtakes its own answer to create.
            beforeCreateReturns: async (ref) => {
              expect(await deliver(service!, { eventId: 'evt_early', type: 'charge.failed', providerRef: ref, status: 'failed', failureCode: 'card_declined' })).toEqual({
                eventId: 'evt_early',
                duplicate: false,
              });
            },
          }),
      });
      const card = await service.createPayment.run(createInput());
      expect(card).toMatchObject({ status: 'failed', failureCode: 'card_declined' });
      expect(await h.db.knex('webhook_events').whereNull('applied_at')).toHaveLength(0);
      expect((await outboxEvents(h.db)).map((e) => e.type)).toEqual(['PaymentFailed']);
    });

    it('store the answer to a new payment with one statement and no transaction when nothing else touched it', async () => {
      const h = await harness();
      const statements: string[] = [];
      const record = (query: { sql: string }) => statements.push(query.sql);
      const service = h.instance({
        providers: (sandbox) => withWebhooks(sandbox, { beforeCreateReturns: async () => void h.db.knex.on('query', record) }),
      });
      const card = await service.createPayment.run(createInput());
      h.db.knex.off('query', record);
      expect(statements).toHaveLength(1);
      expect(statements[0]).toMatch(/^update "payments" set .* where "payment_id" = \$\d+ and "status" = \$\d+ .* and not exists/);
      const row = (await h.db.knex('payments').where({ payment_id: card.paymentId }).first()) as { status: string; provider_ref: string | null };
      expect(row).toMatchObject({ status: 'requires_action', provider_ref: expect.stringMatching(/^sbx_/) });
      expect(card).toMatchObject({ status: 'requires_action', paymentId: card.paymentId });
      expect(await outboxEvents(h.db)).toEqual([]);
    });

    it('take the locked path when a webhook moved the new payment before the answer came, and write its event once', async () => {
      const h = await harness();
      let service: ReturnType<typeof h.instance> | undefined;
      service = h.instance({
        providers: (sandbox) =>
          withWebhooks(sandbox, {
            // An event naming our payment id is applied at once: the payment succeeds before create answers.
            beforeCreateReturns: async (_ref, paymentId) => {
              await deliver(service!, { eventId: 'evt_fast', type: 'charge.succeeded', paymentId, providerRef: '', status: 'succeeded', transactionId: 'txn_fast' });
            },
          }),
      });
      const card = await service.createPayment.run(createInput());
      expect(card).toMatchObject({ status: 'succeeded' });
      const row = (await h.db.knex('payments').where({ payment_id: card.paymentId }).first()) as { status: string; provider_ref: string | null; transaction_id: string };
      expect(row).toMatchObject({ status: 'succeeded', provider_ref: expect.stringMatching(/^sbx_/), transaction_id: 'txn_fast' });
      expect((await outboxEvents(h.db)).map((e) => e.type)).toEqual(['PaymentSucceeded']);
    });

    it('take the locked path when the answer to create ends the payment, and write its event once', async () => {
      const h = await harness();
      const service = h.instance({
        providers: (sandbox) => withWebhooks(sandbox, { answer: (answer) => ({ ...answer, status: 'failed', failureCode: 'card_declined' }) }),
      });
      const card = await service.createPayment.run(createInput());
      expect(card).toMatchObject({ status: 'failed', failureCode: 'card_declined' });
      expect((await outboxEvents(h.db)).map((e) => e.type)).toEqual(['PaymentFailed']);
    });
  });
});
