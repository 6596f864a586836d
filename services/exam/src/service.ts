import type { Logger } from '@mindprint/platform/logger';
import { openServiceInfrastructure, type RunningService, serveService } from '@mindprint/platform/service-runtime';
import { GenerateLogId } from './app/generate-log-id.js';
import type { ExamConfig } from './config.js';
import { examMigrations } from './db/migrations.js';
import { VisitLogRepository } from './db/visit-log-repository.js';
import { examHandlers } from './grpc/exam-handlers.js';

export async function startExamService(config: ExamConfig, log: Logger): Promise<RunningService> {
  const infra = await openServiceInfrastructure(config, log, examMigrations);
  const generateLogId = new GenerateLogId(new VisitLogRepository(infra.db.knex));
  return serveService(infra, [examHandlers({ generateLogId })]);
}
