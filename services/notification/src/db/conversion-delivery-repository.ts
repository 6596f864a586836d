import { randomUUID } from 'node:crypto';
import type { Knex, Transaction } from '@mindprint/platform/db';
import type { AdConversion, AdPlatform } from '../domain/ad-conversion.js';
import { claimDueRows } from './due-rows.js';

/** pending → sent, or dead once the attempts ran out or the platform refused it for good (an operator may re-queue it). */
export type ConversionDeliveryStatus = 'pending' | 'sent' | 'dead';

/** Which dead deliveries to re-queue: all of them, or those matching every filter given. */
export interface DeadDeliveryFilter {
  ids?: readonly string[];
  platform?: AdPlatform;
  /** Dead at or after this time. */
  deadSince?: Date;
}

export interface DeadDelivery {
  id: string;
  platform: AdPlatform;
  eventId: string;
  lastError: string | null;
  occurredAt: string;
}

export interface ConversionDelivery {
  id: string;
  platform: AdPlatform;
  conversion: AdConversion;
  /** Claims so far, this one included. */
  attempts: number;
}

/**
 * The outbox of server-side conversions: one row per (platform, event id), unique, written in the transaction
 * of the consumed event's inbox row, so a replayed event or a second consumer queues nothing new. The worker
 * claims due rows, sends them and records the outcome.
 */
export class ConversionDeliveryRepository {
  constructor(readonly db: Knex) {}

  /** Queues the conversion for each platform, ignoring one already queued; returns the platforms newly queued. */
  async enqueue(trx: Transaction, conversion: AdConversion, platforms: readonly AdPlatform[], now: Date): Promise<AdPlatform[]> {
    if (platforms.length === 0) return [];
    const rows = platforms.map((platform) => ({
      id: randomUUID(),
      platform,
      event_id: conversion.eventId,
      conversion: JSON.stringify(conversion),
      created_at: now,
      next_attempt_at: now,
    }));
    const inserted: Array<{ platform: AdPlatform }> = await trx('conversion_deliveries').insert(rows).onConflict(['platform', 'event_id']).ignore().returning('platform');
    return inserted.map((row) => row.platform);
  }

  /** Claims up to `limit` due deliveries for `leaseMs` (see claimDueRows). */
  async claimDue(now: Date, limit: number, leaseMs: number): Promise<ConversionDelivery[]> {
    const rows = await claimDueRows(this.db, 'conversion_deliveries', now, limit, leaseMs);
    return rows.map((row) => ({ id: row.id, platform: row.platform, conversion: typeof row.conversion === 'string' ? JSON.parse(row.conversion) : row.conversion, attempts: row.attempts }));
  }

  async markSent(id: string, now: Date): Promise<void> {
    await this.db('conversion_deliveries').where({ id }).update({ status: 'sent', completed_at: now, last_error: null });
  }

  /** Tries again at `nextAttemptAt`; without one the delivery is dead (kept, with its last error, for a look and a re-drive). */
  async markFailed(id: string, error: string, nextAttemptAt: Date | undefined, now: Date): Promise<void> {
    await this.db('conversion_deliveries')
      .where({ id })
      .update(nextAttemptAt ? { last_error: error.slice(0, 500), next_attempt_at: nextAttemptAt } : { status: 'dead', last_error: error.slice(0, 500), completed_at: now });
  }

  /**
   * Dead deliveries matching `filter`, and a fresh start for those whose conversion is no older than `maxAgeMs`
   * (the limit applied when queueing): pending again, due now, attempts from zero; the last error stays until it
   * is sent. Only dead rows change, so running it twice re-queues nothing twice, and the event id (the platforms'
   * dedupe key) is unchanged, so a conversion the platform did take is still counted once.
   */
  async requeueDead(filter: DeadDeliveryFilter, now: Date, maxAgeMs: number): Promise<{ requeued: DeadDelivery[]; tooOld: DeadDelivery[] }> {
    return this.db.transaction(async (trx) => {
      const query = trx('conversion_deliveries').where({ status: 'dead' }).orderBy([{ column: 'completed_at' }, { column: 'id' }]).forUpdate();
      if (filter.ids) query.whereIn('id', [...filter.ids]);
      if (filter.platform) query.andWhere({ platform: filter.platform });
      if (filter.deadSince) query.andWhere('completed_at', '>=', filter.deadSince);
      const dead: DeadDelivery[] = (await query).map((row: Record<string, any>) => {
        const conversion: AdConversion = typeof row.conversion === 'string' ? JSON.parse(row.conversion) : row.conversion;
        return { id: row.id, platform: row.platform, eventId: row.event_id, lastError: row.last_error ?? null, occurredAt: conversion.occurredAt };
      });
      const recentEnough = (delivery: DeadDelivery) => now.getTime() - new Date(delivery.occurredAt).getTime() <= maxAgeMs;
      const requeued = dead.filter(recentEnough);
      if (requeued.length > 0) {
        await trx('conversion_deliveries')
          .whereIn('id', requeued.map((delivery) => delivery.id))
          .andWhere({ status: 'dead' })
          .update({ status: 'pending', attempts: 0, next_attempt_at: now, completed_at: null });
      }
      return { requeued, tooOld: dead.filter((delivery) => !recentEnough(delivery)) };
    });
  }

  /** The deliveries of one event id, by platform. */
  async ofEvent(eventId: string): Promise<Array<{ platform: AdPlatform; status: ConversionDeliveryStatus; attempts: number; lastError?: string }>> {
    const rows = await this.db('conversion_deliveries').where({ event_id: eventId }).orderBy('platform');
    return rows.map((row) => ({ platform: row.platform, status: row.status, attempts: Number(row.attempts), lastError: row.last_error ?? undefined }));
  }
}
