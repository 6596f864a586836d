import { Writable } from 'node:stream';
import { PaymentService } from '@mindprint/proto/gen/mindprint/payment/v1/payment_service_pb';
import { createServiceClient } from '@mindprint/platform/grpc-client';
import { serveGrpc } from '@mindprint/platform/grpc-server';
import { createLogger } from '@mindprint/platform/logger';
import { databaseEngines } from '@mindprint/platform/testing';
import { afterEach, describe, expect, it } from 'vitest';
import { paymentHandlers } from '../src/grpc/payment-handlers.js';
import { createInput, openPaymentHarness, validCard } from './support/payment-harness.js';

describe.each(databaseEngines)('the payment gRPC service on %s', (engine) => {
  const cleanups: Array<() => Promise<void> | void> = [];
  afterEach(async () => {
    for (const cleanup of cleanups.reverse().splice(0)) await cleanup();
  });

  async function serve() {
    let output = '';
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        output += chunk.toString();
        done();
      },
    });
    const log = createLogger({ service: 'payment', level: 'trace' }, sink);
    const h = await openPaymentHarness(engine, log);
    cleanups.push(h.close);
    const parts = h.instance({ log, sandboxSettleDelayMs: 50 });
    const server = await serveGrpc({ host: '127.0.0.1', port: 0, log, bindings: [paymentHandlers(parts)] });
    cleanups.push(() => server.shutdown(1_000));
    const client = createServiceClient(PaymentService, `127.0.0.1:${server.port}`, { deadlineMs: 10_000 });
    cleanups.push(() => client.close());
    return { h, client, logs: () => output };
  }

  it('lists the sandbox for card and PayPal, in test mode', async () => {
    const { client } = await serve();
    const listed = await client.listMethods({ examId: 'mbti', country: 'US' });
    expect(listed.testMode).toBe(true);
    expect(listed.methods.map((m) => ({ code: m.code, provider: m.provider, testMode: m.testMode }))).toEqual([
      { code: 'card', provider: 'sandbox', testMode: true },
      { code: 'paypal', provider: 'sandbox', testMode: true },
    ]);
  });

  it('takes a card payment end to end and never writes the card number to logs or the database', async () => {
    const { h, client, logs } = await serve();
    const { payment } = await client.createPayment({ ...createInput(), returnUrl: '/paying/check' });
    expect(payment).toMatchObject({ status: 'requires_action', provider: 'sandbox', method: 'card', testMode: true, amount: { amountMinor: 1999n, currency: 'USD', formatted: '$19.99' } });

    const bad = await client.submitSandboxCard({ paymentId: payment!.paymentId, ...validCard, cardNumber: '4242 4242 4242 4241' }).catch((e: unknown) => e);
    expect(bad).toMatchObject({ reason: 'INVALID_CARD_NUMBER', kind: 'INVALID_ARGUMENT', message: 'Invalid card number' });
    const paid = await client.submitSandboxCard({ paymentId: payment!.paymentId, ...validCard });
    expect(paid.payment).toMatchObject({ status: 'succeeded', failureCode: '', clientSecret: '' });
    expect((await client.getPaymentStatus({ paymentId: payment!.paymentId })).payment?.status).toBe('succeeded');
    const info = await client.getPaymentInfo({ paymentId: payment!.paymentId });
    expect(info).toMatchObject({ status: 'succeeded', total: { amountMinor: 1999n, formatted: '$19.99' }, emailMasked: 'a***@example.com' });

    const declined = await client.createPayment({ ...createInput() });
    const failed = await client.submitSandboxCard({ paymentId: declined.payment!.paymentId, ...validCard, cardNumber: '4000000000000002' });
    expect(failed.payment).toMatchObject({ status: 'failed', failureCode: 'card_declined' });

    const notFound = await client.getPaymentStatus({ paymentId: '00000000-0000-4000-8000-000000000000' }).catch((e: unknown) => e);
    expect(notFound).toMatchObject({ reason: 'PAYMENT_NOT_FOUND', kind: 'NOT_FOUND' });

    const text = logs();
    expect(text).toContain('payment status changed'); // the logs were captured
    for (const digits of ['4242424242424242', '4242 4242 4242 4242', '4242424242424241', '4000000000000002', '42424242']) expect(text).not.toContain(digits);
    const stored = JSON.stringify([await h.db.knex('sandbox_charges'), await h.db.knex('payments'), await h.db.knex('outbox')]);
    for (const digits of ['4242424242424242', '4000000000000002', '42424242']) expect(stored).not.toContain(digits);
    expect(stored).toContain('"card_last4":"4242"');
  });

  it('sends a sandbox PayPal payer back with the payment id', async () => {
    const { client } = await serve();
    const { payment } = await client.createPayment({ ...createInput(undefined, { method: 'paypal', cancelUrl: 'http://localhost:8080/paying/failed' }) });
    expect(payment?.approvalUrl).toBe(`/paying/sandbox-approval?paymentId=${payment!.paymentId}`);
    const decided = await client.decideSandboxApproval({ paymentId: payment!.paymentId, approve: false });
    expect(decided.redirectUrl).toBe(`http://localhost:8080/paying/failed?paymentId=${payment!.paymentId}`);
    const wrong = await client.submitSandboxCard({ paymentId: payment!.paymentId, ...validCard }).catch((e: unknown) => e);
    expect(wrong).toMatchObject({ reason: 'NOT_A_SANDBOX_PAYMENT', kind: 'FAILED_PRECONDITION' });
  });
});
