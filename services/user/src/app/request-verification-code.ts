import { VerificationCodeRequestedSchema } from '@mindprint/proto/gen/mindprint/user/v1/events_pb';
import type { Cache } from '@mindprint/platform/cache';
import type { Database } from '@mindprint/platform/db';
import { normalizeEmail } from '@mindprint/platform/email-address';
import { DomainError } from '@mindprint/platform/errors';
import { writeOutbox } from '@mindprint/platform/outbox';
import type { VerificationCodeRepository } from '../db/verification-code-repository.js';
import {
  hashVerificationCode,
  newVerificationCode,
  verificationCodeTtlSeconds,
  verificationPurposes,
  type VerificationPurpose,
} from '../domain/verification-code.js';

export interface RequestVerificationCodeInput {
  email: string;
  locale: string;
  purpose: string;
}

/** Issues a code and, in the same transaction, the event that makes notification e-mail it. */
export class RequestVerificationCode {
  constructor(
    private readonly db: Database,
    private readonly codes: VerificationCodeRepository,
    private readonly cache: Cache,
    private readonly limits: { perHour: number },
    private readonly clock: () => Date = () => new Date(),
  ) {}

  async run(input: RequestVerificationCodeInput): Promise<{ expiresInSeconds: number }> {
    const email = normalizeEmail(input.email);
    if (!email) throw new DomainError('INVALID_EMAIL', 'Please enter a valid email address', 'INVALID_ARGUMENT');
    const purpose = (input.purpose || 'register') as VerificationPurpose;
    if (!verificationPurposes.includes(purpose)) {
      throw new DomainError('INVALID_PURPOSE', `purpose must be one of ${verificationPurposes.join(', ')}`, 'INVALID_ARGUMENT');
    }
    const sent = await this.cache.increment(`verification-requests:${email}`, 3600);
    if (sent > this.limits.perHour) {
      throw new DomainError('TOO_MANY_CODES', 'Too many codes requested for this address; please try again later', 'RESOURCE_EXHAUSTED');
    }

    const code = newVerificationCode();
    const expiresAt = new Date(this.clock().getTime() + verificationCodeTtlSeconds * 1000);
    await this.db.withTransaction(async (trx) => {
      await this.codes.replace(trx, { email, purpose, codeHash: hashVerificationCode(email, code), expiresAt });
      await writeOutbox(
        trx,
        VerificationCodeRequestedSchema,
        { email, code, locale: input.locale, purpose, expiresInSeconds: verificationCodeTtlSeconds },
        { key: email },
      );
    });
    return { expiresInSeconds: verificationCodeTtlSeconds };
  }
}
