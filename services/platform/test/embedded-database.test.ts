import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { type Migration, openDatabase } from '../src/db.js';

const itemsTable: Migration = {
  name: '0001_items',
  up: (knex) => knex.schema.createTable('items', (t) => t.string('name').notNullable()),
};

describe('the embedded database of the one-process start', () => {
  it('gives each service its own schema and migrations in one shared database, and keeps their transactions apart', async () => {
    const dir = join(mkdtempSync(join(tmpdir(), 'mindprint-embedded-')), 'pglite');
    const order = await openDatabase({ embeddedDir: dir, embeddedSchema: 'order', migrations: [itemsTable] });
    const exam = await openDatabase({ embeddedDir: dir, embeddedSchema: 'exam', migrations: [itemsTable] });

    await order.knex('items').insert({ name: 'an order' });
    expect(await exam.knex('items').select('name')).toEqual([]);

    // A transaction that rolls back while the other service writes: the other write is not part of it.
    const rolledBack = order.withTransaction(async (trx) => {
      await trx('items').insert({ name: 'rolled back' });
      await new Promise((r) => setTimeout(r, 100));
      throw new Error('abandon');
    });
    const written = exam.knex('items').insert({ name: 'an exam' });
    await expect(rolledBack).rejects.toThrow('abandon');
    await written;

    expect(await order.knex('items').pluck('name')).toEqual(['an order']);
    expect(await exam.knex('items').pluck('name')).toEqual(['an exam']);
    expect((await exam.knex('knex_migrations').pluck('name')).sort()).toEqual(['0000_platform_outbox_inbox', '0001_items']);

    // One service stopping leaves the others' database open.
    await order.close();
    expect(await exam.knex('items').pluck('name')).toEqual(['an exam']);
    await exam.close();

    const reopened = await openDatabase({ embeddedDir: dir, embeddedSchema: 'order', migrations: [itemsTable] });
    expect(await reopened.knex('items').pluck('name')).toEqual(['an order']);
    await reopened.close();
  });
});
