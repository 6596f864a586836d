import { randomUUID } from 'node:crypto';
import { databaseEngines } from '@mindprint/platform/testing';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { PaymentProviders } from '../src/app/payment-providers.js';
import type { CreateProviderPaymentInput, PaymentProvider } from '../src/providers/payment-provider.js';
import { createStripeProvider } from '../src/providers/stripe-provider.js';
import { startFakeStripeServer, type FakeStripeServer } from './fakes/fake-stripe-server.js';
import { openPaymentHarness, outboxEvents } from './support/payment-harness.js';

const secretKey = 'sk_test_fake_secret_subscriptions';
let fake: FakeStripeServer;
let stripe: PaymentProvider;

beforeAll(async () => {
  fake = await startFakeStripeServer();
  stripe = createStripeProvider({ secretKey, publishableKey: 'pk_test_fake', apiBase: fake.url });
});
afterAll(async () => {
  await fake.close();
});

function firstInput(): CreateProviderPaymentInput {
  return {
    paymentId: randomUUID(),
    method: 'card',
    amountMinor: 199,
    currency: 'USD',
    description: 'Premium trial',
    email: 'ann@example.com',
    returnUrl: 'http://localhost:8080/pay_check',
    cancelUrl: 'http://localhost:8080/pay_failed',
    locale: 'EN',
    saveForOffSession: true,
  };
}

/** A first charge the browser confirmed with `card`: the saved method Stripe reports. */
async function savedWith(card: string) {
  const input = firstInput();
  const created = await stripe.create(input);
  fake.confirm(created.providerRef, card);
  const view = await stripe.retrieve({ paymentId: input.paymentId, providerRef: created.providerRef });
  return { input, created, view: view! };
}

describe('Stripe subscription charges against the fake Stripe', () => {
  it('creates the first intent with a Customer and setup_future_usage, and reports the kept method', async () => {
    const { input, created, view } = await savedWith('4242424242424242');
    const intent = fake.intent(created.providerRef)!;
    expect(intent).toMatchObject({ setup_future_usage: 'off_session', amount: 199, currency: 'usd', metadata: { payment_id: input.paymentId } });
    expect(fake.customer(intent.customer!)).toMatchObject({ email: 'ann@example.com' });
    expect(view).toMatchObject({ status: 'succeeded', savedMethod: { customerRef: intent.customer, methodRef: intent.payment_method } });
    expect(fake.paymentMethod(intent.payment_method!)).toMatchObject({ customer: intent.customer, card: { last4: '4242' } });

    // A retry of the create (lost answer, reconciliation) finds the same customer and intent.
    const customers = fake.requests.filter((r) => r.path === '/v1/customers').length;
    expect((await stripe.create(input)).providerRef).toBe(created.providerRef);
    expect(fake.requests.filter((r) => r.path === '/v1/customers' && r.idempotencyKey === `${input.paymentId}-customer`)).toHaveLength(2);
    expect(fake.requests.filter((r) => r.path === '/v1/customers').length).toBe(customers + 1);

    // A one-off purchase neither creates a customer nor keeps the card.
    const oneOff = await stripe.create({ ...firstInput(), saveForOffSession: false });
    expect(fake.intent(oneOff.providerRef)).toMatchObject({ customer: null, setup_future_usage: null });
  });

  it('charges the saved method off-session once per payment id, and reports declines as failures', async () => {
    const { view } = await savedWith('4242424242424242');
    const paymentId = randomUUID();
    const charge = { paymentId, amountMinor: 2999, currency: 'USD', description: 'Premium, monthly', savedMethod: view.savedMethod! };
    const before = fake.offSessionCharges;
    const [a, b] = await Promise.all([stripe.chargeSaved!(charge), stripe.chargeSaved!(charge)]);
    expect(a).toMatchObject({ status: 'succeeded', transactionId: expect.stringMatching(/^ch_/) });
    expect(b!.providerRef).toBe(a!.providerRef);
    expect(fake.offSessionCharges - before).toBe(1);
    const sent = fake.requests.find((r) => r.idempotencyKey === paymentId)!;
    expect(sent.params).toMatchObject({
      amount: '2999',
      customer: view.savedMethod!.customerRef,
      payment_method: view.savedMethod!.methodRef,
      off_session: 'true',
      confirm: 'true',
    });

    fake.declineSavedMethod(view.savedMethod!.methodRef, 'insufficient_funds');
    const declined = await stripe.chargeSaved!({ ...charge, paymentId: randomUUID() });
    expect(declined).toMatchObject({ status: 'failed', failureCode: 'insufficient_funds', providerRef: expect.stringMatching(/^pi_/) });
    expect(await stripe.retrieve({ paymentId: 'x', providerRef: declined.providerRef })).toMatchObject({ status: 'failed', failureCode: 'insufficient_funds' });

    // 4000 0000 0000 0341: the first charge works, every off-session one is declined.
    const renewalDeclining = await savedWith('4000000000000341');
    expect(renewalDeclining.view.status).toBe('succeeded');
    expect(await stripe.chargeSaved!({ ...charge, paymentId: randomUUID(), savedMethod: renewalDeclining.view.savedMethod! })).toMatchObject({
      status: 'failed',
      failureCode: 'card_declined',
    });
  });
});

describe.each(databaseEngines)('Stripe subscriptions through the service on %s', (engine) => {
  const cleanups: Array<() => Promise<void>> = [];
  afterEach(async () => {
    for (const cleanup of cleanups.reverse().splice(0)) await cleanup();
  });

  it('takes the first payment with setup_future_usage, then renews off-session, one event each', async () => {
    const h = await openPaymentHarness(engine);
    cleanups.push(h.close);
    const service = h.instance({ providers: (sandbox) => new PaymentProviders({ card: stripe, paypal: sandbox }, [sandbox]) });
    const subscriptionId = `sub_${randomUUID()}`;
    const first = await service.createSubscriptionPayment.run({
      subscriptionId,
      periodIndex: 0,
      amountMinor: 199n,
      currency: 'USD',
      email: 'ann@example.com',
      method: 'card',
      title: 'Premium trial',
      locale: 'EN',
      returnUrl: '',
      cancelUrl: '',
    });
    expect(first).toMatchObject({ provider: 'stripe', status: 'requires_action', clientSecret: expect.stringMatching(/_secret_/) });
    const intent = fake.intentForPayment(first.paymentId)!;
    expect(intent.setup_future_usage).toBe('off_session');

    // The browser confirms with Stripe's element; the status check settles it and saves the method.
    fake.confirm(intent.id, '4242424242424242');
    expect((await service.queries.status(first.paymentId)).status).toBe('succeeded');
    const [saved] = await h.db.knex('saved_payment_methods').where({ subscription_id: subscriptionId });
    expect(saved).toMatchObject({ provider: 'stripe', customer_ref: intent.customer, method_ref: fake.intent(intent.id)!.payment_method });

    const renewals = await Promise.all(
      Array.from({ length: 10 }, () =>
        service.chargeSavedMethod.run({ subscriptionId, periodIndex: 1, amountMinor: 2999n, currency: 'USD', title: 'Premium, monthly', email: '' }),
      ),
    );
    expect(new Set(renewals.map((r) => r.paymentId)).size).toBe(1);
    expect(renewals[0]).toMatchObject({ status: 'succeeded', provider: 'stripe', amountMinor: 2999 });
    expect(fake.intents().filter((i) => i.metadata.payment_id === renewals[0]!.paymentId)).toHaveLength(1);

    const events = await outboxEvents(h.db);
    expect(events.map((e) => [e.type, e.key, e.event.subscriptionId, e.event.periodIndex])).toEqual([
      ['PaymentSucceeded', subscriptionId, subscriptionId, 0],
      ['PaymentSucceeded', subscriptionId, subscriptionId, 1],
    ]);

    // The saved card starts declining: the next period fails with the decline code, once.
    fake.declineSavedMethod(saved.method_ref);
    const declined = await service.chargeSavedMethod.run({ subscriptionId, periodIndex: 2, amountMinor: 2999n, currency: 'USD', title: 'Premium, monthly', email: '' });
    expect(declined).toMatchObject({ status: 'failed', failureCode: 'card_declined' });
    const failed = (await outboxEvents(h.db)).filter((e) => e.type === 'PaymentFailed');
    expect(failed).toMatchObject([{ key: subscriptionId, event: { subscriptionId, periodIndex: 2, failureCode: 'card_declined' } }]);
  });
});
