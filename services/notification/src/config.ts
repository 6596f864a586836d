import { randomBytes } from 'node:crypto';
import { embeddedParts, env, parseEnv, refuseTestPartsInProduction, secretEnv, serviceRuntimeConfig, sharedServiceEnv } from '@mindprint/platform/config';
import { z } from 'zod';
import { senderDomain } from './domain/message-id.js';

const testParts = (vars: { SMTP_URL?: string; MAIL_TOKEN_SECRET?: string }) => ({
  SMTP_URL: !vars.SMTP_URL && 'mail is saved for the local mailbox instead of being sent',
  MAIL_TOKEN_SECRET: !vars.MAIL_TOKEN_SECRET && 'unsubscribe links are signed with a random per-process secret',
});

/** The variables an ad platform needs, all or none. */
const adPlatformVariables = {
  Meta: ['META_PIXEL_ID', 'META_CAPI_ACCESS_TOKEN'],
  'Google Ads': ['GOOGLE_ADS_CUSTOMER_ID', 'GOOGLE_ADS_CONVERSION_ACTION_ID', 'GOOGLE_ADS_DEVELOPER_TOKEN', 'GOOGLE_ADS_CLIENT_ID', 'GOOGLE_ADS_CLIENT_SECRET', 'GOOGLE_ADS_REFRESH_TOKEN'],
} as const;

/** An http(s) base URL (a local fake in tests), without a trailing slash. */
const httpBaseUrl = (fallback: string) =>
  z.preprocess((v) => (v === '' ? undefined : v), z.url({ protocol: /^https?$/ }).default(fallback)).transform((v) => v.replace(/\/+$/, ''));

const schema = z.object({
  ...sharedServiceEnv,
  NOTIFICATION_DATABASE_URL: env.optionalUrl(['postgres', 'postgresql']),
  NOTIFICATION_GRPC_PORT: env.port(50057),
  SMTP_URL: env.optionalUrl(['smtp', 'smtps']),
  /** The sender; its domain is the right side of every Message-ID. */
  MAIL_FROM: env.string('Mindprint <no-reply@mindprint.local>').refine((from) => senderDomain(from) !== undefined, 'must hold an address with a domain (Mindprint <no-reply@example.com>)'),
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
  /**
   * Server-side ad conversions (on OrderPaid, TrialStarted, SubscriptionRenewed; only for orders and
   * subscriptions made with advertising consent and a matching click id). Each platform is on when all its
   * required variables are set, off when none is; a half-configured platform stops start-up naming what is missing.
   */
  META_PIXEL_ID: env.optionalString(),
  META_CAPI_ACCESS_TOKEN: env.optionalString(),
  META_CAPI_BASE_URL: httpBaseUrl('https://graph.facebook.com'),
  META_CAPI_API_VERSION: env.string('v23.0'),
  /** Sends Meta's events to the Events Manager's test tab (a test code from there) instead of counting them. */
  META_TEST_EVENT_CODE: env.optionalString(),
  GOOGLE_ADS_CUSTOMER_ID: env.optionalString(),
  GOOGLE_ADS_CONVERSION_ACTION_ID: env.optionalString(),
  GOOGLE_ADS_DEVELOPER_TOKEN: env.optionalString(),
  GOOGLE_ADS_CLIENT_ID: env.optionalString(),
  GOOGLE_ADS_CLIENT_SECRET: env.optionalString(),
  GOOGLE_ADS_REFRESH_TOKEN: env.optionalString(),
  /** The manager account the credentials act through, when there is one (digits only). */
  GOOGLE_ADS_LOGIN_CUSTOMER_ID: env.optionalString(),
  GOOGLE_ADS_BASE_URL: httpBaseUrl('https://googleads.googleapis.com'),
  GOOGLE_ADS_API_VERSION: env.string('v26'),
  GOOGLE_OAUTH_TOKEN_URL: httpBaseUrl('https://oauth2.googleapis.com/token'),
  /** How often the conversion worker looks for conversions to send, tries per conversion, first wait (doubled each time). */
  CONVERSIONS_POLL_MS: env.positiveInt(2_000),
  CONVERSIONS_MAX_ATTEMPTS: env.positiveInt(8),
  CONVERSIONS_RETRY_BASE_MS: env.positiveInt(30_000),
  /** Time allowed per platform call. */
  CONVERSIONS_TIMEOUT_MS: env.positiveInt(10_000),
  /**
   * Fault harness only (npm run faults): the process kills itself (SIGKILL) right after the Nth mail of the kind
   * was handed over, before its transaction commits (`paid_report:10`). Refused with an SMTP server or in production.
   */
  FAULT_KILL_AFTER_MAIL_HANDOVER: env.optionalString().refine((v) => v === undefined || /^[a-z_]+:[1-9]\d*$/.test(v), 'is <mail kind>:<n>, e.g. paid_report:10'),
}).superRefine((vars, ctx) => {
  refuseTestPartsInProduction(vars, { ...testParts(vars), ...embeddedParts(vars, 'NOTIFICATION_DATABASE_URL') }, ctx);
  if (vars.FAULT_KILL_AFTER_MAIL_HANDOVER && (vars.SMTP_URL || vars.NODE_ENV === 'production')) {
    ctx.addIssue({ code: 'custom', path: ['FAULT_KILL_AFTER_MAIL_HANDOVER'], message: 'is for the fault harness on the saved mailbox only' });
  }
  for (const [platform, required] of Object.entries(adPlatformVariables)) {
    const set = required.filter((name) => vars[name]);
    if (set.length === 0 || set.length === required.length) continue;
    for (const name of required.filter((n) => !vars[n])) {
      ctx.addIssue({ code: 'custom', path: [name], message: `is required with ${set.join(', ')} (${platform} conversions need all of ${required.join(', ')}, or none)` });
    }
  }
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
    adConversions: adConversionsConfig(parsed),
    faultKillAfterMailHandOver: parsed.FAULT_KILL_AFTER_MAIL_HANDOVER
      ? { kind: parsed.FAULT_KILL_AFTER_MAIL_HANDOVER.split(':')[0]!, nth: Number(parsed.FAULT_KILL_AFTER_MAIL_HANDOVER.split(':')[1]) }
      : undefined,
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

/** The configured ad platforms (undefined: off) and the delivery's retry settings. */
function adConversionsConfig(parsed: z.infer<typeof schema>) {
  const timeoutMs = parsed.CONVERSIONS_TIMEOUT_MS;
  return {
    meta:
      parsed.META_PIXEL_ID && parsed.META_CAPI_ACCESS_TOKEN
        ? {
            baseUrl: parsed.META_CAPI_BASE_URL,
            apiVersion: parsed.META_CAPI_API_VERSION,
            pixelId: parsed.META_PIXEL_ID,
            accessToken: parsed.META_CAPI_ACCESS_TOKEN,
            testEventCode: parsed.META_TEST_EVENT_CODE,
            eventSourceUrl: parsed.PUBLIC_BASE_URL,
            timeoutMs,
          }
        : undefined,
    googleAds:
      parsed.GOOGLE_ADS_CUSTOMER_ID &&
      parsed.GOOGLE_ADS_CONVERSION_ACTION_ID &&
      parsed.GOOGLE_ADS_DEVELOPER_TOKEN &&
      parsed.GOOGLE_ADS_CLIENT_ID &&
      parsed.GOOGLE_ADS_CLIENT_SECRET &&
      parsed.GOOGLE_ADS_REFRESH_TOKEN
        ? {
            baseUrl: parsed.GOOGLE_ADS_BASE_URL,
            apiVersion: parsed.GOOGLE_ADS_API_VERSION,
            tokenUrl: parsed.GOOGLE_OAUTH_TOKEN_URL,
            customerId: parsed.GOOGLE_ADS_CUSTOMER_ID.replaceAll('-', ''),
            loginCustomerId: parsed.GOOGLE_ADS_LOGIN_CUSTOMER_ID?.replaceAll('-', ''),
            conversionActionId: parsed.GOOGLE_ADS_CONVERSION_ACTION_ID,
            developerToken: parsed.GOOGLE_ADS_DEVELOPER_TOKEN,
            clientId: parsed.GOOGLE_ADS_CLIENT_ID,
            clientSecret: parsed.GOOGLE_ADS_CLIENT_SECRET,
            refreshToken: parsed.GOOGLE_ADS_REFRESH_TOKEN,
            timeoutMs,
          }
        : undefined,
    delivery: { pollMs: parsed.CONVERSIONS_POLL_MS, maxAttempts: parsed.CONVERSIONS_MAX_ATTEMPTS, retryBaseMs: parsed.CONVERSIONS_RETRY_BASE_MS },
    /** Meta refuses events older than 7 days; older ones are not queued. */
    maxAgeMs: 7 * 24 * 3_600_000,
  };
}
