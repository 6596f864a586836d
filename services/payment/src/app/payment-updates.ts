import { PaymentFailedSchema, PaymentSucceededSchema } from '@mindprint/proto/gen/mindprint/payment/v1/events_pb';
import type { Database, Transaction } from '@mindprint/platform/db';
import type { Logger } from '@mindprint/platform/logger';
import { writeOutbox } from '@mindprint/platform/outbox';
import { meter } from '@mindprint/platform/telemetry';
import { isTerminal, nextStatus, type PaymentStatus } from '../domain/payment-status.js';
import type { PaymentRepository, PaymentRow, ProviderFields } from '../db/payment-repository.js';
import type { SavedMethodRepository } from '../db/saved-method-repository.js';
import type { WebhookEventRepository } from '../db/webhook-event-repository.js';
import type { ProviderPayment, ProviderStatus } from '../providers/payment-provider.js';

/** What a provider says about a payment (create, retrieve, capture, webhook, sandbox page). */
export type PaymentUpdate = Partial<Omit<ProviderPayment, 'status'>> & { status?: ProviderStatus; failureMessage?: string };

/** The provider's ids and links we have not stored yet (each is written once, never replaced). */
function newProviderFields(current: PaymentRow, update: PaymentUpdate): ProviderFields {
  const fields: ProviderFields = {};
  if (update.providerRef && !current.providerRef) fields.providerRef = update.providerRef;
  if (update.clientSecret && !current.clientSecret) fields.clientSecret = update.clientSecret;
  if (update.approvalUrl && !current.approvalUrl) fields.approvalUrl = update.approvalUrl;
  if (update.transactionId && !current.transactionId) fields.transactionId = update.transactionId;
  return fields;
}

/**
 * Whether applying `update` to a payment read as `current` could write anything. When it cannot (a status
 * check while the visitor still has to act), no transaction and row lock are needed.
 */
export function changesPayment(current: PaymentRow, update: PaymentUpdate): boolean {
  return (
    nextStatus(current.status, update.status) !== current.status ||
    Object.keys(newProviderFields(current, update)).length > 0 ||
    (update.savedMethod !== undefined && update.status === 'succeeded')
  );
}

/**
 * Applies a provider's view of a payment in one transaction: the status moves by the monotonic rule, and
 * the first move to succeeded (or failed) writes PaymentSucceeded (or PaymentFailed) to the outbox. The
 * payment row is locked and the update is conditional on the status read, so an event is never written
 * twice however many updates race. A subscription's succeeded customer-present charge also saves the
 * payment method the provider kept, in the same transaction.
 */
export class PaymentUpdates {
  constructor(
    private readonly deps: {
      db: Database;
      payments: PaymentRepository;
      webhooks: WebhookEventRepository;
      /** Where a subscription's first charge leaves the method for renewals. */
      savedMethods?: SavedMethodRepository;
      log: Logger;
      clock: () => Date;
    },
  ) {}

  async apply(paymentId: string, update: PaymentUpdate): Promise<PaymentRow | undefined> {
    return this.deps.db.withTransaction((trx) => this.applyIn(trx, paymentId, update));
  }

  /**
   * The provider's answer to creating a payment this call just inserted. In the common case (the payment now
   * waits for the visitor or is processing: no event is due and no method to save) it is one conditional
   * statement instead of the locked transaction; when that finds the row moved meanwhile or a webhook waiting
   * for it, or the answer ends the payment, apply() decides as always.
   */
  async applyToInserted(inserted: PaymentRow, answer: PaymentUpdate): Promise<PaymentRow | undefined> {
    const status = nextStatus(inserted.status, answer.status);
    const fields = newProviderFields(inserted, answer);
    const writes = status !== inserted.status || Object.keys(fields).length > 0;
    if (inserted.status === 'created' && !isTerminal(status) && writes) {
      const next = await this.deps.payments.updateAsInserted(inserted.paymentId, { status, ...fields }, this.deps.clock());
      if (next) {
        if (status !== inserted.status) this.logMove(inserted, status);
        return next;
      }
    }
    return this.apply(inserted.paymentId, answer);
  }

  async applyIn(trx: Transaction, paymentId: string, update: PaymentUpdate): Promise<PaymentRow | undefined> {
    const { payments } = this.deps;
    const current = await payments.findForUpdate(trx, paymentId);
    if (!current) return undefined;
    const now = this.deps.clock();
    const status = nextStatus(current.status, update.status);
    const moved = status !== current.status;
    const fields = newProviderFields(current, update);
    if (update.savedMethod && status === 'succeeded' && current.saveMethod && current.subscriptionId) {
      await this.saveMethod(trx, current, update.savedMethod, now);
    }
    if (!moved && Object.keys(fields).length === 0) return current;

    const failure =
      moved && (status === 'failed' || status === 'canceled')
        ? { failureCode: update.failureCode ?? (status === 'canceled' ? 'canceled' : 'provider_error'), failureMessage: update.failureMessage ?? null }
        : moved && status === 'succeeded'
          ? { failureCode: null, failureMessage: null }
          : {};
    const next = await payments.update(trx, current, { status, ...fields, ...failure, ...(moved && status === 'succeeded' ? { succeededAt: now } : {}) }, now);
    if (!next) return payments.find(paymentId, trx); // cannot happen under the row lock; never write events on a lost race

    if (moved) {
      this.logMove(current, status);
      await this.writeEvent(trx, next, current.status, now);
    }
    if (fields.providerRef && (await this.applyPendingWebhooks(trx, next))) return (await payments.find(paymentId, trx))!;
    return next;
  }

  private logMove(current: PaymentRow, to: PaymentStatus): void {
    const { paymentId, purchaseNumber, subscriptionId, status: from, provider } = current;
    this.deps.log.info({ paymentId, purchaseNumber: purchaseNumber || undefined, subscriptionId: subscriptionId ?? undefined, from, to, provider }, 'payment status changed');
  }

  private async saveMethod(trx: Transaction, payment: PaymentRow, method: NonNullable<PaymentUpdate['savedMethod']>, now: Date): Promise<void> {
    if (!this.deps.savedMethods || !payment.subscriptionId) return;
    await this.deps.savedMethods.save(
      trx,
      {
        subscriptionId: payment.subscriptionId,
        provider: payment.provider,
        method: payment.method,
        customerRef: method.customerRef ?? null,
        methodRef: method.methodRef,
        cardBrand: method.brand?.slice(0, 16) ?? null,
        cardLast4: method.last4?.slice(-4) ?? null,
        paymentId: payment.paymentId,
      },
      now,
    );
  }

  /** Payments that ended, by provider and outcome (succeeded/failed), counted when the transaction commits. */
  private readonly outcomes = meter().createCounter('mindprint.payment.outcomes', { unit: '{payment}', description: 'Payments that succeeded or failed, by provider' });

  private async writeEvent(trx: Transaction, payment: PaymentRow, from: PaymentStatus, now: Date): Promise<void> {
    if (payment.status === 'succeeded' || payment.status === 'failed') {
      const attributes = { provider: payment.provider, outcome: payment.status };
      trx.executionPromise.then(() => this.outcomes.add(1, attributes), () => undefined);
    }
    // Keyed by purchase number, or by subscription id for a subscription's charges.
    const key = payment.subscriptionId ?? payment.purchaseNumber;
    const subscription = payment.subscriptionId ? { subscriptionId: payment.subscriptionId, periodIndex: payment.periodIndex ?? 0 } : {};
    if (payment.status === 'succeeded') {
      if (from === 'failed' || from === 'canceled') {
        // Money moved on a payment we had given up on (a late capture, a retried card): record it, and tell on-call.
        this.deps.log.error({ paymentId: payment.paymentId, purchaseNumber: key, from }, 'provider confirmed money on an ended payment; check the purchase for a second charge');
      }
      await writeOutbox(
        trx,
        PaymentSucceededSchema,
        {
          paymentId: payment.paymentId,
          purchaseNumber: payment.purchaseNumber,
          orderNumber: payment.orderNumber,
          amountMinor: BigInt(payment.amountMinor),
          currency: payment.currency,
          provider: payment.provider,
          transactionId: payment.transactionId ?? '',
          succeededAt: (payment.succeededAt ?? now).toISOString(),
          ...subscription,
        },
        { key },
      );
    } else if (payment.status === 'failed') {
      await writeOutbox(
        trx,
        PaymentFailedSchema,
        {
          paymentId: payment.paymentId,
          purchaseNumber: payment.purchaseNumber,
          orderNumber: payment.orderNumber,
          provider: payment.provider,
          failureCode: payment.failureCode ?? 'provider_error',
          failedAt: now.toISOString(),
          ...subscription,
        },
        { key },
      );
    }
  }

  /** Webhooks that came before we had stored the provider's id of this payment: applied now, in order; whether there were any. */
  private async applyPendingWebhooks(trx: Transaction, payment: PaymentRow): Promise<boolean> {
    const pending = await this.deps.webhooks.pendingFor(trx, payment.provider, payment.paymentId, payment.providerRef);
    if (pending.length === 0) return false;
    await this.deps.webhooks.markApplied(trx, payment.provider, pending.map((e) => e.eventId), payment.paymentId, this.deps.clock());
    for (const event of pending) {
      await this.applyIn(trx, payment.paymentId, {
        ...(event.status ? { status: event.status } : {}),
        ...(event.transactionId ? { transactionId: event.transactionId } : {}),
        ...(event.failureCode ? { failureCode: event.failureCode } : {}),
      });
    }
    return true;
  }
}
