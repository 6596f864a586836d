import { PasswordChangedSchema } from '@mindprint/proto/gen/mindprint/user/v1/events_pb';
import { onClaimedEvent } from '@mindprint/platform/event-consumer';
import { sentMailInsert } from '../db/sent-mail-repository.js';
import { passwordChangedMail } from '../domain/password-changed-mail.js';
import type { MailDelivery } from '../mail/mail-delivery.js';

/** Tells the account's owner their password changed, with the way back in if it was not them. */
export const sendPasswordChanged = (delivery: MailDelivery, publicBaseUrl: string) =>
  onClaimedEvent(PasswordChangedSchema, async (event, trx, meta, insertOnce) => {
    const resetUrl = `${publicBaseUrl.replace(/\/$/, '')}/user/forgot-password`;
    const mail = passwordChangedMail({ locale: event.locale, changedAt: event.changedAt, resetUrl });
    const messageId = delivery.messageIdOf('password_changed', meta.eventId);
    if (!(await insertOnce(trx, [sentMailInsert({ eventId: meta.eventId, kind: 'password_changed', recipient: event.email, subject: mail.subject, messageId })]))) return;
    await delivery.deliver('password_changed', meta.eventId, { to: event.email, ...mail });
  });
