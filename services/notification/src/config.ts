import { randomBytes } from 'node:crypto';
import { embeddedParts, env, parseEnv, refuseTestPartsInProduction, secretEnv, serviceRuntimeConfig, sharedServiceEnv } from '@mindprint/platform/config';
import { z } from 'zod';

const testParts = (vars: { SMTP_URL?: string; MAIL_TOKEN_SECRET?: string }) => ({
  SMTP_URL: !vars.SMTP_URL && 'mail is saved for the local mailbox instead of being sent',
  MAIL_TOKEN_SECRET: !vars.MAIL_TOKEN_SECRET && 'unsubscribe links are signed with a random per-process secret',
});

const schema = z.object({
  ...sharedServiceEnv,
  NOTIFICATION_DATABASE_URL: env.optionalUrl(['postgres', 'postgresql']),
  NOTIFICATION_GRPC_PORT: env.port(50057),
  SMTP_URL: env.optionalUrl(['smtp', 'smtps']),
  MAIL_FROM: env.string('Mindprint <no-reply@mindprint.local>'),
  PUBLIC_BASE_URL: env.string('http://localhost:8080'),
  /** Order: report access and the orders of an address. Exam: the report PDF. Subscription: the mail re-drive's membership events. */
  ORDER_GRPC_ADDR: env.string('127.0.0.1:50052'),
  EXAM_GRPC_ADDR: env.string('127.0.0.1:50051'),
  SUBSCRIPTION_GRPC_ADDR: env.string('127.0.0.1:50054'),
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
  /**
   * Signs the unsubscribe links of marketing mail (HMAC-SHA256; at least 32 characters). Set it in
   * production, the same on every replica, and never change it: the links carry no expiry, and a mail sent
   * months ago must still unsubscribe. Unset, each process makes a random one at start (and warns), so links
   * stop working after a restart — fine for a laptop, wrong anywhere else.
   */
  MAIL_TOKEN_SECRET: secretEnv(),
  /** The gateway's pay prefix (its PAY_API_PREFIX): the one-click unsubscribe URL is `${PUBLIC_BASE_URL}${PAY_API_PREFIX}/mail/unsubscribe/one-click`. */
  PAY_API_PREFIX: env.string('/pay-api'),
  /** The report offer reminder goes out this long after the test (20 h: before the 24-hour offer price ends). */
  OFFER_REMINDER_DELAY_MS: env.positiveInt(72_000_000),
  /** How often the scheduled-mail worker (reminders, unsubscribe confirmations) looks for mail that is due. */
  SCHEDULED_MAIL_POLL_MS: env.positiveInt(1_000),
  /** How often the daily question reminder scheduler looks for members whose morning has come. */
  DAILY_REMINDER_POLL_MS: env.positiveInt(60_000),
  /**
   * The mail re-drive: every REDRIVE_POLL_MS it asks order for purchases paid, and subscription for trials
   * started, renewals paid and cancellations, more than REDRIVE_AFTER_MS and less than REDRIVE_LOOKBACK_HOURS
   * ago, and mails those without their mail (an event that was lost or dead-lettered).
   */
  REDRIVE_POLL_MS: env.positiveInt(60_000),
  REDRIVE_AFTER_MS: env.positiveInt(5 * 60_000),
  REDRIVE_LOOKBACK_HOURS: env.positiveInt(48),
  /** Unsubscribe requests by e-mail: per address and per client address in an hour. */
  UNSUBSCRIBE_LIMIT_PER_EMAIL_PER_HOUR: env.positiveInt(3),
  UNSUBSCRIBE_LIMIT_PER_CLIENT_PER_HOUR: env.positiveInt(10),
}).superRefine((vars, ctx) => {
  refuseTestPartsInProduction(vars, { ...testParts(vars), ...embeddedParts(vars, 'NOTIFICATION_DATABASE_URL') }, ctx);
});

export type NotificationConfig = ReturnType<typeof loadNotificationConfig>;

export function loadNotificationConfig(vars: Record<string, string | undefined>) {
  const parsed = parseEnv(schema, vars);
  return {
    ...serviceRuntimeConfig('notification', parsed, {
      databaseUrl: parsed.NOTIFICATION_DATABASE_URL,
      grpcPort: parsed.NOTIFICATION_GRPC_PORT,
      stagingTestParts: refuseTestPartsInProduction(parsed, { ...testParts(parsed), ...embeddedParts(parsed, 'NOTIFICATION_DATABASE_URL') }),
    }),
    mail: { smtpUrl: parsed.SMTP_URL, from: parsed.MAIL_FROM, savedMailDir: `${parsed.DATA_DIR}/mail` },
    delivery: { attempts: parsed.MAIL_SEND_ATTEMPTS, baseDelayMs: parsed.MAIL_RETRY_BASE_MS },
    publicBaseUrl: parsed.PUBLIC_BASE_URL,
    orderAddress: parsed.ORDER_GRPC_ADDR,
    examAddress: parsed.EXAM_GRPC_ADDR,
    subscriptionAddress: parsed.SUBSCRIPTION_GRPC_ADDR,
    grpcDeadlineMs: parsed.GRPC_DEADLINE_MS,
    retrieval: {
      perEmailPerHour: parsed.RETRIEVE_LIMIT_PER_EMAIL_PER_HOUR,
      perClientPerHour: parsed.RETRIEVE_LIMIT_PER_CLIENT_PER_HOUR,
      pollMs: parsed.RETRIEVE_POLL_MS,
    },
    dailyReminderPollMs: parsed.DAILY_REMINDER_POLL_MS,
    redrive: { pollMs: parsed.REDRIVE_POLL_MS, afterMs: parsed.REDRIVE_AFTER_MS, lookbackMs: parsed.REDRIVE_LOOKBACK_HOURS * 3_600_000 },
    marketing: {
      tokenSecret: parsed.MAIL_TOKEN_SECRET ?? randomBytes(32).toString('base64url'),
      /** True when MAIL_TOKEN_SECRET is unset: the service warns at start. */
      tokenSecretIsEphemeral: parsed.MAIL_TOKEN_SECRET === undefined,
      payApiPrefix: parsed.PAY_API_PREFIX,
      offerReminderDelayMs: parsed.OFFER_REMINDER_DELAY_MS,
      scheduledMailPollMs: parsed.SCHEDULED_MAIL_POLL_MS,
      unsubscribeLimits: {
        perEmailPerHour: parsed.UNSUBSCRIBE_LIMIT_PER_EMAIL_PER_HOUR,
        perClientPerHour: parsed.UNSUBSCRIBE_LIMIT_PER_CLIENT_PER_HOUR,
      },
    },
  };
}
