import { env, parseEnv, serviceRuntimeConfig, sharedServiceEnv } from '@mindprint/platform/config';
import { z } from 'zod';

const schema = z.object({
  ...sharedServiceEnv,
  CONTENT_DATABASE_URL: env.optionalUrl(['postgres', 'postgresql']),
  CONTENT_GRPC_PORT: env.port(50056),
});

export type ContentConfig = ReturnType<typeof loadContentConfig>;

export function loadContentConfig(vars: Record<string, string | undefined>) {
  const parsed = parseEnv(schema, vars);
  return serviceRuntimeConfig('content', parsed, { databaseUrl: parsed.CONTENT_DATABASE_URL, grpcPort: parsed.CONTENT_GRPC_PORT });
}
