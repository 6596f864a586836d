import { loadConfigOrExit } from '@mindprint/platform/config';
import { createLogger } from '@mindprint/platform/logger';
import { startTelemetry } from '@mindprint/platform/telemetry';
import { loadExamConfig } from './config.js';

const config = loadConfigOrExit(loadExamConfig, process.env);
await startTelemetry({ serviceName: 'exam', otlpEndpoint: config.otlpEndpoint, prometheus: config.metricsPort !== undefined });
const log = createLogger({ service: 'exam', level: config.logLevel });
// Imported once telemetry runs, so its instrumentations patch grpc-js, pg, kafkajs and Redis as they load.
const { migrateOnlyRequested } = await import('@mindprint/platform/service-runtime');
const { onShutdown } = await import('@mindprint/platform/shutdown');
const { examMigrations } = await import('./db/migrations.js');
const { startExamService } = await import('./service.js');
if (!(await migrateOnlyRequested(config, log, examMigrations))) {
  const service = await startExamService(config, log);
  onShutdown(log, [service.stop]);
}
