import type { Logger } from '@mindprint/platform/logger';
import { meter } from '@mindprint/platform/telemetry';
import type { DeliveryAttempt } from '../db/mail-delivery-repository.js';
import { mailMessageId } from '../domain/message-id.js';
import type { Mailer, OutgoingMail } from './mailer.js';

export interface DeliverySettings {
  /** Tries within one call; transient failures only. */
  attempts: number;
  /** Wait before the second try; doubled before each further one. */
  baseDelayMs: number;
  maxDelayMs?: number;
}

/**
 * Thrown when a mail could not be handed over; the message carries no address and no credentials. The bus
 * dead-letters a permanent failure at once and keeps retrying a transient one (the mail server is down).
 */
export class MailDeliveryError extends Error {
  readonly transient: boolean;

  constructor(
    message: string,
    readonly permanent: boolean,
  ) {
    super(message);
    this.name = 'MailDeliveryError';
    this.transient = !permanent;
  }
}

interface TransportFailure {
  message?: string;
  code?: string;
  responseCode?: number;
}

/** A 5xx SMTP reply (mailbox unknown, rejected) will not change by trying again at once; anything else may. */
export function isPermanentMailFailure(error: unknown): boolean {
  const code = (error as TransportFailure | undefined)?.responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
}

/** The transport's failure as text for the delivery log: credentials in URLs and AUTH lines removed. */
export function describeMailFailure(error: unknown): string {
  const failure = (error ?? {}) as TransportFailure;
  const message = String(failure.message ?? error)
    .replace(/\b([a-z][a-z0-9+.-]*:\/\/)[^\s/@]*@/gi, '$1***@')
    .replace(/\b(AUTH\s+(?:PLAIN|LOGIN|XOAUTH2|CRAM-MD5))\s+\S+/gi, '$1 ***')
    .replace(/\b(pass(?:word)?|secret|token)(["'\s]*[=:]\s*["']?)[^\s"',;]+/gi, '$1$2***');
  const prefix = [failure.code, failure.responseCode].filter((v) => v !== undefined && v !== '').join(' ');
  return (prefix ? `${prefix}: ${message}` : message).slice(0, 500);
}

/**
 * Hands mail to the transport with bounded retries and exponential backoff on transient failures, and logs
 * every attempt in the delivery table. When the tries run out (or the failure is permanent) it throws, so an
 * event consumer's bus redelivers the event and finally dead-letters it.
 *
 * Attempts are logged outside the caller's transaction, so failed ones survive its rollback. The write is
 * not awaited: the embedded database has a single connection, held by a consumer's transaction while it
 * sends, and the write runs once that is released. `flush()` waits for the writes still on their way.
 */
export class MailDelivery {
  private readonly pending = new Set<Promise<void>>();
  /** Attempts by mail kind and status (sent/failed): the mail failure alert's numerator and denominator. */
  private readonly attempts = meter().createCounter('mindprint.mail.attempts', { unit: '{attempt}', description: 'Mail delivery attempts, by kind and status' });

  constructor(
    private readonly deps: {
      mailer: Mailer;
      log: Logger;
      record: (attempt: DeliveryAttempt) => Promise<void>;
      settings: DeliverySettings;
      sleep?: (ms: number) => Promise<void>;
    },
  ) {}

  /**
   * The Message-ID of the mail of `kind` about `reference`: every mail is one message per (kind, reference), so a
   * consumer may record it before the hand-over, and a resend (a redelivered event after a crash, a retried
   * request) is the same message. Mail asked for again (a new request, a new code) has a reference of its own.
   */
  messageIdOf(kind: string, reference: string): string {
    return mailMessageId(kind, reference, this.deps.mailer.messageIdDomain);
  }

  async deliver(kind: string, reference: string, mail: Omit<OutgoingMail, 'messageId'>): Promise<{ messageId: string }> {
    const { mailer, log, settings } = this.deps;
    const sleep = this.deps.sleep ?? ((ms: number) => new Promise<void>((r) => setTimeout(r, ms)));
    const base = { kind, reference, recipient: mail.to, subject: mail.subject };
    const identified = { ...mail, messageId: this.messageIdOf(kind, reference) };
    for (let attempt = 1; ; attempt++) {
      try {
        const { messageId } = await mailer.send(identified);
        this.track({ ...base, status: 'sent', attempt, messageId });
        return { messageId };
      } catch (error) {
        const description = describeMailFailure(error);
        const permanent = isPermanentMailFailure(error);
        this.track({ ...base, status: 'failed', attempt, error: description });
        log.warn({ kind, reference, attempt, permanent, error: description }, 'mail delivery attempt failed');
        if (permanent || attempt >= settings.attempts) {
          throw new MailDeliveryError(
            `Mail ${kind} for ${reference} not delivered after ${attempt} attempt(s)${permanent ? ' (permanent failure)' : ''}: ${description}`,
            permanent,
          );
        }
        await sleep(Math.min(settings.maxDelayMs ?? 30_000, settings.baseDelayMs * 2 ** (attempt - 1)));
      }
    }
  }

  /** Resolves when every logged attempt is written. */
  async flush(): Promise<void> {
    while (this.pending.size > 0) await Promise.allSettled([...this.pending]);
  }

  private track(attempt: DeliveryAttempt) {
    this.attempts.add(1, { kind: attempt.kind, status: attempt.status });
    const write: Promise<void> = this.deps
      .record(attempt)
      .catch((error: unknown) => this.deps.log.error({ err: error, kind: attempt.kind, reference: attempt.reference }, 'could not log a mail delivery attempt'))
      .finally(() => this.pending.delete(write));
    this.pending.add(write);
  }
}
