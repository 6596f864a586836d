import { loadConfigOrExit } from '@mindprint/platform/config';
import { createLogger } from '@mindprint/platform/logger';
import { migrateOnlyRequested } from '@mindprint/platform/service-runtime';
import { onShutdown } from '@mindprint/platform/shutdown';
import { startTelemetry } from '@mindprint/platform/telemetry';
import { loadNotificationConfig } from './config.js';
import { notificationMigrations } from './db/migrations.js';
import { startNotificationService } from './service.js';

const config = loadConfigOrExit(loadNotificationConfig, process.env);
startTelemetry({ serviceName: 'notification', otlpEndpoint: config.otlpEndpoint });
const log = createLogger({ service: 'notification', level: config.logLevel });
if (!(await migrateOnlyRequested(config, log, notificationMigrations))) {
  const service = await startNotificationService(config, log);
  onShutdown(log, [service.stop]);
}
