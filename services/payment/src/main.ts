import { loadConfigOrExit } from '@mindprint/platform/config';
import { createLogger } from '@mindprint/platform/logger';
import { migrateOnlyRequested } from '@mindprint/platform/service-runtime';
import { onShutdown } from '@mindprint/platform/shutdown';
import { startTelemetry } from '@mindprint/platform/telemetry';
import { loadPaymentConfig } from './config.js';
import { paymentMigrations } from './db/migrations.js';
import { startPaymentService } from './service.js';

const config = loadConfigOrExit(loadPaymentConfig, process.env);
startTelemetry({ serviceName: 'payment', otlpEndpoint: config.otlpEndpoint });
const log = createLogger({ service: 'payment', level: config.logLevel });
if (!(await migrateOnlyRequested(config, log, paymentMigrations))) {
  const service = await startPaymentService(config, log);
  onShutdown(log, [service.stop]);
}
