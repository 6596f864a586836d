import type { GrpcServer } from '@mindprint/platform/grpc-server';
import { serveFake, testLogger } from '@mindprint/platform/testing';
import { type CreateExamOrderRequest, OrderService } from '@mindprint/proto/gen/mindprint/order/v1/order_service_pb';
import { type CreatePaymentRequest, PaymentService } from '@mindprint/proto/gen/mindprint/payment/v1/payment_service_pb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadGatewayConfig } from '../src/config.js';
import { type RunningGateway, startGateway } from '../src/gateway.js';

/** The gateway in front of fake order and payment services that record what CreateExamOrder and CreatePayment are asked. */
let order: GrpcServer;
let payment: GrpcServer;
let running: RunningGateway;
const received: CreateExamOrderRequest[] = [];
const paymentsAsked: CreatePaymentRequest[] = [];
const log = testLogger();

beforeAll(async () => {
  order = await serveFake(
    OrderService,
    {
      createExamOrder: async (request) => {
        received.push(request);
        return { orderNumber: `MP${'A'.repeat(20)}` };
      },
    },
    log,
  );
  payment = await serveFake(
    PaymentService,
    {
      createPayment: async (request) => {
        paymentsAsked.push(request);
        return { payment: { paymentId: '00000000-0000-4000-8000-000000000001', orderNumber: request.orderNumber, status: 'created', amount: { amountMinor: 1999n, currency: 'USD' } } };
      },
    },
    log,
  );
  running = await startGateway(
    loadGatewayConfig({
      PORT: '0',
      HOST: '127.0.0.1',
      ORDER_GRPC_ADDR: `127.0.0.1:${order.port}`,
      PAYMENT_GRPC_ADDR: `127.0.0.1:${payment.port}`,
      EXAM_GRPC_ADDR: '127.0.0.1:1',
    }),
    log,
  );
}, 60_000);

afterAll(async () => {
  await running?.stop();
  await order?.shutdown(1_000);
  await payment?.shutdown(1_000);
});

const placeOrder = (headers: Record<string, string>) =>
  fetch(`http://127.0.0.1:${running.port}/api/exam/order/info`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'user-agent': 'Mozilla/5.0 (X11)', ...headers },
    body: JSON.stringify({
      examId: '1',
      email: 'ann@example.com',
      answers: [],
      tracking: { hl: 'DE', fbclid: 'fb-1' },
      // A body cannot grant consent: only the cookie does.
      advertisingConsent: true,
      userAgent: 'forged',
    }),
  });

describe('ad attribution at the gateway', () => {
  it('passes the advertising consent of the consent cookie, and the user agent only with it, never what the body says', async () => {
    expect((await placeOrder({})).status).toBe(200);
    expect((await placeOrder({ cookie: 'cookie_consent=v2.statistics' })).status).toBe(200);
    expect((await placeOrder({ cookie: 'other=1; cookie_consent=v2.statistics.advertising' })).status).toBe(200);
    expect(received.map((r) => [r.advertisingConsent, r.userAgent, r.tracking])).toEqual([
      [false, '', { hl: 'DE', fbclid: 'fb-1' }],
      [false, '', { hl: 'DE', fbclid: 'fb-1' }],
      [true, 'Mozilla/5.0 (X11)', { hl: 'DE', fbclid: 'fb-1' }],
    ]);
  });

  it('reads the consent again when the visitor pays, and passes the payment page’s tracking keys with it', async () => {
    const pay = (headers: Record<string, string>) =>
      fetch(`http://127.0.0.1:${running.port}/pay-api/pay/order/create`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'user-agent': 'Mozilla/5.0 (X11)', ...headers },
        body: JSON.stringify({
          orderNumber: `MP${'A'.repeat(20)}`,
          skuIds: ['mbti-report'],
          method: 'card',
          email: 'ann@example.com',
          tracking: { hl: 'DE', gclid: 'g-1' },
          attribution: { advertisingConsent: true, userAgent: 'forged' },
        }),
      });
    expect((await pay({ cookie: 'cookie_consent=v2.statistics' })).status).toBe(200);
    expect((await pay({ cookie: 'cookie_consent=v2.advertising' })).status).toBe(200);
    expect(paymentsAsked.map((r) => [r.attribution?.advertisingConsent, r.attribution?.userAgent, r.attribution?.tracking])).toEqual([
      [false, '', { hl: 'DE', gclid: 'g-1' }],
      [true, 'Mozilla/5.0 (X11)', { hl: 'DE', gclid: 'g-1' }],
    ]);
  });
});
