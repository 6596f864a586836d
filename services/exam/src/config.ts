import { embeddedParts, env, parseEnv, refuseTestPartsInProduction, serviceRuntimeConfig, sharedServiceEnv } from '@mindprint/platform/config';
import { z } from 'zod';

const schema = z.object({
  ...sharedServiceEnv,
  EXAM_DATABASE_URL: env.optionalUrl(['postgres', 'postgresql']),
  EXAM_GRPC_PORT: env.port(50051),
}).superRefine((vars, ctx) => {
  refuseTestPartsInProduction(vars, embeddedParts(vars, 'EXAM_DATABASE_URL'), ctx);
});

export type ExamConfig = ReturnType<typeof loadExamConfig>;

export function loadExamConfig(vars: Record<string, string | undefined>) {
  const parsed = parseEnv(schema, vars);
  return serviceRuntimeConfig('exam', parsed, {
    databaseUrl: parsed.EXAM_DATABASE_URL,
    grpcPort: parsed.EXAM_GRPC_PORT,
    stagingTestParts: refuseTestPartsInProduction(parsed, embeddedParts(parsed, 'EXAM_DATABASE_URL')),
  });
}
