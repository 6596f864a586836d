import { env, parseEnv, serviceRuntimeConfig, sharedServiceEnv } from '@mindprint/platform/config';
import { z } from 'zod';

const schema = z.object({
  ...sharedServiceEnv,
  PAYMENT_DATABASE_URL: env.optionalUrl(['postgres', 'postgresql']),
  PAYMENT_GRPC_PORT: env.port(50053),
});

export type PaymentConfig = ReturnType<typeof loadPaymentConfig>;

export function loadPaymentConfig(vars: Record<string, string | undefined>) {
  const parsed = parseEnv(schema, vars);
  return serviceRuntimeConfig('payment', parsed, { databaseUrl: parsed.PAYMENT_DATABASE_URL, grpcPort: parsed.PAYMENT_GRPC_PORT });
}
