import { loadConfigOrExit } from '@mindprint/platform/config';
import { createLogger } from '@mindprint/platform/logger';
import { migrateOnlyRequested } from '@mindprint/platform/service-runtime';
import { onShutdown } from '@mindprint/platform/shutdown';
import { startTelemetry } from '@mindprint/platform/telemetry';
import { loadOrderConfig } from './config.js';
import { orderMigrations } from './db/migrations.js';
import { startOrderService } from './service.js';

const config = loadConfigOrExit(loadOrderConfig, process.env);
startTelemetry({ serviceName: 'order', otlpEndpoint: config.otlpEndpoint });
const log = createLogger({ service: 'order', level: config.logLevel });
if (!(await migrateOnlyRequested(config, log, orderMigrations))) {
  const service = await startOrderService(config, log);
  onShutdown(log, [service.stop]);
}
