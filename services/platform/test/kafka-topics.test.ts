import { randomUUID } from 'node:crypto';
import { Kafka } from 'kafkajs';
import { afterEach, describe, expect, it } from 'vitest';
import { KafkaBus } from '../src/kafka-bus.js';
import { createLogger } from '../src/logger.js';
import { realKafkaBrokers } from '../src/testing.js';

interface LogLine {
  level: number;
  msg: string;
}

/** A process's log, kept to be read: pino's numbers, 50 is error. */
function capturedLog() {
  const lines: LogLine[] = [];
  const log = createLogger({ service: 'test', level: 'debug' }, { write: (line: string) => void lines.push(JSON.parse(line) as LogLine) });
  return { log, errors: () => lines.filter((l) => l.level >= 50).map((l) => l.msg), lines };
}

async function describeTopics(topics: string[]) {
  const admin = new Kafka({ clientId: 'test-topics', brokers: realKafkaBrokers! }).admin();
  await admin.connect();
  try {
    return (await admin.fetchTopicMetadata({ topics })).topics;
  } finally {
    await admin.disconnect();
  }
}

describe.skipIf(!realKafkaBrokers?.length)('topic creation on real Kafka', () => {
  const opened: KafkaBus[] = [];
  afterEach(async () => {
    for (const bus of opened.splice(0)) await bus.stop();
  });

  function process(namespace: string) {
    const captured = capturedLog();
    const bus = new KafkaBus({ brokers: realKafkaBrokers!, clientId: `test-${randomUUID().slice(0, 8)}`, namespace }, captured.log);
    opened.push(bus);
    return { bus, ...captured };
  }

  it('a start against a broker where the topics exist logs no error and delivers', async () => {
    const namespace = `topics-${randomUUID().slice(0, 8)}`;
    const first = process(namespace);
    await first.bus.publish([{ topic: 'order.events.v1', key: 'k', value: Buffer.from('first'), headers: {} }]);
    expect(first.errors()).toEqual([]);

    // The next start (a restart, another replica) finds every topic there.
    const next = process(namespace);
    const seen: string[] = [];
    await next.bus.subscribe({ topic: 'order.events.v1', groupId: 'notification.order-events', handle: async (m) => void seen.push(m.value.toString()) });
    await next.bus.publish([{ topic: 'order.events.v1', key: 'k', value: Buffer.from('after restart'), headers: {} }]);
    await expect.poll(() => seen, { timeout: 20_000 }).toEqual(['after restart']);
    expect(next.errors()).toEqual([]);
    expect(next.lines.some((l) => l.msg.includes('Response CreateTopics'))).toBe(false); // nothing asked to be created
  });

  it('a process that creates a topic and publishes to it at once logs no error, round after round', async () => {
    // The broker names a new partition's leader in metadata a moment before that leader serves it; a publish in
    // that moment is refused and logged at error. Rounds make the moment likely to be hit when it is not awaited.
    for (let round = 0; round < 12; round++) {
      const creator = process(`fresh-${randomUUID().slice(0, 8)}`);
      const topics = ['order.events.v1', 'payment.events.v1', 'subscription.events.v1'];
      await creator.bus.publish(topics.flatMap((topic) => ['a', 'b', 'c', 'd'].map((key) => ({ topic, key, value: Buffer.from(key), headers: {} }))));
      expect(creator.errors()).toEqual([]);
    }
  });

  it('two processes creating the same topics on a broker without them both succeed quietly, with leaders for every partition', async () => {
    for (let round = 0; round < 3; round++) {
      const namespace = `race-${randomUUID().slice(0, 8)}`;
      const topics = ['order.events.v1', 'order.events.v1.dlt', 'subscription.events.v1'].map((t) => `${namespace}.${t}`);
      const [a, b] = [process(namespace), process(namespace)];
      // Within one process, overlapping calls share one attempt; across processes, the broker decides.
      await Promise.all([a.bus.ensureTopics(topics), b.bus.ensureTopics(topics), a.bus.ensureTopics(topics.slice(0, 1))]);
      expect([...a.errors(), ...b.errors()]).toEqual([]);
      const described = await describeTopics(topics);
      expect(described.map((t) => t.name).sort()).toEqual([...topics].sort());
      for (const topic of described) {
        expect(topic.partitions).toHaveLength(3);
        expect(topic.partitions.every((p) => p.leader >= 0)).toBe(true);
      }
    }
  });
});
