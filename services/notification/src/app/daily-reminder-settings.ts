import { normalizeEmail } from '@mindprint/platform/email-address';
import { DomainError } from '@mindprint/platform/errors';
import { localeOrDefault } from '@mindprint/platform/locales';
import type { Logger } from '@mindprint/platform/logger';
import type { DailyReminderRepository } from '../db/daily-reminder-repository.js';
import { isKnownTimeZone } from '../domain/daily-reminder-schedule.js';
import { verifyDailyReminderToken } from '../domain/unsubscribe-token.js';

export interface DailyReminderState {
  enabled: boolean;
  timeZone: string;
}

/** A member turns the daily question reminder on or off, reads it, or stops it from the link in the mail. */
export class DailyReminderSettings {
  constructor(private readonly deps: { reminders: DailyReminderRepository; tokenSecret: string; log: Logger; clock?: () => Date }) {}

  async get(input: { userId: string }): Promise<DailyReminderState> {
    const setting = await this.deps.reminders.find(requireMember(input.userId));
    return setting ?? { enabled: false, timeZone: '' };
  }

  async set(input: { userId: string; email: string; locale: string; timeZone: string; enabled: boolean }): Promise<DailyReminderState> {
    const userId = requireMember(input.userId);
    const email = normalizeEmail(input.email);
    if (!email) throw new DomainError('INVALID_EMAIL', 'The account has no valid e-mail address', 'INVALID_ARGUMENT');
    if (!isKnownTimeZone(input.timeZone)) throw new DomainError('INVALID_TIME_ZONE', 'timeZone must be a time zone such as Europe/Paris', 'INVALID_ARGUMENT');
    await this.deps.reminders.save({ userId, email, locale: localeOrDefault(input.locale), timeZone: input.timeZone, enabled: input.enabled }, this.now());
    this.deps.log.info({ userId, enabled: input.enabled }, 'daily question reminder set');
    return { enabled: input.enabled, timeZone: input.timeZone };
  }

  /** The one-press stop from the mail: the token names the member; it works any number of times. */
  async stopByToken(input: { token: string }): Promise<{ stopped: boolean }> {
    const userId = verifyDailyReminderToken(this.deps.tokenSecret, input.token);
    if (!userId) throw new DomainError('INVALID_UNSUBSCRIBE_TOKEN', 'This unsubscribe link is not valid', 'INVALID_ARGUMENT');
    const stopped = await this.deps.reminders.disable(userId, this.now());
    this.deps.log.info({ userId, stopped }, 'daily question reminder stopped by link');
    return { stopped };
  }

  private now() {
    return this.deps.clock?.() ?? new Date();
  }
}

function requireMember(userId: string): string {
  if (!userId) throw new DomainError('NOT_SIGNED_IN', 'Please sign in', 'UNAUTHENTICATED');
  return userId;
}
