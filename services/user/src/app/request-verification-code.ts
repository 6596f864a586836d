import { VerificationCodeRequestedSchema } from '@mindprint/proto/gen/mindprint/user/v1/events_pb';
import type { Database, Transaction } from '@mindprint/platform/db';
import { normalizeEmail } from '@mindprint/platform/email-address';
import { DomainError } from '@mindprint/platform/errors';
import type { Logger } from '@mindprint/platform/logger';
import { writeOutbox } from '@mindprint/platform/outbox';
import type { UserRepository } from '../db/user-repository.js';
import type { VerificationCodeRepository } from '../db/verification-code-repository.js';
import { clientBucket } from '../domain/client-address.js';
import {
  hashVerificationCode,
  newVerificationCode,
  verificationCodeTtlSeconds,
  verificationPurposes,
  type VerificationPurpose,
} from '../domain/verification-code.js';
import type { AttemptCounter } from './attempt-counter.js';

export interface RequestVerificationCodeInput {
  email: string;
  locale: string;
  purpose: string;
  clientIp?: string;
}

const workAfterAnswerDelayMs = 25;

export interface CodeRequestLimits {
  /** Codes one address may be sent per hour, whatever the purpose. */
  perHour: number;
  /** Codes one client address may ask for per hour, whatever the address. */
  perClientPerHour: number;
}

/**
 * Issues a code and, in the same transaction, the event that makes notification e-mail it.
 *
 * A password-reset code goes out only when the account exists. So that neither the answer nor its timing
 * tells whether it does, the answer waits only for the checks every request gets (address, purpose, rate
 * limits); looking the account up and issuing the code happen after it, tracked so `drain` can wait for them.
 */
export class RequestVerificationCode {
  private readonly pending = new Set<Promise<void>>();

  constructor(
    private readonly deps: {
      db: Database;
      codes: VerificationCodeRepository;
      users: UserRepository;
      counter: AttemptCounter;
      limits: CodeRequestLimits;
      clock?: () => Date;
      log?: Logger;
    },
  ) {}

  async run(input: RequestVerificationCodeInput): Promise<{ expiresInSeconds: number }> {
    const email = normalizeEmail(input.email);
    if (!email) throw new DomainError('INVALID_EMAIL', 'Please enter a valid email address', 'INVALID_ARGUMENT');
    const purpose = (input.purpose || 'register') as VerificationPurpose;
    if (!verificationPurposes.includes(purpose)) {
      throw new DomainError('INVALID_PURPOSE', `purpose must be one of ${verificationPurposes.join(', ')}`, 'INVALID_ARGUMENT');
    }
    await this.admit(email, input.clientIp ?? '');
    if (purpose === 'password_reset') {
      this.afterAnswering(() => this.issueIfAccountExists(email, input.locale));
    } else {
      await this.deps.db.withTransaction((trx) => this.issue(trx, { email, purpose, locale: input.locale }));
    }
    return { expiresInSeconds: verificationCodeTtlSeconds };
  }

  /** Resolves when every code issued after answering has been written (tests, shutdown). */
  async drain(): Promise<void> {
    while (this.pending.size > 0) await Promise.all([...this.pending]);
  }

  private async issueIfAccountExists(email: string, locale: string): Promise<void> {
    if (!(await this.deps.users.byEmail(email))) return;
    await this.deps.db.withTransaction((trx) => this.issue(trx, { email, purpose: 'password_reset', locale }));
  }

  /**
   * Starts the work once the answer has left. A short delay rather than the next tick: in the one-process
   * embedded mode the database (PGlite) runs on the same thread as the gateway, and work started at once
   * would still slow this answer down.
   */
  private afterAnswering(work: () => Promise<void>) {
    const tracked = new Promise<void>((resolve) => setTimeout(resolve, workAfterAnswerDelayMs))
      .then(work)
      .catch((error: unknown) => this.deps.log?.error({ err: error }, 'issuing a password-reset code failed'))
      .finally(() => this.pending.delete(tracked));
    this.pending.add(tracked);
  }

  /** Counts one code for the address and the client, refusing when either had too many this hour. */
  async admit(email: string, clientIp: string): Promise<void> {
    const { counter, limits } = this.deps;
    const forClient = await counter.add(`code-requests:client:${clientBucket(clientIp)}`, 3600);
    const forAddress = await counter.add(`verification-requests:${email}`, 3600);
    if (forAddress > limits.perHour || forClient > limits.perClientPerHour) {
      throw new DomainError('TOO_MANY_CODES', 'Too many codes requested; please try again later', 'RESOURCE_EXHAUSTED', { retryAfterSeconds: 3600 });
    }
  }

  /** In the caller's transaction: a new code replaces the address's earlier ones, and the mail event is recorded. */
  async issue(trx: Transaction, entry: { email: string; purpose: VerificationPurpose; locale: string }): Promise<number> {
    const now = (this.deps.clock ?? (() => new Date()))();
    const code = newVerificationCode();
    const expiresAt = new Date(now.getTime() + verificationCodeTtlSeconds * 1000);
    await this.deps.codes.replace(trx, { email: entry.email, purpose: entry.purpose, codeHash: hashVerificationCode(entry.email, code), expiresAt });
    await writeOutbox(
      trx,
      VerificationCodeRequestedSchema,
      { email: entry.email, code, locale: entry.locale, purpose: entry.purpose, expiresInSeconds: verificationCodeTtlSeconds },
      { key: entry.email },
    );
    return verificationCodeTtlSeconds;
  }
}
