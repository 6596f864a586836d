import { env, parseEnv, serviceRuntimeConfig, sharedServiceEnv } from '@mindprint/platform/config';
import { z } from 'zod';

const schema = z.object({
  ...sharedServiceEnv,
  ORDER_DATABASE_URL: env.optionalUrl(['postgres', 'postgresql']),
  ORDER_GRPC_PORT: env.port(50052),
});

export type OrderConfig = ReturnType<typeof loadOrderConfig>;

export function loadOrderConfig(vars: Record<string, string | undefined>) {
  const parsed = parseEnv(schema, vars);
  return serviceRuntimeConfig('order', parsed, { databaseUrl: parsed.ORDER_DATABASE_URL, grpcPort: parsed.ORDER_GRPC_PORT });
}
