import { randomUUID } from 'node:crypto';
import { create, type DescMessage, type MessageInitShape, toBinary } from '@bufbuild/protobuf';
import { type Bus, type BusMessage, eventHeaders } from '@mindprint/platform/bus';
import type { EventHandler } from '@mindprint/platform/event-consumer';
import { topicFor } from '@mindprint/platform/outbox';

/** Publishes one event straight to the bus, as the outbox relay would; returns its event id. */
export async function publishEvent<D extends DescMessage>(bus: Bus, schema: D, event: MessageInitShape<D>, key: string, eventId: string = randomUUID()) {
  await bus.publish([
    {
      topic: topicFor(schema),
      key,
      value: Buffer.from(toBinary(schema, create(schema, event))),
      headers: { [eventHeaders.eventId]: eventId, [eventHeaders.eventType]: schema.typeName, [eventHeaders.contentType]: 'application/x-protobuf' },
    },
  ]);
  return eventId;
}

/**
 * Hands the handler only this test's events: on a shared Kafka a fresh consumer group reads the topic from
 * the beginning, events of earlier runs included.
 */
export function onlyKeys(prefix: string, handler: EventHandler, keyOf: (event: never) => string): EventHandler {
  return {
    schema: handler.schema,
    prepare: async (event, meta, knex) => (keyOf(event).startsWith(prefix) ? handler.prepare?.(event, meta, knex) : undefined),
    handle: async (event, trx, meta, prepared) => {
      if (keyOf(event).startsWith(prefix)) await handler.handle(event, trx, meta, prepared);
    },
  };
}

/** Collects what reaches a topic (the dead-letter topic in tests) under keys with the prefix. */
export async function collectTopic(bus: Bus, topic: string, prefix: string): Promise<BusMessage[]> {
  const seen: BusMessage[] = [];
  await bus.subscribe({
    topic,
    groupId: `collector-${randomUUID()}`,
    handle: async (message) => {
      if (message.key.startsWith(prefix)) seen.push(message);
    },
  });
  return seen;
}
