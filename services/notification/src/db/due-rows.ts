import type { Knex } from '@mindprint/platform/db';

/**
 * Claims up to `limit` pending rows of a work table (columns `id`, `status`, `attempts`, `next_attempt_at`) that
 * are due, pushing their next attempt out by `leaseMs` so another replica (`for update skip locked`) or the next
 * poll does not take them while they are worked on. Returns the rows, `attempts` counting this claim.
 */
export async function claimDueRows(knex: Knex, table: string, now: Date, limit: number, leaseMs: number): Promise<Array<Record<string, any> & { attempts: number }>> {
  return knex.transaction(async (trx) => {
    const due = await trx(table).where({ status: 'pending' }).where('next_attempt_at', '<=', now).orderBy('next_attempt_at').limit(limit).forUpdate().skipLocked();
    const claimed = [];
    for (const row of due) {
      const attempts = Number(row.attempts) + 1;
      await trx(table)
        .where({ id: row.id })
        .update({ attempts, next_attempt_at: new Date(now.getTime() + leaseMs) });
      claimed.push({ ...row, attempts });
    }
    return claimed;
  });
}
