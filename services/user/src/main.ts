import { loadConfigOrExit } from '@mindprint/platform/config';
import { createLogger } from '@mindprint/platform/logger';
import { migrateOnlyRequested } from '@mindprint/platform/service-runtime';
import { onShutdown } from '@mindprint/platform/shutdown';
import { startTelemetry } from '@mindprint/platform/telemetry';
import { loadUserConfig } from './config.js';
import { userMigrations } from './db/migrations.js';
import { startUserService } from './service.js';

const config = loadConfigOrExit(loadUserConfig, process.env);
startTelemetry({ serviceName: 'user', otlpEndpoint: config.otlpEndpoint });
const log = createLogger({ service: 'user', level: config.logLevel });
if (!(await migrateOnlyRequested(config, log, userMigrations))) {
  const service = await startUserService(config, log);
  onShutdown(log, [service.stop]);
}
