import { ExamService } from '@mindprint/proto/gen/mindprint/exam/v1/exam_service_pb';
import { createServiceClient } from '@mindprint/platform/grpc-client';
import type { Logger } from '@mindprint/platform/logger';
import { openServiceInfrastructure, type RunningService, serveService } from '@mindprint/platform/service-runtime';
import { CreateExamOrder } from './app/create-exam-order.js';
import { ExamOrderQueries } from './app/exam-order-queries.js';
import { ExamOrderUpdates } from './app/exam-order-updates.js';
import type { OrderConfig } from './config.js';
import { ExamOrderRepository } from './db/exam-order-repository.js';
import { orderMigrations } from './db/migrations.js';
import { orderHandlers } from './grpc/order-handlers.js';

export async function startOrderService(config: OrderConfig, log: Logger): Promise<RunningService> {
  const infra = await openServiceInfrastructure(config, log, orderMigrations);
  const exam = createServiceClient(ExamService, config.examAddress, { deadlineMs: config.grpcDeadlineMs });
  const orders = new ExamOrderRepository(infra.db.knex);
  const queries = new ExamOrderQueries(orders, exam);
  const running = await serveService(infra, [
    orderHandlers({ createExamOrder: new CreateExamOrder(infra.db, orders, exam), queries, updates: new ExamOrderUpdates(orders, queries) }),
  ]);
  return {
    ...running,
    async stop() {
      await running.stop();
      exam.close();
    },
  };
}
