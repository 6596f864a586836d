import type { EventHandler } from '@mindprint/platform/event-consumer';

/**
 * One handler running several handlers of the same event type in order, in the same transaction (a consumer
 * takes one handler per type). When one throws, the event's writes roll back together and the bus redelivers.
 */
export function allOf(...handlers: [EventHandler, ...EventHandler[]]): EventHandler {
  const schema = handlers[0].schema;
  if (handlers.some((h) => h.schema.typeName !== schema.typeName)) throw new Error('allOf: handlers must handle the same event type');
  const handle: EventHandler['handle'] = async (event, trx, meta, prepared) => {
    for (const [i, handler] of handlers.entries()) await handler.handle(event, trx, meta, (prepared as unknown[] | undefined)?.[i]);
  };
  // Without a prepare step among them, none: the consumer then skips its duplicate check before the transaction.
  if (!handlers.some((handler) => handler.prepare)) return { schema, handle };
  return {
    schema,
    // Each handler's prepare step runs before the transaction, and each gets back what its own returned.
    prepare: async (event, meta, knex) => {
      const prepared: unknown[] = [];
      for (const handler of handlers) prepared.push(await handler.prepare?.(event, meta, knex));
      return prepared;
    },
    handle,
  };
}
