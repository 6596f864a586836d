import { env, parseEnv, serviceRuntimeConfig, sharedServiceEnv } from '@mindprint/platform/config';
import { z } from 'zod';

const schema = z.object({
  ...sharedServiceEnv,
  SUBSCRIPTION_DATABASE_URL: env.optionalUrl(['postgres', 'postgresql']),
  SUBSCRIPTION_GRPC_PORT: env.port(50054),
});

export type SubscriptionConfig = ReturnType<typeof loadSubscriptionConfig>;

export function loadSubscriptionConfig(vars: Record<string, string | undefined>) {
  const parsed = parseEnv(schema, vars);
  return serviceRuntimeConfig('subscription', parsed, { databaseUrl: parsed.SUBSCRIPTION_DATABASE_URL, grpcPort: parsed.SUBSCRIPTION_GRPC_PORT });
}
