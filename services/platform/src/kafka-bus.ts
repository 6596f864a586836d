import { trace } from '@opentelemetry/api';
import { type Admin, Kafka, logLevel, type Consumer, type Producer } from 'kafkajs';
import { type Bus, type BusMessage, consumerLag, deadLetterTopic, namespaced, defaultRetryPolicy, deliverWithRetries, type RetryPolicy, type Subscription } from './bus.js';
import type { Logger } from './logger.js';
import { serviceAttribute } from './telemetry.js';

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

/** What a broker answers about a topic that is being created (by this or another process) until it settles. */
const settlingTopicErrors = [
  'This server does not host this topic-partition',
  'There is no leader for this topic-partition as we are in the middle of a leadership election',
  'This server is not the leader for that topic-partition',
];

/**
 * kafkajs logs every failed broker answer at error. Some are expected when topics are created and are debug
 * detail: a CreateTopics refused because another process created the topic first (`ensureTopics` counts
 * that as success and throws on any other failure), and metadata or offsets asked about a topic still
 * settling (retried; a topic that never settles surfaces as the caller's error).
 */
function levelOf(level: number, entry: { message: string; error?: unknown }) {
  if (level === logLevel.ERROR && entry.message.startsWith('Response CreateTopics')) return 'debug';
  if (level === logLevel.ERROR && /^Response (Metadata|ListOffsets)/.test(entry.message) && settlingTopicErrors.includes(String(entry.error))) return 'debug';
  return kafkaLogLevels[level] ?? 'info';
}

/**
 * Until every partition of the topics has a leader that serves it (a topic just created by any process may
 * not yet). Metadata names the leader a moment before the broker takes the partition over, and a produce in
 * that moment is refused (logged as an error, then retried): an offsets request, which only the serving
 * leader answers, shows it has.
 */
async function waitForLeaders(admin: Admin, topics: string[], timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      const { topics: described } = await admin.fetchTopicMetadata({ topics });
      if (described.every((t) => t.partitions.length > 0 && t.partitions.every((p) => p.leader >= 0))) {
        await Promise.all(topics.map((topic) => admin.fetchTopicOffsets(topic)));
        return;
      }
    } catch (error) {
      if (!(error as { retriable?: boolean }).retriable || Date.now() > deadline) throw error;
    }
    if (Date.now() > deadline) throw new Error(`Kafka topics without leaders after ${timeoutMs} ms: ${topics.join(', ')}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** A commit the broker refused because the group is rebalancing or has moved on: the next generation commits. */
const rebalanceRefusals = new Set(['REBALANCE_IN_PROGRESS', 'ILLEGAL_GENERATION', 'UNKNOWN_MEMBER_ID', 'NOT_COORDINATOR_FOR_GROUP', 'COORDINATOR_NOT_AVAILABLE']);

/** How often a consumer commits what it handled, and after how many handled messages it commits sooner. */
export interface OffsetCommitPolicy {
  intervalMs: number;
  threshold: number;
}

export const defaultOffsetCommitPolicy: OffsetCommitPolicy = { intervalMs: 1_000, threshold: 200 };

/**
 * Commits a consumer's handled offsets on an interval or a count instead of after every batch (kafkajs's
 * autoCommit commits after each batch, which under load is one OffsetCommit per 1–3 messages). An offset is
 * recorded only once its handler finished, and partitions are handled in order, so a commit never passes a
 * message nobody handled; what is handled but not yet committed when a process dies is delivered again, which
 * idempotent consumers absorb. On a rebalance the handled offsets are committed before the group moves
 * partitions; a commit the broker refuses for a rebalance is kept and made by the next generation, for the
 * partitions this member still owns (a partition gone to another member is delivered again there).
 */
class OffsetCommitter {
  /** Per partition (`topic` NUL `partition`): the next offset to consume, its handler's message finished. */
  private readonly handledUpTo = new Map<string, { topic: string; partition: number; offset: bigint }>();
  private handledSinceCommit = 0;
  /** This member's partitions since the group last settled; undefined before the first join. */
  private assigned: Set<string> | undefined;
  private committing: Promise<void> | undefined;
  private readonly timer: NodeJS.Timeout;
  private inFlight = 0;
  private readonly idle = new Set<() => void>();

  constructor(
    private readonly consumer: Consumer,
    private readonly log: Logger,
    private readonly policy: OffsetCommitPolicy,
  ) {
    this.timer = setInterval(() => void this.commit(), policy.intervalMs).unref();
    consumer.on(consumer.events.REBALANCING, () => void this.commit());
    consumer.on(consumer.events.GROUP_JOIN, ({ payload }) => {
      this.assigned = new Set(Object.entries(payload.memberAssignment).flatMap(([topic, partitions]) => partitions.map((p) => partitionKey(topic, p))));
      for (const key of this.handledUpTo.keys()) if (!this.assigned.has(key)) this.handledUpTo.delete(key);
    });
  }

  /** Runs one message's handling; its offset counts as handled only if `handle` resolves. */
  async handle(topic: string, partition: number, offset: string, handle: () => Promise<void>): Promise<void> {
    this.inFlight++;
    try {
      await handle();
      const key = partitionKey(topic, partition);
      // A partition this member lost while the handler ran is delivered again by its new owner.
      if (this.assigned && !this.assigned.has(key)) return;
      const next = BigInt(offset) + 1n;
      const known = this.handledUpTo.get(key);
      if (!known || known.offset < next) this.handledUpTo.set(key, { topic, partition, offset: next });
      if (++this.handledSinceCommit >= this.policy.threshold) void this.commit();
    } finally {
      if (--this.inFlight === 0) {
        for (const resolve of this.idle) resolve();
        this.idle.clear();
      }
    }
  }

  /** Commits what was handled since the last commit; one commit at a time, a failed one is kept for the next. */
  commit(): Promise<void> {
    this.committing ??= this.commitHandled().finally(() => (this.committing = undefined));
    return this.committing;
  }

  private async commitHandled() {
    const offsets = [...this.handledUpTo.values()];
    if (offsets.length === 0) return;
    this.handledSinceCommit = 0;
    try {
      await this.consumer.commitOffsets(offsets.map(({ topic, partition, offset }) => ({ topic, partition, offset: offset.toString() })));
      for (const committed of offsets) {
        const key = partitionKey(committed.topic, committed.partition);
        if (this.handledUpTo.get(key)?.offset === committed.offset) this.handledUpTo.delete(key);
      }
    } catch (error) {
      const type = (error as { type?: string; cause?: { type?: string } }).type ?? (error as { cause?: { type?: string } }).cause?.type;
      if (type && rebalanceRefusals.has(type)) this.log.info({ type }, 'offset commit refused during a rebalance; the next generation commits');
      else this.log.warn({ err: error }, 'offset commit failed; trying again at the next interval');
    }
  }

  /** Resolves once the handlers running now finished and what was handled is committed (or the commit failed). */
  async flush(): Promise<void> {
    if (this.inFlight > 0) await new Promise<void>((resolve) => this.idle.add(resolve));
    await this.committing;
    await this.commit();
  }

  close() {
    clearInterval(this.timer);
  }
}

const partitionKey = (topic: string, partition: number) => `${topic}\u0000${partition}`;

/**
 * Kafka through kafkajs: an idempotent producer, one consumer per subscription, topics created on demand.
 * With a namespace every topic and consumer group of this deployment carries it, so deployments sharing a
 * cluster never see each other's events; callers use the plain names.
 */
export class KafkaBus implements Bus {
  readonly kind = 'kafka' as const;
  private readonly kafka: Kafka;
  private producer: Producer | undefined;
  private producerReady: Promise<Producer> | undefined;
  private readonly consumers: Array<{ consumer: Consumer; topic: string; offsets: OffsetCommitter }> = [];
  /** Topics this process has made sure of (created, or found), with their leaders elected. */
  private readonly readyTopics = new Map<string, Promise<void>>();
  private stopping = false;

  private readonly namespace: string | undefined;

  constructor(
    options: { brokers: string[]; clientId: string; namespace?: string },
    private readonly log: Logger,
    private readonly policy: RetryPolicy = defaultRetryPolicy,
    private readonly offsetCommitPolicy: OffsetCommitPolicy = defaultOffsetCommitPolicy,
  ) {
    this.namespace = options.namespace || undefined;
    this.kafka = new Kafka({
      clientId: options.clientId,
      brokers: options.brokers,
      logLevel: logLevel.WARN,
      retry: { retries: 8, initialRetryTime: 200 },
      logCreator: () => (entry) => this.log[levelOf(entry.level, entry.log)]({ kafka: entry.namespace, ...entry.log }, `kafka: ${entry.log.message}`),
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

  /**
   * Makes sure the topics exist (three partitions; replication from the broker's default) and have leaders.
   * Idempotent and quiet: topics already on the broker are not created again, and when another process creates
   * one at the same moment its "already exists" answer counts as success. Calls for a topic share one attempt.
   */
  async ensureTopics(topics: string[]): Promise<void> {
    const missing = [...new Set(topics)].filter((t) => !this.readyTopics.has(t));
    if (missing.length > 0) {
      const ready = this.createMissingTopics(missing);
      for (const t of missing) {
        this.readyTopics.set(
          t,
          ready.catch((error: unknown) => {
            this.readyTopics.delete(t); // the next call tries again
            throw error;
          }),
        );
      }
    }
    await Promise.all(topics.map((t) => this.readyTopics.get(t)));
  }

  private async createMissingTopics(topics: string[]): Promise<void> {
    const admin = this.kafka.admin();
    await admin.connect();
    try {
      const existing = new Set(await admin.listTopics());
      const toCreate = topics.filter((t) => !existing.has(t));
      // false (not an error) when another process created them first. Leaders are awaited here, not by kafkajs:
      // its wait gives up on the "unknown topic" a broker answers while another process's creation settles.
      if (toCreate.length > 0) await admin.createTopics({ waitForLeaders: false, topics: toCreate.map((topic) => ({ topic, numPartitions: 3 })) });
      await waitForLeaders(admin, topics);
    } finally {
      await admin.disconnect();
    }
  }

  async publish(messages: BusMessage[]): Promise<void> {
    if (messages.length === 0) return;
    const byTopic = new Map<string, BusMessage[]>();
    for (const m of messages) {
      const topic = namespaced(this.namespace, m.topic);
      byTopic.set(topic, [...(byTopic.get(topic) ?? []), m]);
    }
    await this.ensureTopics([...byTopic.keys()]);
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
    const topic = namespaced(this.namespace, subscription.topic);
    const groupId = namespaced(this.namespace, subscription.groupId);
    await this.ensureTopics([topic, namespaced(this.namespace, deadLetterTopic(subscription.topic))]);
    await this.startNewGroupAtLatest(groupId, topic);
    const consumer = this.kafka.consumer({ groupId, sessionTimeout: 10_000, heartbeatInterval: 1_000 });
    const offsets = new OffsetCommitter(consumer, this.log, this.offsetCommitPolicy);
    this.consumers.push({ consumer, topic, offsets });
    const joined = new Promise<void>((resolve) => {
      const stop = consumer.on(consumer.events.GROUP_JOIN, () => {
        stop();
        resolve();
      });
    });
    consumer.on(consumer.events.END_BATCH_PROCESS, ({ payload }) =>
      consumerLag().record(Number(payload.offsetLag), { consumer_group: subscription.groupId, topic: subscription.topic, partition: payload.partition }),
    );
    await consumer.connect();
    await consumer.subscribe({ topic, fromBeginning: false });
    await consumer.run({
      // Offsets are committed by `offsets`, on an interval, not by kafkajs after every batch.
      autoCommit: false,
      // A partition waiting out a restarting callee holds only itself; the others keep flowing.
      partitionsConsumedConcurrently: 3,
      eachMessage: async ({ partition, message, heartbeat }) => {
        // The kafkajs instrumentation's consumer span: which group, and so which service, handles the message.
        trace.getActiveSpan()?.setAttributes({ 'messaging.consumer.group.name': groupId, [serviceAttribute]: subscription.groupId.split('.')[0]! });
        await offsets.handle(topic, partition, message.offset, () =>
          deliverWithRetries(
            { topic: subscription.topic, key: message.key?.toString('utf8') ?? '', value: message.value ?? Buffer.alloc(0), headers: headersToStrings(message.headers) },
            subscription.handle,
            { publish: (m) => this.publish(m), policy: this.policy, log: this.log, isStopping: () => this.stopping, heartbeat, wireTopic: topic },
          ),
        );
      },
    });
    await Promise.race([joined, new Promise((r) => setTimeout(r, 30_000))]);
  }

  /**
   * A group that has never committed starts at the end of the topic as it is now, so a consumer added to a
   * deployment with history does not act on (and mail) every past event; what is published after
   * `subscribe` returns is delivered. Every partition gets a committed offset, also an empty one: a
   * partition left without one would start at "latest" whenever a member restarts, skipping what was
   * published meanwhile. Replaying history is an operator's decision with a time bound (`npm run replay-events`).
   */
  private async startNewGroupAtLatest(groupId: string, topic: string) {
    const admin = this.kafka.admin();
    await admin.connect();
    try {
      for (let attempt = 1; ; attempt++) {
        try {
          const [committed] = await admin.fetchOffsets({ groupId, topics: [topic] });
          if (committed?.partitions.some((p) => p.offset !== '-1')) return;
          const ends = await admin.fetchTopicOffsets(topic);
          await admin.setOffsets({ groupId, topic, partitions: ends.map((p) => ({ partition: p.partition, offset: p.high })) });
          this.log.info({ groupId, topic }, 'new consumer group starts at the latest offsets');
          return;
        } catch (error) {
          // A topic created a moment ago has no leader yet; another replica may be placing the group now.
          if (attempt >= 30) throw error;
          this.log.warn({ err: error, groupId, topic, attempt }, 'placing a new consumer group at the latest offsets; trying again');
          await new Promise((r) => setTimeout(r, 1_000));
        }
      }
    } finally {
      await admin.disconnect();
    }
  }

  /**
   * Takes no new message, lets the handlers running finish (a failing one gives its message back at once),
   * commits what was handled, then leaves the groups: a restart resumes right after the last handled message.
   */
  async stop(): Promise<void> {
    this.stopping = true;
    await Promise.allSettled(
      this.consumers.map(async ({ consumer, topic, offsets }) => {
        try {
          consumer.pause([{ topic }]); // throws if the consumer never ran, and so handled nothing
          await offsets.flush();
        } finally {
          offsets.close();
          await consumer.disconnect();
        }
      }),
    );
    await this.producer?.disconnect();
  }
}

/**
 * An operator's replay: moves a consumer group of the deployment back to the first offsets at or after
 * `since` on one topic (the group's consumers must be stopped; Kafka refuses otherwise). Consumers are
 * idempotent by event id, so only events their inbox has not recorded act again. Returns, per partition,
 * the offset the group will resume from.
 */
export async function rewindConsumerGroup(options: {
  brokers: string[];
  namespace?: string;
  groupId: string;
  topic: string;
  since: Date;
}): Promise<Array<{ partition: number; offset: string }>> {
  const kafka = new Kafka({ clientId: 'mindprint-replay', brokers: options.brokers, logLevel: logLevel.ERROR });
  const admin = kafka.admin();
  await admin.connect();
  try {
    const topic = namespaced(options.namespace, options.topic);
    const groupId = namespaced(options.namespace, options.groupId);
    const [group] = (await admin.describeGroups([groupId])).groups;
    if (group && group.members.length > 0) throw new Error(`Consumer group ${groupId} has ${group.members.length} running member(s); stop its service first`);
    const offsets = await admin.fetchTopicOffsetsByTimestamp(topic, options.since.getTime());
    const partitions = offsets.map((p) => ({ partition: p.partition, offset: p.offset }));
    await admin.setOffsets({ groupId, topic, partitions });
    return partitions;
  } finally {
    await admin.disconnect();
  }
}

/** How many events a deployment's dead-letter topics hold (`<namespace>.<domain>.events.v1.dlt`), by topic. */
export async function countDeadLetters(options: { brokers: string[]; namespace?: string }): Promise<Record<string, number>> {
  const kafka = new Kafka({ clientId: 'mindprint-dlt-count', brokers: options.brokers, logLevel: logLevel.ERROR });
  const admin = kafka.admin();
  await admin.connect();
  try {
    // `<domain>.events.v1.dlt` is four dot-separated parts; a namespace adds one in front.
    const parts = options.namespace ? 5 : 4;
    const topics = (await admin.listTopics()).filter((t) => t.endsWith('.dlt') && t.startsWith(namespaced(options.namespace, '')) && t.split('.').length === parts);
    const counts: Record<string, number> = {};
    for (const topic of topics) {
      const offsets = await admin.fetchTopicOffsets(topic);
      counts[topic] = offsets.reduce((sum, p) => sum + Number(p.high) - Number(p.low), 0);
    }
    return counts;
  } finally {
    await admin.disconnect();
  }
}
