import type { Logger } from './logger.js';
import { meter } from './telemetry.js';

/** One event on the wire: a protobuf payload keyed by aggregate id, with string headers. */
export interface BusMessage {
  topic: string;
  key: string;
  value: Buffer;
  headers: Record<string, string>;
}

export interface Subscription {
  topic: string;
  /** Consumer group: each group sees every message once (at least once); members share partitions. */
  groupId: string;
  handle(message: BusMessage): Promise<void>;
}

/** The delivery rules both implementations follow: at least once, in order per key, retried, then dead-lettered. */
export interface Bus {
  readonly kind: 'kafka' | 'memory';
  publish(messages: BusMessage[]): Promise<void>;
  subscribe(subscription: Subscription): Promise<void>;
  stop(): Promise<void>;
}

export const eventHeaders = {
  eventId: 'event-id',
  eventType: 'event-type',
  contentType: 'content-type',
  dltError: 'dlt-error',
  dltAttempts: 'dlt-attempts',
  dltOriginalTopic: 'dlt-original-topic',
  dltFailedAt: 'dlt-failed-at',
} as const;

export interface RetryPolicy {
  /** Tries for a failure of unknown kind (a bug, a bad payload) before it is dead-lettered. */
  maxAttempts: number;
  baseDelayMs: number;
  maxDelayMs: number;
  /**
   * How long a transient failure (a callee or database restarting) is retried, the partition held, before the
   * event is dead-lettered: longer than an operator expects a restart to take. However slow its attempts, a
   * transient failure is tried more often than an unknown one (`maxAttempts`).
   */
  transientRetryMs: number;
}

export const defaultRetryPolicy: RetryPolicy = { maxAttempts: 5, baseDelayMs: 200, maxDelayMs: 10_000, transientRetryMs: 15 * 60_000 };

export const deadLetterTopic = (topic: string) => `${topic}.dlt`;

/** `prod-eu` + `order.events.v1` → `prod-eu.order.events.v1`; no namespace leaves names as they are. */
export const namespaced = (namespace: string | undefined, name: string) => (namespace ? `${namespace}.${name}` : name);

/**
 * What trying again can do about a failure: `transient` — the callee, database, broker or mail server is
 * down or restarting and will come back; `permanent` — the same input fails the same way (a domain refusal,
 * bad input, a mailbox that does not exist); `unknown` — anything else (a bug), tried a few times.
 */
export type FailureKind = 'transient' | 'permanent' | 'unknown';

/** Node socket errors and PostgreSQL states (class 08 connection, 57P0x shutdown, 53300 too many connections) that end when the peer is back. */
const transientErrorCodes = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENETUNREACH', 'EAI_AGAIN', '57P01', '57P02', '57P03', '53300', '40001', '40P01']);
const transientDomainKinds = new Set(['UNAVAILABLE', 'RESOURCE_EXHAUSTED']);
const permanentDomainKinds = new Set(['INVALID_ARGUMENT', 'NOT_FOUND', 'CONFLICT', 'FAILED_PRECONDITION', 'UNAUTHENTICATED', 'PERMISSION_DENIED']);

interface FailureShape {
  name?: string;
  code?: unknown;
  kind?: unknown;
  /** kafkajs errors say whether a retry can succeed. */
  retriable?: unknown;
  /** Errors that know their own kind (a mail transport's 4xx/5xx) say so. */
  transient?: unknown;
  permanent?: unknown;
  message?: unknown;
  cause?: unknown;
}

export function classifyFailure(error: unknown, depth = 0): FailureKind {
  const failure = (error ?? {}) as FailureShape;
  if (failure.permanent === true) return 'permanent';
  if (failure.transient === true || failure.retriable === true) return 'transient';
  if (failure.name === 'DomainError' && typeof failure.kind === 'string') {
    if (transientDomainKinds.has(failure.kind)) return 'transient';
    if (permanentDomainKinds.has(failure.kind)) return 'permanent';
  }
  if (typeof failure.code === 'string' && (transientErrorCodes.has(failure.code) || failure.code.startsWith('08'))) return 'transient';
  // knex's pool and pg report a lost or exhausted connection without a code.
  if (failure.name === 'KnexTimeoutError' || /Connection terminated|connection timeout|Client has encountered a connection error/i.test(String(failure.message ?? ''))) {
    return 'transient';
  }
  if (failure.cause !== undefined && depth < 3) return classifyFailure(failure.cause, depth + 1);
  return 'unknown';
}

/** Resolves after `ms`, or early (to false) once the consumer is stopping; `tick` runs about every second meanwhile. */
async function waitUnlessStopping(ms: number, isStopping: () => boolean, tick?: () => Promise<void>): Promise<boolean> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (isStopping()) return false;
    await new Promise((r) => setTimeout(r, Math.min(1_000, until - Date.now())));
    await tick?.();
  }
  return !isStopping();
}

/**
 * Runs a handler until it succeeds, holding the message (and so its partition) meanwhile. A transient failure
 * is retried with capped exponential backoff for `transientRetryMs`, and at least `maxAttempts` times; an
 * unknown one is tried `maxAttempts` times; a permanent one once. Then the message goes to `<topic>.dlt` with
 * the error in its headers and the original is acknowledged so the partition moves on. `heartbeat` keeps a consumer-group membership alive
 * during long waits; `wireTopic` is the topic's name on the broker (with the deployment's namespace), which
 * the dead letter records for the replay tool.
 */
export async function deliverWithRetries(
  message: BusMessage,
  handle: (message: BusMessage) => Promise<void>,
  options: { publish: Bus['publish']; policy: RetryPolicy; log: Logger; isStopping: () => boolean; heartbeat?: () => Promise<void>; wireTopic?: string },
): Promise<void> {
  const { policy, log } = options;
  const startedAt = Date.now();
  const eventId = message.headers[eventHeaders.eventId];
  let attempt = 0;
  let lastError: unknown;
  let kind: FailureKind;
  for (;;) {
    attempt++;
    try {
      await handle(message);
      if (attempt > 1) log.info({ topic: message.topic, eventId, attempt }, 'event handled after retries');
      return;
    } catch (error) {
      lastError = error;
      kind = classifyFailure(error);
      log.warn({ err: error, topic: message.topic, eventId, attempt, failure: kind }, 'event handler failed');
      if (options.isStopping()) throw error; // not acknowledged: redelivered after restart
      const delayMs = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** Math.min(attempt - 1, 20));
      // Attempts slowed by a loaded machine or a callee answering at its deadline may fill the window: a
      // transient failure still gets more tries than an unknown one.
      const retry =
        kind === 'transient'
          ? attempt <= policy.maxAttempts || Date.now() + delayMs - startedAt <= policy.transientRetryMs
          : kind === 'unknown' && attempt < policy.maxAttempts;
      if (!retry) break;
      if (!(await waitUnlessStopping(delayMs, options.isStopping, options.heartbeat))) throw error;
    }
  }
  const error = lastError as Error;
  await options.publish([
    {
      topic: deadLetterTopic(message.topic),
      key: message.key,
      value: message.value,
      headers: {
        ...message.headers,
        [eventHeaders.dltError]: String(error?.message ?? error).slice(0, 1000),
        [eventHeaders.dltAttempts]: String(attempt),
        [eventHeaders.dltOriginalTopic]: options.wireTopic ?? message.topic,
        [eventHeaders.dltFailedAt]: new Date().toISOString(),
      },
    },
  ]);
  deadLettered().add(1, { topic: message.topic });
  log.error({ topic: message.topic, eventId, attempts: attempt, failure: kind }, 'event sent to dead-letter topic');
}

let deadLetterCounter: ReturnType<ReturnType<typeof meter>['createCounter']> | undefined;
/** Events this process moved to a dead-letter topic, by original topic: anything above zero waits for an operator. */
const deadLettered = () =>
  (deadLetterCounter ??= meter().createCounter('mindprint.messaging.dead_lettered', { unit: '{event}', description: 'Events sent to a dead-letter topic, by original topic' }));

let consumerLagGauge: ReturnType<ReturnType<typeof meter>['createGauge']> | undefined;
/** Messages a consumer group has yet to handle on a partition, as last seen by the consumer. */
export const consumerLag = () =>
  (consumerLagGauge ??= meter().createGauge('mindprint.messaging.consumer_lag', { unit: '{message}', description: 'Messages behind the end of the partition, by consumer group, topic and partition' }));
