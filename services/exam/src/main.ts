import { loadConfigOrExit } from '@mindprint/platform/config';
import { createLogger } from '@mindprint/platform/logger';
import { migrateOnlyRequested } from '@mindprint/platform/service-runtime';
import { onShutdown } from '@mindprint/platform/shutdown';
import { startTelemetry } from '@mindprint/platform/telemetry';
import { loadExamConfig } from './config.js';
import { examMigrations } from './db/migrations.js';
import { startExamService } from './service.js';

const config = loadConfigOrExit(loadExamConfig, process.env);
startTelemetry({ serviceName: 'exam', otlpEndpoint: config.otlpEndpoint });
const log = createLogger({ service: 'exam', level: config.logLevel });
if (!(await migrateOnlyRequested(config, log, examMigrations))) {
  const service = await startExamService(config, log);
  onShutdown(log, [service.stop]);
}
