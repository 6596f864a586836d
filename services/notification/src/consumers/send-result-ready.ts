import { ExamCompletedSchema } from '@mindprint/proto/gen/mindprint/order/v1/events_pb';
import { onClaimedEvent } from '@mindprint/platform/event-consumer';
import type { Logger } from '@mindprint/platform/logger';
import { sentMailInsert } from '../db/sent-mail-repository.js';
import { resultReadyMail } from '../domain/result-ready-mail.js';
import type { MailDelivery } from '../mail/mail-delivery.js';
import { offerReminderInsert } from './schedule-offer-reminder.js';

/**
 * Mails the link to the free result once a test is finished, and schedules the report offer reminder. The
 * reminder, the sent_mail row and the inbox row are one statement before the hand-over: if the result mail then
 * fails, all roll back and come again together.
 */
export const sendResultReady = (deps: { delivery: MailDelivery; publicBaseUrl: string; offerReminderDelayMs: number; log: Logger }) =>
  onClaimedEvent(ExamCompletedSchema, async (event, trx, meta, insertOnce) => {
    const resultUrl = `${deps.publicBaseUrl.replace(/\/$/, '')}/report/result-free-test?orderNumber=${encodeURIComponent(event.orderNumber)}`;
    const mail = resultReadyMail({ locale: event.locale, examId: event.examId, typeCode: event.typeCode, firstName: event.firstName, resultUrl });
    const messageId = deps.delivery.messageIdOf('result_ready', meta.eventId);
    const reminder = offerReminderInsert(event, meta, { delayMs: deps.offerReminderDelayMs, log: deps.log });
    const sent = sentMailInsert({ eventId: meta.eventId, kind: 'result_ready', recipient: event.email, subject: mail.subject, messageId });
    if (!(await insertOnce(trx, reminder ? [reminder, sent] : [sent]))) return;
    await deps.delivery.deliver('result_ready', meta.eventId, { to: event.email, ...mail });
  });
