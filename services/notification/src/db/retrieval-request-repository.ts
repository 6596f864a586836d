import { randomUUID } from 'node:crypto';
import type { Knex } from '@mindprint/platform/db';
import { claimDueRows } from './due-rows.js';

export interface RetrievalRequest {
  id: string;
  email: string;
  locale: string;
  /** Claims so far, this one included. */
  attempts: number;
  createdAt: Date;
}

export type RetrievalStatus = 'pending' | 'sent' | 'failed';

/** Report retrieval requests: written by the gRPC call, answered by the worker. */
export class RetrievalRequestRepository {
  constructor(private readonly knex: Knex) {}

  async add(request: { email: string; locale: string }): Promise<string> {
    const id = randomUUID();
    await this.knex('retrieval_requests').insert({ id, email: request.email, locale: request.locale });
    return id;
  }

  /** Claims up to `limit` due requests for `leaseMs` (see claimDueRows). */
  async claimDue(now: Date, limit: number, leaseMs: number): Promise<RetrievalRequest[]> {
    const rows = await claimDueRows(this.knex, 'retrieval_requests', now, limit, leaseMs);
    return rows.map((row) => ({ id: row.id, email: row.email, locale: row.locale, attempts: row.attempts, createdAt: new Date(row.created_at) }));
  }

  /**
   * Hands the answer over (`handOver`) with the request marked sent in the same transaction, written before it:
   * only the COMMIT follows the hand-over, so a crash there resends the same message (same Message-ID) at most.
   * A failed hand-over rolls the mark back and the request stays due.
   */
  async markSentAround(id: string, now: Date, handOver: () => Promise<unknown>): Promise<void> {
    await this.knex.transaction(async (trx) => {
      await trx('retrieval_requests').where({ id }).update({ status: 'sent', completed_at: now, last_error: null });
      await handOver();
    });
  }

  /** Tries again at `nextAttemptAt`, or gives up when that is undefined. */
  async markFailed(id: string, error: string, nextAttemptAt: Date | undefined, now: Date): Promise<void> {
    await this.knex('retrieval_requests')
      .where({ id })
      .update(
        nextAttemptAt
          ? { last_error: error.slice(0, 500), next_attempt_at: nextAttemptAt }
          : { status: 'failed', last_error: error.slice(0, 500), completed_at: now },
      );
  }

  async statusOf(id: string): Promise<{ status: RetrievalStatus; attempts: number; lastError?: string } | undefined> {
    const row = await this.knex('retrieval_requests').where({ id }).first();
    return row ? { status: row.status, attempts: Number(row.attempts), lastError: row.last_error ?? undefined } : undefined;
  }
}
