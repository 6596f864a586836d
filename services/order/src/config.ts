import { embeddedParts, env, parseEnv, refuseTestPartsInProduction, serviceRuntimeConfig, sharedServiceEnv } from '@mindprint/platform/config';
import { z } from 'zod';

const schema = z.object({
  ...sharedServiceEnv,
  ORDER_DATABASE_URL: env.optionalUrl(['postgres', 'postgresql']),
  ORDER_GRPC_PORT: env.port(50052),
  EXAM_GRPC_ADDR: env.string('127.0.0.1:50051'),
  GRPC_DEADLINE_MS: env.positiveInt(5_000),
}).superRefine((vars, ctx) => {
  refuseTestPartsInProduction(vars, embeddedParts(vars, 'ORDER_DATABASE_URL'), ctx);
});

export type OrderConfig = ReturnType<typeof loadOrderConfig>;

export function loadOrderConfig(vars: Record<string, string | undefined>) {
  const parsed = parseEnv(schema, vars);
  return {
    ...serviceRuntimeConfig('order', parsed, {
    databaseUrl: parsed.ORDER_DATABASE_URL,
    grpcPort: parsed.ORDER_GRPC_PORT,
    stagingTestParts: refuseTestPartsInProduction(parsed, embeddedParts(parsed, 'ORDER_DATABASE_URL')),
  }),
    examAddress: parsed.EXAM_GRPC_ADDR,
    grpcDeadlineMs: parsed.GRPC_DEADLINE_MS,
  };
}
