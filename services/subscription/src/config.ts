import { embeddedParts, env, parseEnv, refuseTestPartsInProduction, secretEnv, serviceRuntimeConfig, sharedServiceEnv } from '@mindprint/platform/config';
import { z } from 'zod';

const testParts = (vars: { SUBSCRIPTION_TOKEN_SECRET?: string }) => ({
  SUBSCRIPTION_TOKEN_SECRET: !vars.SUBSCRIPTION_TOKEN_SECRET && 'cancellation links are signed with a random per-process secret',
});

const schema = z.object({
  ...sharedServiceEnv,
  SUBSCRIPTION_DATABASE_URL: env.optionalUrl(['postgres', 'postgresql']),
  SUBSCRIPTION_GRPC_PORT: env.port(50054),
  PAYMENT_GRPC_ADDR: env.string('127.0.0.1:50053'),
  GRPC_DEADLINE_MS: env.positiveInt(5_000),
  // Signs the mailed cancellation links; a random per-process secret when unset (links die with the process).
  SUBSCRIPTION_TOKEN_SECRET: secretEnv(),
  // The renewal scheduler: how often it looks for due subscriptions, how many it claims at once, how long a
  // claim is left to it, and how many charges it asks of payment at a time.
  RENEWAL_POLL_MS: env.positiveInt(60_000),
  RENEWAL_BATCH_SIZE: env.positiveInt(100),
  RENEWAL_LEASE_MS: env.positiveInt(15 * 60_000),
  RENEWAL_CONCURRENCY: env.positiveInt(10),
  // Cancellation requests by e-mail per address and per client within an hour.
  CANCEL_REQUESTS_PER_EMAIL_PER_HOUR: env.positiveInt(5),
  CANCEL_REQUESTS_PER_CLIENT_PER_HOUR: env.positiveInt(20),
}).superRefine((vars, ctx) => {
  refuseTestPartsInProduction(vars, { ...testParts(vars), ...embeddedParts(vars, 'SUBSCRIPTION_DATABASE_URL') }, ctx);
});

export type SubscriptionConfig = ReturnType<typeof loadSubscriptionConfig>;

export function loadSubscriptionConfig(vars: Record<string, string | undefined>) {
  const parsed = parseEnv(schema, vars);
  return {
    ...serviceRuntimeConfig('subscription', parsed, {
      databaseUrl: parsed.SUBSCRIPTION_DATABASE_URL,
      grpcPort: parsed.SUBSCRIPTION_GRPC_PORT,
      stagingTestParts: refuseTestPartsInProduction(parsed, { ...testParts(parsed), ...embeddedParts(parsed, 'SUBSCRIPTION_DATABASE_URL') }),
    }),
    paymentAddress: parsed.PAYMENT_GRPC_ADDR,
    grpcDeadlineMs: parsed.GRPC_DEADLINE_MS,
    tokenSecret: parsed.SUBSCRIPTION_TOKEN_SECRET,
    renewals: {
      pollMs: parsed.RENEWAL_POLL_MS,
      batchSize: parsed.RENEWAL_BATCH_SIZE,
      leaseMs: parsed.RENEWAL_LEASE_MS,
      concurrency: parsed.RENEWAL_CONCURRENCY,
    },
    cancelLimits: { perEmailPerHour: parsed.CANCEL_REQUESTS_PER_EMAIL_PER_HOUR, perClientPerHour: parsed.CANCEL_REQUESTS_PER_CLIENT_PER_HOUR },
  };
}
