import { OrderPaidSchema } from '@mindprint/proto/gen/mindprint/order/v1/events_pb';
import { onEvent } from '@mindprint/platform/event-consumer';
import type { Logger } from '@mindprint/platform/logger';
import type { CoursePurchaseRepository } from '../db/course-purchase-repository.js';

export const orderEventsTopic = 'order.events.v1';

/**
 * OrderPaid of a course order unlocks that course for its buyer. Other purchases (reports, packs) carry no
 * course id and are not this service's business. The inbox drops a repeated event; the row's keys drop a
 * repeated purchase under a new event id.
 */
export const recordCoursePurchase = (deps: { purchases: CoursePurchaseRepository; log: Logger }) =>
  onEvent(OrderPaidSchema, async (event, trx) => {
    if (!event.courseId) return;
    const context = { purchaseNumber: event.purchaseNumber, courseId: event.courseId };
    if (!event.buyerUserId) {
      deps.log.warn(context, 'course purchase without a buyer; nothing to unlock');
      return;
    }
    const paidAt = new Date(event.paidAt);
    const owner = await deps.purchases.record(trx, {
      userId: event.buyerUserId,
      courseId: event.courseId,
      purchaseNumber: event.purchaseNumber,
      paidAt: Number.isFinite(paidAt.getTime()) ? paidAt : new Date(),
    });
    if (owner === undefined) {
      // Retrying cannot make the course appear: drop the event rather than block the partition.
      deps.log.warn(context, 'course purchase for a course this service does not know; it needs a refund');
    } else if (owner === event.purchaseNumber) deps.log.info(context, 'course unlocked for its buyer');
    else deps.log.warn({ ...context, ownedByPurchaseNumber: owner }, 'the buyer already owned this course; the second purchase needs a refund');
  });
