import { env, parseEnv, serviceRuntimeConfig, sharedServiceEnv } from '@mindprint/platform/config';
import { z } from 'zod';

const schema = z.object({
  ...sharedServiceEnv,
  USER_DATABASE_URL: env.optionalUrl(['postgres', 'postgresql']),
  USER_GRPC_PORT: env.port(50055),
  USER_CODE_REQUESTS_PER_HOUR: env.positiveInt(5),
});

export type UserConfig = ReturnType<typeof loadUserConfig>;

export function loadUserConfig(vars: Record<string, string | undefined>) {
  const parsed = parseEnv(schema, vars);
  return {
    ...serviceRuntimeConfig('user', parsed, { databaseUrl: parsed.USER_DATABASE_URL, grpcPort: parsed.USER_GRPC_PORT }),
    codeRequestsPerHour: parsed.USER_CODE_REQUESTS_PER_HOUR,
  };
}
