import type { Logger } from './logger.js';

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
  maxAttempts: number;
  baseDelayMs: number;
  maxDelayMs: number;
}

export const defaultRetryPolicy: RetryPolicy = { maxAttempts: 5, baseDelayMs: 200, maxDelayMs: 5_000 };

export const deadLetterTopic = (topic: string) => `${topic}.dlt`;

/**
 * Runs a handler with bounded retries; when it keeps failing the message goes to `<topic>.dlt` with the
 * error in its headers, and the original is acknowledged so the partition moves on.
 */
export async function deliverWithRetries(
  message: BusMessage,
  handle: (message: BusMessage) => Promise<void>,
  options: { publish: Bus['publish']; policy: RetryPolicy; log: Logger; isStopping: () => boolean },
): Promise<void> {
  const { policy, log } = options;
  let lastError: unknown;
  for (let attempt = 1; attempt <= policy.maxAttempts; attempt++) {
    try {
      await handle(message);
      return;
    } catch (error) {
      lastError = error;
      log.warn({ err: error, topic: message.topic, eventId: message.headers[eventHeaders.eventId], attempt }, 'event handler failed');
      if (options.isStopping()) throw error; // not acknowledged: redelivered after restart
      if (attempt < policy.maxAttempts) {
        await new Promise((r) => setTimeout(r, Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** (attempt - 1))));
      }
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
        [eventHeaders.dltAttempts]: String(policy.maxAttempts),
        [eventHeaders.dltOriginalTopic]: message.topic,
        [eventHeaders.dltFailedAt]: new Date().toISOString(),
      },
    },
  ]);
  log.error({ topic: message.topic, eventId: message.headers[eventHeaders.eventId] }, 'event sent to dead-letter topic');
}
