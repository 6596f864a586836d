import { randomUUID } from 'node:crypto';
import { EventEmitter } from 'node:events';
import { trace, TraceFlags } from '@opentelemetry/api';
import { create, toBinary, type DescMessage, type MessageInitShape } from '@bufbuild/protobuf';
import { type Bus, type BusMessage, eventHeaders } from './bus.js';
import type { Knex } from 'knex';
import { type Database, knexOfTransaction, type Transaction } from './db.js';
import type { Logger } from './logger.js';
import { currentRequestContext, requestContextKeys } from './request-context.js';
import { extractTraceContext, injectTraceContext, meter, runAsService, serviceAttribute, SpanKind, withSpan } from './telemetry.js';

/** `mindprint.user.v1.VerificationCodeRequested` is published on `user.events.v1`. */
export function topicFor(schema: DescMessage): string {
  const [, domain, version] = schema.typeName.split('.');
  if (!domain || !version) throw new Error(`Cannot derive a topic from ${schema.typeName}`);
  return `${domain}.events.${version}`;
}

/**
 * Tells the relays of this process that a transaction with outbox rows committed, so they publish at once.
 * It names the database, since a process hosting every service runs one relay per service database.
 */
const outboxCommits = new EventEmitter().setMaxListeners(100);

/**
 * Events committed, by type: the business counters (ExamCompleted = tests completed, OrderPaid = orders paid,
 * TrialStarted = trials started) without a counter per use case.
 */
let eventsWrittenCounter: ReturnType<ReturnType<typeof meter>['createCounter']> | undefined;
const eventsWritten = () => (eventsWrittenCounter ??= meter().createCounter('mindprint.events.written', { unit: '{event}', description: 'Events committed to an outbox, by event type' }));

/** An event as its outbox row, with the headers that carry its id, type, request and trace. */
function outboxRowOf<D extends DescMessage>(schema: D, event: MessageInitShape<D>, options: { key: string }) {
  const eventId = randomUUID();
  const { requestId, logId } = currentRequestContext();
  const headers: Record<string, string> = {
    [eventHeaders.eventId]: eventId,
    [eventHeaders.eventType]: schema.typeName,
    [eventHeaders.contentType]: 'application/x-protobuf',
    ...(requestId ? { [requestContextKeys.requestId]: requestId } : {}),
    ...(logId ? { [requestContextKeys.logId]: logId } : {}),
  };
  injectTraceContext(headers);
  const row = {
    event_id: eventId,
    topic: topicFor(schema),
    event_type: schema.typeName,
    message_key: options.key,
    payload: Buffer.from(toBinary(schema, create(schema, event))),
    headers: JSON.stringify(headers),
  };
  return { eventId, row };
}

/** Counts a committed event and nudges the relays of the database it was committed on. */
function announceCommitted(schema: DescMessage, committedOn: Database['knex'] | undefined) {
  eventsWritten().add(1, { event_type: schema.typeName });
  outboxCommits.emit('commit', committedOn);
}

/** Records an event in the caller's transaction; the relay publishes it after commit. Returns the event id. */
export async function writeOutbox<D extends DescMessage>(
  trx: Transaction,
  schema: D,
  event: MessageInitShape<D>,
  options: { key: string },
): Promise<string> {
  const { eventId, row } = outboxRowOf(schema, event, options);
  await trx('outbox').insert(row);
  trx.executionPromise.then(
    () => announceCommitted(schema, knexOfTransaction(trx)),
    () => undefined,
  );
  return eventId;
}

/**
 * An event written by the same statement as the business row it belongs to (`insertWith`: a data-modifying
 * `with` before the row's insert), so one round trip commits both atomically, without BEGIN and COMMIT.
 * Call `committed()` once the statement succeeded, so the relay publishes at once.
 */
export function outboxEvent<D extends DescMessage>(db: Database, schema: D, event: MessageInitShape<D>, options: { key: string }) {
  const { eventId, row } = outboxRowOf(schema, event, options);
  return {
    eventId,
    /** `query` with this event's outbox insert as its first step. */
    insertWith: <Q extends Knex.QueryBuilder>(query: Q): Q => query.with('outbox_event', db.knex('outbox').insert(row)) as Q,
    committed: () => announceCommitted(schema, db.knex),
  };
}

/** Whether the request that wrote the event is recorded (its traceparent's sampled flag). */
function inRecordedTrace(message: BusMessage): boolean {
  const written = trace.getSpanContext(extractTraceContext((key) => message.headers[key]));
  return written !== undefined && (written.traceFlags & TraceFlags.SAMPLED) === TraceFlags.SAMPLED;
}

/**
 * The sends of a batch, in outbox order: consecutive messages of one recorded trace (published inside it),
 * and runs of messages whose traces nobody records, which need no span and go in one send: one Produce
 * request for them instead of one per request that wrote them. Their headers keep each request's trace id.
 */
function sendsOf(messages: BusMessage[]): Array<{ recorded: boolean; messages: BusMessage[] }> {
  const sends: Array<{ recorded: boolean; messages: BusMessage[] }> = [];
  for (const message of messages) {
    const recorded = inRecordedTrace(message);
    const last = sends.at(-1);
    const joins = last && last.recorded === recorded && (!recorded || last.messages[0]!.headers.traceparent === message.headers.traceparent);
    if (joins) last.messages.push(message);
    else sends.push({ recorded, messages: [message] });
  }
  return sends;
}

interface OutboxRow {
  seq: number;
  event_id: string;
  topic: string;
  message_key: string;
  payload: Buffer;
  headers: Record<string, string> | string;
}

/**
 * Publishes committed outbox rows in order. One relay per service works at a time (a transaction-level
 * advisory lock), so several replicas can run it and a key's events are published in order; a crash between
 * publish and commit re-publishes, which consumers absorb through their inbox.
 */
export class OutboxRelay {
  private timer: NodeJS.Timeout | undefined;
  /** A commit arrived while a batch was running: run again right after it. */
  private nudgedWhileRunning = false;
  /** `committedOn` undefined: a transaction of unknown database, so every relay looks. */
  private readonly nudge = (committedOn?: Database['knex']) => {
    if (this.stopped || (committedOn && committedOn !== this.db.knex)) return;
    if (this.running) {
      this.nudgedWhileRunning = true;
      return;
    }
    clearTimeout(this.timer);
    this.schedule(0);
  };
  private running: Promise<void> | undefined;
  private stopped = true;
  private backlogObserved = false;
  private readonly lockKey: number;

  constructor(
    private readonly db: Database,
    private readonly bus: Bus,
    private readonly log: Logger,
    private readonly options: { service: string; pollMs?: number; batchSize?: number; retentionHours?: number },
  ) {
    this.lockKey = [...`outbox:${options.service}`].reduce((h, c) => (Math.imul(h, 31) + c.charCodeAt(0)) | 0, 7);
  }

  start() {
    if (!this.stopped) return;
    if (!this.backlogObserved) {
      this.backlogObserved = true;
      this.observeBacklog();
    }
    this.stopped = false;
    outboxCommits.on('commit', this.nudge);
    this.schedule(0);
  }

  async stop() {
    this.stopped = true;
    outboxCommits.off('commit', this.nudge);
    clearTimeout(this.timer);
    await this.running;
  }

  /**
   * Publishes one batch; returns how many rows it published (0 when another relay holds the lock). A look
   * first, one statement: most runs find nothing (a poll, or a nudge whose row the batch before it took).
   * With rows: begin, lock, read and mark in one statement, publish, commit. The mark counts only once the
   * publish succeeded and the transaction commits: a failed publish rolls it back, leaving the rows to the next run.
   */
  async runOnce(): Promise<number> {
    const batchSize = this.options.batchSize ?? 100;
    if (!(await this.db.knex('outbox').whereNull('published_at').first(this.db.knex.raw('1 as pending')))) return 0;
    return this.db.withTransaction(async (trx) => {
      // The lock is taken once, before any row is read (an init plan). The statement's snapshot may predate
      // the previous holder's commit, so the rows are locked `for update`: a row that holder marked is then
      // re-read at its newest version and left out, not published again. The batch is a CTE, so it is chosen
      // once; `returning` keeps no order, hence the sort.
      const marked: OutboxRow[] = await trx('outbox')
        .with('batch', (batch) =>
          batch.from('outbox').select('seq').whereNull('published_at').whereRaw('(select pg_try_advisory_xact_lock(?))', [this.lockKey]).orderBy('seq').limit(batchSize).forUpdate(),
        )
        .whereIn('seq', trx('batch').select('seq'))
        .update({ published_at: trx.fn.now() })
        .returning(['seq', 'event_id', 'topic', 'message_key', 'payload', 'headers']);
      if (marked.length === 0) return 0;
      const pending = marked.sort((a, b) => a.seq - b.seq);
      const messages = pending.map((row) => ({
        topic: row.topic,
        key: row.message_key,
        value: row.payload,
        headers: typeof row.headers === 'string' ? (JSON.parse(row.headers) as Record<string, string>) : row.headers,
      }));
      for (const send of sendsOf(messages)) await (send.recorded ? this.publishInItsTrace(send.messages) : this.bus.publish(send.messages));
      return pending.length;
    });
  }

  /**
   * Publishes events that share a recorded trace inside it, under a producer span of this service: the
   * consumer's spans then join the trace of the request that wrote the event (Kafka's instrumentation writes
   * its own producer span, a child of this one, into the headers). Order is kept: sends go one after the other.
   */
  private publishInItsTrace(messages: BusMessage[]) {
    const first = messages[0]!;
    const parent = extractTraceContext((key) => first.headers[key]);
    const attributes = { [serviceAttribute]: this.options.service, 'messaging.destination.name': first.topic, 'messaging.batch.message_count': messages.length };
    return withSpan(`publish ${first.topic}`, { kind: SpanKind.PRODUCER, parent, attributes }, () =>
      this.bus.publish(messages.map((m) => ({ ...m, headers: { ...m.headers } }))),
    );
  }

  /** Outbox backlog and the age of its oldest unpublished event, read at each metrics collection. */
  private observeBacklog() {
    const backlog = meter().createObservableGauge('mindprint.outbox.backlog', { unit: '{event}', description: 'Outbox events not yet published' });
    const oldestAge = meter().createObservableGauge('mindprint.outbox.oldest_age', { unit: 's', description: 'Age of the oldest unpublished outbox event' });
    const attributes = { service: this.options.service };
    meter().addBatchObservableCallback(async (observer) => {
      if (this.stopped) return;
      const row = (await this.db.knex('outbox').whereNull('published_at').count<{ count: string | number }[]>('* as count').min('created_at as oldest').first()) as
        | { count: string | number; oldest: Date | string | null }
        | undefined;
      observer.observe(backlog, Number(row?.count ?? 0), attributes);
      observer.observe(oldestAge, row?.oldest ? Math.max(0, (Date.now() - new Date(row.oldest).getTime()) / 1000) : 0, attributes);
    }, [backlog, oldestAge]);
  }

  /** Deletes rows published longer ago than the retention window. */
  async prune(): Promise<number> {
    const hours = this.options.retentionHours ?? 72;
    return this.db.knex('outbox').whereNotNull('published_at').andWhere('published_at', '<', this.db.knex.raw(`now() - interval '${hours} hours'`)).delete();
  }

  private schedule(delayMs: number) {
    if (this.stopped) return;
    // A commit's nudge arrives inside that request's trace; the relay's own queries stay out of it.
    this.timer = runAsService(this.options.service, () => setTimeout(() => {
      this.running = this.tick().finally(() => {
        this.running = undefined;
        if (this.nudgedWhileRunning) this.nudge();
      });
    }, delayMs));
  }

  private async tick() {
    // Commits in this process nudge the relay; polling catches rows other processes (replicas) wrote.
    const pollMs = this.options.pollMs ?? 1_000;
    this.nudgedWhileRunning = false;
    try {
      const published = await this.runOnce();
      if (Math.random() < 0.001) await this.prune();
      this.schedule(published === (this.options.batchSize ?? 100) ? 0 : pollMs);
    } catch (error) {
      this.log.error({ err: error }, 'outbox relay failed; retrying');
      this.schedule(Math.max(pollMs, 1_000));
    }
  }
}
