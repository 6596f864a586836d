import type { Database } from '@mindprint/platform/db';
import { normalizeEmail } from '@mindprint/platform/email-address';
import { DomainError } from '@mindprint/platform/errors';
import type { User, UserRepository } from '../db/user-repository.js';
import { accountErrors } from '../domain/account-errors.js';
import { clientBucket } from '../domain/client-address.js';
import { decideLoginAttempt, type LoginLimits } from '../domain/login-throttle.js';
import { accountKey, type AttemptCounter } from './attempt-counter.js';
import type { PasswordHasher } from './password-hasher.js';
import type { IssuedSession, Sessions } from './sessions.js';

export interface LoginInput {
  email: string;
  password: string;
  clientIp: string;
  previousSessionToken: string;
}

/** The counter keys one login attempt counts in (see domain/login-throttle.ts). */
export function loginCounterKeys(email: string, clientIp: string) {
  const account = accountKey(email);
  const client = clientBucket(clientIp);
  return {
    accountAndClient: `login-failures:account-client:${account}:${client}`,
    client: `login-failures:client:${client}`,
    account: `login-failures:account:${account}`,
  };
}

/**
 * Password sign-in. Unknown addresses cost the same Argon2 work and count in the same limits as known ones,
 * so neither the answer nor its timing says whether an account exists.
 */
export class Login {
  constructor(
    private readonly deps: {
      db: Database;
      users: UserRepository;
      sessions: Sessions;
      hasher: PasswordHasher;
      counter: AttemptCounter;
      limits: LoginLimits;
      clock: () => Date;
      sleep?: (ms: number) => Promise<void>;
    },
  ) {}

  async run(input: LoginInput): Promise<{ user: User; session: IssuedSession }> {
    const { db, users, sessions, hasher, counter, limits, clock } = this.deps;
    const email = normalizeEmail(input.email);
    if (!email) throw accountErrors.loginEmailFormat();
    if (!input.password) throw accountErrors.passwordRequired();

    const keys = loginCounterKeys(email, input.clientIp);
    const [accountAndClient, client, account] = await Promise.all([counter.count(keys.accountAndClient), counter.count(keys.client), counter.count(keys.account)]);
    const decision = decideLoginAttempt({ accountAndClient, client, account }, limits);
    if (!decision.allowed) throw accountErrors.tooManyAttempts(Math.ceil(decision.retryAfterSeconds / 60));
    if (decision.delayMs > 0) await (this.deps.sleep ?? ((ms) => new Promise((r) => setTimeout(r, ms))))(decision.delayMs);

    const user = await users.byEmail(email);
    const passwordOk = user ? await hasher.verify(user.passwordHash, input.password) : await hasher.verifyWithoutAccount(input.password);
    if (!user || !passwordOk) {
      await Promise.all([
        counter.add(keys.accountAndClient, limits.windowSeconds),
        counter.add(keys.client, limits.windowSeconds),
        counter.add(keys.account, limits.windowSeconds),
      ]);
      throw accountErrors.invalidCredentials();
    }
    await counter.clear(keys.accountAndClient);
    if (!user.emailVerifiedAt) {
      throw new DomainError(
        'EMAIL_NOT_VERIFIED',
        'Please verify your email address first: enter the code we e-mailed you, or ask for a new one',
        'PERMISSION_DENIED',
      );
    }
    if (hasher.needsRehash(user.passwordHash)) await users.setPasswordHash(db.knex, user.id, await hasher.hash(input.password), clock(), false);
    const session = await db.withTransaction((trx) => sessions.start(trx, user.id, input.clientIp, input.previousSessionToken));
    return { user, session };
  }
}
