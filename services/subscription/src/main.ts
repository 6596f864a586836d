import { loadConfigOrExit } from '@mindprint/platform/config';
import { createLogger } from '@mindprint/platform/logger';
import { startTelemetry } from '@mindprint/platform/telemetry';
import { loadSubscriptionConfig } from './config.js';

const config = loadConfigOrExit(loadSubscriptionConfig, process.env);
await startTelemetry({ serviceName: 'subscription', otlpEndpoint: config.otlpEndpoint, prometheus: config.metricsPort !== undefined });
const log = createLogger({ service: 'subscription', level: config.logLevel });
// Imported once telemetry runs, so its instrumentations patch grpc-js, pg, kafkajs and Redis as they load.
const { migrateOnlyRequested } = await import('@mindprint/platform/service-runtime');
const { onShutdown } = await import('@mindprint/platform/shutdown');
const { subscriptionMigrations } = await import('./db/migrations.js');
const { startSubscriptionService } = await import('./service.js');
if (!(await migrateOnlyRequested(config, log, subscriptionMigrations))) {
  const service = await startSubscriptionService(config, log);
  onShutdown(log, [service.stop]);
}
