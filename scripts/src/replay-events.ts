import { parseArgs } from 'node:util';
import { rewindConsumerGroup } from '@mindprint/platform/kafka-bus';
import { parseSince } from './since-option.js';

/**
 * `npm run replay-events -- --group notification.order-events --topic order.events.v1 --since 2h`
 * Rewinds one consumer group of this deployment (KAFKA_BROKERS, KAFKA_NAMESPACE) to the events published
 * since a time, at most seven days back. Stop the group's service first; start it again to replay. New
 * consumer groups start at the latest offset, so this is the only way a consumer sees past events.
 */
const maxLookbackMs = 7 * 24 * 3_600_000;
const usage = 'usage: npm run replay-events -- --group <consumer> --topic <domain>.events.v1 --since <ISO time | 30m | 2h | 3d>';

try {
  const { values } = parseArgs({ options: { group: { type: 'string' }, topic: { type: 'string' }, since: { type: 'string' } } });
  if (!values.group || !values.topic || !values.since) throw new Error(usage);
  const since = parseSince(values.since);
  if (Date.now() - since.getTime() > maxLookbackMs) throw new Error('--since is more than seven days back; a replay that large needs a plan, not this command');
  const brokers = (process.env.KAFKA_BROKERS ?? '').split(',').filter(Boolean);
  if (brokers.length === 0) throw new Error('KAFKA_BROKERS is not set');
  const namespace = process.env.KAFKA_NAMESPACE || undefined;
  const partitions = await rewindConsumerGroup({ brokers, namespace, groupId: values.group, topic: values.topic, since });
  process.stdout.write(
    `${namespace ? `${namespace}.` : ''}${values.group} on ${values.topic} rewound to ${since.toISOString()}: ${partitions.map((p) => `partition ${p.partition} → offset ${p.offset}`).join(', ')}\nStart the service again to replay.\n`,
  );
} catch (error) {
  process.stderr.write(`${(error as Error).message}\n`);
  process.exit(1);
}
