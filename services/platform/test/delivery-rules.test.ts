import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { type Bus, type BusMessage, classifyFailure, deadLetterTopic, deliverWithRetries, eventHeaders, type RetryPolicy } from '../src/bus.js';
import { DomainError } from '../src/errors.js';
import { KafkaBus } from '../src/kafka-bus.js';
import { InMemoryBus } from '../src/memory-bus.js';
import { busKinds, eventually, openTestBus, realKafkaBrokers, testLogger } from '../src/testing.js';

const log = testLogger();
const policy: RetryPolicy = { maxAttempts: 3, baseDelayMs: 10, maxDelayMs: 40, transientRetryMs: 400 };

const message = (topic = 'order.events.v1', key = 'MP1'): BusMessage => ({
  topic,
  key,
  value: Buffer.from(key),
  headers: { [eventHeaders.eventId]: randomUUID(), [eventHeaders.eventType]: 'mindprint.order.v1.OrderPaid' },
});

describe('which failures are worth retrying', () => {
  it('calls a restarting callee, a lost connection or a full pool transient', () => {
    expect(classifyFailure(new DomainError('SERVICE_UNAVAILABLE', 'down', 'UNAVAILABLE'))).toBe('transient');
    expect(classifyFailure(new DomainError('DEADLINE_EXCEEDED', 'slow', 'UNAVAILABLE'))).toBe('transient');
    expect(classifyFailure(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }))).toBe('transient');
    expect(classifyFailure(Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }))).toBe('transient');
    expect(classifyFailure(Object.assign(new Error('connection failure'), { code: '08006' }))).toBe('transient');
    expect(classifyFailure(new Error('Connection terminated unexpectedly'))).toBe('transient');
    expect(classifyFailure(Object.assign(new Error('Timeout acquiring a connection'), { name: 'KnexTimeoutError' }))).toBe('transient');
    expect(classifyFailure(Object.assign(new Error('leader not available'), { retriable: true }))).toBe('transient');
    expect(classifyFailure(new Error('wrapped', { cause: Object.assign(new Error('reset'), { code: 'ECONNRESET' }) }))).toBe('transient');
  });

  it('calls a domain refusal permanent and anything else unknown', () => {
    expect(classifyFailure(new DomainError('ORDER_NOT_FOUND', 'no such order', 'NOT_FOUND'))).toBe('permanent');
    expect(classifyFailure(new DomainError('BAD_EMAIL', 'bad', 'INVALID_ARGUMENT'))).toBe('permanent');
    expect(classifyFailure(Object.assign(new Error('550 mailbox unknown'), { permanent: true }))).toBe('permanent');
    expect(classifyFailure(new Error('template missing'))).toBe('unknown');
    expect(classifyFailure(new DomainError('UPSTREAM_ERROR', 'boom', 'INTERNAL'))).toBe('unknown');
    expect(classifyFailure(undefined)).toBe('unknown');
  });
});

describe('delivering one message', () => {
  function run(handle: (m: BusMessage) => Promise<void>, isStopping = () => false) {
    const deadLetters: BusMessage[] = [];
    const delivered = deliverWithRetries(message(), handle, { publish: async (m) => void deadLetters.push(...m), policy, log, isStopping });
    return { deadLetters, delivered };
  }

  it('holds the message through a transient outage longer than the unknown-failure attempts, then handles it without a dead letter', async () => {
    let calls = 0;
    const { deadLetters, delivered } = run(async () => {
      if (++calls <= policy.maxAttempts + 3) throw new DomainError('SERVICE_UNAVAILABLE', 'order is restarting', 'UNAVAILABLE');
    });
    await delivered;
    expect(calls).toBe(policy.maxAttempts + 4);
    expect(deadLetters).toHaveLength(0);
  });

  it('dead-letters a transient failure only when it outlasts the retry window', async () => {
    const startedAt = Date.now();
    let calls = 0;
    const { deadLetters, delivered } = run(async () => {
      calls++;
      throw new DomainError('SERVICE_UNAVAILABLE', 'order stays down', 'UNAVAILABLE');
    });
    await delivered;
    expect(Date.now() - startedAt).toBeGreaterThanOrEqual(policy.transientRetryMs - policy.maxDelayMs);
    expect(deadLetters).toHaveLength(1);
    expect(deadLetters[0]!.topic).toBe(deadLetterTopic('order.events.v1'));
    expect(deadLetters[0]!.headers[eventHeaders.dltAttempts]).toBe(String(calls));
    expect(calls).toBeGreaterThan(policy.maxAttempts);
  });

  it('tries a transient failure more often than an unknown one even when a single attempt outlasts the retry window', async () => {
    const slowPolicy: RetryPolicy = { ...policy, transientRetryMs: 20 };
    let calls = 0;
    const deadLetters: BusMessage[] = [];
    await deliverWithRetries(
      message(),
      async () => {
        calls++;
        await new Promise((r) => setTimeout(r, slowPolicy.transientRetryMs + 10)); // a callee answering slowly on a busy machine
        throw new DomainError('SERVICE_UNAVAILABLE', 'order is restarting', 'UNAVAILABLE');
      },
      { publish: async (m) => void deadLetters.push(...m), policy: slowPolicy, log, isStopping: () => false },
    );
    expect(calls).toBe(slowPolicy.maxAttempts + 1);
    expect(deadLetters).toHaveLength(1);
    expect(deadLetters[0]!.headers[eventHeaders.dltAttempts]).toBe(String(calls));
  });

  it('dead-letters a permanent failure at once and an unknown one after its attempts', async () => {
    let permanentCalls = 0;
    const permanent = run(async () => {
      permanentCalls++;
      throw new DomainError('ORDER_NOT_FOUND', 'no such order', 'NOT_FOUND');
    });
    await permanent.delivered;
    expect(permanentCalls).toBe(1);
    expect(permanent.deadLetters[0]!.headers[eventHeaders.dltError]).toBe('no such order');

    let unknownCalls = 0;
    const unknown = run(async () => {
      unknownCalls++;
      throw new Error('template missing');
    });
    await unknown.delivered;
    expect(unknownCalls).toBe(policy.maxAttempts);
    expect(unknown.deadLetters).toHaveLength(1);
  });

  it('gives the message back unacknowledged when the consumer stops during a transient wait', async () => {
    let stopping = false;
    const { deadLetters, delivered } = run(
      async () => {
        stopping = true;
        throw new DomainError('SERVICE_UNAVAILABLE', 'down', 'UNAVAILABLE');
      },
      () => stopping,
    );
    await expect(delivered).rejects.toThrow('down');
    expect(deadLetters).toHaveLength(0);
  });
});

describe.each(busKinds)('consumer groups and namespaces on the %s bus', (busKind) => {
  const opened: Bus[] = [];
  afterEach(async () => {
    for (const bus of opened.splice(0)) await bus.stop();
  });

  /** Two deployments' handles on one broker. */
  function deployments(namespaces: [string, string]): [Bus, Bus] {
    if (busKind === 'memory') {
      const broker = new InMemoryBus(log, policy);
      opened.push(broker);
      return [broker.connect(namespaces[0]), broker.connect(namespaces[1])];
    }
    const [first, second] = namespaces.map((namespace) => new KafkaBus({ brokers: realKafkaBrokers!, clientId: `test-${namespace}`, namespace }, log, policy));
    opened.push(first!, second!);
    return [first!, second!];
  }

  it('a consumer group added later does not act on (mail) past events, only on what comes after it joined', async () => {
    const bus = openTestBus(busKind, log, policy);
    opened.push(bus);
    const topic = `mail-${randomUUID().slice(0, 8)}.events.v1`;
    const past = message(topic, 'past-visitor');
    await bus.publish([past]);
    // The first consumer of the deployment sees it...
    const firstMailed: string[] = [];
    await bus.subscribe({ topic, groupId: `notification-${randomUUID()}`, handle: async (m) => void firstMailed.push(m.key) });
    await bus.publish([message(topic, 'first-visitor')]);
    await eventually(() => expect(firstMailed).toEqual(['first-visitor']));
    // ...a new group (a mail consumer added in a later release) starts where the topic is now.
    const newGroupMailed: string[] = [];
    await bus.subscribe({ topic, groupId: `notification-new-${randomUUID()}`, handle: async (m) => void newGroupMailed.push(m.key) });
    await bus.publish([message(topic, 'next-visitor')]);
    await eventually(() => expect(newGroupMailed).toEqual(['next-visitor']));
    await new Promise((r) => setTimeout(r, 300));
    expect(newGroupMailed).toEqual(['next-visitor']);
    expect(firstMailed).toEqual(['first-visitor', 'next-visitor']);
  });

  it('two deployments with different namespaces on one broker never see each other’s events', async () => {
    const suffix = randomUUID().slice(0, 8);
    const [blue, green] = deployments([`blue-${suffix}`, `green-${suffix}`]);
    const topic = 'order.events.v1';
    const seenByBlue: BusMessage[] = [];
    const seenByGreen: BusMessage[] = [];
    // The same consumer name and topic in both deployments.
    await blue.subscribe({ topic, groupId: 'notification.order-events', handle: async (m) => void seenByBlue.push(m) });
    await green.subscribe({ topic, groupId: 'notification.order-events', handle: async (m) => void seenByGreen.push(m) });
    await blue.publish([message(topic, 'blue-order')]);
    await green.publish([message(topic, 'green-order')]);
    await eventually(() => {
      expect(seenByBlue.map((m) => m.key)).toEqual(['blue-order']);
      expect(seenByGreen.map((m) => m.key)).toEqual(['green-order']);
    });
    // Handlers see the plain topic name.
    expect(seenByBlue[0]!.topic).toBe(topic);
    await new Promise((r) => setTimeout(r, 500));
    expect(seenByBlue.map((m) => m.key)).toEqual(['blue-order']);
    expect(seenByGreen.map((m) => m.key)).toEqual(['green-order']);
  });
});
