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
  /** Attempts logged while a write is on its way: they go together in the next one. */
  private waiting: Array<{ attempt: DeliveryAttempt; written: () => void; failed: (error: unknown) => void }> = [];
  private writing = false;

  constructor(private readonly knex: Knex) {}

  /**
   * Logs an attempt. Under load the consumers hand over many mails at once: the attempts logged while one insert
   * is on its way are written by the next, one statement for all of them instead of one each.
   */
  record(attempt: DeliveryAttempt): Promise<void> {
    return new Promise((written, failed) => {
      this.waiting.push({ attempt, written, failed });
      if (!this.writing) void this.writeWaiting();
    });
  }

  private async writeWaiting(): Promise<void> {
    this.writing = true;
    while (this.waiting.length > 0) {
      const batch = this.waiting.splice(0);
      try {
        await this.knex('mail_deliveries').insert(batch.map(({ attempt }) => rowOf(attempt)));
        for (const { written } of batch) written();
      } catch (error) {
        for (const { failed } of batch) failed(error);
      }
    }
    this.writing = false;
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

function rowOf(attempt: DeliveryAttempt) {
  return {
    kind: attempt.kind,
    reference: attempt.reference,
    recipient: attempt.recipient,
    subject: attempt.subject.slice(0, 300),
    status: attempt.status,
    attempt: attempt.attempt,
    error: attempt.error?.slice(0, 500) ?? null,
    message_id: attempt.messageId ?? null,
  };
}
