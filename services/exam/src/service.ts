import type { Logger } from '@mindprint/platform/logger';
import { consumeEvents } from '@mindprint/platform/event-consumer';
import { openServiceInfrastructure, type RunningService, serveService } from '@mindprint/platform/service-runtime';
import { CatalogueQueries } from './app/catalogue-queries.js';
import { GenerateLogId } from './app/generate-log-id.js';
import { GetReport } from './app/get-report.js';
import { ListTestCenter } from './app/list-test-center.js';
import { RenderReportPdf } from './app/render-report-pdf.js';
import type { ExamConfig } from './config.js';
import { orderEventsTopic, recordExamCompletion } from './consumers/record-exam-completion.js';
import { CatalogueRepository } from './db/catalogue-repository.js';
import { ExamCompletionRepository } from './db/exam-completion-repository.js';
import { examMigrations } from './db/migrations.js';
import { VisitLogRepository } from './db/visit-log-repository.js';
import { seedCategories, seedExams, seedTags } from './content/catalogue-content-files.js';
import { reportContents } from './content/report-content-files.js';
import { examHandlers } from './grpc/exam-handlers.js';

export async function startExamService(config: ExamConfig, log: Logger): Promise<RunningService> {
  const infra = await openServiceInfrastructure(config, log, examMigrations);
  const generateLogId = new GenerateLogId(new VisitLogRepository(infra.db.knex));
  const catalogueRepository = new CatalogueRepository(infra.db.knex);
  await catalogueRepository.writeTexts({ categories: seedCategories, tags: seedTags, exams: seedExams });
  const completions = new ExamCompletionRepository(infra.db.knex);
  const catalogue = new CatalogueQueries(catalogueRepository);
  const getReport = new GetReport(reportContents);
  const renderReportPdf = new RenderReportPdf(reportContents);
  const listTestCenter = new ListTestCenter(catalogueRepository, completions);
  await consumeEvents({
    db: infra.db,
    bus: infra.bus,
    log,
    consumer: 'exam.order-events',
    topic: orderEventsTopic,
    handlers: [recordExamCompletion(completions)],
  });
  return serveService(infra, [examHandlers({ generateLogId, catalogue, getReport, renderReportPdf, listTestCenter })]);
}
