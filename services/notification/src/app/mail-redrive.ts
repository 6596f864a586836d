import { randomUUID } from 'node:crypto';
import type { Message } from '@bufbuild/protobuf';
import type { Database } from '@mindprint/platform/db';
import { type EventHandler, runEventHandler } from '@mindprint/platform/event-consumer';
import type { Logger } from '@mindprint/platform/logger';
import type { SentMailRepository } from '../db/sent-mail-repository.js';
import { PollLoop } from './poll-loop.js';

export interface RedriveSettings {
  pollMs: number;
  /** Facts more recent than this are the consumer's; the re-drive looks at older ones only. */
  afterMs: number;
  /** How far back it looks. */
  lookbackMs: number;
}

/** What the owner of the facts says happened (an event it announced), and when. */
export interface Happened {
  at: string;
  event: Message;
}

/** One kind of mail the re-drive watches over. */
export interface RedriveSource {
  /** Names the mail in logs. */
  name: string;
  /** Asks the owner for what happened in [from, before), oldest first. */
  list(window: { from: string; before: string; limit: number }): Promise<Happened[]>;
  /**
   * How the consumer mails it: its handler, the sent_mail row that shows the mail went out, the topic and key
   * the event came on, and what the log may say about it (no addresses). Undefined for an event this source
   * does not mail.
   */
  mailOf(event: Message): { handler: EventHandler; kind: string; reference: string; topic: string; key: string; context: Record<string, string> } | undefined;
}

const pageSize = 200;

/**
 * The safety net under a mail consumer: every poll it asks the owner for what happened in
 * [now − lookback, now − after) and runs the consumer's own handler for each event that has no sent_mail row
 * yet — an event that was lost or dead-lettered. The handler's keys (its sent_mail kind and reference, under
 * a lock per mail) make it send each mail exactly once, whoever gets there first.
 */
export class MailRedrive {
  private readonly loop: PollLoop;

  constructor(
    private readonly deps: {
      db: Database;
      sentMail: SentMailRepository;
      source: RedriveSource;
      log: Logger;
      settings: RedriveSettings;
      clock?: () => Date;
    },
  ) {
    this.loop = new PollLoop({ pollMs: deps.settings.pollMs, poll: () => this.runOnce(), log: deps.log, failure: `${deps.source.name} re-drive failed; retrying next interval` });
  }

  start(): void {
    this.loop.start();
  }

  async stop(): Promise<void> {
    await this.loop.stop();
  }

  /** One pass; returns the sent_mail references this pass mailed. */
  async runOnce(): Promise<string[]> {
    const { settings, source, sentMail, db, log } = this.deps;
    const now = (this.deps.clock ?? (() => new Date()))().getTime();
    const before = new Date(now - settings.afterMs).toISOString();
    let from = new Date(now - settings.lookbackMs).toISOString();
    const mailed: string[] = [];
    for (;;) {
      const happened = await source.list({ from, before, limit: pageSize });
      for (const { event } of happened) {
        if (this.loop.stopping) return mailed;
        const mail = source.mailOf(event);
        if (!mail || (await sentMail.wasSent(db.knex, mail.kind, mail.reference))) continue;
        if (await this.redrive(event, mail)) mailed.push(mail.reference);
      }
      if (happened.length < pageSize) break;
      // Paging by time: the next page starts at the last one's time (its equals are skipped as sent).
      const last = happened[happened.length - 1]!.at;
      if (last === from) break;
      from = last;
    }
    if (mailed.length > 0) log.warn({ mail: source.name, references: mailed }, 'events without their mail were re-driven');
    return mailed;
  }

  private async redrive(event: Message, mail: NonNullable<ReturnType<RedriveSource['mailOf']>>): Promise<boolean> {
    const { db, sentMail, log, source } = this.deps;
    const context = { mail: source.name, ...mail.context };
    const eventId = randomUUID();
    try {
      await runEventHandler(db, mail.handler, event, { eventId, eventType: event.$typeName, topic: mail.topic, key: mail.key });
      // Another replica or the consumer may have sent it meanwhile; then the handler sent nothing.
      const sentHere = (await sentMail.sentUnder(db.knex, mail.kind, mail.reference)) === eventId;
      if (sentHere) log.info(context, 're-driven: mail sent');
      return sentHere;
    } catch (error) {
      log.warn({ ...context, err: error }, 're-drive failed; tried again next interval');
      return false;
    }
  }
}
