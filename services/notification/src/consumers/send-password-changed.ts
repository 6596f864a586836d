import { PasswordChangedSchema } from '@mindprint/proto/gen/mindprint/user/v1/events_pb';
import { onEvent } from '@mindprint/platform/event-consumer';
import type { SentMailRepository } from '../db/sent-mail-repository.js';
import { passwordChangedMail } from '../domain/password-changed-mail.js';
import type { MailDelivery } from '../mail/mail-delivery.js';

/** Tells the account's owner their password changed, with the way back in if it was not them. */
export const sendPasswordChanged = (delivery: MailDelivery, sentMail: SentMailRepository, publicBaseUrl: string) =>
  onEvent(PasswordChangedSchema, async (event, trx, meta) => {
    const resetUrl = `${publicBaseUrl.replace(/\/$/, '')}/user/forgot-password`;
    const mail = passwordChangedMail({ locale: event.locale, changedAt: event.changedAt, resetUrl });
    const messageId = delivery.messageIdOf('password_changed', meta.eventId);
    await sentMail.record(trx, [{ eventId: meta.eventId, kind: 'password_changed', recipient: event.email, subject: mail.subject, messageId }]);
    await delivery.deliver('password_changed', meta.eventId, { to: event.email, ...mail });
  });
