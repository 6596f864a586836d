import { randomUUID } from 'node:crypto';
import { fromBinary } from '@bufbuild/protobuf';
import { PaymentSucceededSchema } from '@mindprint/proto/gen/mindprint/payment/v1/events_pb';
import {
  CancellationRequestedSchema,
  RenewalFailedSchema,
  SubscriptionCanceledSchema,
  SubscriptionRenewedSchema,
  TrialStartedSchema,
} from '@mindprint/proto/gen/mindprint/subscription/v1/events_pb';
import { create, toBinary } from '@bufbuild/protobuf';
import type { Bus } from '@mindprint/platform/bus';
import { eventHeaders } from '@mindprint/platform/bus';
import { MemoryCache } from '@mindprint/platform/cache';
import type { Database } from '@mindprint/platform/db';
import { consumeEvents } from '@mindprint/platform/event-consumer';
import { openTestBus, openTestDatabase, testLogger } from '@mindprint/platform/testing';
import { paymentEventHandlers, paymentEventsTopic } from '../../src/consumers/payment-events.js';
import { subscriptionMigrations } from '../../src/db/migrations.js';
import { consentVersion } from '../../src/domain/plans.js';
import { subscriptionUseCases } from '../../src/service.js';
import type { StartSubscriptionInput } from '../../src/app/start-subscription.js';
import { serveFakePaymentService } from './fake-payment-service.js';

export const tokenSecret = 'test-secret';

/** A database, a fake payment service, a movable clock and the use cases on them; optionally the payment-events consumer on a bus. */
export async function openSubscriptionHarness(engine: 'pglite' | 'postgres', busKind?: 'memory' | 'kafka') {
  const log = testLogger();
  const db = await openTestDatabase(engine, subscriptionMigrations);
  const payment = await serveFakePaymentService(log);
  const clock = { now: new Date('2026-01-01T10:00:00.000Z') };
  const instance = () =>
    subscriptionUseCases({
      db,
      cache: new MemoryCache(),
      payments: payment.client,
      log,
      tokenSecret,
      renewals: { pollMs: 60_000, batchSize: 100, leaseMs: 15 * 60_000, concurrency: 20 },
      clock: () => clock.now,
    });
  const parts = instance();
  let bus: Bus | undefined;
  if (busKind) {
    bus = openTestBus(busKind, log);
    await consumeEvents({ db, bus, log, consumer: `test-${randomUUID().slice(0, 8)}.subscription.payment-events`, topic: paymentEventsTopic, handlers: paymentEventHandlers(parts.subscriptions, parts.outcomes, log) });
  }
  return {
    db,
    payment,
    clock,
    parts,
    instance,
    bus,
    /** Publishes payment's PaymentSucceeded for a charge key, as payment would after the browser completed it. */
    async paymentSucceeded(subscriptionId: string, periodIndex: number, amountMinor: number, at: Date) {
      const paymentId = payment.state.payments.get(`${subscriptionId}/${periodIndex}`)?.paymentId ?? randomUUID();
      const value = Buffer.from(
        toBinary(PaymentSucceededSchema, create(PaymentSucceededSchema, { paymentId, subscriptionId, periodIndex, amountMinor: BigInt(amountMinor), currency: 'USD', succeededAt: at.toISOString() })),
      );
      await bus!.publish([
        { topic: paymentEventsTopic, key: subscriptionId, value, headers: { [eventHeaders.eventId]: randomUUID(), [eventHeaders.eventType]: PaymentSucceededSchema.typeName } },
      ]);
    },
    async close() {
      await bus?.stop();
      await payment.close();
      await db.close();
    },
  };
}

export function startInput(change: Partial<StartSubscriptionInput> = {}): StartSubscriptionInput {
  return {
    planId: 'basic-4week',
    orderNumber: `EO${randomUUID().slice(0, 8)}`,
    email: 'Ann@Example.com',
    method: 'card',
    skipTrial: false,
    consentGiven: true,
    consentVersion,
    locale: 'EN',
    returnUrl: '',
    cancelUrl: '',
    userId: '',
    clientIp: '203.0.113.9',
    country: 'US',
    tracking: {},
    advertisingConsent: false,
    userAgent: '',
    ...change,
  };
}

const schemas: Record<string, readonly [string, unknown]> = {
  [TrialStartedSchema.typeName]: ['TrialStarted', TrialStartedSchema],
  [SubscriptionRenewedSchema.typeName]: ['SubscriptionRenewed', SubscriptionRenewedSchema],
  [RenewalFailedSchema.typeName]: ['RenewalFailed', RenewalFailedSchema],
  [SubscriptionCanceledSchema.typeName]: ['SubscriptionCanceled', SubscriptionCanceledSchema],
  [CancellationRequestedSchema.typeName]: ['CancellationRequested', CancellationRequestedSchema],
};

/** The subscription events in the outbox, decoded, oldest first. */
export async function outboxEvents(db: Database) {
  const rows: Array<{ event_type: string; payload: Buffer }> = await db.knex('outbox').orderBy('seq');
  return rows.map((row) => {
    const [type, schema] = schemas[row.event_type]!;
    return { type, event: fromBinary(schema as typeof TrialStartedSchema, row.payload) as unknown as Record<string, unknown> };
  });
}
