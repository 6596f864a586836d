import { loadConfigOrExit } from '@mindprint/platform/config';
import { createLogger } from '@mindprint/platform/logger';
import { migrateOnlyRequested } from '@mindprint/platform/service-runtime';
import { onShutdown } from '@mindprint/platform/shutdown';
import { startTelemetry } from '@mindprint/platform/telemetry';
import { loadSubscriptionConfig } from './config.js';
import { subscriptionMigrations } from './db/migrations.js';
import { startSubscriptionService } from './service.js';

const config = loadConfigOrExit(loadSubscriptionConfig, process.env);
startTelemetry({ serviceName: 'subscription', otlpEndpoint: config.otlpEndpoint });
const log = createLogger({ service: 'subscription', level: config.logLevel });
if (!(await migrateOnlyRequested(config, log, subscriptionMigrations))) {
  const service = await startSubscriptionService(config, log);
  onShutdown(log, [service.stop]);
}
