import type { ExamCompleted } from '@mindprint/proto/gen/mindprint/order/v1/events_pb';
import { normalizeEmail } from '@mindprint/platform/email-address';
import type { EventMeta, RowInsert } from '@mindprint/platform/event-consumer';
import type { Logger } from '@mindprint/platform/logger';
import { scheduledMailInsert } from '../db/scheduled-mail-repository.js';
import { localeOrDefault } from '@mindprint/platform/locales';

/**
 * How long the report's offer price holds after the test: order's offer window (24 hours from the exam
 * order's creation, which is ExamCompleted's completed_at). The reminder states this end and is not sent after it.
 */
export const offerWindowMs = 24 * 60 * 60 * 1000;

/**
 * On ExamCompleted: the report offer reminder, due at completed_at + the delay, as the row the result mail's
 * consumer inserts with its inbox row. One per exam order (a second one of the same order is ignored). Whether it
 * is still wanted (bought meanwhile, unsubscribed) is decided when it is due. None for an event without a usable
 * address or time.
 */
export function offerReminderInsert(event: ExamCompleted, meta: EventMeta, deps: { delayMs: number; log: Logger }): RowInsert | undefined {
  const email = normalizeEmail(event.email);
  const completedAt = new Date(event.completedAt);
  if (!email || Number.isNaN(completedAt.getTime())) {
    deps.log.warn({ orderNumber: event.orderNumber, eventId: meta.eventId }, 'ExamCompleted without a usable address or time; no offer reminder');
    return undefined;
  }
  return scheduledMailInsert({
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
}
