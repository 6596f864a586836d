import { VerificationCodeRequestedSchema } from '@mindprint/proto/gen/mindprint/user/v1/events_pb';
import { onClaimedEvent } from '@mindprint/platform/event-consumer';
import { sentMailInsert } from '../db/sent-mail-repository.js';
import { verificationCodeMail } from '../domain/verification-code-mail.js';
import type { MailDelivery } from '../mail/mail-delivery.js';

/**
 * Mails the code. The inbox row and the sent_mail row (one statement) commit right after the mail is handed over, so
 * a crash in between sends it again (at least once, de-duplicated by event id otherwise) as the same message: its
 * Message-ID is fixed by the event. A code asked for again is a new event, so a new message.
 */
export const sendVerificationCode = (delivery: MailDelivery) =>
  onClaimedEvent(VerificationCodeRequestedSchema, async (event, trx, meta, insertOnce) => {
    const mail = verificationCodeMail({ locale: event.locale, code: event.code, expiresInSeconds: event.expiresInSeconds });
    const messageId = delivery.messageIdOf('verification_code', meta.eventId);
    if (!(await insertOnce(trx, [sentMailInsert({ eventId: meta.eventId, kind: 'verification_code', recipient: event.email, subject: mail.subject, messageId })]))) return;
    await delivery.deliver('verification_code', meta.eventId, { to: event.email, ...mail });
  });
