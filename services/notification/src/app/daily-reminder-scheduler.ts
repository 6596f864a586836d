import type { Logger } from '@mindprint/platform/logger';
import type { DailyReminderRepository } from '../db/daily-reminder-repository.js';
import type { ScheduledMailRepository } from '../db/scheduled-mail-repository.js';
import { PollLoop } from './poll-loop.js';

/**
 * Turns members' mornings into scheduled reminder mails (the scheduled-mail worker sends them). Safe with any
 * number of replicas: see DailyReminderRepository.scheduleDue.
 */
export class DailyReminderScheduler {
  private readonly loop: PollLoop;

  constructor(
    private readonly deps: {
      reminders: DailyReminderRepository;
      scheduled: ScheduledMailRepository;
      log: Logger;
      settings: { pollMs: number; batchSize?: number };
      clock?: () => Date;
    },
  ) {
    this.loop = new PollLoop({ pollMs: deps.settings.pollMs, poll: () => this.runOnce(), log: deps.log, failure: 'daily reminder scheduling failed; retrying next interval' });
  }

  start(): void {
    this.loop.start();
  }

  async stop(): Promise<void> {
    await this.loop.stop();
  }

  /** One pass; returns how many reminders were scheduled. */
  async runOnce(): Promise<number> {
    const { reminders, scheduled, settings, log } = this.deps;
    const count = await reminders.scheduleDue(scheduled, this.deps.clock?.() ?? new Date(), settings.batchSize ?? 200);
    if (count > 0) log.info({ count }, 'daily question reminders scheduled');
    return count;
  }
}
