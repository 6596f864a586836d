import type { Logger } from '@mindprint/platform/logger';
import { openServiceInfrastructure, type RunningService, serveService } from '@mindprint/platform/service-runtime';
import { CatalogueQueries } from './app/catalogue-queries.js';
import { GenerateLogId } from './app/generate-log-id.js';
import { GetReport } from './app/get-report.js';
import { RenderReportPdf } from './app/render-report-pdf.js';
import type { ExamConfig } from './config.js';
import { CatalogueRepository } from './db/catalogue-repository.js';
import { examMigrations } from './db/migrations.js';
import { VisitLogRepository } from './db/visit-log-repository.js';
import { reportContents } from './domain/report-content/report-locales.js';
import { examHandlers } from './grpc/exam-handlers.js';

export async function startExamService(config: ExamConfig, log: Logger): Promise<RunningService> {
  const infra = await openServiceInfrastructure(config, log, examMigrations);
  const generateLogId = new GenerateLogId(new VisitLogRepository(infra.db.knex));
  const catalogue = new CatalogueQueries(new CatalogueRepository(infra.db.knex));
  const getReport = new GetReport(reportContents);
  const renderReportPdf = new RenderReportPdf(reportContents);
  return serveService(infra, [examHandlers({ generateLogId, catalogue, getReport, renderReportPdf })]);
}
