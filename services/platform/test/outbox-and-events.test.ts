import { randomUUID } from 'node:crypto';
import { create, fromBinary, toBinary } from '@bufbuild/protobuf';
import { VerificationCodeRequestedSchema } from '@mindprint/proto/gen/mindprint/user/v1/events_pb';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type Bus, type BusMessage, deadLetterTopic, eventHeaders } from '../src/bus.js';
import type { Database } from '../src/db.js';
import { consumeEvents, onClaimedEvent, onEvent, onKeyedEvent, runEventHandler } from '../src/event-consumer.js';
import { OutboxRelay, writeOutbox } from '../src/outbox.js';
import { busKinds, databaseEngines, eventually, openTestBus, openTestDatabase, testLogger } from '../src/testing.js';

const topic = 'user.events.v1';
const fastRetries = { maxAttempts: 3, baseDelayMs: 10, maxDelayMs: 20, transientRetryMs: 200 };
const log = testLogger();

const migrations = [
  {
    name: '0001_handled',
    up: async (knex: Database['knex']) => {
      await knex.schema.createTable('handled', (t) => {
        t.string('email').notNullable();
        t.string('code').notNullable();
      });
      await knex.schema.createTable('handled_once', (t) => {
        t.string('email').primary();
        t.string('code').notNullable();
      });
    },
  },
];

describe.each(databaseEngines.flatMap((db) => busKinds.map((bus) => [db, bus] as const)))('outbox and consumers on %s with the %s bus', (engine, busKind) => {
  const opened: Array<{ close?: () => Promise<void>; stop?: () => Promise<void> }> = [];
  afterEach(async () => {
    for (const item of opened.reverse().splice(0)) await (item.stop ?? item.close)!.call(item);
  });

  async function setup() {
    const producerDb = await openTestDatabase(engine);
    const consumerDb = await openTestDatabase(engine, migrations);
    const bus = openTestBus(busKind, log, fastRetries);
    opened.push(producerDb, consumerDb, bus);
    return { producerDb, consumerDb, bus };
  }

  async function writeEvents(db: Database, emails: string[]) {
    return db.withTransaction(async (trx) => {
      const ids: string[] = [];
      for (const email of emails) {
        ids.push(await writeOutbox(trx, VerificationCodeRequestedSchema, { email, code: '123456', locale: 'EN', purpose: 'register' }, { key: email }));
      }
      return ids;
    });
  }

  /** A code request for `email` under a new event id, keyed by the address (so delivered in order). */
  const codeRequested = (email: string, code: string): BusMessage => ({
    topic,
    key: email,
    value: Buffer.from(toBinary(VerificationCodeRequestedSchema, create(VerificationCodeRequestedSchema, { email, code }))),
    headers: { [eventHeaders.eventId]: randomUUID(), [eventHeaders.eventType]: VerificationCodeRequestedSchema.typeName },
  });

  const handledBy = (db: Database, email: string) => db.knex('handled').where({ email }).count<{ count: number }[]>('* as count').first().then((r) => Number(r?.count));

  function consume(db: Database, bus: Bus, consumer = `test-${randomUUID()}`) {
    return consumeEvents({
      db,
      bus,
      log,
      consumer,
      topic,
      handlers: [onEvent(VerificationCodeRequestedSchema, async (event, trx) => void (await trx('handled').insert({ email: event.email, code: event.code })))],
    });
  }

  it('delivers every committed event once even when the relay is stopped and restarted', async () => {
    const { producerDb, consumerDb, bus } = await setup();
    await consume(consumerDb, bus);
    const run = randomUUID().slice(0, 8);
    const first = Array.from({ length: 5 }, (_, i) => `first-${i}-${run}@example.com`);
    const second = Array.from({ length: 5 }, (_, i) => `second-${i}-${run}@example.com`);

    const relay = new OutboxRelay(producerDb, bus, log, { service: `test-${run}`, pollMs: 20 });
    await writeEvents(producerDb, first);
    relay.start();
    await eventually(async () => expect(await handledBy(consumerDb, first[4]!)).toBe(1));
    await relay.stop();

    await writeEvents(producerDb, second); // written while no relay runs
    const restarted = new OutboxRelay(producerDb, bus, log, { service: `test-${run}`, pollMs: 20 });
    restarted.start();
    opened.push(restarted);
    for (const email of [...first, ...second]) {
      await eventually(async () => expect(await handledBy(consumerDb, email)).toBe(1));
    }
    const unpublished = await producerDb.knex('outbox').whereNull('published_at').count<{ count: number }[]>('* as count').first();
    expect(Number(unpublished?.count)).toBe(0);
  });

  it("a commit wakes at once the relay of its own database and no other (one process hosts every service's relay)", async () => {
    const { producerDb, consumerDb, bus } = await setup();
    const otherDb = await openTestDatabase(engine);
    opened.push(otherDb);
    await consume(consumerDb, bus);
    const run = randomUUID().slice(0, 8);
    // Polling too slow to matter here: only a commit's nudge can publish within the test.
    const relay = new OutboxRelay(producerDb, bus, log, { service: `own-${run}`, pollMs: 600_000 });
    const otherRelay = new OutboxRelay(otherDb, bus, log, { service: `other-${run}`, pollMs: 600_000 });
    const otherRuns = vi.spyOn(otherRelay, 'runOnce');
    relay.start();
    otherRelay.start();
    opened.push(relay, otherRelay);
    await eventually(async () => expect(otherRuns).toHaveBeenCalledTimes(1)); // its first look at start-up

    const email = `nudged-${run}@example.com`;
    await writeEvents(producerDb, [email]);
    await eventually(async () => expect(await handledBy(consumerDb, email)).toBe(1));
    expect(otherRuns).toHaveBeenCalledTimes(1);
  });

  // PGlite has one session, so two relays cannot hold transactions at once there: declared for PostgreSQL only
  // (CI counts a skipped test as a failure).
  if (engine !== 'pglite')
    it('two relays of one service never publish the same rows at once: the second finds the lock taken and takes nothing', async () => {
      const { producerDb, bus } = await setup();
      let release!: () => void;
      const gate = new Promise<void>((resolve) => (release = resolve));
      let publishedBatches = 0;
      const gated: Bus = { kind: bus.kind, publish: async (messages) => { publishedBatches++; await gate; await bus.publish(messages); }, subscribe: (s) => bus.subscribe(s), stop: () => bus.stop() };
      const service = `locked-${randomUUID().slice(0, 8)}`;
      const first = new OutboxRelay(producerDb, gated, log, { service });
      const second = new OutboxRelay(producerDb, gated, log, { service });
      await writeEvents(producerDb, ['a@example.com', 'b@example.com']);
      const firstRun = first.runOnce();
      await eventually(async () => expect(publishedBatches).toBe(1)); // the first holds the lock, publishing
      expect(await second.runOnce()).toBe(0);
      release();
      expect(await firstRun).toBe(2);
      expect(await second.runOnce()).toBe(0); // all marked published
      expect(publishedBatches).toBe(1);
    });

  it('a publish that fails leaves its events to the next run, which publishes them all in the order written', async () => {
    const { producerDb, bus } = await setup();
    const run = randomUUID().slice(0, 8);
    const emails = Array.from({ length: 4 }, (_, i) => `retried-${i}-${run}@example.com`);
    for (const email of emails) await writeEvents(producerDb, [email]);
    let refuse = true;
    const published: string[] = [];
    const failingOnce: Bus = {
      kind: bus.kind,
      publish: async (messages) => {
        if (refuse) throw new Error('broker unavailable');
        published.push(...messages.map((m) => m.key));
        await bus.publish(messages);
      },
      subscribe: (s) => bus.subscribe(s),
      stop: () => bus.stop(),
    };
    const relay = new OutboxRelay(producerDb, failingOnce, log, { service: `retried-${run}` });
    await expect(relay.runOnce()).rejects.toThrow('broker unavailable');
    refuse = false;
    expect(await relay.runOnce()).toBe(4);
    expect(published).toEqual(emails);
    expect(await relay.runOnce()).toBe(0);
  });

  it('a rolled-back transaction publishes nothing', async () => {
    const { producerDb, bus } = await setup();
    const email = `rollback-${randomUUID()}@example.com`;
    await expect(
      producerDb.withTransaction(async (trx) => {
        await writeOutbox(trx, VerificationCodeRequestedSchema, { email, code: '1', locale: 'EN', purpose: 'register' }, { key: email });
        throw new Error('business rule failed');
      }),
    ).rejects.toThrow('business rule failed');
    const relay = new OutboxRelay(producerDb, bus, log, { service: 'rollback' });
    expect(await relay.runOnce()).toBe(0);
  });

  it('a duplicate delivery of the same event changes nothing', async () => {
    const { consumerDb, bus } = await setup();
    await consume(consumerDb, bus);
    const email = `dup-${randomUUID()}@example.com`;
    const message: BusMessage = {
      topic,
      key: email,
      value: Buffer.from(
        (await import('@bufbuild/protobuf')).toBinary(VerificationCodeRequestedSchema, create(VerificationCodeRequestedSchema, { email, code: '654321' })),
      ),
      headers: { [eventHeaders.eventId]: randomUUID(), [eventHeaders.eventType]: VerificationCodeRequestedSchema.typeName },
    };
    await bus.publish([message]);
    await bus.publish([message]);
    const marker = `${email}.after`;
    // Same key, so the same partition: handled after the duplicates.
    await bus.publish([{ ...message, key: email, value: Buffer.from((await import('@bufbuild/protobuf')).toBinary(VerificationCodeRequestedSchema, create(VerificationCodeRequestedSchema, { email: marker }))), headers: { ...message.headers, [eventHeaders.eventId]: randomUUID() } }]);
    await eventually(async () => expect(await handledBy(consumerDb, marker)).toBe(1));
    expect(await handledBy(consumerDb, email)).toBe(1);
  });

  it('a keyed handler runs as its one statement, without inbox row or transaction, and a duplicate delivery changes nothing', async () => {
    const { consumerDb, bus } = await setup();
    const statements: string[] = [];
    const record = (query: { sql: string }) => statements.push(query.sql);
    consumerDb.knex.on('query', record);
    await consumeEvents({
      db: consumerDb,
      bus,
      log,
      consumer: `test-${randomUUID()}`,
      topic,
      handlers: [
        onKeyedEvent(VerificationCodeRequestedSchema, async (event, knex) => {
          await knex('handled_once').insert({ email: event.email, code: event.code }).onConflict('email').ignore();
        }),
      ],
    });
    const email = `keyed-${randomUUID()}@example.com`;
    const message = (code: string) => codeRequested(email, code);
    const first = message('111111');
    await bus.publish([first]);
    await bus.publish([first]);
    await bus.publish([message('222222')]); // same key, so after the duplicate
    await eventually(async () => expect(statements.filter((sql) => sql.startsWith('insert into "handled_once"'))).toHaveLength(3));
    consumerDb.knex.off('query', record);
    expect(await consumerDb.knex('handled_once').where({ email })).toEqual([{ email, code: '111111' }]);
    expect(statements.filter((sql) => !sql.startsWith('insert into "handled_once"'))).toEqual([]);
    expect(await consumerDb.knex('inbox')).toEqual([]);
  });

  it('a claimed handler writes its rows with the inbox row in one statement; a duplicate changes nothing and acts no second time; a failure after it rolls both back', async () => {
    const { consumerDb, bus } = await setup();
    const statements: string[] = [];
    const record = (query: { sql: string }) => statements.push(query.sql);
    const acted: string[] = [];
    let failures = 0;
    const handler = onClaimedEvent(VerificationCodeRequestedSchema, async (event, trx, _meta, insertOnce) => {
      if (!(await insertOnce(trx, [{ table: 'handled', row: { email: event.email, code: event.code } }]))) return;
      if (event.code === '333333' && failures++ === 0) throw new Error('the hand-over failed'); // after the insert
      acted.push(event.code);
    });
    const consumer = `test-${randomUUID()}`;
    consumerDb.knex.on('query', record);
    await consumeEvents({ db: consumerDb, bus, log, consumer, topic, handlers: [handler] });
    const email = `claimed-${randomUUID()}@example.com`;
    const message = (code: string) => codeRequested(email, code);
    const first = message('111111');
    await bus.publish([first]);
    await bus.publish([first]); // a redelivery
    await bus.publish([message('333333')]); // fails once after its insert, then goes through
    await bus.publish([message('222222')]); // same key, so after the others
    await eventually(async () => expect(acted).toEqual(['111111', '333333', '222222']));
    consumerDb.knex.off('query', record);
    const codes = await consumerDb.knex('handled').where({ email }).orderBy('code').pluck('code');
    expect(codes).toEqual(['111111', '222222', '333333']);
    expect(await consumerDb.knex('inbox').where({ consumer }).count<{ count: number }[]>('* as count').first().then((r) => Number(r?.count))).toBe(3);
    // Per delivery one statement in the transaction: the inbox row and the handler's row together.
    const writes = statements.filter((sql) => !/^(BEGIN|COMMIT|ROLLBACK)/i.test(sql));
    expect(writes).toHaveLength(5); // three events, a redelivery, a retry
    for (const sql of writes) expect(sql).toMatch(/^with "claimed" as \(insert into "inbox" .* on conflict \("event_id", "consumer"\) do nothing returning "event_id"\), "insert_0" as \(insert into "handled" \("email", "code"\) select \$\d+, \$\d+ from claimed\) select count\(\*\) as "claimed" from "claimed"$/);

    // Run as a re-drive does (its own guard): the rows without an inbox row.
    const redriven = create(VerificationCodeRequestedSchema, { email, code: '444444' });
    await runEventHandler(consumerDb, handler, redriven, { eventId: randomUUID(), eventType: VerificationCodeRequestedSchema.typeName, topic, key: email });
    expect(acted.at(-1)).toBe('444444');
    expect(await consumerDb.knex('handled').where({ email, code: '444444' })).toHaveLength(1);
    expect(await consumerDb.knex('inbox').where({ consumer }).count<{ count: number }[]>('* as count').first().then((r) => Number(r?.count))).toBe(3);
  });

  it('sends an event whose handler keeps failing to the dead-letter topic with the error', async () => {
    const { consumerDb, bus } = await setup();
    const email = `poison-${randomUUID()}@example.com`;
    let attempts = 0;
    await consumeEvents({
      db: consumerDb,
      bus,
      log,
      consumer: `test-${randomUUID()}`,
      topic,
      handlers: [
        onEvent(VerificationCodeRequestedSchema, async (event) => {
          if (event.email !== email) return;
          attempts++;
          throw new Error('template missing');
        }),
      ],
    });
    const dead: BusMessage[] = [];
    await bus.subscribe({ topic: deadLetterTopic(topic), groupId: `dlt-${randomUUID()}`, handle: async (m) => void dead.push(m) });
    const eventId = randomUUID();
    await bus.publish([
      {
        topic,
        key: email,
        value: Buffer.from((await import('@bufbuild/protobuf')).toBinary(VerificationCodeRequestedSchema, create(VerificationCodeRequestedSchema, { email }))),
        headers: { [eventHeaders.eventId]: eventId, [eventHeaders.eventType]: VerificationCodeRequestedSchema.typeName },
      },
    ]);
    const letter = await eventually(() => {
      const found = dead.find((m) => m.headers[eventHeaders.eventId] === eventId);
      expect(found).toBeDefined();
      return found!;
    });
    expect(attempts).toBe(fastRetries.maxAttempts);
    expect(letter.headers[eventHeaders.dltError]).toBe('template missing');
    expect(letter.headers[eventHeaders.dltOriginalTopic]).toBe(topic);
    expect(fromBinary(VerificationCodeRequestedSchema, letter.value).email).toBe(email);
    // nothing of the failed attempts was committed
    const inbox = await consumerDb.knex('inbox').where({ event_id: eventId }).count<{ count: number }[]>('* as count').first();
    expect(Number(inbox?.count)).toBe(0);
  });
});
