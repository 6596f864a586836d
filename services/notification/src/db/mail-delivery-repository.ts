import type { Knex } from '@mindprint/platform/db';

export interface DeliveryAttempt {
  kind: string;
  reference: string;
  recipient: string;
  subject: string;
  status: 'sent' | 'failed';
  attempt: number;
  /** The transport's failure, credentials removed. */
  error?: string;
  messageId?: string;
}

export interface DeliveryAttemptRow extends DeliveryAttempt {
  attemptedAt: Date;
}

/** The delivery log: one row per attempt to hand a mail to the transport. */
export class MailDeliveryRepository {
  constructor(private readonly knex: Knex) {}

  async record(attempt: DeliveryAttempt): Promise<void> {
    await this.knex('mail_deliveries').insert({
      kind: attempt.kind,
      reference: attempt.reference,
      recipient: attempt.recipient,
      subject: attempt.subject.slice(0, 300),
      status: attempt.status,
      attempt: attempt.attempt,
      error: attempt.error?.slice(0, 500) ?? null,
      message_id: attempt.messageId ?? null,
    });
  }

  async forRecipient(recipient: string): Promise<DeliveryAttemptRow[]> {
    const rows = await this.knex('mail_deliveries').where({ recipient }).orderBy('id');
    return rows.map((r: Record<string, unknown>) => ({
      kind: r.kind as string,
      reference: r.reference as string,
      recipient: r.recipient as string,
      subject: r.subject as string,
      status: r.status as DeliveryAttempt['status'],
      attempt: Number(r.attempt),
      error: (r.error as string | null) ?? undefined,
      messageId: (r.message_id as string | null) ?? undefined,
      attemptedAt: new Date(r.attempted_at as string),
    }));
  }
}
