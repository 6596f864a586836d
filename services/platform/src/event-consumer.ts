import { fromBinary, type DescMessage, type MessageShape } from '@bufbuild/protobuf';
import { type Bus, type BusMessage, eventHeaders } from './bus.js';
import type { Database, Transaction } from './db.js';
import type { Logger } from './logger.js';
import { requestContextFrom, runWithRequestContext } from './request-context.js';
import { context, trace } from '@opentelemetry/api';
import { extractTraceContext, serviceAttribute, SpanKind, withSpan } from './telemetry.js';

export interface EventMeta {
  eventId: string;
  eventType: string;
  topic: string;
  key: string;
}

export interface EventHandler {
  schema: DescMessage;
  handle(event: never, trx: Transaction, meta: EventMeta): Promise<void>;
}

/** Declares how one event type is handled; the handler runs in a transaction that also records the inbox row. */
export function onEvent<D extends DescMessage>(
  schema: D,
  handle: (event: MessageShape<D>, trx: Transaction, meta: EventMeta) => Promise<void>,
): EventHandler {
  return { schema, handle: handle as EventHandler['handle'] };
}

/**
 * Subscribes a consumer to a topic. Each event id is processed at most once per consumer: the inbox row and
 * the handler's writes commit together, so a duplicate or replayed delivery changes nothing.
 */
export async function consumeEvents(options: {
  db: Database;
  bus: Bus;
  log: Logger;
  consumer: string;
  topic: string;
  handlers: EventHandler[];
}): Promise<void> {
  const { db, log, consumer } = options;
  const byType = new Map(options.handlers.map((h) => [h.schema.typeName, h]));
  // Consumers are named `<service>.<what>` (notification.order-events).
  const service = consumer.split('.')[0]!;

  const handle = async (message: BusMessage) => {
    const eventId = message.headers[eventHeaders.eventId];
    const eventType = message.headers[eventHeaders.eventType];
    const handler = eventType ? byType.get(eventType) : undefined;
    if (!eventId || !eventType || !handler) return; // not ours to handle (other types share the topic)
    const event = fromBinary(handler.schema, message.value);
    const read = (key: string) => message.headers[key];
    // On Kafka the kafkajs instrumentation has opened the consumer span from the headers; on the embedded bus this is the first.
    const parent = trace.getSpan(context.active()) ? context.active() : extractTraceContext(read);
    await runWithRequestContext(requestContextFrom(read), () =>
      withSpan(`consume ${eventType}`, { kind: SpanKind.CONSUMER, parent, attributes: { [serviceAttribute]: service, 'messaging.destination.name': message.topic, 'messaging.consumer.group.name': consumer } }, () =>
        db.withTransaction(async (trx) => {
          const inserted = await trx('inbox')
            .insert({ event_id: eventId, consumer, event_type: eventType })
            .onConflict(['event_id', 'consumer'])
            .ignore()
            .returning('event_id');
          if (inserted.length === 0) {
            log.debug({ eventId, eventType }, 'duplicate event ignored');
            return;
          }
          await handler.handle(event as never, trx, { eventId, eventType, topic: message.topic, key: message.key });
        }),
      ),
    );
  };

  await options.bus.subscribe({ topic: options.topic, groupId: consumer, handle });
}
