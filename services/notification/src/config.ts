import { env, parseEnv, serviceRuntimeConfig, sharedServiceEnv } from '@mindprint/platform/config';
import { z } from 'zod';

const schema = z.object({
  ...sharedServiceEnv,
  NOTIFICATION_DATABASE_URL: env.optionalUrl(['postgres', 'postgresql']),
  NOTIFICATION_GRPC_PORT: env.port(50057),
  SMTP_URL: env.optionalUrl(['smtp', 'smtps']),
  MAIL_FROM: env.string('Mindprint <no-reply@mindprint.local>'),
  PUBLIC_BASE_URL: env.string('http://localhost:8080'),
});

export type NotificationConfig = ReturnType<typeof loadNotificationConfig>;

export function loadNotificationConfig(vars: Record<string, string | undefined>) {
  const parsed = parseEnv(schema, vars);
  return {
    ...serviceRuntimeConfig('notification', parsed, {
      databaseUrl: parsed.NOTIFICATION_DATABASE_URL,
      grpcPort: parsed.NOTIFICATION_GRPC_PORT,
    }),
    mail: { smtpUrl: parsed.SMTP_URL, from: parsed.MAIL_FROM, savedMailDir: `${parsed.DATA_DIR}/mail` },
    publicBaseUrl: parsed.PUBLIC_BASE_URL,
  };
}
