import type { Knex, Transaction } from '@mindprint/platform/db';
import type { RowInsert } from '@mindprint/platform/event-consumer';

export interface SentMailRecord {
  eventId: string;
  kind: string;
  recipient: string;
  subject: string;
  messageId: string;
  /** What the mail is about (an order number), when only one mail of its kind may go out for it. */
  reference?: string;
}

/** A mail's sent_mail row as a row to insert (record, or an event consumer's insertOnce). */
export function sentMailInsert(mail: SentMailRecord): RowInsert {
  return {
    table: 'sent_mail',
    row: { event_id: mail.eventId, kind: mail.kind, recipient: mail.recipient, subject: mail.subject, message_id: mail.messageId, reference: mail.reference ?? null },
  };
}

export class SentMailRepository {
  /** One statement for all the rows: consumers write them just before the hand-over, nothing slow after it. */
  async record(trx: Transaction, mails: SentMailRecord[]) {
    await trx('sent_mail').insert(mails.map((mail) => sentMailInsert(mail).row));
  }

  /** True when a mail of this kind already went out for the reference. */
  async wasSent(knex: Knex | Transaction, kind: string, reference: string): Promise<boolean> {
    const row = await knex('sent_mail').where({ kind, reference }).first('id');
    return row !== undefined;
  }

  /** The event (or re-drive) under which the mail of this kind went out for the reference. */
  async sentUnder(knex: Knex | Transaction, kind: string, reference: string): Promise<string | undefined> {
    const row = await knex('sent_mail').where({ kind, reference }).first('event_id');
    return row?.event_id as string | undefined;
  }

  async countFor(knex: Knex, recipient: string, kind: string): Promise<number> {
    const row = await knex('sent_mail').where({ recipient, kind }).count<{ count: number }[]>('* as count').first();
    return Number(row?.count ?? 0);
  }
}
