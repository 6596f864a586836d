import { embeddedParts, env, parseEnv, refuseTestPartsInProduction, serviceRuntimeConfig, sharedServiceEnv } from '@mindprint/platform/config';
import { z } from 'zod';

const schema = z.object({
  ...sharedServiceEnv,
  CONTENT_DATABASE_URL: env.optionalUrl(['postgres', 'postgresql']),
  CONTENT_GRPC_PORT: env.port(50056),
  // Locks in the user center follow the member's privileges, asked of the subscription service.
  SUBSCRIPTION_GRPC_ADDR: env.string('127.0.0.1:50054'),
  GRPC_DEADLINE_MS: env.positiveInt(5_000),
}).superRefine((vars, ctx) => {
  refuseTestPartsInProduction(vars, embeddedParts(vars, 'CONTENT_DATABASE_URL'), ctx);
});

export type ContentConfig = ReturnType<typeof loadContentConfig>;

export function loadContentConfig(vars: Record<string, string | undefined>) {
  const parsed = parseEnv(schema, vars);
  return {
    ...serviceRuntimeConfig('content', parsed, {
    databaseUrl: parsed.CONTENT_DATABASE_URL,
    grpcPort: parsed.CONTENT_GRPC_PORT,
    stagingTestParts: refuseTestPartsInProduction(parsed, embeddedParts(parsed, 'CONTENT_DATABASE_URL')),
  }),
    subscriptionAddress: parsed.SUBSCRIPTION_GRPC_ADDR,
    grpcDeadlineMs: parsed.GRPC_DEADLINE_MS,
  };
}
