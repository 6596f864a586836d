import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ProbeService } from '@mindprint/proto/gen/mindprint/probe/v1/probe_service_pb';
import { VerificationCodeRequestedSchema } from '@mindprint/proto/gen/mindprint/user/v1/events_pb';
import { afterEach, describe, expect, it } from 'vitest';
import { type Database, type Migration, openDatabase } from '../src/db.js';
import { blankDatabaseImageFile, writeBlankDatabaseImage } from '../src/embedded-database.js';
import { consumeEvents, onEvent } from '../src/event-consumer.js';
import { createServiceClient } from '../src/grpc-client.js';
import { bindService, serveGrpc } from '../src/grpc-server.js';
import { InMemoryBus } from '../src/memory-bus.js';
import { OutboxRelay, writeOutbox } from '../src/outbox.js';
import { eventually, testLogger } from '../src/testing.js';

const log = testLogger();

/** Each service's own `notes` table, so a row landing in the wrong schema shows. */
const notesTable: Migration[] = [
  {
    name: '0001_notes',
    up: (knex) => knex.schema.createTable('notes', (t) => t.text('text').notNullable()),
  },
];

// Every test starts a fresh PGlite (initdb in WebAssembly): seconds on an idle machine, far more on a loaded one.
describe('one embedded database shared by every service of the process', { timeout: 120_000 }, () => {
  const cleanups: Array<() => Promise<void> | void> = [];
  afterEach(async () => {
    for (const cleanup of cleanups.reverse().splice(0)) await cleanup();
  });

  function dataDir(): string {
    const dir = mkdtempSync(join(tmpdir(), 'mindprint-embedded-'));
    cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
    return dir;
  }

  async function open(dir: string | undefined, schema: string): Promise<Database> {
    const db = await openDatabase({ embedded: { dir, schema, log }, migrations: notesTable });
    cleanups.push(() => db.close());
    return db;
  }

  it('keeps each service in its own schema with its own migrations, on one PostgreSQL 18', async () => {
    const dir = dataDir();
    const [exam, order] = [await open(dir, 'exam'), await open(dir, 'order')];
    await exam.knex('notes').insert({ text: 'from exam' });
    await order.knex('notes').insert({ text: 'from order' });

    expect(await exam.knex('notes').pluck('text')).toEqual(['from exam']);
    expect(await order.knex('notes').pluck('text')).toEqual(['from order']);
    const migrationsBySchema = await exam.knex.raw(`select table_schema from information_schema.tables where table_name = 'knex_migrations' order by 1`);
    expect(migrationsBySchema.rows.map((r: { table_schema: string }) => r.table_schema)).toEqual(['exam', 'order']);
    expect(readdirSync(dir).filter((name) => name === 'PG_VERSION')).toHaveLength(1);
    expect(readFileSync(join(dir, 'PG_VERSION'), 'utf8').trim()).toBe('18');
  });

  it("queues one service's queries behind another's open transaction instead of mixing them into it", async () => {
    const dir = dataDir();
    const [exam, order] = [await open(dir, 'exam'), await open(dir, 'order')];
    let orderWrite: Promise<unknown> | undefined;
    let orderWroteDuringTransaction = false;
    const rolledBack = exam.withTransaction(async (trx) => {
      await trx('notes').insert({ text: 'rolled back' });
      orderWrite = order.knex('notes').insert({ text: 'committed' }).then(() => (orderWroteDuringTransaction = true));
      await new Promise((r) => setTimeout(r, 50));
      const wroteMeanwhile = orderWroteDuringTransaction;
      throw new Error(`roll back (order wrote meanwhile: ${wroteMeanwhile})`);
    });
    await expect(rolledBack).rejects.toThrow('roll back (order wrote meanwhile: false)');
    await orderWrite;
    expect(await exam.knex('notes').count({ n: '*' })).toEqual([{ n: 0 }]);
    expect(await order.knex('notes').pluck('text')).toEqual(['committed']);
  });

  it('opens the data folder again after a restart, with every schema and row in place', async () => {
    const dir = dataDir();
    const first = await openDatabase({ embedded: { dir, schema: 'user', log }, migrations: notesTable });
    await first.knex('notes').insert({ text: 'kept' });
    await first.close();
    const again = await open(dir, 'user');
    expect(await again.knex('notes').pluck('text')).toEqual(['kept']);
  });

  it("starts a fresh data folder from the build's blank image: a PostgreSQL 18 database that keeps its rows across a restart", async () => {
    await writeBlankDatabaseImage();
    // The build wrote it (or this test did): a second call finds it and writes nothing.
    expect(await writeBlankDatabaseImage()).toEqual({ file: blankDatabaseImageFile(), written: false });
    expect(blankDatabaseImageFile()).toMatch(/pglite-blank-\d+\.\d+\.\d+\.tar$/);
    const dir = dataDir();
    const first = await openDatabase({ embedded: { dir, schema: 'order', log }, migrations: notesTable });
    expect(readFileSync(join(dir, 'PG_VERSION'), 'utf8').trim()).toBe('18');
    await first.knex('notes').insert({ text: 'kept' });
    await first.close();
    const again = await open(dir, 'order');
    expect(await again.knex('notes').pluck('text')).toEqual(['kept']);
  });

  it('sets a data folder written by another PostgreSQL version aside and starts a fresh one', async () => {
    const root = dataDir();
    const dir = join(root, 'pglite');
    mkdirSync(dir);
    writeFileSync(join(dir, 'PG_VERSION'), '17\n');
    const db = await open(dir, 'exam');
    expect(await db.knex('notes').count({ n: '*' })).toEqual([{ n: 0 }]);
    const aside = readdirSync(root).filter((name) => name.startsWith('pglite.pg17-'));
    expect(aside).toHaveLength(1);
    expect(existsSync(join(root, aside[0]!, 'PG_VERSION'))).toBe(true);
  });

  it('refuses a call to another service inside a transaction, naming the call, and allows it after the commit', async () => {
    const server = await serveGrpc({
      host: '127.0.0.1',
      port: 0,
      log,
      bindings: [bindService(ProbeService, { record: async () => ({ echo: 'ok' }), lookup: async () => ({ values: [] }) })],
    });
    cleanups.push(() => server.shutdown(1_000));
    const probe = createServiceClient(ProbeService, `127.0.0.1:${server.port}`);
    cleanups.push(() => probe.close());
    const db = await open(undefined, 'order');

    const inside = db.withTransaction(async (trx) => {
      await trx('notes').insert({ text: 'never committed' });
      await probe.record({});
    });
    await expect(inside).rejects.toThrow(/ProbeService\/Record was called inside a order database transaction/);
    expect(await db.knex('notes').count({ n: '*' })).toEqual([{ n: 0 }]);

    await db.withTransaction((trx) => trx('notes').insert({ text: 'committed' }));
    expect((await probe.record({})).echo).toBe('ok');
  });

  it("handles an event the embedded bus delivers from the relay's transaction, asking the owner service before its own transaction", async () => {
    const dir = dataDir();
    const [user, notification, owner] = [await open(dir, 'user'), await open(dir, 'notification'), await open(dir, 'order')];
    await owner.knex('notes').insert({ text: 'the owner knows' });
    // The owner answers from its own schema of the same session, as order answers notification in the one-command start.
    const server = await serveGrpc({
      host: '127.0.0.1',
      port: 0,
      log,
      bindings: [bindService(ProbeService, { record: async () => ({ echo: String(await owner.knex('notes').first('text').then((r) => r?.text)) }), lookup: async () => ({ values: [] }) })],
    });
    cleanups.push(() => server.shutdown(1_000));
    const probe = createServiceClient(ProbeService, `127.0.0.1:${server.port}`);
    cleanups.push(() => probe.close());
    const bus = new InMemoryBus(log);
    await consumeEvents({
      db: notification,
      bus,
      log,
      consumer: 'notification.test',
      topic: 'user.events.v1',
      handlers: [
        onEvent(VerificationCodeRequestedSchema, {
          prepare: async () => (await probe.record({})).echo,
          handle: async (event, trx, _meta, answer) => void (await trx('notes').insert({ text: `${event.email}: ${answer}` })),
        }),
      ],
    });
    const relay = new OutboxRelay(user, bus, log, { service: 'user', pollMs: 20 });
    cleanups.push(() => relay.stop());
    await user.withTransaction((trx) => writeOutbox(trx, VerificationCodeRequestedSchema, { email: 'ann@example.com', code: '123456', locale: 'EN', purpose: 'register' }, { key: 'ann' }));
    relay.start();

    await eventually(async () => expect(await notification.knex('notes').pluck('text')).toEqual(['ann@example.com: the owner knows']));
  });
});
