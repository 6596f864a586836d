import { env, parseEnv, serviceRuntimeConfig, sharedServiceEnv } from '@mindprint/platform/config';
import { z } from 'zod';

const schema = z.object({
  ...sharedServiceEnv,
  NOTIFICATION_DATABASE_URL: env.optionalUrl(['postgres', 'postgresql']),
  NOTIFICATION_GRPC_PORT: env.port(50057),
  SMTP_URL: env.optionalUrl(['smtp', 'smtps']),
  MAIL_FROM: env.string('Mindprint <no-reply@mindprint.local>'),
  PUBLIC_BASE_URL: env.string('http://localhost:8080'),
  /** Order: report access and the orders of an address. Exam: the report PDF. */
  ORDER_GRPC_ADDR: env.string('127.0.0.1:50052'),
  EXAM_GRPC_ADDR: env.string('127.0.0.1:50051'),
  GRPC_DEADLINE_MS: env.positiveInt(5_000),
  /** Tries per mail within one handling (transient SMTP failures), then the bus redelivers. */
  MAIL_SEND_ATTEMPTS: env.positiveInt(3),
  /** First wait between tries; doubled each time. */
  MAIL_RETRY_BASE_MS: env.positiveInt(500),
  /** Report retrieval: requests per address and per client address in an hour. */
  RETRIEVE_LIMIT_PER_EMAIL_PER_HOUR: env.positiveInt(3),
  RETRIEVE_LIMIT_PER_CLIENT_PER_HOUR: env.positiveInt(10),
  /** How often the retrieval worker looks for requests to answer. */
  RETRIEVE_POLL_MS: env.positiveInt(1_000),
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
    delivery: { attempts: parsed.MAIL_SEND_ATTEMPTS, baseDelayMs: parsed.MAIL_RETRY_BASE_MS },
    publicBaseUrl: parsed.PUBLIC_BASE_URL,
    orderAddress: parsed.ORDER_GRPC_ADDR,
    examAddress: parsed.EXAM_GRPC_ADDR,
    grpcDeadlineMs: parsed.GRPC_DEADLINE_MS,
    retrieval: {
      perEmailPerHour: parsed.RETRIEVE_LIMIT_PER_EMAIL_PER_HOUR,
      perClientPerHour: parsed.RETRIEVE_LIMIT_PER_CLIENT_PER_HOUR,
      pollMs: parsed.RETRIEVE_POLL_MS,
    },
  };
}
