import { ExamCompletedSchema } from '@mindprint/proto/gen/mindprint/order/v1/events_pb';
import { normalizeEmail } from '@mindprint/platform/email-address';
import { onEvent } from '@mindprint/platform/event-consumer';
import type { Logger } from '@mindprint/platform/logger';
import type { ScheduledMailRepository } from '../db/scheduled-mail-repository.js';
import { localeOrDefault } from '@mindprint/platform/locales';

/**
 * How long the report's offer price holds after the test: order's offer window (24 hours from the exam
 * order's creation, which is ExamCompleted's completed_at). The reminder states this end and is not sent after it.
 */
export const offerWindowMs = 24 * 60 * 60 * 1000;

/**
 * On ExamCompleted: schedules the report offer reminder for completed_at + the delay, in the same transaction
 * as the inbox row. One per exam order (a redelivered event schedules nothing new). Whether it is still
 * wanted (bought meanwhile, unsubscribed) is decided when it is due.
 */
export const scheduleOfferReminder = (deps: { scheduled: ScheduledMailRepository; delayMs: number; log: Logger }) =>
  onEvent(ExamCompletedSchema, async (event, trx, meta) => {
    const email = normalizeEmail(event.email);
    const completedAt = new Date(event.completedAt);
    if (!email || Number.isNaN(completedAt.getTime())) {
      deps.log.warn({ orderNumber: event.orderNumber, eventId: meta.eventId }, 'ExamCompleted without a usable address or time; no offer reminder');
      return;
    }
    await deps.scheduled.schedule(trx, {
      kind: 'offer_reminder',
      reference: event.orderNumber,
      email,
      locale: localeOrDefault(event.locale),
      payload: {
        orderNumber: event.orderNumber,
        typeCode: event.typeCode,
        firstName: event.firstName,
        offerEndsAt: new Date(completedAt.getTime() + offerWindowMs).toISOString(),
      },
      dueAt: new Date(completedAt.getTime() + deps.delayMs),
    });
  });
