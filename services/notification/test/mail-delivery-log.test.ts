import { randomUUID } from 'node:crypto';
import { databaseEngines, openTestDatabase } from '@mindprint/platform/testing';
import { describe, expect, it } from 'vitest';
import { type DeliveryAttempt, MailDeliveryRepository } from '../src/db/mail-delivery-repository.js';
import { notificationMigrations } from '../src/db/migrations.js';

describe.each(databaseEngines)('the mail delivery log on %s', (engine) => {
  it('writes the attempts logged while an insert is on its way together in the next one, every one of them', async () => {
    const db = await openTestDatabase(engine, notificationMigrations);
    try {
      const statements: string[] = [];
      const record = (query: { sql: string }) => statements.push(query.sql);
      db.knex.on('query', record);
      const deliveries = new MailDeliveryRepository(db.knex);
      const recipient = `log-${randomUUID()}@example.com`;
      const attempt = (i: number): DeliveryAttempt => ({ kind: 'result_ready', reference: `ref-${i}`, recipient, subject: `Mail ${i}`, status: 'sent', attempt: 1, messageId: `<${i}@mail.example>` });

      // The first goes at once; the 19 logged while it is on its way go in one statement after it.
      await Promise.all(Array.from({ length: 20 }, (_, i) => deliveries.record(attempt(i))));
      await deliveries.record({ ...attempt(20), status: 'failed', attempt: 2, error: 'timeout' }); // alone again, once they are written
      db.knex.off('query', record);

      expect(statements.filter((sql) => sql.startsWith('insert into "mail_deliveries"'))).toHaveLength(3);
      const logged = await deliveries.forRecipient(recipient);
      expect(logged.map((row) => row.reference)).toEqual(Array.from({ length: 21 }, (_, i) => `ref-${i}`));
      expect(logged.at(-1)).toMatchObject({ status: 'failed', attempt: 2, error: 'timeout' });
    } finally {
      await db.close();
    }
  });
});
