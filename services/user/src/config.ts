import { embeddedParts, env, parseEnv, refuseTestPartsInProduction, serviceRuntimeConfig, sharedServiceEnv } from '@mindprint/platform/config';
import { z } from 'zod';

const schema = z.object({
  ...sharedServiceEnv,
  USER_DATABASE_URL: env.optionalUrl(['postgres', 'postgresql']),
  USER_GRPC_PORT: env.port(50055),
  USER_CODE_REQUESTS_PER_HOUR: env.positiveInt(5),
  USER_CODE_REQUESTS_PER_CLIENT_PER_HOUR: env.positiveInt(20),
  USER_CODE_FAILURES_PER_CLIENT: env.positiveInt(20),
  USER_REGISTRATIONS_PER_CLIENT_PER_HOUR: env.positiveInt(10),
  USER_LOGIN_FAILURES_PER_ACCOUNT_AND_CLIENT: env.positiveInt(5),
  USER_LOGIN_FAILURES_PER_CLIENT: env.positiveInt(30),
  USER_LOGIN_FAILURES_BEFORE_DELAY: env.positiveInt(10),
  USER_SESSION_IDLE_MINUTES: env.positiveInt(30),
  USER_SESSION_ABSOLUTE_HOURS: env.positiveInt(7 * 24),
  USER_ARGON2_MEMORY_KIB: env.positiveInt(19_456),
  USER_ARGON2_TIME_COST: env.positiveInt(2),
  // How often ended sessions and expired codes older than a day are deleted.
  USER_PRUNE_INTERVAL_MS: env.positiveInt(3_600_000),
}).superRefine((vars, ctx) => {
  refuseTestPartsInProduction(vars, embeddedParts(vars, 'USER_DATABASE_URL'), ctx);
});

export type UserConfig = ReturnType<typeof loadUserConfig>;

/** Windows of the failure counters (login, wrong codes, wrong current password). */
const failureWindowSeconds = 15 * 60;

export function loadUserConfig(vars: Record<string, string | undefined>) {
  const parsed = parseEnv(schema, vars);
  return {
    ...serviceRuntimeConfig('user', parsed, {
    databaseUrl: parsed.USER_DATABASE_URL,
    grpcPort: parsed.USER_GRPC_PORT,
    stagingTestParts: refuseTestPartsInProduction(parsed, embeddedParts(parsed, 'USER_DATABASE_URL')),
  }),
    codeRequestsPerHour: parsed.USER_CODE_REQUESTS_PER_HOUR,
    codeRequestsPerClientPerHour: parsed.USER_CODE_REQUESTS_PER_CLIENT_PER_HOUR,
    codeFailures: { failuresPerClient: parsed.USER_CODE_FAILURES_PER_CLIENT, windowSeconds: failureWindowSeconds },
    registrationsPerClientPerHour: parsed.USER_REGISTRATIONS_PER_CLIENT_PER_HOUR,
    login: {
      windowSeconds: failureWindowSeconds,
      failuresPerAccountAndClient: parsed.USER_LOGIN_FAILURES_PER_ACCOUNT_AND_CLIENT,
      failuresPerClient: parsed.USER_LOGIN_FAILURES_PER_CLIENT,
      accountFailuresBeforeDelay: parsed.USER_LOGIN_FAILURES_BEFORE_DELAY,
      delayStepMs: 500,
      maxDelayMs: 3_000,
    },
    passwordChange: { failuresPerAccount: 5, windowSeconds: failureWindowSeconds },
    session: {
      idleTimeoutSeconds: parsed.USER_SESSION_IDLE_MINUTES * 60,
      absoluteTimeoutSeconds: parsed.USER_SESSION_ABSOLUTE_HOURS * 3600,
      touchIntervalSeconds: 60,
    },
    argon2: { memoryCost: parsed.USER_ARGON2_MEMORY_KIB, timeCost: parsed.USER_ARGON2_TIME_COST, parallelism: 1 },
    pruneIntervalMs: parsed.USER_PRUNE_INTERVAL_MS,
  };
}
