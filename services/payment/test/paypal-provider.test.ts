import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebhookRejected, type CreateProviderPaymentInput, type PaymentProvider } from '../src/providers/payment-provider.js';
import { createPayPalProvider, paypalLocale } from '../src/providers/paypal-provider.js';
import { startFakePayPalServer, type FakePayPalServer } from './fakes/fake-paypal-server.js';

const webhookId = 'WH-FAKE-0001';
let fake: FakePayPalServer;
let provider: PaymentProvider;
let counter = 0;

function input(overrides: Partial<CreateProviderPaymentInput> = {}): CreateProviderPaymentInput {
  counter += 1;
  return {
    paymentId: `pay_paypal_${Date.now()}_${counter}`,
    method: 'paypal',
    amountMinor: 1299,
    currency: 'USD',
    description: 'Full report',
    email: 'buyer@example.com',
    returnUrl: 'http://localhost:8080/pay/return?payment=1',
    cancelUrl: 'http://localhost:8080/pay/cancel?payment=1',
    locale: 'en-US',
    ...overrides,
  };
}

beforeAll(async () => {
  fake = await startFakePayPalServer();
  provider = createPayPalProvider({
    clientId: fake.clientId,
    clientSecret: fake.clientSecret,
    webhookId,
    environment: 'sandbox',
    apiBase: fake.url,
  });
});

afterAll(async () => {
  await fake.close();
});

describe('PayPal provider against the fake PayPal', () => {
  it('describes itself', () => {
    expect(provider.name).toBe('paypal');
    expect(provider.methods).toEqual(['paypal']);
    expect(provider.testMode).toBe(true);
    expect(createPayPalProvider({ clientId: 'a', clientSecret: 'b', environment: 'production' }).testMode).toBe(false);
  });

  it('creates an order that waits for the payer, once per payment id', async () => {
    const before = fake.ordersCreated;
    const request = input();
    const created = await provider.create(request);
    const again = await provider.create(request);
    expect(again.providerRef).toBe(created.providerRef);
    expect(fake.ordersCreated - before).toBe(1);
    expect(created.status).toBe('requires_action');
    expect(created.approvalUrl).toBe(`${fake.url}/checkoutnow?token=${created.providerRef}`);
    expect(fake.order(created.providerRef)).toMatchObject({
      intent: 'CAPTURE',
      status: 'PAYER_ACTION_REQUIRED',
      purchase_units: [{ custom_id: request.paymentId, amount: { currency_code: 'USD', value: '12.99' }, description: 'Full report' }],
    });
  });

  it('creates one order and one capture when answers are lost and the SDK retries', async () => {
    const ordersBefore = fake.ordersCreated;
    const capturesBefore = fake.capturesMade;
    const request = input();
    fake.loseResponses(1);
    const created = await provider.create(request);
    expect(fake.ordersCreated - ordersBefore).toBe(1);
    expect(fake.orderForPayment(request.paymentId)?.id).toBe(created.providerRef);

    fake.approve(created.providerRef);
    fake.loseResponses(1);
    const captured = await provider.capture!({ paymentId: request.paymentId, providerRef: created.providerRef });
    expect(captured.status).toBe('succeeded');
    expect(fake.capturesMade - capturesBefore).toBe(1);
  });

  it("asks PayPal's page for the visitor's language and the way back", async () => {
    const chinese = await provider.create(input({ locale: 'CN' }));
    expect(fake.experience(chinese.providerRef)).toEqual({
      return_url: 'http://localhost:8080/pay/return?payment=1',
      cancel_url: 'http://localhost:8080/pay/cancel?payment=1',
      locale: 'zh-CN',
    });
    expect(paypalLocale('HK')).toBe('zh-HK');
    expect(paypalLocale('en-gb')).toBe('en-GB');
    expect(paypalLocale('xx')).toBeUndefined();
  });

  it("sends the spec's amounts as PayPal's decimal strings", async () => {
    const jpy = await provider.create(input({ amountMinor: 1200, currency: 'JPY' }));
    expect(fake.order(jpy.providerRef)?.purchase_units[0]?.amount).toEqual({ currency_code: 'JPY', value: '1200' });
    const mxn = await provider.create(input({ amountMinor: 199, currency: 'MXN' }));
    expect(fake.order(mxn.providerRef)?.purchase_units[0]?.amount).toEqual({ currency_code: 'MXN', value: '199.00' });
  });

  it('does not capture before the payer approved', async () => {
    const request = input();
    const created = await provider.create(request);
    const result = await provider.capture!({ paymentId: request.paymentId, providerRef: created.providerRef });
    expect(result.status).toBe('requires_action');
    expect(result.approvalUrl).toBe(created.approvalUrl);
    expect(fake.order(created.providerRef)?.status).toBe('PAYER_ACTION_REQUIRED');
  });

  it('captures an approved order once, however often it is asked', async () => {
    const request = input();
    const created = await provider.create(request);
    fake.approve(created.providerRef);
    expect(await provider.retrieve({ paymentId: request.paymentId, providerRef: created.providerRef })).toMatchObject({ status: 'requires_action' });

    const capturesBefore = fake.capturesMade;
    const captured = await provider.capture!({ paymentId: request.paymentId, providerRef: created.providerRef });
    expect(captured.status).toBe('succeeded');
    const captureId = fake.order(created.providerRef)?.purchase_units[0]?.payments?.captures[0]?.id;
    expect(captured.transactionId).toBe(captureId);

    const again = await provider.capture!({ paymentId: request.paymentId, providerRef: created.providerRef });
    expect(again).toMatchObject({ status: 'succeeded', transactionId: captureId });
    expect(fake.capturesMade - capturesBefore).toBe(1);
    expect(fake.order(created.providerRef)?.purchase_units[0]?.payments?.captures).toHaveLength(1);
  });

  it('reads an order captured elsewhere (ORDER_ALREADY_CAPTURED) as succeeded', async () => {
    const request = input();
    const created = await provider.create(request);
    fake.approve(created.providerRef);
    const capturedElsewhere = fake.capture(created.providerRef);
    const result = await provider.capture!({ paymentId: request.paymentId, providerRef: created.providerRef });
    expect(result).toMatchObject({ status: 'succeeded', transactionId: capturedElsewhere.purchase_units[0]?.payments?.captures[0]?.id });
  });

  it('after a crash past the capture, retrieve says succeeded (what reconciliation relies on)', async () => {
    const request = input();
    const created = await provider.create(request);
    fake.approve(created.providerRef);
    await provider.capture!({ paymentId: request.paymentId, providerRef: created.providerRef }); // answer lost
    expect(await provider.retrieve({ paymentId: request.paymentId, providerRef: created.providerRef })).toMatchObject({
      status: 'succeeded',
      transactionId: expect.any(String),
    });
    // …even when the order id was never stored either.
    expect(await provider.retrieve({ paymentId: request.paymentId, createInput: request })).toMatchObject({
      providerRef: created.providerRef,
      status: 'succeeded',
    });
  });

  it('finds the order by PayPal-Request-Id when the order id was never stored', async () => {
    const request = input();
    const created = await provider.create(request);
    const before = fake.ordersCreated;
    const found = await provider.retrieve({ paymentId: request.paymentId, createInput: request });
    expect(found).toMatchObject({ providerRef: created.providerRef, status: 'requires_action', approvalUrl: created.approvalUrl });
    expect(fake.ordersCreated).toBe(before);
    expect(await provider.retrieve({ paymentId: 'never-seen' })).toBeUndefined();
    expect(await provider.retrieve({ paymentId: 'x', providerRef: 'NOSUCHORDER' })).toBeUndefined();
  });

  it('reports a declined capture as failed and a voided order as canceled', async () => {
    const declined = input();
    const order = await provider.create(declined);
    fake.approve(order.providerRef);
    fake.declineNextCapture(order.providerRef);
    expect(await provider.capture!({ paymentId: declined.paymentId, providerRef: order.providerRef })).toMatchObject({ status: 'failed', failureCode: 'declined' });

    const voided = await provider.create(input());
    fake.void(voided.providerRef);
    expect(await provider.retrieve({ paymentId: 'x', providerRef: voided.providerRef })).toMatchObject({ status: 'canceled' });
  });

  it('returns the payer through the approval page like PayPal does', async () => {
    const created = await provider.create(input());
    const response = await fetch(created.approvalUrl!, { redirect: 'manual' });
    expect(response.status).toBe(302);
    const back = new URL(response.headers.get('location')!);
    expect(back.origin + back.pathname).toBe('http://localhost:8080/pay/return');
    expect(back.searchParams.get('token')).toBe(created.providerRef);
    expect(back.searchParams.get('payment')).toBe('1');
    expect(fake.order(created.providerRef)?.status).toBe('APPROVED');
  });

  it('keeps the client secret out of errors', async () => {
    const wrong = createPayPalProvider({ clientId: fake.clientId, clientSecret: 'not-the-secret-42', environment: 'sandbox', apiBase: fake.url });
    const error = await wrong.create(input()).then(
      () => new Error('expected a failure'),
      (e: unknown) => e as Error,
    );
    expect(error).toBeInstanceOf(Error);
    expect(error.message).toMatch(/PayPal create failed/);
    expect(error.message).not.toContain('not-the-secret-42');
    expect(JSON.stringify(error)).not.toContain('not-the-secret-42');
  });
});

describe('PayPal webhooks', () => {
  async function capturedOrder() {
    const request = input();
    const created = await provider.create(request);
    fake.approve(created.providerRef);
    await provider.capture!({ paymentId: request.paymentId, providerRef: created.providerRef });
    return { request, created, order: fake.order(created.providerRef)! };
  }

  it('accepts a capture event PayPal verified and maps it', async () => {
    const { request, created, order } = await capturedOrder();
    const { body, headers } = fake.webhook('PAYMENT.CAPTURE.COMPLETED', created.providerRef, webhookId);
    const event = await provider.parseWebhook!(Buffer.from(body), headers);
    expect(event).toMatchObject({
      eventId: JSON.parse(body).id,
      type: 'PAYMENT.CAPTURE.COMPLETED',
      paymentId: request.paymentId,
      providerRef: created.providerRef,
      status: 'succeeded',
      transactionId: order.purchase_units[0]?.payments?.captures[0]?.id,
    });
    expect(event.occurredAt).toBeInstanceOf(Date);
  });

  it('maps approval, denial and voiding', async () => {
    const approvedInput = input();
    const approved = await provider.create(approvedInput);
    fake.approve(approved.providerRef);
    const approval = fake.webhook('CHECKOUT.ORDER.APPROVED', approved.providerRef, webhookId);
    expect(await provider.parseWebhook!(Buffer.from(approval.body), approval.headers)).toMatchObject({
      type: 'CHECKOUT.ORDER.APPROVED',
      paymentId: approvedInput.paymentId,
      providerRef: approved.providerRef,
      status: 'requires_action',
    });

    fake.declineNextCapture(approved.providerRef);
    await provider.capture!({ paymentId: approvedInput.paymentId, providerRef: approved.providerRef });
    const denial = fake.webhook('PAYMENT.CAPTURE.DENIED', approved.providerRef, webhookId);
    expect(await provider.parseWebhook!(Buffer.from(denial.body), denial.headers)).toMatchObject({ status: 'failed', paymentId: approvedInput.paymentId });

    const voided = await provider.create(input());
    fake.void(voided.providerRef);
    const voiding = fake.webhook('CHECKOUT.ORDER.VOIDED', voided.providerRef, webhookId);
    expect(await provider.parseWebhook!(Buffer.from(voiding.body), voiding.headers)).toMatchObject({ status: 'canceled', providerRef: voided.providerRef });
  });

  it('rejects forged, tampered and foreign events', async () => {
    const { created } = await capturedOrder();
    const { body, headers } = fake.webhook('PAYMENT.CAPTURE.COMPLETED', created.providerRef, webhookId);

    const tampered = body.replace('"COMPLETED"', '"REFUNDED"');
    await expect(provider.parseWebhook!(Buffer.from(tampered), headers)).rejects.toBeInstanceOf(WebhookRejected);

    const forged = { ...headers, 'paypal-transmission-sig': Buffer.from('forged').toString('base64') };
    await expect(provider.parseWebhook!(Buffer.from(body), forged)).rejects.toBeInstanceOf(WebhookRejected);

    const otherHook = fake.webhook('PAYMENT.CAPTURE.COMPLETED', created.providerRef, 'WH-SOMEONE-ELSE');
    await expect(provider.parseWebhook!(Buffer.from(otherHook.body), otherHook.headers)).rejects.toBeInstanceOf(WebhookRejected);

    await expect(provider.parseWebhook!(Buffer.from(body), {})).rejects.toBeInstanceOf(WebhookRejected);
    await expect(provider.parseWebhook!(Buffer.from('not json'), headers)).rejects.toBeInstanceOf(WebhookRejected);
  });
});
