import { randomUUID } from 'node:crypto';
import { databaseEngines } from '@mindprint/platform/testing';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { PaymentProviders } from '../src/app/payment-providers.js';
import type { CreateProviderPaymentInput, PaymentProvider, SavedMethodRef } from '../src/providers/payment-provider.js';
import { createPayPalProvider } from '../src/providers/paypal-provider.js';
import { startFakePayPalServer, type FakePayPalServer } from './fakes/fake-paypal-server.js';
import { openPaymentHarness, outboxEvents } from './support/payment-harness.js';

let fake: FakePayPalServer;
let paypal: PaymentProvider;

beforeAll(async () => {
  fake = await startFakePayPalServer();
  paypal = createPayPalProvider({ clientId: fake.clientId, clientSecret: fake.clientSecret, environment: 'sandbox', apiBase: fake.url });
});
afterAll(async () => {
  await fake.close();
});

function firstInput(): CreateProviderPaymentInput {
  return {
    paymentId: randomUUID(),
    method: 'paypal',
    amountMinor: 99,
    currency: 'USD',
    description: 'Basic trial',
    email: 'ann@example.com',
    returnUrl: 'http://localhost:8080/pay_check',
    cancelUrl: 'http://localhost:8080/pay_failed',
    locale: 'EN',
    saveForOffSession: true,
  };
}

/** A first payment the payer approved on PayPal's page and we captured: the wallet PayPal vaulted. */
async function vaulted(): Promise<SavedMethodRef> {
  const input = firstInput();
  const created = await paypal.create(input);
  fake.approve(created.providerRef);
  const captured = await paypal.capture!({ paymentId: input.paymentId, providerRef: created.providerRef });
  expect(captured.savedMethod).toBeDefined();
  return captured.savedMethod!;
}

const renewal = (savedMethod: SavedMethodRef, paymentId = randomUUID()) => ({
  paymentId,
  amountMinor: 1999,
  currency: 'USD',
  description: 'Basic, every 4 weeks',
  savedMethod,
});

describe('PayPal subscription charges against the fake PayPal', () => {
  it('asks PayPal to vault the wallet on the first payment and keeps the vault id once captured', async () => {
    const input = firstInput();
    const created = await paypal.create(input);
    expect(created).toMatchObject({ status: 'requires_action', approvalUrl: expect.stringContaining('/checkoutnow?token=') });
    expect(created.savedMethod).toBeUndefined();
    expect(fake.vaultRequest(created.providerRef)).toEqual({ store_in_vault: 'ON_SUCCESS', usage_type: 'MERCHANT', customer_type: 'CONSUMER' });
    expect(fake.experience(created.providerRef)).toMatchObject({ return_url: input.returnUrl, cancel_url: input.cancelUrl });

    fake.approve(created.providerRef);
    const captured = await paypal.capture!({ paymentId: input.paymentId, providerRef: created.providerRef });
    const vault = (fake.order(created.providerRef)!.payment_source!.paypal.attributes as { vault: { id: string; customer: { id: string } } }).vault;
    expect(captured).toMatchObject({ status: 'succeeded', savedMethod: { methodRef: vault.id, customerRef: vault.customer.id, brand: 'PayPal' } });
    // Reading the order later (a webhook told us first) finds the same wallet.
    expect((await paypal.retrieve({ paymentId: input.paymentId, providerRef: created.providerRef }))?.savedMethod).toEqual(captured.savedMethod);
  });

  it('does not vault a one-off purchase', async () => {
    const created = await paypal.create({ ...firstInput(), saveForOffSession: false });
    expect(fake.vaultRequest(created.providerRef)).toBeUndefined();
  });

  it('charges a renewal to the vaulted wallet once, even when asked twice with the same payment id', async () => {
    const saved = await vaulted();
    const charge = renewal(saved);
    const capturesBefore = fake.capturesMade;
    const first = await paypal.chargeSaved!(charge);
    const again = await paypal.chargeSaved!(charge);
    expect(first).toMatchObject({ status: 'succeeded', transactionId: expect.any(String) });
    expect(again).toEqual(first);
    expect(fake.capturesMade - capturesBefore).toBe(1);
    const [order, ...others] = fake.vaultCharges(saved.methodRef);
    expect(others).toHaveLength(0);
    expect(order).toMatchObject({ id: first.providerRef, status: 'COMPLETED', purchase_units: [{ custom_id: charge.paymentId, amount: { value: '19.99' } }] });
    expect(fake.storedCredential(order!.id)).toEqual({ payment_initiator: 'MERCHANT', usage: 'SUBSEQUENT', usage_pattern: 'SUBSCRIPTION_PREPAID' });
  });

  it('reports a declined or refused renewal as a failed charge, not an error', async () => {
    const saved = await vaulted();
    fake.declineNextVaultCharge(saved.methodRef, 'decline');
    expect(await paypal.chargeSaved!(renewal(saved))).toMatchObject({ status: 'failed', failureCode: 'declined' });
    fake.declineNextVaultCharge(saved.methodRef, 'refuse');
    expect(await paypal.chargeSaved!(renewal(saved))).toMatchObject({ status: 'failed', failureCode: 'instrument_declined' });
    // The wallet itself still works for the next period.
    expect(await paypal.chargeSaved!(renewal(saved))).toMatchObject({ status: 'succeeded' });
  });
});

describe.each(databaseEngines)('PayPal subscriptions through the service on %s', (engine) => {
  const cleanups: Array<() => Promise<void>> = [];
  afterEach(async () => {
    for (const cleanup of cleanups.reverse().splice(0)) await cleanup();
  });

  it('vaults the wallet on the first payment, renews off-session once per period, and fails a declined renewal', async () => {
    const h = await openPaymentHarness(engine);
    cleanups.push(h.close);
    const service = h.instance({ providers: (sandbox) => new PaymentProviders({ card: sandbox, paypal }, [sandbox]) });
    const subscriptionId = `sub_${randomUUID()}`;
    const first = await service.createSubscriptionPayment.run({
      subscriptionId,
      periodIndex: 0,
      amountMinor: 99n,
      currency: 'USD',
      email: 'ann@example.com',
      method: 'paypal',
      title: 'Basic trial',
      locale: 'EN',
      returnUrl: '',
      cancelUrl: '',
    });
    expect(first).toMatchObject({ provider: 'paypal', method: 'paypal', status: 'requires_action', approvalUrl: expect.stringContaining('/checkoutnow') });
    const order = fake.orderForPayment(first.paymentId)!;
    expect(fake.vaultRequest(order.id)).toMatchObject({ store_in_vault: 'ON_SUCCESS' });

    // The payer approves and comes back with PayPal's token: the status check captures and saves the wallet.
    fake.approve(order.id);
    expect((await service.queries.status(first.paymentId, order.id)).status).toBe('succeeded');
    const [saved] = await h.db.knex('saved_payment_methods').where({ subscription_id: subscriptionId });
    const vault = (fake.order(order.id)!.payment_source!.paypal.attributes as { vault: { id: string; customer: { id: string } } }).vault;
    expect(saved).toMatchObject({ provider: 'paypal', method: 'paypal', method_ref: vault.id, customer_ref: vault.customer.id, card_brand: 'PayPal', card_last4: null });

    const renewals = await Promise.all(
      Array.from({ length: 10 }, () =>
        service.chargeSavedMethod.run({ subscriptionId, periodIndex: 10, amountMinor: 1999n, currency: 'USD', title: 'Basic, every 4 weeks', email: '' }),
      ),
    );
    expect(new Set(renewals.map((r) => r.paymentId)).size).toBe(1);
    expect(renewals[0]).toMatchObject({ status: 'succeeded', provider: 'paypal', method: 'paypal', amountMinor: 1999 });
    expect(fake.vaultCharges(vault.id)).toHaveLength(1);

    fake.declineNextVaultCharge(vault.id, 'refuse');
    const declined = await service.chargeSavedMethod.run({ subscriptionId, periodIndex: 20, amountMinor: 1999n, currency: 'USD', title: 'Basic, every 4 weeks', email: '' });
    expect(declined).toMatchObject({ status: 'failed', failureCode: 'instrument_declined' });

    const events = await outboxEvents(h.db);
    expect(events.map((e) => [e.type, e.event.subscriptionId, e.event.periodIndex])).toEqual([
      ['PaymentSucceeded', subscriptionId, 0],
      ['PaymentSucceeded', subscriptionId, 10],
      ['PaymentFailed', subscriptionId, 20],
    ]);
  });
});
