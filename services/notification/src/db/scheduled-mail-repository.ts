import { randomUUID } from 'node:crypto';
import type { Knex, Transaction } from '@mindprint/platform/db';
import type { RowInsert } from '@mindprint/platform/event-consumer';
import { claimDueRows } from './due-rows.js';

export type ScheduledMailKind = 'offer_reminder' | 'unsubscribe_confirmation' | 'trial_reminder' | 'daily_question_reminder';

export interface ScheduledMail {
  id: string;
  kind: ScheduledMailKind;
  reference?: string;
  email: string;
  locale: string;
  payload: Record<string, string>;
  dueAt: Date;
  /** Claims so far, this one included. */
  attempts: number;
}

export type ScheduledMailStatus = 'pending' | 'sent' | 'skipped' | 'failed';

/**
 * A scheduled mail as a row to insert (schedule, or an event consumer's insertOnce); with a reference, a second one
 * of its kind is ignored (the partial unique index on kind and reference).
 */
export function scheduledMailInsert(mail: { kind: ScheduledMailKind; reference?: string; email: string; locale: string; payload: Record<string, string>; dueAt: Date }): RowInsert {
  return {
    table: 'scheduled_mail',
    row: {
      id: randomUUID(),
      kind: mail.kind,
      reference: mail.reference ?? null,
      email: mail.email,
      locale: mail.locale,
      payload: JSON.stringify(mail.payload),
      due_at: mail.dueAt,
      next_attempt_at: mail.dueAt,
    },
    ignoreConflicts: true,
  };
}

/** Mail to send at a later time (or in the background): written by consumers and use cases, sent by the worker. */
export class ScheduledMailRepository {
  constructor(readonly db: Knex) {}

  /**
   * Schedules a mail; with a reference, at most one per (kind, reference): scheduling again (a redelivered
   * event) is ignored. Returns the id, or undefined when one was already scheduled.
   */
  async schedule(
    db: Knex | Transaction,
    mail: { kind: ScheduledMailKind; reference?: string; email: string; locale: string; payload: Record<string, string>; dueAt: Date },
  ): Promise<string | undefined> {
    const { table, row } = scheduledMailInsert(mail);
    const inserted = await db(table)
      .insert(row)
      .onConflict()
      .ignore() // the partial unique index on (kind, reference)
      .returning('id');
    return inserted.length > 0 ? (row.id as string) : undefined;
  }

  /** Claims up to `limit` due mails for `leaseMs` (see claimDueRows). */
  async claimDue(now: Date, limit: number, leaseMs: number): Promise<ScheduledMail[]> {
    const rows = await claimDueRows(this.db, 'scheduled_mail', now, limit, leaseMs);
    return rows.map((row) => ({
      id: row.id,
      kind: row.kind,
      reference: row.reference ?? undefined,
      email: row.email,
      locale: row.locale,
      payload: typeof row.payload === 'string' ? JSON.parse(row.payload) : row.payload,
      dueAt: new Date(row.due_at),
      attempts: row.attempts,
    }));
  }

  /**
   * Hands the mail over (`handOver`) with it marked sent in the same transaction, written before it: only the
   * COMMIT follows the hand-over, so a crash there resends the same message (same Message-ID) at most. A failed
   * hand-over rolls the mark back and the mail stays due.
   */
  async markSentAround(id: string, now: Date, handOver: () => Promise<unknown>): Promise<void> {
    await this.db.transaction(async (trx) => {
      await trx('scheduled_mail').where({ id }).update({ status: 'sent', outcome: 'sent', completed_at: now, last_error: null });
      await handOver();
    });
  }

  /** Not sent, for a reason that will not change (suppressed, already bought, unknown order). */
  async markSkipped(id: string, reason: string, now: Date): Promise<void> {
    await this.db('scheduled_mail').where({ id }).update({ status: 'skipped', outcome: reason, completed_at: now, last_error: null });
  }

  /**
   * Drops the pending mail of this kind and reference (the trial reminder of a subscription canceled
   * meanwhile), in the caller's transaction; returns how many were dropped. A mail already sent stays as it is.
   */
  async dropPending(db: Knex | Transaction, kind: ScheduledMailKind, reference: string, reason: string, now: Date): Promise<number> {
    return db('scheduled_mail').where({ kind, reference, status: 'pending' }).update({ status: 'skipped', outcome: reason, completed_at: now, last_error: null });
  }

  /** Tries again at `nextAttemptAt`, or gives up when that is undefined. */
  async markFailed(id: string, error: string, nextAttemptAt: Date | undefined, now: Date): Promise<void> {
    await this.db('scheduled_mail')
      .where({ id })
      .update(
        nextAttemptAt
          ? { last_error: error.slice(0, 500), next_attempt_at: nextAttemptAt }
          : { status: 'failed', outcome: 'failed', last_error: error.slice(0, 500), completed_at: now },
      );
  }

  async statusOf(id: string): Promise<{ status: ScheduledMailStatus; outcome?: string; attempts: number; lastError?: string } | undefined> {
    const row = await this.db('scheduled_mail').where({ id }).first();
    return row ? { status: row.status, outcome: row.outcome ?? undefined, attempts: Number(row.attempts), lastError: row.last_error ?? undefined } : undefined;
  }

  async find(kind: ScheduledMailKind, reference: string): Promise<{ id: string; dueAt: Date; status: ScheduledMailStatus; outcome?: string } | undefined> {
    const row = await this.db('scheduled_mail').where({ kind, reference }).first();
    return row ? { id: row.id, dueAt: new Date(row.due_at), status: row.status, outcome: row.outcome ?? undefined } : undefined;
  }
}
