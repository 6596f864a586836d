import { type Bus, type BusMessage, consumerLag, defaultRetryPolicy, deliverWithRetries, namespaced, type RetryPolicy, type Subscription } from './bus.js';
import type { Logger } from './logger.js';

interface Group {
  subscription: Subscription;
  offset: number;
  running: boolean;
}

/**
 * The embedded bus: an in-process log per topic with one cursor per consumer group, with Kafka's rules: a new
 * group starts at the end of the log, then sees every message in order, retried and dead-lettered alike.
 */
export class InMemoryBus implements Bus {
  readonly kind = 'memory' as const;
  private readonly logs = new Map<string, BusMessage[]>();
  private readonly groups = new Map<string, Group[]>();
  private readonly idle = new Set<() => void>();

  constructor(
    private readonly log: Logger,
    private readonly policy: RetryPolicy = defaultRetryPolicy,
  ) {}

  /** The process-wide broker every embedded service connects to, as services share one Kafka cluster. */
  static shared(log: Logger, policy?: RetryPolicy): InMemoryBus {
    sharedBus ??= new InMemoryBus(log, policy);
    return sharedBus;
  }

  /**
   * A service's own handle on the broker: stopping it removes only that service's subscriptions. With a
   * namespace its topics and groups are those of one deployment, as on Kafka.
   */
  connect(namespace?: string): Bus {
    const mine: Subscription[] = [];
    return {
      kind: 'memory',
      publish: (messages) => this.publish(messages.map((m) => ({ ...m, topic: namespaced(namespace, m.topic) }))),
      subscribe: async (subscription) => {
        const inNamespace: Subscription = {
          topic: namespaced(namespace, subscription.topic),
          groupId: namespaced(namespace, subscription.groupId),
          handle: (message) => subscription.handle({ ...message, topic: subscription.topic }),
        };
        await this.subscribe(inNamespace);
        mine.push(inNamespace);
      },
      stop: async () => {
        await this.drained();
        for (const subscription of mine.splice(0)) this.unsubscribe(subscription);
      },
    };
  }

  messages(topic: string): readonly BusMessage[] {
    return this.logs.get(topic) ?? [];
  }

  async publish(messages: BusMessage[]): Promise<void> {
    for (const message of messages) {
      const log = this.logs.get(message.topic) ?? [];
      log.push({ ...message, headers: { ...message.headers } });
      this.logs.set(message.topic, log);
      for (const group of this.groups.get(message.topic) ?? []) this.pump(group);
    }
  }

  async subscribe(subscription: Subscription): Promise<void> {
    const groups = this.groups.get(subscription.topic) ?? [];
    if (groups.some((g) => g.subscription.groupId === subscription.groupId)) {
      throw new Error(`Group ${subscription.groupId} already subscribed to ${subscription.topic}`);
    }
    const group: Group = { subscription, offset: this.messages(subscription.topic).length, running: false };
    groups.push(group);
    this.groups.set(subscription.topic, groups);
    this.pump(group);
  }

  /** Resolves when every group has handled everything published so far (tests and shutdown). */
  async drained(): Promise<void> {
    while ([...this.groups.values()].flat().some((g) => g.running || g.offset < this.messages(g.subscription.topic).length)) {
      await new Promise<void>((resolve) => {
        this.idle.add(resolve);
        setTimeout(resolve, 50);
      });
    }
  }

  unsubscribe(subscription: Subscription) {
    const groups = this.groups.get(subscription.topic) ?? [];
    this.groups.set(subscription.topic, groups.filter((g) => g.subscription !== subscription));
  }

  async stop(): Promise<void> {
    await this.drained();
    this.groups.clear();
    if (sharedBus === this) sharedBus = undefined;
  }

  private pump(group: Group) {
    if (group.running) return;
    group.running = true;
    void (async () => {
      const topic = group.subscription.topic;
      while (group.offset < this.messages(topic).length && this.groups.get(topic)?.includes(group)) {
        const message = this.messages(topic)[group.offset]!;
        try {
          await deliverWithRetries(message, group.subscription.handle, {
            publish: (m) => this.publish(m),
            policy: this.policy,
            log: this.log,
            isStopping: () => !this.groups.get(topic)?.includes(group),
          });
        } catch (error) {
          this.log.error({ err: error, topic }, 'dead-lettering failed');
        }
        group.offset++;
        consumerLag().record(this.messages(topic).length - group.offset, { consumer_group: group.subscription.groupId, topic, partition: 0 });
      }
      group.running = false;
      for (const resolve of this.idle) resolve();
      this.idle.clear();
    })();
  }
}

let sharedBus: InMemoryBus | undefined;
