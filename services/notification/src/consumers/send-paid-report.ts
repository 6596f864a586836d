import type { ExamService } from '@mindprint/proto/gen/mindprint/exam/v1/exam_service_pb';
import { OrderPaidSchema } from '@mindprint/proto/gen/mindprint/order/v1/events_pb';
import type { GetReportAccessResponse, OrderService } from '@mindprint/proto/gen/mindprint/order/v1/order_service_pb';
import { DomainError } from '@mindprint/platform/errors';
import { onEvent } from '@mindprint/platform/event-consumer';
import type { ClientOf } from '@mindprint/platform/grpc-client';
import type { Logger } from '@mindprint/platform/logger';
import type { SentMailRepository } from '../db/sent-mail-repository.js';
import { courseUrl, reportResultUrl } from '../domain/mail-locale.js';
import { paidReportMail } from '../domain/paid-report-mail.js';
import { paymentReceivedMail } from '../domain/payment-received-mail.js';
import type { MailDelivery } from '../mail/mail-delivery.js';

type ReportAccess = GetReportAccessResponse;

export interface PaidReportSources {
  orders: Pick<ClientOf<typeof OrderService>, 'getReportAccess'>;
  exams: Pick<ClientOf<typeof ExamService>, 'renderReportPdf'>;
}

async function reportAccessOrUndefined(sources: PaidReportSources, orderNumber: string) {
  try {
    return await sources.orders.getReportAccess({ orderNumber });
  } catch (error) {
    if (error instanceof DomainError && error.kind === 'NOT_FOUND') return undefined;
    throw error;
  }
}

/** sent_mail kinds: the report mail is once per order; every purchase is acknowledged once (by either mail). */
export const paidReportKind = 'paid_report';
export const receiptKind = 'payment_received';

/** What the report mail needs from order and exam, asked before the transaction; undefined when no report mail is due. */
interface ReportFacts {
  /** Undefined: the order service does not know the order. */
  access: ReportAccess | undefined;
  /** Rendered when the report is paid. */
  pdf?: Uint8Array;
}

/**
 * On OrderPaid: the report e-mail (PDF attached, link, receipt) the first time an order's report is paid;
 * a later purchase on the same order (add-ons) gets its receipt alone, and so does a single course (with its link). The inbox drops a repeated event id;
 * sent_mail, keyed by (kind, order number) and (kind, purchase number), drops a repeated purchase under a
 * new event id. The sent_mail rows go in just before the hand-over and commit right after it; a crash in between
 * sends the mail again on redelivery, under the same Message-ID. When the PDF cannot be rendered (exam or order unavailable) the handler throws and the
 * bus retries, then dead-letters; no mail goes out without the PDF. Order and exam are asked before the
 * transaction opens, so it never waits on them.
 */
export const sendPaidReport = (deps: { sources: PaidReportSources; delivery: MailDelivery; sentMail: SentMailRepository; publicBaseUrl: string; log: Logger }) =>
  onEvent(OrderPaidSchema, {
    async prepare(event, _meta, knex): Promise<ReportFacts | undefined> {
      // A single course has no report.
      if (event.courseId || (await deps.sentMail.wasSent(knex, paidReportKind, event.orderNumber))) return undefined;
      const access = await reportAccessOrUndefined(deps.sources, event.orderNumber);
      if (!access?.paid) return { access };
      const rendered = await deps.sources.exams.renderReportPdf({ input: access.reportInput });
      if (rendered.pdf.length === 0) throw new Error(`The report PDF of ${event.orderNumber} came back empty`);
      return { access, pdf: rendered.pdf };
    },

    async handle(event, trx, meta, facts) {
      const { sentMail, delivery, log } = deps;
      const context = { orderNumber: event.orderNumber, purchaseNumber: event.purchaseNumber, eventId: meta.eventId };
      // The consumer and the re-drive (any replica) may handle one order at once: the second waits here and
      // then finds the first one's sent_mail rows, so the mail goes out once.
      await trx.raw('select pg_advisory_xact_lock(hashtext(?))', [`paid_report:${event.orderNumber}`]);
      if (await sentMail.wasSent(trx, receiptKind, event.purchaseNumber)) {
        log.info(context, 'purchase already acknowledged by mail; repeated OrderPaid ignored');
        return;
      }
      const reportUrl = reportResultUrl(deps.publicBaseUrl, event.orderNumber);
      const receipt = {
        title: event.title,
        purchaseNumber: event.purchaseNumber,
        amountMinor: Number(event.amountMinor),
        currency: event.currency,
        paidAt: new Date(event.paidAt),
      };

      if (!event.courseId && !(await sentMail.wasSent(trx, paidReportKind, event.orderNumber))) {
        // sent_mail rows are never removed, so a report mail the prepare step saw as sent is still sent.
        if (!facts) throw new Error(`The report mail of ${event.orderNumber} was due but not prepared`);
        const { access, pdf } = facts;
        if (!access) {
          // Retrying cannot make an unknown order appear: drop the event instead of blocking the partition.
          log.warn(context, 'OrderPaid for an order the order service does not know; no mail sent');
          return;
        }
        if (pdf) {
          const fileName = `${event.orderNumber}.pdf`;
          const mail = paidReportMail({
            locale: event.locale || access.locale,
            examId: access.examId,
            typeCode: access.typeCode || event.typeCode,
            firstName: access.firstName,
            reportUrl,
            fileName,
            receipt,
          });
          const sent = { eventId: meta.eventId, recipient: event.email, subject: mail.subject, messageId: delivery.messageIdOf(paidReportKind, event.orderNumber) };
          await sentMail.record(trx, [
            { ...sent, kind: paidReportKind, reference: event.orderNumber },
            { ...sent, kind: receiptKind, reference: event.purchaseNumber },
          ]);
          await delivery.deliver(paidReportKind, event.orderNumber, {
            to: event.email,
            ...mail,
            attachments: [{ filename: fileName, content: Buffer.from(pdf), contentType: 'application/pdf' }],
          });
          log.info(context, 'report mail sent');
          return;
        }
      }

      const link = event.courseId ? { to: 'course' as const, url: courseUrl(deps.publicBaseUrl, event.courseId) } : { to: 'report' as const, url: reportUrl };
      const mail = paymentReceivedMail({ locale: event.locale, ...receipt, link });
      const messageId = delivery.messageIdOf(receiptKind, event.purchaseNumber);
      await sentMail.record(trx, [{ eventId: meta.eventId, kind: receiptKind, reference: event.purchaseNumber, recipient: event.email, subject: mail.subject, messageId }]);
      await delivery.deliver(receiptKind, event.purchaseNumber, { to: event.email, ...mail });
      log.info(context, 'receipt mail sent');
    },
  });
