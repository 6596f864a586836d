import { OrderService } from '@mindprint/proto/gen/mindprint/order/v1/order_service_pb';
import { bindService } from '@mindprint/platform/grpc-server';
import type { CatalogueQueries } from '../app/catalogue-queries.js';
import type { CreateExamOrder } from '../app/create-exam-order.js';
import type { ExamOrderQueries } from '../app/exam-order-queries.js';
import type { ExamOrderUpdates } from '../app/exam-order-updates.js';
import type { CourseOrders } from '../app/course-orders.js';
import type { PreparePurchase } from '../app/prepare-purchase.js';
import type { PurchaseQueries } from '../app/purchase-queries.js';
import type { ReportAccessQueries } from '../app/report-access.js';
import type { PurchaseView, SkuView } from '../app/views.js';
import { countriesIn } from '../domain/countries.js';
import type { Money } from '../domain/pricing.js';

const moneyMessage = (m: Money) => ({ amountMinor: BigInt(m.amountMinor), currency: m.currency, formatted: m.formatted });
const skuMessage = (s: SkuView) => ({ ...s, price: moneyMessage(s.price), originalPrice: moneyMessage(s.originalPrice), youSave: moneyMessage(s.youSave) });
const purchaseMessage = (p: PurchaseView) => ({
  ...p,
  subtotal: moneyMessage(p.subtotal),
  discount: moneyMessage(p.discount),
  tax: moneyMessage(p.tax),
  total: moneyMessage(p.total),
});

export interface OrderHandlerDeps {
  createExamOrder: CreateExamOrder;
  queries: ExamOrderQueries;
  updates: ExamOrderUpdates;
  catalogue: CatalogueQueries;
  purchases: PurchaseQueries;
  preparePurchase: PreparePurchase;
  courseOrders: CourseOrders;
  reportAccess: ReportAccessQueries;
}

export function orderHandlers(deps: OrderHandlerDeps) {
  return bindService(OrderService, {
    createExamOrder: async (request, call) =>
      deps.createExamOrder.run({
        examId: request.examId,
        locale: request.locale || call.request.hl || '',
        email: request.email,
        answers: request.answers,
        form: request.hasForm ? request.form : undefined,
        tracking: request.tracking,
        advertisingConsent: request.advertisingConsent,
        userAgent: request.userAgent,
        logId: call.request.logId,
        elapsedSeconds: request.elapsedSeconds,
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

    listSkus: async (request, call) => {
      const result = await deps.catalogue.listSkus({
        examId: request.examId,
        country: request.country,
        locale: request.locale || call.request.hl,
        promoCode: request.promoCode,
        orderNumber: request.orderNumber || undefined,
      });
      return { ...result, skus: result.skus.map(skuMessage) };
    },
    getSku: async (request, call) => {
      const result = await deps.catalogue.getSku({
        examId: request.examId,
        skuId: request.skuId,
        country: request.country,
        locale: request.locale || call.request.hl,
        promoCode: request.promoCode,
      });
      return { ...result, sku: skuMessage(result.sku!) };
    },
    listSkuPackages: async (request, call) => {
      const result = await deps.catalogue.listSkuPackages({ code: request.code, country: request.country, locale: request.locale || call.request.hl });
      return { packages: result.packages.map(skuMessage) };
    },
    checkPurchase: async (request) => deps.purchases.checkPurchase(request.orderNumber),
    listExtraPackages: async (request, call) => {
      const result = await deps.catalogue.listExtraPackages({ orderNumber: request.orderNumber, locale: request.locale || call.request.hl });
      return { packages: result.packages.map(skuMessage) };
    },
    listSecondPhasePackages: async (request, call) => {
      const result = await deps.catalogue.listSecondPhasePackages({
        examId: request.examId,
        step: request.step,
        country: request.country,
        locale: request.locale || call.request.hl,
      });
      return { step: result.step, packages: result.packages.map(skuMessage) };
    },
    getSecondPhaseOrder: async (request) => {
      const result = await deps.purchases.secondPhaseOrder(request.orderNumber);
      return { orderNumber: result.orderNumber, purchases: result.purchases.map(purchaseMessage) };
    },
    createCourseOrder: async (request, call) => {
      const order = await deps.courseOrders.create({
        courseId: request.courseId,
        userId: request.userId,
        email: request.email,
        locale: request.locale || call.request.hl || '',
        country: request.country,
      });
      return { orderNumber: order.orderNumber, skuId: order.skuId };
    },
    listCourseSkus: async (request, call) => {
      const result = deps.courseOrders.skus({ country: request.country, locale: request.locale || call.request.hl });
      return { currency: result.currency, courses: result.courses.map((c) => ({ courseId: c.courseId, sku: skuMessage(c.sku) })) };
    },
    getCourseOrder: async (request, call) => {
      const order = await deps.courseOrders.orderView(request.orderNumber, request.locale || call.request.hl);
      return { ...order, sku: skuMessage(order.sku) };
    },
    preparePurchase: async (request, call) => {
      const result = await deps.preparePurchase.run({
        orderNumber: request.orderNumber,
        skuIds: request.skuIds,
        country: request.country,
        promoCode: request.promoCode,
        email: request.email,
        locale: request.locale || call.request.hl,
        attribution: request.attribution,
      });
      return { purchase: purchaseMessage(result.purchase), alreadyPaid: result.alreadyPaid };
    },
    getPurchase: async (request) => ({ purchase: purchaseMessage((await deps.purchases.purchase(request.purchaseNumber)).purchase) }),
    getReportAccess: async (request) => deps.reportAccess.reportAccess(request.orderNumber, request.locale),
    listPaidPurchases: async (request) => ({ purchases: await deps.purchases.paidPurchases(request.paidFrom, request.paidBefore, request.limit) }),
  });
}
