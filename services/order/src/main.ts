import { loadConfigOrExit } from '@mindprint/platform/config';
import { createLogger } from '@mindprint/platform/logger';
import { startTelemetry } from '@mindprint/platform/telemetry';
import { loadOrderConfig } from './config.js';

const config = loadConfigOrExit(loadOrderConfig, process.env);
await startTelemetry({ serviceName: 'order', otlpEndpoint: config.otlpEndpoint, prometheus: config.metricsPort !== undefined });
const log = createLogger({ service: 'order', level: config.logLevel });
// Imported once telemetry runs, so its instrumentations patch grpc-js, pg, kafkajs and Redis as they load.
const { migrateOnlyRequested } = await import('@mindprint/platform/service-runtime');
const { onShutdown } = await import('@mindprint/platform/shutdown');
const { orderMigrations } = await import('./db/migrations.js');
const { startOrderService } = await import('./service.js');
if (!(await migrateOnlyRequested(config, log, orderMigrations))) {
  const service = await startOrderService(config, log);
  onShutdown(log, [service.stop]);
}
