import { ExamService } from '@mindprint/proto/gen/mindprint/exam/v1/exam_service_pb';
import { createServiceClient, type ServiceClient } from '@mindprint/platform/grpc-client';
import { serveGrpc } from '@mindprint/platform/grpc-server';
import { testLogger } from '@mindprint/platform/testing';
import { afterAll, beforeAll } from 'vitest';
import type { CatalogueQueries } from '../src/app/catalogue-queries.js';
import type { GenerateLogId } from '../src/app/generate-log-id.js';
import { GetReport } from '../src/app/get-report.js';
import type { ListTestCenter } from '../src/app/list-test-center.js';
import { RenderReportPdf } from '../src/app/render-report-pdf.js';
import { reportContents } from '../src/content/report-content-files.js';
import { examHandlers } from '../src/grpc/exam-handlers.js';

export type ExamClient = ServiceClient<typeof ExamService.method>;

/**
 * The exam service's question, result and report calls over real gRPC on a free port, for the file's tests
 * (started before them, stopped after). The catalogue, log-id and test-center calls need a database and are
 * not served here. Returns the client once started.
 */
export function examGrpcForTest(): () => ExamClient {
  let client: ExamClient | undefined;
  let stop = async () => {};
  beforeAll(async () => {
    const handlers = examHandlers({
      generateLogId: {} as GenerateLogId,
      catalogue: {} as CatalogueQueries,
      getReport: new GetReport(reportContents),
      renderReportPdf: new RenderReportPdf(reportContents),
      listTestCenter: {} as ListTestCenter,
    });
    const server = await serveGrpc({ host: '127.0.0.1', port: 0, log: testLogger(), bindings: [handlers] });
    const started = createServiceClient(ExamService, `127.0.0.1:${server.port}`, { deadlineMs: 20_000 });
    client = started;
    stop = async () => {
      started.close();
      await server.shutdown(1_000);
    };
  });
  afterAll(() => stop());
  return () => {
    if (!client) throw new Error('the exam gRPC server starts before the tests');
    return client;
  };
}
