import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db.js';
import { realPostgresUrl } from '../src/testing.js';

/** The pool a service gets from DATABASE_POOL_* against the real PostgreSQL (CI sets TEST_DATABASE_URL). */
describe.runIf(realPostgresUrl)('database pool', () => {
  const open = (pool: Parameters<typeof openDatabase>[0]['pool']) => openDatabase({ url: realPostgresUrl, migrations: [], pool });

  it('never opens more connections than its maximum, under more concurrent queries than that', async () => {
    const applicationName = `pool-test-${randomUUID().slice(0, 8)}`;
    const db = await open({ max: 2, applicationName });
    const observer = await open({ max: 1 });
    try {
      const queries = Array.from({ length: 6 }, () => Promise.resolve(db.knex.raw('select pg_sleep(0.3)')));
      await new Promise((r) => setTimeout(r, 150));
      const { rows } = await observer.knex.raw('select count(*)::int as n from pg_stat_activity where application_name = ?', [applicationName]);
      await Promise.all(queries);
      expect(rows[0].n).toBe(2);
    } finally {
      await db.close();
      await observer.close();
    }
  });

  it('fails a request fast when every connection is busy longer than the acquire timeout', async () => {
    const db = await open({ max: 1, acquireTimeoutMs: 200 });
    try {
      let begun!: () => void;
      const inTransaction = new Promise<void>((resolve) => (begun = resolve));
      const holding = db.withTransaction(async (trx) => (begun(), trx.raw('select pg_sleep(1)')));
      await inTransaction;
      await expect(db.knex.raw('select 1')).rejects.toThrow(/Timeout acquiring a connection/);
      await holding;
    } finally {
      await db.close();
    }
  });

  it('ends a query that runs longer than the query timeout', async () => {
    const db = await open({ max: 1, queryTimeoutMs: 200 });
    try {
      await expect(db.knex.raw('select pg_sleep(2)')).rejects.toThrow(/timeout/i);
    } finally {
      await db.close();
    }
  });
});
