import { UserContactChangedSchema } from '@mindprint/proto/gen/mindprint/user/v1/events_pb';
import { normalizeEmail } from '@mindprint/platform/email-address';
import { onEvent } from '@mindprint/platform/event-consumer';
import { normalizeLocale } from '@mindprint/platform/locales';
import type { Logger } from '@mindprint/platform/logger';
import type { DailyReminderRepository } from '../db/daily-reminder-repository.js';

/**
 * Mail the member asked for follows their account: after UserContactChanged the daily question reminder goes to
 * the new address in the new language. Setting values makes a repeated event harmless; the platform's inbox
 * records the event id in the same transaction.
 */
export const followAccountContact = (reminders: DailyReminderRepository, log: Logger, clock: () => Date = () => new Date()) =>
  onEvent(UserContactChangedSchema, async (event, trx, meta) => {
    const email = normalizeEmail(event.email);
    const locale = normalizeLocale(event.locale);
    if (!event.userId || !email || !locale) {
      log.warn({ eventId: meta.eventId }, 'UserContactChanged without a user, a valid address or a known language; ignored');
      return;
    }
    await reminders.followAccount(trx, { userId: event.userId, email, locale }, clock());
  });
