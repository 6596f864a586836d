import type { Cache } from '@mindprint/platform/cache';
import type { Database } from '@mindprint/platform/db';
import type { Logger } from '@mindprint/platform/logger';
import { openServiceInfrastructure, type RunningService, serveService } from '@mindprint/platform/service-runtime';
import { AttemptCounter } from './app/attempt-counter.js';
import { AuthenticateSession } from './app/authenticate-session.js';
import { ChangePassword } from './app/change-password.js';
import { CodeChecks } from './app/code-checks.js';
import { Login } from './app/login.js';
import { Logout } from './app/logout.js';
import { Argon2PasswordHasher, type PasswordHasher } from './app/password-hasher.js';
import { ProfileQueries } from './app/profile-queries.js';
import { PruneExpired } from './app/prune-expired.js';
import { Register } from './app/register.js';
import { RequestVerificationCode } from './app/request-verification-code.js';
import { ResetPassword } from './app/reset-password.js';
import { Sessions } from './app/sessions.js';
import { UpdateProfile } from './app/update-profile.js';
import { VerifyEmail } from './app/verify-email.js';
import type { UserConfig } from './config.js';
import { userMigrations } from './db/migrations.js';
import { SessionRepository } from './db/session-repository.js';
import { UserRepository } from './db/user-repository.js';
import { VerificationCodeRepository } from './db/verification-code-repository.js';
import { userHandlers, type UserUseCases } from './grpc/user-handlers.js';

/** The limits and timeouts the use cases follow (the service's config holds them all). */
export type UserSettings = Pick<
  UserConfig,
  'codeRequestsPerHour' | 'codeRequestsPerClientPerHour' | 'codeFailures' | 'registrationsPerClientPerHour' | 'login' | 'passwordChange' | 'session' | 'argon2'
>;

/** Every use case on one database and cache; tests pass their own clock, sleep and hasher. */
export function userUseCases(deps: {
  db: Database;
  cache: Cache;
  settings: UserSettings;
  clock?: () => Date;
  sleep?: (ms: number) => Promise<void>;
  hasher?: PasswordHasher;
  log?: Logger;
}): UserUseCases {
  const { db, settings } = deps;
  const clock = deps.clock ?? (() => new Date());
  const hasher = deps.hasher ?? new Argon2PasswordHasher(settings.argon2);
  const users = new UserRepository(db.knex);
  const sessionRows = new SessionRepository(db.knex);
  const codes = new VerificationCodeRepository();
  const counter = new AttemptCounter(deps.cache);
  const sessions = new Sessions(sessionRows, settings.session, clock);
  const codeChecks = new CodeChecks(codes, counter, settings.codeFailures, clock);
  const requestVerificationCode = new RequestVerificationCode({
    db,
    codes,
    users,
    counter,
    limits: { perHour: settings.codeRequestsPerHour, perClientPerHour: settings.codeRequestsPerClientPerHour },
    clock,
    log: deps.log,
  });
  return {
    requestVerificationCode,
    register: new Register({
      db,
      users,
      sessions,
      codeRequests: requestVerificationCode,
      hasher,
      counter,
      limits: { registrationsPerClientPerHour: settings.registrationsPerClientPerHour },
      clock,
    }),
    verifyEmail: new VerifyEmail({ db, users, codeChecks, sessions, clock }),
    login: new Login({ db, users, sessions, hasher, counter, limits: settings.login, clock, sleep: deps.sleep }),
    logout: new Logout({ db, sessions }),
    resetPassword: new ResetPassword({ db, users, codeChecks, sessions, hasher, counter, clock }),
    changePassword: new ChangePassword({ db, users, sessions, hasher, counter, limits: settings.passwordChange, clock }),
    authenticateSession: new AuthenticateSession({ sessions: sessionRows, policy: settings.session, clock }),
    profiles: new ProfileQueries({ users, sessions: sessionRows, policy: settings.session, clock }),
    updateProfile: new UpdateProfile({ db, users, clock }),
  };
}

export async function startUserService(config: UserConfig, log: Logger): Promise<RunningService> {
  const infra = await openServiceInfrastructure(config, log, userMigrations);
  const useCases = userUseCases({ db: infra.db, cache: infra.cache, settings: config, log });
  const pruning = new PruneExpired({
    knex: infra.db.knex,
    sessions: new SessionRepository(infra.db.knex),
    codes: new VerificationCodeRepository(),
    idleTimeoutSeconds: config.session.idleTimeoutSeconds,
    clock: () => new Date(),
    log,
  });
  const stopPruning = pruning.start(config.pruneIntervalMs);
  const running = await serveService(infra, [userHandlers(useCases)]);
  return {
    ...running,
    async stop() {
      stopPruning();
      await useCases.requestVerificationCode.drain(); // reset codes still being issued after their answer
      await running.stop();
    },
  };
}
