import { OrderPaidSchema } from '@mindprint/proto/gen/mindprint/order/v1/events_pb';
import { PaymentFailedSchema, PaymentSucceededSchema } from '@mindprint/proto/gen/mindprint/payment/v1/events_pb';
import { onEvent } from '@mindprint/platform/event-consumer';
import type { Logger } from '@mindprint/platform/logger';
import { writeOutbox } from '@mindprint/platform/outbox';
import type { CourseOrderRepository } from '../db/course-order-repository.js';
import type { ExamOrderRepository, ExamOrderRow } from '../db/exam-order-repository.js';
import type { PurchaseRepository, PurchaseRow } from '../db/purchase-repository.js';

export const paymentEventsTopic = 'payment.events.v1';

const validDate = (value: string, fallback: Date) => {
  const date = new Date(value);
  return value && Number.isFinite(date.getTime()) ? date : fallback;
};

/**
 * The consent and click ids recorded when the visitor paid; the exam order's for a purchase prepared before those were.
 * A course order keeps none of its own, so a course purchase prepared before then carries none.
 */
function conversionAttribution(purchase: PurchaseRow, order: ExamOrderRow | undefined) {
  const source = purchase.attribution ?? order;
  if (!source) return undefined;
  const { tracking, advertisingConsent, userAgent } = source;
  return { tracking, advertisingConsent, userAgent: userAgent ?? '' };
}

/**
 * A confirmed payment settles its purchase: pending_payment → paid and OrderPaid in the outbox, in the
 * consumer's transaction. A purchase is paid once; a later payment for it (or for another purchase of the
 * same SKUs) is logged for a refund and announces nothing.
 */
export const settlePaidPurchase = (
  purchases: PurchaseRepository,
  orders: ExamOrderRepository,
  courseOrders: CourseOrderRepository,
  log: Logger,
  clock: () => Date = () => new Date(),
) =>
  onEvent(PaymentSucceededSchema, async (event, trx) => {
    // Subscription charges are the subscription service's business.
    if (event.subscriptionId) return;
    const context = { purchaseNumber: event.purchaseNumber, paymentId: event.paymentId, orderNumber: event.orderNumber };
    const purchase = await purchases.byNumberForUpdate(event.purchaseNumber, trx);
    if (!purchase) {
      log.warn(context, 'payment succeeded for a purchase this service does not know; ignored');
      return;
    }
    if (purchase.status === 'paid') {
      if (purchase.paymentId === event.paymentId) log.debug(context, 'payment already settled this purchase');
      else {
        log.warn(
          { ...context, settledByPaymentId: purchase.paymentId, secondPaymentId: event.paymentId },
          'a second payment succeeded for a purchase that is already paid; it needs a refund',
        );
      }
      return;
    }
    const twin = await purchases.byOrderAndKey(purchase.orderNumber, purchase.skuKey, 'paid', trx);
    if (twin) {
      log.warn(
        { ...context, paidPurchaseNumber: twin.purchaseNumber, settledByPaymentId: twin.paymentId, secondPaymentId: event.paymentId },
        'a second payment succeeded for SKUs this order has already paid for; it needs a refund',
      );
      return;
    }
    const paid = await purchases.markPaid(purchase.purchaseNumber, event.paymentId, validDate(event.succeededAt, clock()), trx);
    if (!paid) return; // the row lock makes this unreachable; nothing to announce either way
    if (Number(event.amountMinor) !== paid.totalMinor || event.currency.toUpperCase() !== paid.currency) {
      log.warn(
        { ...context, paidAmountMinor: Number(event.amountMinor), paidCurrency: event.currency, totalMinor: paid.totalMinor, currency: paid.currency },
        'payment amount differs from the purchase total',
      );
    }
    const order = await orders.byNumber(paid.orderNumber, trx);
    // A course order tells the content service which course to unlock and for whom.
    const courseOrder = order ? undefined : await courseOrders.byNumber(paid.orderNumber, trx);
    await writeOutbox(
      trx,
      OrderPaidSchema,
      {
        purchaseNumber: paid.purchaseNumber,
        orderNumber: paid.orderNumber,
        examId: paid.examId,
        skuIds: paid.skuIds,
        email: paid.email,
        locale: paid.locale,
        amountMinor: BigInt(paid.totalMinor),
        currency: paid.currency,
        paymentId: event.paymentId,
        paidAt: paid.paidAt!.toISOString(),
        typeCode: order?.typeCode ?? '',
        title: paid.title,
        courseId: courseOrder?.courseId ?? '',
        buyerUserId: courseOrder?.userId ?? '',
        attribution: conversionAttribution(paid, order),
      },
      { key: paid.orderNumber },
    );
    log.info({ ...context, totalMinor: paid.totalMinor, currency: paid.currency }, 'purchase paid');
  });

/** A failed payment leaves the purchase payable; nothing to change. */
export const notePaymentFailed = (log: Logger) =>
  onEvent(PaymentFailedSchema, async (event) => {
    log.debug({ purchaseNumber: event.purchaseNumber, paymentId: event.paymentId, failureCode: event.failureCode }, 'payment failed; purchase stays payable');
  });
