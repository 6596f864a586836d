import { fromBinary, type DescMessage, type MessageShape } from '@bufbuild/protobuf';
import { type Bus, type BusMessage, eventHeaders } from './bus.js';
import type { Database, Knex, Transaction } from './db.js';
import type { Logger } from './logger.js';
import { requestContextFrom, runWithRequestContext } from './request-context.js';
import { context, trace } from '@opentelemetry/api';
import { extractTraceContext, serviceAttribute, SpanKind, withSpan } from './telemetry.js';
import { runOutsideTransactionScope } from './transaction-scope.js';

export interface EventMeta {
  eventId: string;
  eventType: string;
  topic: string;
  key: string;
}

export interface EventHandler {
  schema: DescMessage;
  /**
   * Runs before the handler's transaction, with reads outside it: what the handler needs from other services.
   * A call to another service inside the transaction is refused (transaction-scope.ts).
   */
  prepare?(event: never, meta: EventMeta, knex: Knex): Promise<unknown>;
  handle(event: never, trx: Transaction, meta: EventMeta, prepared?: unknown): Promise<void>;
  /** Set by onKeyedEvent: the handler's one statement, run on the pool without a transaction and an inbox row. */
  alone?(event: never, knex: Knex, meta: EventMeta): Promise<void>;
  /** Set by onClaimedEvent: the handler, given the insert that writes its rows with the consumer's inbox row. */
  claiming?(event: never, trx: Transaction, meta: EventMeta, insertOnce: InsertOnce): Promise<void>;
}

/** A row an onClaimedEvent handler inserts with the inbox row; `ignoreConflicts` when a unique key may already hold one. */
export interface RowInsert {
  table: string;
  row: Record<string, unknown>;
  ignoreConflicts?: boolean;
}

/**
 * Inserts an event's rows in one statement with the consumer's inbox row, each only when that row is new; true
 * when it was (the event is handled here for the first time).
 */
export type InsertOnce = (trx: Transaction, inserts: RowInsert[]) => Promise<boolean>;

/** A handler that needs other services' answers: `prepare` asks them, `handle` gets what it returned, in the transaction. */
export interface PreparedEventSteps<D extends DescMessage, P> {
  prepare(event: MessageShape<D>, meta: EventMeta, knex: Knex): Promise<P>;
  handle(event: MessageShape<D>, trx: Transaction, meta: EventMeta, prepared: P): Promise<void>;
}

/** Declares how one event type is handled; the handler runs in a transaction that also records the inbox row. */
export function onEvent<D extends DescMessage>(schema: D, handle: (event: MessageShape<D>, trx: Transaction, meta: EventMeta) => Promise<void>): EventHandler;
export function onEvent<D extends DescMessage, P>(schema: D, steps: PreparedEventSteps<D, P>): EventHandler;
export function onEvent<D extends DescMessage, P>(
  schema: D,
  steps: ((event: MessageShape<D>, trx: Transaction, meta: EventMeta) => Promise<void>) | PreparedEventSteps<D, P>,
): EventHandler {
  if (typeof steps === 'function') return { schema, handle: steps as EventHandler['handle'] };
  return { schema, prepare: steps.prepare as EventHandler['prepare'], handle: steps.handle as EventHandler['handle'] };
}

/**
 * Declares a handler whose one write is its own duplicate guard: a single statement keyed by the event's subject
 * that a repeated delivery leaves as it was (an insert `on conflict do nothing`). The consumer runs it alone, without
 * the inbox row and the transaction around it: one round trip instead of four. Anything that writes twice, sends
 * or calls out needs onEvent's inbox.
 */
export function onKeyedEvent<D extends DescMessage>(schema: D, write: (event: MessageShape<D>, knex: Knex, meta: EventMeta) => Promise<void>): EventHandler {
  return { schema, handle: write as EventHandler['handle'], alone: write as EventHandler['alone'] };
}

/**
 * Declares a handler whose first writes are plain inserts: `insertOnce` writes them in the statement that writes
 * the inbox row, so the duplicate guard costs no round trip of its own (BEGIN, one insert, COMMIT instead of a
 * separate inbox insert before them). It runs in the consumer's transaction as onEvent's handlers do, so a mail
 * handed over after `insertOnce` rolls back with it when the hand-over fails. The handler calls `insertOnce`
 * before anything it must do once (a hand-over, a call) and stops when it answers false: a duplicate.
 * Run by runEventHandler (a re-drive, which keeps its own guard), `insertOnce` inserts the rows without an inbox row.
 */
export function onClaimedEvent<D extends DescMessage>(
  schema: D,
  handle: (event: MessageShape<D>, trx: Transaction, meta: EventMeta, insertOnce: InsertOnce) => Promise<void>,
): EventHandler {
  const claiming = handle as EventHandler['claiming'];
  return { schema, claiming, handle: (event, trx, meta) => claiming!(event, trx, meta, insertWithClaim(() => trx.raw('select 1'))) };
}

/** `insertOnce` whose rows are inserted for each row of `claimed` (none: nothing is inserted). */
function insertWithClaim(claimed: (trx: Transaction) => Knex.QueryBuilder | Knex.Raw): InsertOnce {
  return async (trx, inserts) => {
    let statement = trx.queryBuilder().with('claimed', claimed(trx));
    for (const [i, insert] of inserts.entries()) statement = statement.with(`insert_${i}`, insertForClaimed(trx, insert));
    const [row] = (await statement.count({ claimed: '*' }).from('claimed')) as Array<{ claimed: string | number }>;
    return Number(row?.claimed) > 0;
  };
}

/** `insert … select … from claimed`: the parameters take the columns' types, as in a plain insert's values. */
function insertForClaimed(trx: Transaction, { table, row, ignoreConflicts }: RowInsert): Knex.Raw {
  const columns = Object.keys(row).filter((column) => row[column] !== undefined);
  const names = columns.map(() => '??').join(', ');
  const values = columns.map(() => '?').join(', ');
  const onConflict = ignoreConflicts ? ' on conflict do nothing' : '';
  return trx.raw(`insert into ?? (${names}) select ${values} from claimed${onConflict}`, [table, ...columns, ...columns.map((column) => row[column] as Knex.Value)]);
}

/**
 * Runs a handler as the consumer does, its prepare step first and then its transaction; `claim` runs first in the
 * transaction and may decline the event (a duplicate).
 */
export async function runEventHandler(
  db: Database,
  handler: EventHandler,
  event: unknown,
  meta: EventMeta,
  claim: (trx: Transaction) => Promise<boolean> = async () => true,
): Promise<void> {
  const prepared = await handler.prepare?.(event as never, meta, db.knex);
  await db.withTransaction(async (trx) => {
    if (await claim(trx)) await handler.handle(event as never, trx, meta, prepared);
  });
}

/**
 * Subscribes a consumer to a topic. Each event id is processed at most once per consumer: the inbox row and
 * the handler's writes commit together, so a duplicate or replayed delivery changes nothing.
 */
export async function consumeEvents(options: {
  db: Database;
  bus: Bus;
  log: Logger;
  consumer: string;
  topic: string;
  handlers: EventHandler[];
}): Promise<void> {
  const { db, log, consumer } = options;
  const byType = new Map(options.handlers.map((h) => [h.schema.typeName, h]));
  // Consumers are named `<service>.<what>` (notification.order-events).
  const service = consumer.split('.')[0]!;

  const process = async (handler: EventHandler, event: unknown, meta: EventMeta) => {
    if (handler.alone) return handler.alone(event as never, db.knex, meta);
    if (handler.claiming) {
      const claim = insertWithClaim((trx) =>
        trx('inbox').insert({ event_id: meta.eventId, consumer, event_type: meta.eventType }).onConflict(['event_id', 'consumer']).ignore().returning('event_id'),
      );
      const insertOnce: InsertOnce = async (trx, inserts) => {
        const claimed = await claim(trx, inserts);
        if (!claimed) log.debug({ eventId: meta.eventId, eventType: meta.eventType }, 'duplicate event ignored');
        return claimed;
      };
      return db.withTransaction((trx) => handler.claiming!(event as never, trx, meta, insertOnce));
    }
    // A redelivery skips the prepare step's calls; the inbox row written in the transaction stays the guard.
    if (handler.prepare && (await db.knex('inbox').where({ event_id: meta.eventId, consumer }).first())) {
      log.debug({ eventId: meta.eventId, eventType: meta.eventType }, 'duplicate event ignored');
      return;
    }
    await runEventHandler(db, handler, event, meta, async (trx) => {
      const inserted = await trx('inbox')
        .insert({ event_id: meta.eventId, consumer, event_type: meta.eventType })
        .onConflict(['event_id', 'consumer'])
        .ignore()
        .returning('event_id');
      if (inserted.length === 0) log.debug({ eventId: meta.eventId, eventType: meta.eventType }, 'duplicate event ignored');
      return inserted.length > 0;
    });
  };

  const handle = async (message: BusMessage) => {
    const eventId = message.headers[eventHeaders.eventId];
    const eventType = message.headers[eventHeaders.eventType];
    const handler = eventType ? byType.get(eventType) : undefined;
    if (!eventId || !eventType || !handler) return; // not ours to handle (other types share the topic)
    const event = fromBinary(handler.schema, message.value);
    const read = (key: string) => message.headers[key];
    // On Kafka the kafkajs instrumentation has opened the consumer span from the headers (or, for an unrecorded trace, entered
    // the headers' context); on the embedded bus this is the first.
    const parent = trace.getSpan(context.active()) ? context.active() : extractTraceContext(read);
    // The embedded bus delivers from the publishing relay's transaction; the handler's work is not part of it.
    await runOutsideTransactionScope(() => runWithRequestContext(requestContextFrom(read), () =>
      withSpan(`consume ${eventType}`, { kind: SpanKind.CONSUMER, parent, attributes: { [serviceAttribute]: service, 'messaging.destination.name': message.topic, 'messaging.consumer.group.name': consumer } }, () =>
        process(handler, event, { eventId, eventType, topic: message.topic, key: message.key }),
      ),
    ));
  };

  await options.bus.subscribe({ topic: options.topic, groupId: consumer, handle });
}
