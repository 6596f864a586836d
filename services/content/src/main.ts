import { loadConfigOrExit } from '@mindprint/platform/config';
import { createLogger } from '@mindprint/platform/logger';
import { migrateOnlyRequested } from '@mindprint/platform/service-runtime';
import { onShutdown } from '@mindprint/platform/shutdown';
import { startTelemetry } from '@mindprint/platform/telemetry';
import { loadContentConfig } from './config.js';
import { contentMigrations } from './db/migrations.js';
import { startContentService } from './service.js';

const config = loadConfigOrExit(loadContentConfig, process.env);
startTelemetry({ serviceName: 'content', otlpEndpoint: config.otlpEndpoint });
const log = createLogger({ service: 'content', level: config.logLevel });
if (!(await migrateOnlyRequested(config, log, contentMigrations))) {
  const service = await startContentService(config, log);
  onShutdown(log, [service.stop]);
}
