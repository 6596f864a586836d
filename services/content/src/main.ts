import { loadConfigOrExit } from '@mindprint/platform/config';
import { createLogger } from '@mindprint/platform/logger';
import { startTelemetry } from '@mindprint/platform/telemetry';
import { loadContentConfig } from './config.js';

const config = loadConfigOrExit(loadContentConfig, process.env);
await startTelemetry({ serviceName: 'content', otlpEndpoint: config.otlpEndpoint, prometheus: config.metricsPort !== undefined });
const log = createLogger({ service: 'content', level: config.logLevel });
// Imported once telemetry runs, so its instrumentations patch grpc-js, pg, kafkajs and Redis as they load.
const { migrateOnlyRequested } = await import('@mindprint/platform/service-runtime');
const { onShutdown } = await import('@mindprint/platform/shutdown');
const { contentMigrations } = await import('./db/migrations.js');
const { startContentService } = await import('./service.js');
if (!(await migrateOnlyRequested(config, log, contentMigrations))) {
  const service = await startContentService(config, log);
  onShutdown(log, [service.stop]);
}
