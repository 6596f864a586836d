import { UserEmailVerifiedSchema } from '@mindprint/proto/gen/mindprint/user/v1/events_pb';
import type { Database, Transaction } from '@mindprint/platform/db';
import { normalizeEmail } from '@mindprint/platform/email-address';
import { DomainError } from '@mindprint/platform/errors';
import { writeOutbox } from '@mindprint/platform/outbox';
import type { User, UserRepository } from '../db/user-repository.js';
import { accountErrors, codeCheckError } from '../domain/account-errors.js';
import type { CodeChecks } from './code-checks.js';
import type { IssuedSession, Sessions } from './sessions.js';

export interface VerifyEmailInput {
  email: string;
  code: string;
  clientIp: string;
  previousSessionToken: string;
}

/** Marks the address verified (once) and tells other services: guest orders with it now belong to the account. */
export async function markEmailVerified(trx: Transaction, users: UserRepository, user: User, at: Date): Promise<void> {
  if (user.emailVerifiedAt) return;
  await users.markEmailVerified(trx, user.id, at);
  await writeOutbox(trx, UserEmailVerifiedSchema, { userId: user.id, email: user.email, verifiedAt: at.toISOString() }, { key: user.id });
}

/** Checks a "register" code (single use, five tries, ten minutes), verifies the address and signs the visitor in. */
export class VerifyEmail {
  constructor(
    private readonly deps: { db: Database; users: UserRepository; codeChecks: CodeChecks; sessions: Sessions; clock: () => Date },
  ) {}

  async run(input: VerifyEmailInput): Promise<{ user: User; session: IssuedSession }> {
    const { db, users, codeChecks, sessions, clock } = this.deps;
    const email = normalizeEmail(input.email);
    if (!email) throw accountErrors.formEmail(input.email);
    if (!input.code.trim()) throw accountErrors.codeRequired();
    await codeChecks.admit(input.clientIp);

    const result = await db.withTransaction(async (trx) => {
      const check = await codeChecks.consume(trx, email, 'register', input.code);
      if (check.outcome !== 'valid') return { failure: codeCheckError(check, false) };
      const user = await users.byEmailForUpdate(trx, email);
      if (!user) {
        return { failure: new DomainError('ACCOUNT_NOT_FOUND', 'There is no account for this address; please register first', 'NOT_FOUND') };
      }
      await markEmailVerified(trx, users, user, clock());
      const session = await sessions.start(trx, user.id, input.clientIp, input.previousSessionToken);
      return { user: (await users.byId(user.id, trx))!, session };
    });
    // The try was recorded (committed) above; only now does the visitor hear it failed.
    if (result.failure) {
      if (result.failure.reason !== 'ACCOUNT_NOT_FOUND') await codeChecks.recordFailure(input.clientIp);
      throw result.failure;
    }
    return result;
  }
}
