import { PasswordChangedSchema } from '@mindprint/proto/gen/mindprint/user/v1/events_pb';
import type { Database } from '@mindprint/platform/db';
import { DomainError } from '@mindprint/platform/errors';
import { writeOutbox } from '@mindprint/platform/outbox';
import type { UserRepository } from '../db/user-repository.js';
import { accountErrors } from '../domain/account-errors.js';
import { assertAcceptablePassword, normalizePassword } from '../domain/password-policy.js';
import type { AttemptCounter } from './attempt-counter.js';
import type { PasswordHasher } from './password-hasher.js';
import type { IssuedSession, Sessions } from './sessions.js';

export interface ChangePasswordInput {
  userId: string;
  oldPassword: string;
  newPassword: string;
  confirmPassword: string;
  clientIp: string;
}

export interface ChangePasswordLimits {
  /** Wrong current passwords per account per window: someone holding a stolen session cannot guess it for long. */
  failuresPerAccount: number;
  windowSeconds: number;
}

/** Signed in: the current password sets a new one; every session ends and the visitor gets a new one (rotation). */
export class ChangePassword {
  constructor(
    private readonly deps: {
      db: Database;
      users: UserRepository;
      sessions: Sessions;
      hasher: PasswordHasher;
      counter: AttemptCounter;
      limits: ChangePasswordLimits;
      clock: () => Date;
    },
  ) {}

  async run(input: ChangePasswordInput): Promise<{ session: IssuedSession }> {
    const { db, users, sessions, hasher, counter, limits, clock } = this.deps;
    if (!input.userId) throw accountErrors.notSignedIn();
    if (!input.oldPassword) throw accountErrors.passwordRequired();
    if (input.confirmPassword && input.confirmPassword !== input.newPassword) throw accountErrors.passwordsDoNotMatch();
    const user = await users.byId(input.userId);
    if (!user) throw accountErrors.notSignedIn();
    assertAcceptablePassword(input.newPassword, { email: user.email, name: user.name });

    const failuresKey = `password-change-failures:user:${user.id}`;
    if ((await counter.count(failuresKey)) >= limits.failuresPerAccount) throw accountErrors.tooManyAttempts(Math.ceil(limits.windowSeconds / 60));
    if (!(await hasher.verify(user.passwordHash, input.oldPassword))) {
      await counter.add(failuresKey, limits.windowSeconds);
      throw new DomainError('INCORRECT_PASSWORD', 'The current password is incorrect', 'INVALID_ARGUMENT');
    }
    await counter.clear(failuresKey);
    if (normalizePassword(input.oldPassword) === normalizePassword(input.newPassword)) {
      throw new DomainError('PASSWORD_UNCHANGED', 'The new password must be different from the current one', 'INVALID_ARGUMENT');
    }
    const passwordHash = await hasher.hash(input.newPassword);
    return db.withTransaction(async (trx) => {
      const at = clock();
      await users.setPasswordHash(trx, user.id, passwordHash, at, true);
      await sessions.endAll(trx, user.id, 'password_changed');
      const session = await sessions.start(trx, user.id, input.clientIp);
      await writeOutbox(
        trx,
        PasswordChangedSchema,
        { userId: user.id, email: user.email, locale: user.locale, via: 'update', changedAt: at.toISOString() },
        { key: user.id },
      );
      return { session };
    });
  }
}
