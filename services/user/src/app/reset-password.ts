import { PasswordChangedSchema } from '@mindprint/proto/gen/mindprint/user/v1/events_pb';
import type { Database } from '@mindprint/platform/db';
import { normalizeEmail } from '@mindprint/platform/email-address';
import { writeOutbox } from '@mindprint/platform/outbox';
import type { UserRepository } from '../db/user-repository.js';
import { accountErrors, codeCheckError } from '../domain/account-errors.js';
import { assertAcceptablePassword } from '../domain/password-policy.js';
import { accountKey, type AttemptCounter } from './attempt-counter.js';
import type { CodeChecks } from './code-checks.js';
import type { PasswordHasher } from './password-hasher.js';
import type { Sessions } from './sessions.js';
import { markEmailVerified } from './verify-email.js';

export interface ResetPasswordInput {
  email: string;
  code: string;
  password: string;
  confirmPassword: string;
  clientIp: string;
}

/**
 * Forgot password: a "password_reset" code e-mailed to the address sets a new password and ends every session
 * of the account (whoever had one, signed in with the old password, is out). Every failure reads the same.
 */
export class ResetPassword {
  constructor(
    private readonly deps: {
      db: Database;
      users: UserRepository;
      codeChecks: CodeChecks;
      sessions: Sessions;
      hasher: PasswordHasher;
      counter: AttemptCounter;
      clock: () => Date;
    },
  ) {}

  async run(input: ResetPasswordInput): Promise<{ sessionsEnded: number; userId: string }> {
    const { db, users, codeChecks, sessions, hasher, counter, clock } = this.deps;
    const email = normalizeEmail(input.email);
    if (!email) throw accountErrors.formEmail(input.email);
    if (!input.code.trim()) throw accountErrors.codeRequired();
    if (input.confirmPassword && input.confirmPassword !== input.password) throw accountErrors.passwordsDoNotMatch();
    assertAcceptablePassword(input.password, { email });
    await codeChecks.admit(input.clientIp);
    const passwordHash = await hasher.hash(input.password);

    const result = await db.withTransaction(async (trx) => {
      const check = await codeChecks.consume(trx, email, 'password_reset', input.code);
      if (check.outcome !== 'valid') return { failure: codeCheckError(check, true) };
      const user = await users.byEmailForUpdate(trx, email);
      if (!user) return { failure: codeCheckError({ outcome: 'missing' }, true) };
      const at = clock();
      await users.setPasswordHash(trx, user.id, passwordHash, at, true);
      // Reading the code proved the mailbox is theirs.
      await markEmailVerified(trx, users, user, at);
      const sessionsEnded = await sessions.endAll(trx, user.id, 'password_reset');
      await writeOutbox(
        trx,
        PasswordChangedSchema,
        { userId: user.id, email, locale: user.locale, via: 'reset', changedAt: at.toISOString() },
        { key: user.id },
      );
      return { sessionsEnded, userId: user.id };
    });
    if (result.failure) {
      await codeChecks.recordFailure(input.clientIp);
      throw result.failure;
    }
    // The owner is back in control: earlier failures on the account no longer slow their sign-in.
    await counter.clear(`login-failures:account:${accountKey(email)}`);
    return result;
  }
}
