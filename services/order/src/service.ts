import { ExamService } from '@mindprint/proto/gen/mindprint/exam/v1/exam_service_pb';
import { consumeEvents } from '@mindprint/platform/event-consumer';
import { createServiceClient } from '@mindprint/platform/grpc-client';
import type { Logger } from '@mindprint/platform/logger';
import { openServiceInfrastructure, type RunningService, serveService } from '@mindprint/platform/service-runtime';
import { CatalogueQueries } from './app/catalogue-queries.js';
import { CourseOrders } from './app/course-orders.js';
import { CreateExamOrder } from './app/create-exam-order.js';
import { ExamOrderQueries } from './app/exam-order-queries.js';
import { ExamOrderUpdates } from './app/exam-order-updates.js';
import { PreparePurchase } from './app/prepare-purchase.js';
import { PurchaseQueries } from './app/purchase-queries.js';
import { ReportAccessQueries } from './app/report-access.js';
import { TypeStatisticsQueries } from './app/type-statistics.js';
import type { OrderConfig } from './config.js';
import { notePaymentFailed, paymentEventsTopic, settlePaidPurchase } from './consumers/settle-paid-purchase.js';
import { CourseOrderRepository } from './db/course-order-repository.js';
import { ExamOrderRepository } from './db/exam-order-repository.js';
import { orderMigrations } from './db/migrations.js';
import { PurchaseRepository } from './db/purchase-repository.js';
import { MatricesScoreRepository } from './db/matrices-score-repository.js';
import { TypeStatisticsRepository } from './db/type-statistics-repository.js';
import { orderHandlers } from './grpc/order-handlers.js';

export async function startOrderService(config: OrderConfig, log: Logger): Promise<RunningService> {
  const infra = await openServiceInfrastructure(config, log, orderMigrations);
  const exam = createServiceClient(ExamService, config.examAddress, { deadlineMs: config.grpcDeadlineMs });
  const orders = new ExamOrderRepository(infra.db.knex);
  const purchases = new PurchaseRepository(infra.db.knex);
  const courseOrderRows = new CourseOrderRepository(infra.db.knex);
  const courseOrders = new CourseOrders(courseOrderRows, purchases);
  const queries = new ExamOrderQueries(orders, purchases, exam);
  const purchaseQueries = new PurchaseQueries(queries, purchases);
  const statistics = new TypeStatisticsQueries(new TypeStatisticsRepository(infra.db.knex), infra.cache, log);
  // Consumption stops with the bus, which the running service stops on shutdown.
  await consumeEvents({
    db: infra.db,
    bus: infra.bus,
    log,
    consumer: 'order.payment-events',
    topic: paymentEventsTopic,
    handlers: [settlePaidPurchase(purchases, orders, courseOrderRows, log), notePaymentFailed(log)],
  });
  const running = await serveService(infra, [
    orderHandlers({
      createExamOrder: new CreateExamOrder(infra.db, orders, exam),
      queries,
      updates: new ExamOrderUpdates(orders, queries),
      catalogue: new CatalogueQueries(queries, purchases),
      purchases: purchaseQueries,
      preparePurchase: new PreparePurchase(queries, purchases, courseOrders),
      courseOrders,
      reportAccess: new ReportAccessQueries(queries, purchaseQueries, statistics, new MatricesScoreRepository(infra.db.knex)),
    }),
  ]);
  return {
    ...running,
    async stop() {
      await running.stop();
      exam.close();
    },
  };
}
