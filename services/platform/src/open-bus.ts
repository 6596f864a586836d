import type { Bus, RetryPolicy } from './bus.js';
import { KafkaBus } from './kafka-bus.js';
import type { Logger } from './logger.js';
import { InMemoryBus } from './memory-bus.js';

/** Kafka when brokers are configured, otherwise the process-wide in-memory bus. */
export function openBus(options: { brokers?: string[]; clientId: string; namespace?: string; retryPolicy?: RetryPolicy }, log: Logger): Bus {
  if (options.brokers?.length) return new KafkaBus({ brokers: options.brokers, clientId: options.clientId, namespace: options.namespace }, log, options.retryPolicy);
  return InMemoryBus.shared(log, options.retryPolicy).connect(options.namespace);
}
