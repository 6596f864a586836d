import { OrderService } from '@mindprint/proto/gen/mindprint/order/v1/order_service_pb';
import { bindService } from '@mindprint/platform/grpc-server';
import type { CreateExamOrder } from '../app/create-exam-order.js';
import type { ExamOrderQueries } from '../app/exam-order-queries.js';
import type { ExamOrderUpdates } from '../app/exam-order-updates.js';
import { countriesIn } from '../domain/countries.js';

export function orderHandlers(deps: { createExamOrder: CreateExamOrder; queries: ExamOrderQueries; updates: ExamOrderUpdates }) {
  return bindService(OrderService, {
    createExamOrder: async (request, call) =>
      deps.createExamOrder.run({
        examId: request.examId,
        locale: request.locale || call.request.hl || '',
        email: request.email,
        answers: request.answers,
        form: request.hasForm ? request.form : undefined,
        tracking: request.tracking,
        logId: call.request.logId,
      }),
    getFreeResult: async (request, call) =>
      deps.queries.freeResult({
        orderNumber: request.orderNumber || undefined,
        shareToken: request.shareToken || undefined,
        locale: request.locale || call.request.hl || undefined,
      }),
    getExamOrder: async (request) => deps.queries.summary(request.orderNumber),
    updateEmail: async (request) => deps.updates.updateEmail(request.orderNumber, request.email),
    listCountries: async (request, call) => ({ countries: countriesIn((request.locale || call.request.hl || 'EN').toUpperCase()) }),
    shareResult: async (request) => deps.updates.share(request.orderNumber),
    rateResult: async (request) => deps.updates.rate(request.orderNumber, request.rating),
    listExamOrdersByEmail: async (request) => ({
      orders: await deps.queries.ordersOf(request.email, request.examId || undefined, request.limit === 0 ? 50 : request.limit),
    }),
    getCompletionStats: async (request) => deps.queries.completionStats(request.examId, request.country.toUpperCase()),
  });
}
