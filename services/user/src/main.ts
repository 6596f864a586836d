import { loadConfigOrExit } from '@mindprint/platform/config';
import { createLogger } from '@mindprint/platform/logger';
import { startTelemetry } from '@mindprint/platform/telemetry';
import { loadUserConfig } from './config.js';

const config = loadConfigOrExit(loadUserConfig, process.env);
await startTelemetry({ serviceName: 'user', otlpEndpoint: config.otlpEndpoint, prometheus: config.metricsPort !== undefined });
const log = createLogger({ service: 'user', level: config.logLevel });
// Imported once telemetry runs, so its instrumentations patch grpc-js, pg, kafkajs and Redis as they load.
const { migrateOnlyRequested } = await import('@mindprint/platform/service-runtime');
const { onShutdown } = await import('@mindprint/platform/shutdown');
const { userMigrations } = await import('./db/migrations.js');
const { startUserService } = await import('./service.js');
if (!(await migrateOnlyRequested(config, log, userMigrations))) {
  const service = await startUserService(config, log);
  onShutdown(log, [service.stop]);
}
