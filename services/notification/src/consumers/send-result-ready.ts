import { ExamCompletedSchema } from '@mindprint/proto/gen/mindprint/order/v1/events_pb';
import { onEvent } from '@mindprint/platform/event-consumer';
import type { SentMailRepository } from '../db/sent-mail-repository.js';
import { resultReadyMail } from '../domain/result-ready-mail.js';
import type { MailDelivery } from '../mail/mail-delivery.js';

/** Mails the link to the free result once a test is finished. */
export const sendResultReady = (delivery: MailDelivery, sentMail: SentMailRepository, publicBaseUrl: string) =>
  onEvent(ExamCompletedSchema, async (event, trx, meta) => {
    const resultUrl = `${publicBaseUrl.replace(/\/$/, '')}/report/result-free-test?orderNumber=${encodeURIComponent(event.orderNumber)}`;
    const mail = resultReadyMail({ locale: event.locale, examId: event.examId, typeCode: event.typeCode, firstName: event.firstName, resultUrl });
    const messageId = delivery.messageIdOf('result_ready', meta.eventId);
    await sentMail.record(trx, [{ eventId: meta.eventId, kind: 'result_ready', recipient: event.email, subject: mail.subject, messageId }]);
    await delivery.deliver('result_ready', meta.eventId, { to: event.email, ...mail });
  });
