import { loadConfigOrExit } from '@mindprint/platform/config';
import { createLogger } from '@mindprint/platform/logger';
import { startTelemetry } from '@mindprint/platform/telemetry';
import { loadPaymentConfig } from './config.js';

const config = loadConfigOrExit(loadPaymentConfig, process.env);
await startTelemetry({ serviceName: 'payment', otlpEndpoint: config.otlpEndpoint, prometheus: config.metricsPort !== undefined });
const log = createLogger({ service: 'payment', level: config.logLevel });
// Imported once telemetry runs, so its instrumentations patch grpc-js, pg, kafkajs and Redis as they load.
const { migrateOnlyRequested } = await import('@mindprint/platform/service-runtime');
const { onShutdown } = await import('@mindprint/platform/shutdown');
const { paymentMigrations } = await import('./db/migrations.js');
const { startPaymentService } = await import('./service.js');
if (!(await migrateOnlyRequested(config, log, paymentMigrations))) {
  const service = await startPaymentService(config, log);
  onShutdown(log, [service.stop]);
}
