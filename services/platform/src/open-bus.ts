import type { Bus, RetryPolicy } from './bus.js';
import type { Logger } from './logger.js';
import { InMemoryBus } from './memory-bus.js';
import { requireInstrumented } from './telemetry.js';

/** Kafka when brokers are configured (kafkajs is loaded only then), otherwise the process-wide in-memory bus. */
export async function openBus(options: { brokers?: string[]; clientId: string; namespace?: string; retryPolicy?: RetryPolicy }, log: Logger): Promise<Bus> {
  if (!options.brokers?.length) return InMemoryBus.shared(log, options.retryPolicy).connect(options.namespace);
  requireInstrumented('kafkajs');
  const { KafkaBus } = await import('./kafka-bus.js');
  return new KafkaBus({ brokers: options.brokers, clientId: options.clientId, namespace: options.namespace }, log, options.retryPolicy);
}
