import { OrderPaidSchema } from '@mindprint/proto/gen/mindprint/order/v1/events_pb';
import { SubscriptionRenewedSchema, TrialStartedSchema } from '@mindprint/proto/gen/mindprint/subscription/v1/events_pb';
import type { Transaction } from '@mindprint/platform/db';
import { type EventHandler, type EventMeta, onEvent } from '@mindprint/platform/event-consumer';
import type { Logger } from '@mindprint/platform/logger';
import type { ConversionDeliveryRepository } from '../db/conversion-delivery-repository.js';
import { type AdPlatform, conversionOf, matchingPlatforms, type PaidEvent } from '../domain/ad-conversion.js';

export interface QueueAdConversionsDeps {
  deliveries: ConversionDeliveryRepository;
  /** The platforms configured; none means nothing is queued. */
  platforms: ReadonlySet<AdPlatform>;
  /** Conversions older than this are not sent (Meta refuses events older than 7 days). */
  maxAgeMs: number;
  log: Logger;
  clock?: () => Date;
}

/**
 * Queues the server-side conversions of a paid event, in the transaction of the event's inbox row: one
 * delivery per platform that can match its click id, only when the order or subscription was made with
 * advertising consent. A replayed event queues nothing (inbox), nor does a new event id for the same
 * conversion (the delivery's unique platform and event id).
 */
async function queue(deps: QueueAdConversionsDeps, paid: PaidEvent, trx: Transaction, meta: EventMeta): Promise<void> {
  const now = (deps.clock ?? (() => new Date()))();
  const context = { eventId: meta.eventId, eventType: meta.eventType, kind: paid.kind, reference: paid.reference };
  const conversion = conversionOf(paid);
  if (!conversion) {
    deps.log.debug(context, 'no ad conversion: no advertising consent or no click id');
    return;
  }
  if (now.getTime() - new Date(conversion.occurredAt).getTime() > deps.maxAgeMs) {
    deps.log.info({ ...context, occurredAt: conversion.occurredAt }, 'ad conversion too old to send; skipped');
    return;
  }
  const queued = await deps.deliveries.enqueue(trx, conversion, matchingPlatforms(conversion, deps.platforms), now);
  if (queued.length > 0) deps.log.info({ ...context, conversionEventId: conversion.eventId, platforms: queued }, 'ad conversion queued');
}

/**
 * OrderPaid: `purchase:<purchase number>` with the purchase's total. By purchase, not order: a later purchase on the
 * same exam order (packages after the report) is a sale of its own; a single course's purchase is one too.
 */
export const queueOrderConversions = (deps: QueueAdConversionsDeps): EventHandler =>
  onEvent(OrderPaidSchema, (event, trx, meta) =>
    queue(
      deps,
      {
        kind: 'purchase',
        reference: event.purchaseNumber,
        occurredAt: event.paidAt,
        valueMinor: Number(event.amountMinor),
        currency: event.currency,
        email: event.email,
        attribution: event.attribution,
      },
      trx,
      meta,
    ),
  );

/**
 * TrialStarted: `trial_start:<subscription id>` at the trial price, or `subscription_start:<id>` at the first
 * period's price when the trial was skipped. SubscriptionRenewed: `renewal:<payment id>` at the renewal's amount.
 */
export const queueSubscriptionConversions = (deps: QueueAdConversionsDeps): EventHandler[] => [
  onEvent(TrialStartedSchema, (event, trx, meta) =>
    queue(
      deps,
      {
        kind: event.trialSkipped ? 'subscription_start' : 'trial_start',
        reference: event.subscriptionId,
        // The event names no start time: it is handled moments after the first charge went through.
        occurredAt: (deps.clock ?? (() => new Date()))().toISOString(),
        valueMinor: Number(event.trialSkipped ? event.priceMinor : event.trialPriceMinor),
        currency: event.currency,
        email: event.email,
        attribution: event.attribution,
      },
      trx,
      meta,
    ),
  ),
  onEvent(SubscriptionRenewedSchema, (event, trx, meta) =>
    queue(
      deps,
      {
        kind: 'renewal',
        reference: event.paymentId,
        occurredAt: event.periodStart,
        valueMinor: Number(event.amountMinor),
        currency: event.currency,
        email: event.email,
        attribution: event.attribution,
      },
      trx,
      meta,
    ),
  ),
];
