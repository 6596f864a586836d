import type { Knex, Transaction } from '@mindprint/platform/db';
import type { ProviderStatus, ProviderWebhookEvent } from '../providers/payment-provider.js';

export interface StoredWebhookEvent {
  provider: string;
  eventId: string;
  providerRef: string | null;
  paymentId: string | null;
  status: ProviderStatus | null;
  transactionId: string | null;
  failureCode: string | null;
}

/** Webhook events by (provider, event id): the first delivery is recorded, repeats are recognised. */
export class WebhookEventRepository {
  /** False when the event was recorded before (a duplicate delivery). */
  async record(trx: Transaction, provider: string, event: ProviderWebhookEvent, paymentId: string | undefined): Promise<boolean> {
    const inserted = await trx('webhook_events')
      .insert({
        provider,
        event_id: event.eventId,
        event_type: event.type.slice(0, 100),
        payment_id: paymentId ?? null,
        provider_ref: event.providerRef || null,
        status: event.status ?? null,
        transaction_id: event.transactionId ?? null,
        failure_code: event.failureCode ?? null,
        occurred_at: event.occurredAt,
      })
      .onConflict(['provider', 'event_id'])
      .ignore()
      .returning('event_id');
    return inserted.length > 0;
  }

  async markApplied(trx: Transaction, provider: string, eventIds: string[], paymentId: string, now: Date): Promise<void> {
    if (eventIds.length === 0) return;
    await trx('webhook_events').where({ provider }).whereIn('event_id', eventIds).update({ applied_at: now, payment_id: paymentId });
  }

  /** Events that arrived before we knew their payment, oldest first. */
  async pendingFor(trx: Knex | Transaction, provider: string, paymentId: string, providerRef: string | null): Promise<StoredWebhookEvent[]> {
    const rows = await trx('webhook_events')
      .where({ provider })
      .whereNull('applied_at')
      .where((q) => {
        q.where({ payment_id: paymentId });
        if (providerRef) q.orWhere({ provider_ref: providerRef });
      })
      .orderBy('occurred_at');
    return rows.map((r: Record<string, unknown>) => ({
      provider: r.provider as string,
      eventId: r.event_id as string,
      providerRef: r.provider_ref as string | null,
      paymentId: r.payment_id as string | null,
      status: r.status as ProviderStatus | null,
      transactionId: r.transaction_id as string | null,
      failureCode: r.failure_code as string | null,
    }));
  }
}
