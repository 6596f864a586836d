import { type ChildProcessWithoutNullStreams, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { VerificationCodeRequestedSchema } from '@mindprint/proto/gen/mindprint/user/v1/events_pb';
import { afterEach, describe, expect, it } from 'vitest';
import type { Bus, BusMessage } from '../src/bus.js';
import type { Database } from '../src/db.js';
import { consumeEvents, onEvent } from '../src/event-consumer.js';
import { KafkaBus } from '../src/kafka-bus.js';
import { OutboxRelay, writeOutbox } from '../src/outbox.js';
import { databaseEngines, eventually, openTestDatabase, realKafkaBrokers, testLogger } from '../src/testing.js';

const log = testLogger();
const topic = 'user.events.v1';
const repository = fileURLToPath(new URL('../../..', import.meta.url));

/**
 * A consumer in a process of its own (the built package), printing each message it handled; killed with
 * SIGKILL it gets no chance to commit. `commitEveryMs` is its offset commit interval.
 */
function consumerProcess(options: { namespace: string; groupId: string; commitEveryMs: number }) {
  const script = `
    const { KafkaBus } = await import('@mindprint/platform/kafka-bus');
    const { createLogger } = await import('@mindprint/platform/logger');
    const bus = new KafkaBus({ brokers: ${JSON.stringify(realKafkaBrokers)}, clientId: 'crash-test', namespace: ${JSON.stringify(options.namespace)} },
      createLogger({ service: 'test', level: 'silent' }), undefined, { intervalMs: ${options.commitEveryMs}, threshold: 1_000_000 });
    await bus.subscribe({ topic: ${JSON.stringify(topic)}, groupId: ${JSON.stringify(options.groupId)},
      handle: async (m) => void process.stdout.write('handled ' + m.value.toString() + '\\n') });
    process.stdout.write('subscribed\\n');
  `;
  const child = spawn(process.execPath, ['--input-type=module', '-e', script], { cwd: repository });
  const lines: string[] = [];
  let text = '';
  child.stdout.on('data', (chunk: Buffer) => {
    text += chunk.toString();
    const parts = text.split('\n');
    text = parts.pop()!;
    lines.push(...parts);
  });
  return { child, lines, handled: () => lines.filter((l) => l.startsWith('handled ')).map((l) => l.slice('handled '.length)) };
}

const message = (value: string): BusMessage => ({ topic, key: value, value: Buffer.from(value), headers: {} });

describe.skipIf(!realKafkaBrokers?.length)('offsets on real Kafka: committed on an interval, only after the handler finished', () => {
  const cleanups: Array<() => Promise<void> | void> = [];
  afterEach(async () => {
    for (const cleanup of cleanups.reverse().splice(0)) await cleanup();
  });

  function bus(namespace: string, commitEveryMs = 1_000) {
    const opened = new KafkaBus({ brokers: realKafkaBrokers!, clientId: `test-${randomUUID().slice(0, 8)}`, namespace }, log, undefined, { intervalMs: commitEveryMs, threshold: 1_000_000 });
    cleanups.push(() => opened.stop());
    return opened;
  }

  async function crashAfterHandling(commitEveryMs: number, waitAfterHandledMs: number) {
    const namespace = `offsets-${randomUUID().slice(0, 8)}`;
    const groupId = 'test.crash';
    const consumer = consumerProcess({ namespace, groupId, commitEveryMs });
    cleanups.push(() => void consumer.child.kill('SIGKILL'));
    await eventually(() => expect(consumer.lines).toContain('subscribed'), { timeoutMs: 60_000 });
    const publisher = bus(namespace);
    const first = ['a', 'b', 'c', 'd', 'e'].map((v) => `${v}-${namespace}`);
    await publisher.publish(first.map(message));
    await eventually(() => expect(consumer.handled().sort()).toEqual([...first].sort()), { timeoutMs: 30_000 });
    await new Promise((r) => setTimeout(r, waitAfterHandledMs));
    await kill(consumer.child);

    // The next member of the group (a restart) takes over once the dead one's session has expired.
    const seen: string[] = [];
    await bus(namespace).subscribe({ topic, groupId, handle: async (m) => void seen.push(m.value.toString()) });
    const after = `after-${namespace}`;
    await publisher.publish([message(after)]);
    await eventually(() => expect(seen).toContain(after), { timeoutMs: 45_000 });
    return { first, seen };
  }

  it('a consumer that dies between handling and its commit has those messages delivered again', { timeout: 120_000 }, async () => {
    const { first, seen } = await crashAfterHandling(600_000, 0);
    expect(seen.filter((v) => first.includes(v)).sort()).toEqual([...first].sort());
  });

  it('what was handled and committed on the interval before the crash is not delivered again', { timeout: 120_000 }, async () => {
    const { first, seen } = await crashAfterHandling(200, 1_500);
    expect(seen.filter((v) => first.includes(v))).toEqual([]);
  });

  it('stopping commits what was handled: the next member starts right after it', { timeout: 120_000 }, async () => {
    const namespace = `offsets-${randomUUID().slice(0, 8)}`;
    const groupId = 'test.stop';
    const handledBefore: string[] = [];
    const stopping = bus(namespace, 600_000);
    await stopping.subscribe({ topic, groupId, handle: async (m) => void handledBefore.push(m.value.toString()) });
    const publisher = bus(namespace);
    const first = ['a', 'b', 'c'].map((v) => `${v}-${namespace}`);
    await publisher.publish(first.map(message));
    await eventually(() => expect(handledBefore.sort()).toEqual([...first].sort()));
    await stopping.stop();

    const seen: string[] = [];
    await bus(namespace).subscribe({ topic, groupId, handle: async (m) => void seen.push(m.value.toString()) });
    const after = `after-${namespace}`;
    await publisher.publish([message(after)]);
    await eventually(() => expect(seen).toContain(after), { timeoutMs: 45_000 });
    expect(seen).toEqual([after]);
  });

  it('a second member joining mid-stream (a rebalance) loses no event and doubles no effect', { timeout: 120_000 }, async () => {
    const engine = databaseEngines.at(-1)!;
    const namespace = `offsets-${randomUUID().slice(0, 8)}`;
    const producerDb = await openTestDatabase(engine);
    const consumerDb = await openTestDatabase(engine, [
      { name: '0001_handled', up: async (knex: Database['knex']) => void (await knex.schema.createTable('handled', (t) => t.string('email').notNullable())) },
    ]);
    cleanups.push(() => producerDb.close(), () => consumerDb.close());
    const relay = new OutboxRelay(producerDb, bus(namespace), log, { service: `rebalance-${namespace}`, pollMs: 50 });
    relay.start();
    cleanups.push(() => relay.stop());

    const handledBy = new Map<string, number>();
    /** A member of the group: the product's consumer (inbox and handler in one transaction) on its own bus. */
    async function member(name: string) {
      const own = bus(namespace);
      const counted: Bus = {
        kind: own.kind,
        publish: (m) => own.publish(m),
        stop: () => own.stop(),
        subscribe: (s) => own.subscribe({ ...s, handle: async (m) => (await s.handle(m), void handledBy.set(name, (handledBy.get(name) ?? 0) + 1)) }),
      };
      await consumeEvents({
        db: consumerDb,
        bus: counted,
        log,
        consumer: 'test.rebalance',
        topic,
        handlers: [onEvent(VerificationCodeRequestedSchema, async (event, trx) => void (await trx('handled').insert({ email: event.email })))],
      });
    }
    const emails = Array.from({ length: 90 }, (_, i) => `r${i}-${namespace}@example.com`);
    const write = (batch: string[]) =>
      producerDb.withTransaction(async (trx) => {
        for (const email of batch) await writeOutbox(trx, VerificationCodeRequestedSchema, { email, code: '123456', locale: 'EN', purpose: 'register' }, { key: email });
      });
    const rows = async () => (await consumerDb.knex('handled').select('email')).map((r: { email: string }) => r.email);

    await member('first');
    // Events keep coming while the second member joins and the group moves partitions.
    const writing = (async () => {
      for (let i = 0; i < emails.length; i += 5) {
        await write(emails.slice(i, i + 5));
        if (i === 30) await member('second');
        await new Promise((r) => setTimeout(r, 100));
      }
    })();
    await writing;
    await eventually(async () => expect((await rows()).length).toBeGreaterThanOrEqual(emails.length), { timeoutMs: 60_000 });
    await new Promise((r) => setTimeout(r, 2_000)); // a late redelivery would show as a second row
    expect((await rows()).sort()).toEqual([...emails].sort());
    expect(handledBy.get('second')).toBeGreaterThan(0); // the group did move partitions to the second member
  });
});

/** SIGKILL, and resolves once the process is gone. */
function kill(child: ChildProcessWithoutNullStreams) {
  return new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGKILL');
  });
}
