import { randomUUID } from 'node:crypto';
import { databaseEngines } from '@mindprint/platform/testing';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { PaymentProviders } from '../src/app/payment-providers.js';
import type { CreateSubscriptionPaymentInput } from '../src/app/subscription-payments.js';
import type { PaymentProvider } from '../src/providers/payment-provider.js';
import { createPayPalProvider } from '../src/providers/paypal-provider.js';
import { createStripeProvider } from '../src/providers/stripe-provider.js';
import { startFakePayPalServer, type FakePayPalServer } from './fakes/fake-paypal-server.js';
import { startFakeStripeServer, type FakeStripeServer } from './fakes/fake-stripe-server.js';
import { openPaymentHarness, outboxEvents, validCard } from './support/payment-harness.js';

/**
 * A free trial's first step (amount 0): the payment method is kept without a charge (Stripe SetupIntent,
 * PayPal's vault without purchase, the sandbox's card form and approval page), and the first renewal charges it off-session at the plan's price.
 */

const secretKey = 'sk_test_fake_secret_free_trial';
let fake: FakeStripeServer;
let stripe: PaymentProvider;
let fakePayPal: FakePayPalServer;
let paypal: PaymentProvider;
const paypalWebhookId = 'WH-FREE-TRIAL';

beforeAll(async () => {
  fake = await startFakeStripeServer();
  stripe = createStripeProvider({ secretKey, publishableKey: 'pk_test_fake', apiBase: fake.url });
  fakePayPal = await startFakePayPalServer();
  paypal = createPayPalProvider({ clientId: fakePayPal.clientId, clientSecret: fakePayPal.clientSecret, environment: 'sandbox', apiBase: fakePayPal.url, webhookId: paypalWebhookId });
});
afterAll(async () => {
  await fake.close();
  await fakePayPal.close();
});

const freeFirstStep = (subscriptionId: string, change: Partial<CreateSubscriptionPaymentInput> = {}): CreateSubscriptionPaymentInput => ({
  subscriptionId,
  periodIndex: 0,
  amountMinor: 0n,
  currency: 'USD',
  email: 'ann@example.com',
  method: 'card',
  title: 'Basic membership',
  locale: 'EN',
  returnUrl: '',
  cancelUrl: '',
  ...change,
});

type SignedEvent = { body: string; headers: Record<string, string> };

/** A vault event signed by the fake PayPal, in PayPal's documented shape: it names only the vault id and PayPal's customer. */
const signedVaultEvent = (type: string, vaultRef: string, customerRef: string): SignedEvent =>
  fakePayPal.signWebhook(
    JSON.stringify({
      id: `WH-${randomUUID()}`,
      event_version: '1.0',
      create_time: new Date().toISOString(),
      resource_type: 'payment_token',
      resource_version: '3.0',
      event_type: type,
      summary: type === 'VAULT.PAYMENT-TOKEN.DELETED' ? 'A payment token has been deleted.' : 'A payment token has been created.',
      resource: { id: vaultRef, customer: { id: customerRef }, payment_source: { paypal: { usage_type: 'MERCHANT', customer_type: 'CONSUMER' } } },
    }),
    paypalWebhookId,
  );

const firstRenewal = (subscriptionId: string) => ({ subscriptionId, periodIndex: 1, amountMinor: 1999n, currency: 'USD', title: 'Basic membership', email: '' });

describe('a free first step at the fake Stripe', () => {
  it('creates a SetupIntent (usage off_session, with a Customer) instead of a PaymentIntent, and reports the kept card', async () => {
    const paymentId = randomUUID();
    const input = {
      paymentId,
      method: 'card' as const,
      amountMinor: 0,
      currency: 'USD',
      description: 'Basic membership',
      email: 'ann@example.com',
      returnUrl: 'http://localhost:8080/pay_check',
      cancelUrl: 'http://localhost:8080/pay_failed',
      locale: 'EN',
      saveForOffSession: true,
    };
    const intentsBefore = fake.intentsCreated;
    const created = await stripe.create(input);
    expect(created).toMatchObject({ status: 'requires_action', providerRef: expect.stringMatching(/^seti_/), clientSecret: expect.stringMatching(/^seti_.+_secret_/) });
    expect(fake.intentsCreated).toBe(intentsBefore);
    const setup = fake.setupIntent(created.providerRef)!;
    expect(setup).toMatchObject({ usage: 'off_session', metadata: { payment_id: paymentId } });
    expect(fake.customer(setup.customer!)).toMatchObject({ email: 'ann@example.com' });
    // A retry (lost answer, reconciliation) finds the same SetupIntent.
    expect((await stripe.create(input)).providerRef).toBe(created.providerRef);

    fake.confirmSetup(created.providerRef, '4242424242424242');
    const view = await stripe.retrieve({ paymentId, providerRef: created.providerRef });
    const kept = fake.setupIntent(created.providerRef)!;
    expect(view).toEqual({ providerRef: created.providerRef, status: 'succeeded', savedMethod: { methodRef: kept.payment_method, customerRef: kept.customer } });
    expect(fake.paymentMethod(kept.payment_method!)).toMatchObject({ customer: kept.customer });
  });

  it('reports a declined card as a failed setup that keeps nothing', async () => {
    const paymentId = randomUUID();
    const created = await stripe.create({
      paymentId,
      method: 'card',
      amountMinor: 0,
      currency: 'USD',
      description: 'Basic membership',
      email: '',
      returnUrl: 'http://localhost:8080/pay_check',
      cancelUrl: 'http://localhost:8080/pay_failed',
      locale: 'EN',
      saveForOffSession: true,
    });
    fake.confirmSetup(created.providerRef, '4000000000009995');
    expect(await stripe.retrieve({ paymentId, providerRef: created.providerRef })).toEqual({
      providerRef: created.providerRef,
      status: 'failed',
      failureCode: 'insufficient_funds',
    });
  });
});

describe.each(databaseEngines)('free trials through the payment service on %s', (engine) => {
  const cleanups: Array<() => Promise<void>> = [];
  afterEach(async () => {
    for (const cleanup of cleanups.reverse().splice(0)) await cleanup();
  });
  async function harness() {
    const h = await openPaymentHarness(engine);
    cleanups.push(h.close);
    return h;
  }

  it('Stripe: keeps the card for nothing, then the first renewal charges it once at the plan price', async () => {
    const h = await harness();
    const service = h.instance({ providers: (sandbox) => new PaymentProviders({ card: stripe, paypal: sandbox }, [sandbox]) });
    const subscriptionId = `sub_${randomUUID()}`;
    const first = await service.createSubscriptionPayment.run(freeFirstStep(subscriptionId));
    expect(first).toMatchObject({ provider: 'stripe', status: 'requires_action', amountMinor: 0, clientSecret: expect.stringMatching(/^seti_/) });
    expect(fake.intentForPayment(first.paymentId)).toBeUndefined();

    // The browser's confirmSetup; the status check settles it and keeps the method.
    const setup = fake.setupIntentForPayment(first.paymentId)!;
    fake.confirmSetup(setup.id, '4242424242424242');
    expect(await service.queries.status(first.paymentId)).toMatchObject({ status: 'succeeded', amountMinor: 0 });
    const [saved] = await h.db.knex('saved_payment_methods').where({ subscription_id: subscriptionId });
    expect(saved).toMatchObject({ provider: 'stripe', customer_ref: setup.customer, method_ref: fake.setupIntent(setup.id)!.payment_method });
    const [row] = await h.db.knex('payments').where({ payment_id: first.paymentId });
    expect(row.transaction_id).toBeNull();

    const chargesBefore = fake.offSessionCharges;
    const renewals = await Promise.all(Array.from({ length: 5 }, () => service.chargeSavedMethod.run(firstRenewal(subscriptionId))));
    expect(new Set(renewals.map((r) => r.paymentId)).size).toBe(1);
    expect(renewals[0]).toMatchObject({ status: 'succeeded', amountMinor: 1999 });
    expect(fake.offSessionCharges - chargesBefore).toBe(1);
    expect(fake.intentForPayment(renewals[0]!.paymentId)).toMatchObject({ amount: 1999, customer: setup.customer, off_session: true });

    const events = await outboxEvents(h.db);
    expect(events.map((e) => [e.type, e.event.periodIndex, e.type === 'PaymentSucceeded' ? Number(e.event.amountMinor) : -1])).toEqual([
      ['PaymentSucceeded', 0, 0],
      ['PaymentSucceeded', 1, 1999],
    ]);
  });

  it('PayPal: a setup token the payer approves becomes a vaulted wallet without an order; the renewal charges it once', async () => {
    const h = await harness();
    const service = h.instance({ providers: (sandbox) => new PaymentProviders({ card: sandbox, paypal }, [sandbox]) });
    const subscriptionId = `sub_${randomUUID()}`;
    const ordersBefore = fakePayPal.ordersCreated;
    const tokensBefore = fakePayPal.paymentTokensCreated;
    const first = await service.createSubscriptionPayment.run(freeFirstStep(subscriptionId, { method: 'paypal' }));
    expect(first).toMatchObject({ provider: 'paypal', status: 'requires_action', amountMinor: 0, approvalUrl: expect.stringContaining('/agreements/approve?approval_session_id=') });
    const setupTokenId = new URL(first.approvalUrl).searchParams.get('approval_session_id')!;
    expect(fakePayPal.setupToken(setupTokenId)!.request).toMatchObject({
      usage_type: 'MERCHANT',
      customer_type: 'CONSUMER',
      experience_context: { return_url: expect.stringContaining(first.paymentId), vault_instruction: 'ON_CREATE_PAYMENT_TOKENS' },
    });
    // Not approved yet: still waiting for the payer, nothing vaulted.
    expect((await service.queries.status(first.paymentId)).status).toBe('requires_action');
    expect(fakePayPal.paymentTokensCreated).toBe(tokensBefore);

    fakePayPal.approveSetupToken(setupTokenId);
    const [a, b] = await Promise.all([service.queries.status(first.paymentId), service.queries.status(first.paymentId)]);
    expect([a.status, b.status]).toEqual(['succeeded', 'succeeded']);
    expect(fakePayPal.paymentTokensCreated).toBe(tokensBefore + 1);
    expect(fakePayPal.ordersCreated).toBe(ordersBefore);
    const vaultId = fakePayPal.setupToken(setupTokenId)!.vaultId!;
    const [saved] = await h.db.knex('saved_payment_methods').where({ subscription_id: subscriptionId });
    expect(saved).toMatchObject({ provider: 'paypal', method_ref: vaultId });

    // PayPal sends no event for a setup token's approval; VAULT.PAYMENT-TOKEN.CREATED follows the payment token and
    // names only the vault id and PayPal's customer (its documented payload): it is recorded against the payment that
    // saved that vault id and changes nothing there; a repeated delivery is a duplicate.
    const vaultEvent = (vaultRef: string) => signedVaultEvent('VAULT.PAYMENT-TOKEN.CREATED', vaultRef, saved.customer_ref);
    const created = vaultEvent(vaultId);
    const deliver = (event: SignedEvent) => service.handleWebhook.run('paypal', Buffer.from(event.body), event.headers);
    expect(await deliver(created)).toMatchObject({ duplicate: false });
    expect(await deliver(created)).toMatchObject({ duplicate: true });
    const createdId = (JSON.parse(created.body) as { id: string }).id;
    expect(await h.db.knex('webhook_events').where({ provider: 'paypal', event_id: createdId }).first()).toMatchObject({ payment_id: first.paymentId, applied_at: expect.anything() });
    expect(await service.queries.status(first.paymentId)).toMatchObject({ status: 'succeeded', amountMinor: 0 });
    // A vault id no payment of ours saved: kept, applied to nothing.
    const stranger = vaultEvent('unknownvault');
    expect(await deliver(stranger)).toMatchObject({ duplicate: false });
    expect(await h.db.knex('webhook_events').where({ provider: 'paypal', event_id: (JSON.parse(stranger.body) as { id: string }).id }).first()).toMatchObject({ payment_id: null, applied_at: null });
    // A forged one (not signed by PayPal) is refused.
    await expect(service.handleWebhook.run('paypal', Buffer.from(created.body), { ...created.headers, 'paypal-transmission-sig': 'forged' })).rejects.toMatchObject({ reason: 'WEBHOOK_REJECTED' });

    const renewal = await service.chargeSavedMethod.run(firstRenewal(subscriptionId));
    expect(renewal).toMatchObject({ status: 'succeeded', provider: 'paypal', amountMinor: 1999 });
    expect(fakePayPal.vaultCharges(vaultId).map((order) => order.purchase_units[0]!.amount)).toEqual([{ currency_code: 'USD', value: '19.99' }]);
  });

  it('PayPal: VAULT.PAYMENT-TOKEN.DELETED (the wallet removed at PayPal) stops renewals charging it: the next one fails at once', async () => {
    const h = await harness();
    const service = h.instance({ providers: (sandbox) => new PaymentProviders({ card: sandbox, paypal }, [sandbox]) });
    const subscriptionId = `sub_${randomUUID()}`;
    const first = await service.createSubscriptionPayment.run(freeFirstStep(subscriptionId, { method: 'paypal' }));
    const setupTokenId = new URL(first.approvalUrl).searchParams.get('approval_session_id')!;
    fakePayPal.approveSetupToken(setupTokenId);
    expect((await service.queries.status(first.paymentId)).status).toBe('succeeded');
    const vaultId = fakePayPal.setupToken(setupTokenId)!.vaultId!;
    const [saved] = await h.db.knex('saved_payment_methods').where({ subscription_id: subscriptionId });
    expect(saved).toMatchObject({ method_ref: vaultId, removed_at: null });

    const deleted = signedVaultEvent('VAULT.PAYMENT-TOKEN.DELETED', vaultId, saved.customer_ref);
    const deliver = (event: SignedEvent) => service.handleWebhook.run('paypal', Buffer.from(event.body), event.headers);
    // A forged one changes nothing.
    await expect(deliver({ ...deleted, headers: { ...deleted.headers, 'paypal-transmission-sig': 'forged' } })).rejects.toMatchObject({ reason: 'WEBHOOK_REJECTED' });
    expect((await h.db.knex('saved_payment_methods').where({ subscription_id: subscriptionId }).first()).removed_at).toBeNull();
    expect(await deliver(deleted)).toMatchObject({ duplicate: false });
    expect(await deliver(deleted)).toMatchObject({ duplicate: true });
    expect((await h.db.knex('saved_payment_methods').where({ subscription_id: subscriptionId }).first()).removed_at).not.toBeNull();
    const deletedId = (JSON.parse(deleted.body) as { id: string }).id;
    expect(await h.db.knex('webhook_events').where({ provider: 'paypal', event_id: deletedId }).first()).toMatchObject({ payment_id: first.paymentId, applied_at: expect.anything() });
    expect(await service.queries.status(first.paymentId)).toMatchObject({ status: 'succeeded', amountMinor: 0 });

    // The renewal: failed with its reason, PayPal never asked, and PaymentFailed for the subscription; asking again is the same answer.
    const renewals = await Promise.all([service.chargeSavedMethod.run(firstRenewal(subscriptionId)), service.chargeSavedMethod.run(firstRenewal(subscriptionId))]);
    expect(renewals[0]).toMatchObject({ status: 'failed', failureCode: 'payment_method_removed', provider: 'paypal', amountMinor: 1999 });
    expect(renewals[1]!.paymentId).toBe(renewals[0]!.paymentId);
    expect(fakePayPal.vaultCharges(vaultId)).toEqual([]);
    const events = await outboxEvents(h.db);
    expect(events.flatMap((e) => (e.type === 'PaymentFailed' ? [[e.event.periodIndex, e.event.failureCode]] : []))).toEqual([[1, 'payment_method_removed']]);
  });

  it('the sandbox card form and approval page keep the card or wallet without a transaction; renewals are charged', async () => {
    const h = await harness();
    const service = h.instance();
    for (const method of ['card', 'paypal'] as const) {
      const subscriptionId = `sub_${randomUUID()}`;
      const first = await service.createSubscriptionPayment.run(freeFirstStep(subscriptionId, { method }));
      expect(first).toMatchObject({ provider: 'sandbox', status: 'requires_action', amountMinor: 0 });
      const done = method === 'card' ? await service.sandboxPages.submitCard(first.paymentId, validCard) : (await service.sandboxPages.decideApproval(first.paymentId, true)).payment;
      expect(done.status).toBe('succeeded');
      const [row] = await h.db.knex('payments').where({ payment_id: first.paymentId });
      expect(row.transaction_id).toBeNull();
      expect(await h.db.knex('saved_payment_methods').where({ subscription_id: subscriptionId })).toHaveLength(1);
      const renewal = await service.chargeSavedMethod.run(firstRenewal(subscriptionId));
      expect(renewal).toMatchObject({ status: 'succeeded', amountMinor: 1999 });
    }
  });

  it('a declined card keeps nothing, and only a customer-present first step may be 0', async () => {
    const h = await harness();
    const service = h.instance();
    const subscriptionId = `sub_${randomUUID()}`;
    const first = await service.createSubscriptionPayment.run(freeFirstStep(subscriptionId));
    const declined = await service.sandboxPages.submitCard(first.paymentId, { ...validCard, cardNumber: '4000 0000 0000 0002' });
    expect(declined.status).toBe('failed');
    expect(await h.db.knex('saved_payment_methods').where({ subscription_id: subscriptionId })).toHaveLength(0);
    await expect(service.chargeSavedMethod.run({ ...firstRenewal(subscriptionId), amountMinor: 0n })).rejects.toMatchObject({ reason: 'INVALID_AMOUNT' });
    await expect(service.createSubscriptionPayment.run(freeFirstStep(`sub_${randomUUID()}`, { amountMinor: -1n }))).rejects.toMatchObject({ reason: 'INVALID_AMOUNT' });
  });
});
