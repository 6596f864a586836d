import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebhookRejected, type CreateProviderPaymentInput, type PaymentProvider } from '../src/providers/payment-provider.js';
import { createStripeProvider } from '../src/providers/stripe-provider.js';
import { startFakeStripeServer, type FakeStripeServer } from './fakes/fake-stripe-server.js';

const secretKey = 'sk_test_fake_secret_51H8';
const webhookSecret = 'whsec_fake_webhook_secret';
let fake: FakeStripeServer;
let provider: PaymentProvider;
let counter = 0;

function input(overrides: Partial<CreateProviderPaymentInput> = {}): CreateProviderPaymentInput {
  counter += 1;
  return {
    paymentId: `pay_stripe_${Date.now()}_${counter}`,
    method: 'card',
    amountMinor: 1299,
    currency: 'USD',
    description: 'Full report',
    email: 'buyer@example.com',
    returnUrl: 'http://localhost:8080/pay/return',
    cancelUrl: 'http://localhost:8080/pay/cancel',
    locale: 'en',
    ...overrides,
  };
}

beforeAll(async () => {
  fake = await startFakeStripeServer();
  provider = createStripeProvider({ secretKey, publishableKey: 'pk_test_fake', webhookSecret, apiBase: fake.url });
});

afterAll(async () => {
  await fake.close();
});

describe('Stripe provider against the fake Stripe', () => {
  it('describes itself', () => {
    expect(provider.name).toBe('stripe');
    expect(provider.methods).toEqual(['card']);
    expect(provider.testMode).toBe(true);
    expect(provider.publishableKey).toBe('pk_test_fake');
    expect(createStripeProvider({ secretKey: 'sk_live_x', publishableKey: 'pk_live_x' }).testMode).toBe(false);
  });

  it('creates one PaymentIntent however often it is asked with one payment id', async () => {
    const before = fake.intentsCreated;
    const request = input();
    const first = await provider.create(request);
    const second = await provider.create(request);
    expect(second.providerRef).toBe(first.providerRef);
    expect(fake.intentsCreated - before).toBe(1);
    expect(first.status).toBe('requires_action');
    expect(first.clientSecret).toMatch(/^pi_.+_secret_/);

    const sent = fake.requests.filter((r) => r.method === 'POST' && r.path === '/v1/payment_intents' && r.idempotencyKey === request.paymentId);
    expect(sent).toHaveLength(2);
    expect(sent[0]!.params).toMatchObject({
      amount: '1299',
      currency: 'usd',
      automatic_payment_methods: { enabled: 'true' },
      metadata: { payment_id: request.paymentId },
      receipt_email: 'buyer@example.com',
      description: 'Full report',
    });
  });

  it('creates one intent when an answer is lost and the SDK retries', async () => {
    const before = fake.intentsCreated;
    const request = input();
    fake.loseResponses(1);
    const created = await provider.create(request);
    expect(fake.intentsCreated - before).toBe(1);
    expect(fake.intentForPayment(request.paymentId)?.id).toBe(created.providerRef);
    expect(fake.requests.filter((r) => r.idempotencyKey === request.paymentId)).toHaveLength(2);
  });

  it('reports a confirmed intent as succeeded with the charge id', async () => {
    const created = await provider.create(input());
    const confirmed = fake.confirm(created.providerRef, '4242424242424242');
    const retrieved = await provider.retrieve({ paymentId: 'ignored', providerRef: created.providerRef });
    expect(retrieved).toMatchObject({ providerRef: created.providerRef, status: 'succeeded', transactionId: confirmed.latest_charge });
    expect(retrieved?.transactionId).toMatch(/^ch_/);
  });

  it('reports a declined card as failed with card_declined, and says why when Stripe does', async () => {
    const declined = await provider.create(input());
    fake.confirm(declined.providerRef, '4000000000000002');
    expect(await provider.retrieve({ paymentId: 'x', providerRef: declined.providerRef })).toMatchObject({ status: 'failed', failureCode: 'card_declined' });

    const poor = await provider.create(input());
    fake.confirm(poor.providerRef, 'insufficient_funds');
    expect(await provider.retrieve({ paymentId: 'x', providerRef: poor.providerRef })).toMatchObject({ status: 'failed', failureCode: 'insufficient_funds' });

    const notAuthenticated = await provider.create(input());
    fake.confirm(notAuthenticated.providerRef, 'authentication_failed');
    expect(await provider.retrieve({ paymentId: 'x', providerRef: notAuthenticated.providerRef })).toMatchObject({
      status: 'failed',
      failureCode: 'authentication_failed',
    });

    const threeDs = await provider.create(input());
    fake.confirm(threeDs.providerRef, '4000002500003155');
    expect(await provider.retrieve({ paymentId: 'x', providerRef: threeDs.providerRef })).toMatchObject({ status: 'requires_action' });
  });

  it('finds the intent by the idempotency key when the intent id was never stored', async () => {
    const request = input();
    const created = await provider.create(request);
    fake.confirm(created.providerRef, 'succeeded');
    const before = fake.intentsCreated;
    const found = await provider.retrieve({ paymentId: request.paymentId, createInput: request });
    expect(found).toMatchObject({ providerRef: created.providerRef, status: 'succeeded' });
    expect(fake.intentsCreated).toBe(before);

    expect(await provider.retrieve({ paymentId: 'never-seen' })).toBeUndefined();
    expect(await provider.retrieve({ paymentId: 'x', providerRef: 'pi_unknown' })).toBeUndefined();
  });

  it('cancels an open intent, twice without harm, and refuses to cancel a paid one', async () => {
    const open = await provider.create(input());
    await provider.cancel!({ paymentId: 'p', providerRef: open.providerRef });
    await provider.cancel!({ paymentId: 'p', providerRef: open.providerRef });
    expect(fake.intent(open.providerRef)?.status).toBe('canceled');
    expect(await provider.retrieve({ paymentId: 'p', providerRef: open.providerRef })).toMatchObject({ status: 'canceled' });

    const paid = await provider.create(input());
    fake.confirm(paid.providerRef, 'succeeded');
    await expect(provider.cancel!({ paymentId: 'p-paid', providerRef: paid.providerRef })).rejects.toThrow(/payment_intent_unexpected_state/);
  });

  it("sends the spec's amounts in Stripe's minor units", async () => {
    const inr = await provider.create(input({ amountMinor: 999, currency: 'INR' }));
    expect(fake.intent(inr.providerRef)).toMatchObject({ amount: 99900, currency: 'inr' });
    const jpy = await provider.create(input({ amountMinor: 1200, currency: 'JPY' }));
    expect(fake.intent(jpy.providerRef)).toMatchObject({ amount: 1200, currency: 'jpy' });
    const usd = await provider.create(input({ amountMinor: 1299, currency: 'USD' }));
    expect(fake.intent(usd.providerRef)).toMatchObject({ amount: 1299, currency: 'usd' });
  });

  it('keeps the secret key out of errors', async () => {
    const wrongKey = 'wrong_key_9f8e7d6c5b4a';
    const unauthorised = createStripeProvider({ secretKey: wrongKey, publishableKey: 'pk', apiBase: fake.url });
    const error = await unauthorised.create(input()).then(
      () => new Error('expected a failure'),
      (e: unknown) => e as Error,
    );
    expect(error).toBeInstanceOf(Error);
    expect(error.message).toMatch(/Stripe create failed/);
    expect(error.message).not.toContain(wrongKey);
    expect(JSON.stringify(error)).not.toContain(wrongKey);
  });
});

describe('Stripe webhooks', () => {
  async function signedEvent(type: string, secret = webhookSecret) {
    const intent = await provider.create(input());
    fake.confirm(intent.providerRef, type === 'payment_intent.payment_failed' ? 'declined' : 'succeeded');
    const payload = fake.eventPayload(type, intent.providerRef);
    const header = Stripe.webhooks.generateTestHeaderString({ payload, secret });
    return { intent, payload, header };
  }

  it('accepts a signed event and maps it to the payment', async () => {
    const { intent, payload, header } = await signedEvent('payment_intent.succeeded');
    const event = await provider.parseWebhook!(Buffer.from(payload), { 'Stripe-Signature': header });
    const stored = fake.intent(intent.providerRef)!;
    expect(event).toMatchObject({
      eventId: JSON.parse(payload).id,
      type: 'payment_intent.succeeded',
      paymentId: stored.metadata.payment_id,
      providerRef: intent.providerRef,
      status: 'succeeded',
      transactionId: stored.latest_charge,
    });
    expect(event.occurredAt).toBeInstanceOf(Date);
    expect(Math.abs(event.occurredAt.getTime() - Date.now())).toBeLessThan(60_000);
  });

  it('maps a failed payment with its failure code', async () => {
    const { payload, header } = await signedEvent('payment_intent.payment_failed');
    const event = await provider.parseWebhook!(Buffer.from(payload), { 'stripe-signature': header });
    expect(event).toMatchObject({ status: 'failed', failureCode: 'card_declined' });
  });

  it('maps the SetupIntent events of a free trial: succeeded once the card is kept, failed with the decline', async () => {
    for (const [type, card, expected] of [
      ['setup_intent.succeeded', '4242424242424242', { status: 'succeeded' }],
      ['setup_intent.setup_failed', '4000000000000002', { status: 'failed', failureCode: 'card_declined' }],
    ] as const) {
      const setup = await provider.create({ ...input(), amountMinor: 0, saveForOffSession: true });
      fake.confirmSetup(setup.providerRef, card);
      const payload = fake.eventPayload(type, setup.providerRef);
      const event = await provider.parseWebhook!(Buffer.from(payload), { 'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload, secret: webhookSecret }) });
      expect(event).toMatchObject({ type, providerRef: setup.providerRef, paymentId: fake.setupIntent(setup.providerRef)!.metadata.payment_id, ...expected });
      expect(event.transactionId).toBeUndefined();
    }
  });

  it('rejects a tampered body, a wrong secret and a missing signature', async () => {
    const { payload, header } = await signedEvent('payment_intent.succeeded');
    const tampered = payload.replace('"succeeded"', '"canceled"');
    await expect(provider.parseWebhook!(Buffer.from(tampered), { 'stripe-signature': header })).rejects.toBeInstanceOf(WebhookRejected);

    const forged = Stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_someone_else' });
    await expect(provider.parseWebhook!(Buffer.from(payload), { 'stripe-signature': forged })).rejects.toBeInstanceOf(WebhookRejected);
    await expect(provider.parseWebhook!(Buffer.from(payload), {})).rejects.toBeInstanceOf(WebhookRejected);

    const error = await provider.parseWebhook!(Buffer.from(payload), { 'stripe-signature': forged }).then(
      () => new Error('expected a failure'),
      (e: unknown) => e as Error,
    );
    expect(error.message).not.toContain(webhookSecret);
  });
});
