import { randomUUID } from 'node:crypto';
import type { Knex } from '@mindprint/platform/db';

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

  /**
   * Claims up to `limit` pending requests that are due, pushing their next attempt out by `leaseMs` so
   * another replica (`for update skip locked`) or the next poll does not take them while they are worked on.
   */
  async claimDue(now: Date, limit: number, leaseMs: number): Promise<RetrievalRequest[]> {
    return this.knex.transaction(async (trx) => {
      const due = await trx('retrieval_requests')
        .where({ status: 'pending' })
        .where('next_attempt_at', '<=', now)
        .orderBy('next_attempt_at')
        .limit(limit)
        .forUpdate()
        .skipLocked();
      const claimed: RetrievalRequest[] = [];
      for (const row of due) {
        const attempts = Number(row.attempts) + 1;
        await trx('retrieval_requests')
          .where({ id: row.id })
          .update({ attempts, next_attempt_at: new Date(now.getTime() + leaseMs) });
        claimed.push({ id: row.id, email: row.email, locale: row.locale, attempts, createdAt: new Date(row.created_at) });
      }
      return claimed;
    });
  }

  async markSent(id: string, now: Date): Promise<void> {
    await this.knex('retrieval_requests').where({ id }).update({ status: 'sent', completed_at: now, last_error: null });
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
