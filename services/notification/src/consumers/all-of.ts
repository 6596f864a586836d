import type { EventHandler } from '@mindprint/platform/event-consumer';

/**
 * One handler running several handlers of the same event type in order, in the same transaction (a consumer
 * takes one handler per type). When one throws, the event's writes roll back together and the bus redelivers.
 */
export function allOf(...handlers: [EventHandler, ...EventHandler[]]): EventHandler {
  const schema = handlers[0].schema;
  if (handlers.some((h) => h.schema.typeName !== schema.typeName)) throw new Error('allOf: handlers must handle the same event type');
  return {
    schema,
    handle: async (event, trx, meta) => {
      for (const handler of handlers) await handler.handle(event, trx, meta);
    },
  };
}
