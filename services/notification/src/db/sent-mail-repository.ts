import type { Knex, Transaction } from '@mindprint/platform/db';

export interface SentMailRecord {
  eventId: string;
  kind: string;
  recipient: string;
  subject: string;
  messageId: string;
}

export class SentMailRepository {
  async record(trx: Transaction, mail: SentMailRecord) {
    await trx('sent_mail').insert({
      event_id: mail.eventId,
      kind: mail.kind,
      recipient: mail.recipient,
      subject: mail.subject,
      message_id: mail.messageId,
    });
  }

  async countFor(knex: Knex, recipient: string, kind: string): Promise<number> {
    const row = await knex('sent_mail').where({ recipient, kind }).count<{ count: number }[]>('* as count').first();
    return Number(row?.count ?? 0);
  }
}
