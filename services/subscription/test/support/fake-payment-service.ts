import { randomUUID } from 'node:crypto';
import {
  type ChargeSavedMethodRequest,
  type CreateSubscriptionPaymentRequest,
  PaymentService,
} from '@mindprint/proto/gen/mindprint/payment/v1/payment_service_pb';
import { createServiceClient } from '@mindprint/platform/grpc-client';
import type { HandlersOf } from '@mindprint/platform/grpc-server';
import type { Logger } from '@mindprint/platform/logger';
import { serveFake } from '@mindprint/platform/testing';

export interface RecordedCharge {
  subscriptionId: string;
  periodIndex: number;
  amountMinor: number;
  /** The payment method a first charge asked for (card, paypal). */
  method?: string;
}

/**
 * A PaymentService over real gRPC: CreateSubscriptionPayment answers requires_action with a client secret;
 * ChargeSavedMethod answers what `decide` says (succeeded by default). Both are idempotent by
 * (subscription id, period index), like the real one, and every call is recorded.
 */
export async function serveFakePaymentService(log: Logger) {
  const state = {
    decide: (_request: ChargeSavedMethodRequest): 'succeeded' | 'failed' | 'processing' => 'succeeded',
    createCalls: [] as RecordedCharge[],
    chargeCalls: [] as RecordedCharge[],
    payments: new Map<string, { paymentId: string; status: string; failureCode: string }>(),
  };
  const payment = (id: string, status: string, failureCode = '') => ({
    paymentId: id,
    status,
    provider: 'sandbox',
    method: 'card',
    testMode: true,
    clientSecret: status === 'requires_action' ? `secret_${id}` : '',
    failureCode,
  });
  const handlers: Partial<HandlersOf<typeof PaymentService>> = {
    createSubscriptionPayment: async (request: CreateSubscriptionPaymentRequest) => {
      state.createCalls.push({ subscriptionId: request.subscriptionId, periodIndex: request.periodIndex, amountMinor: Number(request.amountMinor), method: request.method });
      const key = `${request.subscriptionId}/${request.periodIndex}`;
      const existing = state.payments.get(key) ?? { paymentId: randomUUID(), status: 'requires_action', failureCode: '' };
      state.payments.set(key, existing);
      return { payment: payment(existing.paymentId, existing.status) };
    },
    chargeSavedMethod: async (request: ChargeSavedMethodRequest) => {
      state.chargeCalls.push({ subscriptionId: request.subscriptionId, periodIndex: request.periodIndex, amountMinor: Number(request.amountMinor) });
      const key = `${request.subscriptionId}/${request.periodIndex}`;
      let existing = state.payments.get(key);
      if (!existing) {
        const status = state.decide(request);
        existing = { paymentId: randomUUID(), status, failureCode: status === 'failed' ? 'card_declined' : '' };
        state.payments.set(key, existing);
      }
      return { payment: payment(existing.paymentId, existing.status, existing.failureCode) };
    },
  };
  const server = await serveFake(PaymentService, handlers, log);
  const client = createServiceClient(PaymentService, `127.0.0.1:${server.port}`, { deadlineMs: 20_000 });
  return {
    client,
    state,
    async close() {
      client.close();
      await server.shutdown(1_000);
    },
  };
}
