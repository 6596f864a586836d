import type { Transaction } from '@mindprint/platform/db';
import type { VerificationCodeRepository } from '../db/verification-code-repository.js';
import { accountErrors } from '../domain/account-errors.js';
import { clientBucket } from '../domain/client-address.js';
import { checkVerificationCode, type CodeCheck, type VerificationPurpose } from '../domain/verification-code.js';
import type { AttemptCounter } from './attempt-counter.js';

export interface CodeCheckLimits {
  /** Wrong codes one client address may submit (any address, any purpose) per window. */
  failuresPerClient: number;
  windowSeconds: number;
}

/** Checking e-mailed codes: at most five tries per code, and a cap on wrong codes per client address. */
export class CodeChecks {
  constructor(
    private readonly codes: VerificationCodeRepository,
    private readonly counter: AttemptCounter,
    private readonly limits: CodeCheckLimits,
    private readonly clock: () => Date,
  ) {}

  private key = (clientIp: string) => `code-failures:client:${clientBucket(clientIp)}`;

  /** Refuses a client that got too many codes wrong lately. */
  async admit(clientIp: string): Promise<void> {
    if ((await this.counter.count(this.key(clientIp))) >= this.limits.failuresPerClient) {
      throw accountErrors.tooManyAttempts(Math.ceil(this.limits.windowSeconds / 60));
    }
  }

  /** In the caller's transaction: checks the newest unused code and records the try (used, wrong or retired). */
  async consume(trx: Transaction, email: string, purpose: VerificationPurpose, code: string): Promise<CodeCheck> {
    const now = this.clock();
    const stored = await this.codes.newestUnusedForUpdate(trx, email, purpose);
    const check = checkVerificationCode(stored, email, code, now);
    if (stored && check.outcome === 'wrong') await this.codes.recordWrongAttempt(trx, stored.id, check.attempts, check.retire, now);
    else if (stored && check.outcome !== 'missing') await this.codes.markUsed(trx, stored.id, now);
    return check;
  }

  async recordFailure(clientIp: string): Promise<void> {
    await this.counter.add(this.key(clientIp), this.limits.windowSeconds);
  }
}
