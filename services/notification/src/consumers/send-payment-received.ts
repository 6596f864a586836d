import { OrderPaidSchema } from '@mindprint/proto/gen/mindprint/order/v1/events_pb';
import { onEvent } from '@mindprint/platform/event-consumer';
import type { SentMailRepository } from '../db/sent-mail-repository.js';
import { paymentReceivedMail } from '../domain/payment-received-mail.js';
import type { Mailer } from '../mail/mailer.js';

/** Mails the receipt once a purchase is paid (OrderPaid comes once per purchase; the inbox drops repeats). */
export const sendPaymentReceived = (mailer: Mailer, sentMail: SentMailRepository, publicBaseUrl: string) =>
  onEvent(OrderPaidSchema, async (event, trx, meta) => {
    const reportUrl = `${publicBaseUrl.replace(/\/$/, '')}/report/result-free-test?orderNumber=${encodeURIComponent(event.orderNumber)}`;
    const mail = paymentReceivedMail({
      locale: event.locale,
      title: event.title,
      purchaseNumber: event.purchaseNumber,
      amountMinor: Number(event.amountMinor),
      currency: event.currency,
      paidAt: new Date(event.paidAt),
      reportUrl,
    });
    const { messageId } = await mailer.send({ to: event.email, ...mail });
    await sentMail.record(trx, { eventId: meta.eventId, kind: 'payment_received', recipient: event.email, subject: mail.subject, messageId });
  });
