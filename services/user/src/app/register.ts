import { randomUUID } from 'node:crypto';
import { UserRegisteredSchema } from '@mindprint/proto/gen/mindprint/user/v1/events_pb';
import type { Database } from '@mindprint/platform/db';
import { DomainError } from '@mindprint/platform/errors';
import { writeOutbox } from '@mindprint/platform/outbox';
import type { User, UserRepository } from '../db/user-repository.js';
import { clientBucket } from '../domain/client-address.js';
import { accountLocale, validateRegistration, type RegistrationInput } from '../domain/registration.js';
import type { AttemptCounter } from './attempt-counter.js';
import type { PasswordHasher } from './password-hasher.js';
import type { RequestVerificationCode } from './request-verification-code.js';
import type { Sessions } from './sessions.js';

export interface RegisterInput extends RegistrationInput {
  locale: string;
  clientIp: string;
}

const emailTaken = () =>
  new DomainError('EMAIL_TAKEN', 'An account with this email address already exists; please sign in or reset your password', 'CONFLICT');

/**
 * Creates an unverified account and e-mails a "register" code. A registration nobody verified is replaced by
 * the next one for the same address (whoever can read the mailbox wins), so nobody can squat an address.
 */
export class Register {
  constructor(
    private readonly deps: {
      db: Database;
      users: UserRepository;
      sessions: Sessions;
      codeRequests: RequestVerificationCode;
      hasher: PasswordHasher;
      counter: AttemptCounter;
      limits: { registrationsPerClientPerHour: number };
      clock: () => Date;
    },
  ) {}

  async run(input: RegisterInput): Promise<{ user: User; codeExpiresInSeconds: number }> {
    const { db, users, sessions, codeRequests, hasher, counter, limits, clock } = this.deps;
    const { name, email } = validateRegistration(input);
    if ((await counter.add(`registrations:client:${clientBucket(input.clientIp)}`, 3600)) > limits.registrationsPerClientPerHour) {
      throw new DomainError('TOO_MANY_REGISTRATIONS', 'Too many accounts created from your network; please try again later', 'RESOURCE_EXHAUSTED', {
        retryAfterSeconds: 3600,
      });
    }
    await codeRequests.admit(email, input.clientIp);
    const passwordHash = await hasher.hash(input.password);
    const locale = accountLocale(input.locale);
    const at = clock();
    try {
      return await db.withTransaction(async (trx) => {
        const existing = await users.byEmailForUpdate(trx, email);
        if (existing?.emailVerifiedAt) throw emailTaken();
        let user: User;
        if (existing) {
          user = await users.replacePendingRegistration(trx, existing.id, { name, passwordHash, locale, at });
          await sessions.endAll(trx, existing.id, 're_registered');
        } else {
          user = await users.insert(trx, { id: randomUUID(), email, name, passwordHash, locale, at });
          await writeOutbox(
            trx,
            UserRegisteredSchema,
            { userId: user.id, email, name, locale, registeredAt: at.toISOString() },
            { key: user.id },
          );
        }
        const codeExpiresInSeconds = await codeRequests.issue(trx, { email, purpose: 'register', locale });
        return { user, codeExpiresInSeconds };
      });
    } catch (error) {
      // Two registrations of a new address at once: the second finds the first's row.
      if ((error as { code?: string }).code === '23505') throw emailTaken();
      throw error;
    }
  }
}
