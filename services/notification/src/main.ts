import { loadConfigOrExit } from '@mindprint/platform/config';
import { createLogger } from '@mindprint/platform/logger';
import { startTelemetry } from '@mindprint/platform/telemetry';
import { loadNotificationConfig } from './config.js';

const config = loadConfigOrExit(loadNotificationConfig, process.env);
await startTelemetry({ serviceName: 'notification', otlpEndpoint: config.otlpEndpoint, prometheus: config.metricsPort !== undefined });
const log = createLogger({ service: 'notification', level: config.logLevel });
// Imported once telemetry runs, so its instrumentations patch grpc-js, pg, kafkajs and Redis as they load.
const { migrateOnlyRequested } = await import('@mindprint/platform/service-runtime');
const { onShutdown } = await import('@mindprint/platform/shutdown');
const { notificationMigrations } = await import('./db/migrations.js');
const { startNotificationService } = await import('./service.js');
if (!(await migrateOnlyRequested(config, log, notificationMigrations))) {
  const service = await startNotificationService(config, log);
  onShutdown(log, [service.stop]);
}
