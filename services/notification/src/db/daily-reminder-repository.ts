import type { Knex, Transaction } from '@mindprint/platform/db';
import { firstReminderAt, isStillMorning, localDateOf, nextReminderAt } from '../domain/daily-reminder-schedule.js';
import type { ScheduledMailRepository } from './scheduled-mail-repository.js';

export interface DailyReminderSetting {
  enabled: boolean;
  timeZone: string;
}

/** Members' daily question reminder: on or off, their address, language and time zone, and when the next one is due. */
export class DailyReminderRepository {
  constructor(private readonly knex: Knex) {}

  async find(userId: string): Promise<DailyReminderSetting | undefined> {
    const row = await this.knex('daily_question_reminders').where({ user_id: userId }).first('enabled', 'time_zone');
    return row ? { enabled: Boolean(row.enabled), timeZone: row.time_zone } : undefined;
  }

  /** Turns the reminder on (first one this morning if it is still morning, else the next) or off; the address and language follow the account. */
  async save(setting: { userId: string; email: string; locale: string; timeZone: string; enabled: boolean }, now: Date): Promise<void> {
    const row = {
      user_id: setting.userId,
      email: setting.email,
      locale: setting.locale,
      time_zone: setting.timeZone,
      enabled: setting.enabled,
      next_reminder_at: firstReminderAt(now, setting.timeZone),
      updated_at: now,
    };
    await this.knex('daily_question_reminders').insert(row).onConflict('user_id').merge();
  }

  /** Turns the member's reminder off; true when it was on. */
  async disable(userId: string, now: Date): Promise<boolean> {
    const updated = await this.knex('daily_question_reminders').where({ user_id: userId, enabled: true }).update({ enabled: false, updated_at: now });
    return Number(updated) > 0;
  }

  /**
   * The account's address or language changed: the member's reminder, and any of theirs scheduled but not yet
   * sent, go to the new address in the new language. Nothing for a member without a reminder.
   */
  async followAccount(trx: Transaction, account: { userId: string; email: string; locale: string }, now: Date): Promise<void> {
    const updated = await trx('daily_question_reminders')
      .where({ user_id: account.userId })
      .update({ email: account.email, locale: account.locale, updated_at: now });
    if (Number(updated) === 0) return;
    const reference = `${account.userId}:`;
    await trx('scheduled_mail')
      .where({ kind: 'daily_question_reminder', status: 'pending' })
      .whereRaw('left(reference, ?) = ?', [reference.length, reference])
      .update({ email: account.email, locale: account.locale });
  }

  async isEnabled(userId: string): Promise<boolean> {
    return (await this.find(userId))?.enabled === true;
  }

  /**
   * Schedules the reminders whose morning has come, one per member per local date: the rows are claimed with
   * `for update skip locked` (replicas take different members), the mail's reference is `<member>:<date>`
   * (the unique (kind, reference) index drops a second one for the same day), and the next morning is set in
   * the same transaction. A morning long past (the scheduler was down) is skipped, not sent late.
   * Returns how many reminders were scheduled.
   */
  async scheduleDue(scheduled: ScheduledMailRepository, now: Date, limit: number): Promise<number> {
    return this.knex.transaction(async (trx) => {
      const due = await trx('daily_question_reminders')
        .where({ enabled: true })
        .where('next_reminder_at', '<=', now)
        .orderBy('next_reminder_at')
        .limit(limit)
        .forUpdate()
        .skipLocked();
      let count = 0;
      for (const row of due) {
        const dueAt = new Date(row.next_reminder_at);
        if (isStillMorning(dueAt, now)) {
          const localDate = localDateOf(dueAt, row.time_zone);
          const id = await scheduled.schedule(trx, {
            kind: 'daily_question_reminder',
            reference: `${row.user_id}:${localDate}`,
            email: row.email,
            locale: row.locale,
            payload: { userId: row.user_id, localDate },
            dueAt: now,
          });
          if (id) count++;
        }
        await trx('daily_question_reminders').where({ user_id: row.user_id }).update({ next_reminder_at: nextReminderAt(now, row.time_zone) });
      }
      return count;
    });
  }
}
