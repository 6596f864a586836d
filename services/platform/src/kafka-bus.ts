import { Kafka, logLevel, type Consumer, type Producer } from 'kafkajs';
import { type Bus, type BusMessage, deadLetterTopic, defaultRetryPolicy, deliverWithRetries, type RetryPolicy, type Subscription } from './bus.js';
import type { Logger } from './logger.js';

const kafkaLogLevels: Record<number, 'error' | 'warn' | 'info' | 'debug'> = {
  [logLevel.ERROR]: 'error',
  [logLevel.WARN]: 'warn',
  [logLevel.INFO]: 'info',
  [logLevel.DEBUG]: 'debug',
};

function headersToStrings(headers: Record<string, unknown> | undefined): Record<string, string> {
  const result: Record<string, string> = {};
  for (const [key, value] of Object.entries(headers ?? {})) {
    if (value === undefined || value === null) continue;
    result[key] = Buffer.isBuffer(value) ? value.toString('utf8') : String(value);
  }
  return result;
}

/** Kafka through kafkajs: an idempotent producer, one consumer per subscription, topics created on demand. */
export class KafkaBus implements Bus {
  readonly kind = 'kafka' as const;
  private readonly kafka: Kafka;
  private producer: Producer | undefined;
  private producerReady: Promise<Producer> | undefined;
  private readonly consumers: Consumer[] = [];
  private readonly knownTopics = new Set<string>();
  private stopping = false;

  constructor(
    options: { brokers: string[]; clientId: string },
    private readonly log: Logger,
    private readonly policy: RetryPolicy = defaultRetryPolicy,
  ) {
    this.kafka = new Kafka({
      clientId: options.clientId,
      brokers: options.brokers,
      logLevel: logLevel.WARN,
      retry: { retries: 8, initialRetryTime: 200 },
      logCreator: () => (entry) =>
        this.log[kafkaLogLevels[entry.level] ?? 'info']({ kafka: entry.namespace, ...entry.log }, `kafka: ${entry.log.message}`),
    });
  }

  private getProducer(): Promise<Producer> {
    this.producerReady ??= (async () => {
      const producer = this.kafka.producer({ idempotent: true, maxInFlightRequests: 1, allowAutoTopicCreation: true });
      await producer.connect();
      this.producer = producer;
      return producer;
    })().catch((error: unknown) => {
      this.producerReady = undefined;
      throw error;
    });
    return this.producerReady;
  }

  /** Creates topics that don't exist yet (three partitions; replication from the broker's default). */
  async ensureTopics(topics: string[]): Promise<void> {
    const missing = topics.filter((t) => !this.knownTopics.has(t));
    if (missing.length === 0) return;
    const admin = this.kafka.admin();
    await admin.connect();
    try {
      await admin.createTopics({ waitForLeaders: true, topics: missing.map((topic) => ({ topic, numPartitions: 3 })) });
      for (const t of missing) this.knownTopics.add(t);
    } finally {
      await admin.disconnect();
    }
  }

  async publish(messages: BusMessage[]): Promise<void> {
    if (messages.length === 0) return;
    await this.ensureTopics([...new Set(messages.map((m) => m.topic))]);
    const byTopic = new Map<string, BusMessage[]>();
    for (const m of messages) byTopic.set(m.topic, [...(byTopic.get(m.topic) ?? []), m]);
    const producer = await this.getProducer();
    await producer.sendBatch({
      acks: -1,
      topicMessages: [...byTopic].map(([topic, list]) => ({
        topic,
        messages: list.map((m) => ({ key: m.key, value: m.value, headers: m.headers })),
      })),
    });
  }

  async subscribe(subscription: Subscription): Promise<void> {
    await this.ensureTopics([subscription.topic, deadLetterTopic(subscription.topic)]);
    const consumer = this.kafka.consumer({ groupId: subscription.groupId, sessionTimeout: 10_000, heartbeatInterval: 1_000 });
    this.consumers.push(consumer);
    const joined = new Promise<void>((resolve) => {
      const stop = consumer.on(consumer.events.GROUP_JOIN, () => {
        stop();
        resolve();
      });
    });
    await consumer.connect();
    await consumer.subscribe({ topic: subscription.topic, fromBeginning: true });
    await consumer.run({
      eachMessage: async ({ topic, message }) => {
        await deliverWithRetries(
          { topic, key: message.key?.toString('utf8') ?? '', value: message.value ?? Buffer.alloc(0), headers: headersToStrings(message.headers) },
          subscription.handle,
          { publish: (m) => this.publish(m), policy: this.policy, log: this.log, isStopping: () => this.stopping },
        );
      },
    });
    await Promise.race([joined, new Promise((r) => setTimeout(r, 30_000))]);
  }

  async stop(): Promise<void> {
    this.stopping = true;
    await Promise.allSettled(this.consumers.map((c) => c.disconnect()));
    await this.producer?.disconnect();
  }
}
