import { randomUUID } from 'node:crypto';
import { type Bus, eventHeaders } from '@mindprint/platform/bus';
import type { Logger } from '@mindprint/platform/logger';
import { topicFor } from '@mindprint/platform/outbox';
import type { PublicReadPolicy } from './public-reads.js';
import type { ResponseCache } from './response-cache.js';

/**
 * The owner updates its read model from the same event in its own consumer, which may commit after we drop
 * our copy; dropping it once more a little later catches an answer re-read in between.
 */
const settleDelayMs = 2_000;

/**
 * Drops cached public answers when their owner announces a change. Every gateway must hear every event, so
 * each one listens in its own consumer group; a burst of events (or a replay at start) is one invalidation.
 */
export async function invalidateOnOwnerEvents(options: { bus: Bus; cache: ResponseCache; policies: Record<string, PublicReadPolicy>; log: Logger }): Promise<void> {
  const { bus, cache, log } = options;
  const routesByType = new Map<string, string[]>();
  const topics = new Set<string>();
  for (const [route, policy] of Object.entries(options.policies)) {
    for (const schema of policy.changedBy ?? []) {
      routesByType.set(schema.typeName, [...(routesByType.get(schema.typeName) ?? []), route]);
      topics.add(topicFor(schema));
    }
  }

  const pending = new Set<string>();
  let flushing: Promise<void> | undefined;
  const flush = () => {
    flushing ??= Promise.resolve().then(async () => {
      const routes = [...pending];
      pending.clear();
      flushing = undefined;
      await cache.invalidate(routes);
      setTimeout(() => void cache.invalidate(routes), settleDelayMs).unref();
    });
    return flushing;
  };

  const groupId = `gateway.response-cache.${randomUUID()}`;
  for (const topic of topics) {
    await bus.subscribe({
      topic,
      groupId,
      handle: async (message) => {
        const routes = routesByType.get(message.headers[eventHeaders.eventType] ?? '');
        if (!routes) return;
        for (const route of routes) pending.add(route);
        await flush().catch((error: unknown) => log.warn({ err: error }, 'response cache: invalidation failed'));
      },
    });
  }
}
