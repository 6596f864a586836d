import { randomUUID } from 'node:crypto';
import { fromBinary } from '@bufbuild/protobuf';
import { PaymentFailedSchema, PaymentSucceededSchema } from '@mindprint/proto/gen/mindprint/payment/v1/events_pb';
import type { Database } from '@mindprint/platform/db';
import type { Logger } from '@mindprint/platform/logger';
import { openTestDatabase, testLogger } from '@mindprint/platform/testing';
import type { CreatePaymentInput } from '../../src/app/create-payment.js';
import { paymentMigrations } from '../../src/db/migrations.js';
import { paymentUseCases } from '../../src/service.js';
import { serveFakeOrderService } from './fake-order-service.js';

export const publicBaseUrl = 'http://localhost:8080';

export type UseCaseOptions = Omit<Parameters<typeof paymentUseCases>[0], 'db' | 'orders' | 'log' | 'publicBaseUrl' | 'reconcile'> & {
  log?: Logger;
  reconcile?: Parameters<typeof paymentUseCases>[0]['reconcile'];
};

/** A payment database, a fake order service, and a way to build service instances on them. */
export async function openPaymentHarness(engine: 'pglite' | 'postgres', log: Logger = testLogger()) {
  const db = await openTestDatabase(engine, paymentMigrations);
  const orders = await serveFakeOrderService(log);
  const instance = (options: UseCaseOptions = {}) =>
    paymentUseCases({ db, orders: orders.client, log, publicBaseUrl, reconcile: { afterMs: 0, intervalMs: 60_000 }, ...options });
  return {
    db,
    orders,
    instance,
    async close() {
      await orders.close();
      await db.close();
    },
  };
}

export function createInput(orderNumber = `EO${randomUUID().slice(0, 8)}`, change: Partial<CreatePaymentInput> = {}): CreatePaymentInput {
  return {
    orderNumber,
    skuIds: ['report'],
    method: 'card',
    email: 'Ann@Example.com',
    promoCode: '',
    country: 'US',
    locale: 'EN',
    returnUrl: '',
    cancelUrl: '',
    ...change,
  };
}

export const validCard = { cardNumber: '4242 4242 4242 4242', expiry: '12/39', cvc: '123', cardholderName: 'Ann Lee', postalCode: '10115' };

/** The payment events in the outbox, decoded, oldest first. */
export async function outboxEvents(db: Database) {
  const rows: Array<{ event_type: string; message_key: string; payload: Buffer }> = await db.knex('outbox').orderBy('seq');
  return rows.map((row) =>
    row.event_type === PaymentSucceededSchema.typeName
      ? { type: 'PaymentSucceeded' as const, key: row.message_key, event: fromBinary(PaymentSucceededSchema, row.payload) }
      : { type: 'PaymentFailed' as const, key: row.message_key, event: fromBinary(PaymentFailedSchema, row.payload) },
  );
}
