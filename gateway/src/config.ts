import { embeddedParts, env, parseEnv, productionEnv, refuseTestPartsInProduction, sharedServiceEnv } from '@mindprint/platform/config';
import { z } from 'zod';
import type { BotCheckSettings } from './bot-check.js';
import { refuseLabelsWithoutGoogleAds, tagEnv, tagSettings } from './tag-settings.js';

export const serviceNames = ['exam', 'order', 'payment', 'subscription', 'user', 'content', 'notification'] as const;
export type ServiceName = (typeof serviceNames)[number];

const defaultPorts: Record<ServiceName, number> = {
  exam: 50051, order: 50052, payment: 50053, subscription: 50054, user: 50055, content: 50056, notification: 50057,
};

const addressVariable = (service: ServiceName) => `${service.toUpperCase()}_GRPC_ADDR` as const;
const deadlineVariable = (service: ServiceName) => `${service.toUpperCase()}_GRPC_DEADLINE_MS` as const;

const schema = z.object({
  PORT: env.port(8080),
  HOST: env.string('0.0.0.0'),
  GATEWAY_SURFACES: z
    .preprocess((v) => (v === '' || v === undefined ? 'base,pay' : v), z.string())
    .transform((v) => v.split(',').map((s) => s.trim()))
    .pipe(z.array(z.enum(['base', 'pay'])).min(1)),
  API_PREFIX: env.string('/api'),
  PAY_API_PREFIX: env.string('/pay-api'),
  WEB_DIST_DIR: env.optionalString(),
  DEV_MAILBOX: z.enum(['on', 'off']).default('off'),
  // Tests and fuzzing: every answer is checked against its route's response schema (a mismatch is a 500).
  CHECK_ANSWERS: z.enum(['on', 'off']).default('off'),
  BODY_LIMIT: env.string('64kb'),
  GRPC_DEADLINE_MS: env.positiveInt(5_000),
  // Per upstream: PAYMENT_GRPC_DEADLINE_MS etc. override GRPC_DEADLINE_MS; the circuit breaker opens after
  // GRPC_BREAKER_FAILURES consecutive timeouts/unavailable answers and fails that upstream's routes fast for GRPC_BREAKER_OPEN_MS.
  ...Object.fromEntries(serviceNames.map((s) => [deadlineVariable(s), z.preprocess((v) => (v === '' ? undefined : v), z.coerce.number().int().positive().optional())])),
  GRPC_BREAKER_FAILURES: env.positiveInt(5),
  GRPC_BREAKER_OPEN_MS: env.positiveInt(5_000),
  // Must end before the pod's terminationGracePeriodSeconds minus its preStop pause.
  SHUTDOWN_TIMEOUT_MS: env.positiveInt(10_000),
  // /metrics (requests in flight and served) on this port for the autoscalers; unset: not served.
  METRICS_PORT: z.preprocess((v) => (v === '' ? undefined : v), z.coerce.number().int().min(0).max(65535).optional()),
  LOG_LEVEL: env.logLevel(),
  OTEL_EXPORTER_OTLP_ENDPOINT: env.optionalUrl(['http', 'https']),
  // The owners' events that invalidate the response cache of public reads: from Kafka when set.
  KAFKA_BROKERS: env.list(),
  // The deployment's topics (KAFKA_NAMESPACE), the same as its services'.
  KAFKA_NAMESPACE: sharedServiceEnv.KAFKA_NAMESPACE,
  ...Object.fromEntries(serviceNames.map((s) => [addressVariable(s), env.string(`127.0.0.1:${defaultPorts[s]}`)])),
  // Accounts (gateway/src/auth): session cookies over HTTPS only (default on in production), and other
  // origins allowed to send writes besides the gateway's own.
  ...productionEnv,
  SESSION_COOKIE_SECURE: z.preprocess((v) => (v === '' ? undefined : v), z.enum(['true', 'false', 'on', 'off', '1', '0']).optional()),
  TRUSTED_ORIGINS: env.list(),
  // Proxies whose X-Forwarded-For is believed (addresses, subnets or loopback/linklocal/uniquelocal); none by
  // default, so a visitor cannot choose the client address every per-client limit counts.
  TRUSTED_PROXIES: env.list(),
  // Limits at the edge on calls that send mail or start a payment, shared by the replicas through Redis.
  REDIS_URL: env.optionalUrl(['redis', 'rediss']),
  EDGE_LIMIT_KEY_PREFIX: env.string('gateway:'),
  MAIL_CALLS_PER_ADDRESS_PER_HOUR: env.positiveInt(10),
  MAIL_CALLS_PER_CLIENT_PER_HOUR: env.positiveInt(60),
  PAYMENT_CALLS_PER_ADDRESS_PER_HOUR: env.positiveInt(30),
  PAYMENT_CALLS_PER_CLIENT_PER_HOUR: env.positiveInt(60),
  // Bot protection (bot-check.ts): Turnstile's keys together or neither; its script and siteverify API under the base URL.
  TURNSTILE_SITE_KEY: env.optionalString(),
  TURNSTILE_SECRET_KEY: env.optionalString(),
  TURNSTILE_BASE_URL: z.preprocess((v) => (v === '' ? undefined : v), z.url({ protocol: /^https?$/ }).default('https://challenges.cloudflare.com')).transform((v) => v.replace(/\/+$/, '')),
  // Third-party tags (tag-settings.ts): each loads only with its id set and the visitor's consent.
  ...tagEnv,
  // The deployment's name; one containing `fb` shows no bot-protection widget and loads no advertising tag (spec).
  ENVIRONMENT_NAME: env.string(''),
}).superRefine((vars, ctx) => {
  refuseTestPartsInProduction(vars, testParts(vars), ctx);
  refuseLabelsWithoutGoogleAds(vars, ctx);
  for (const [present, missing] of [['TURNSTILE_SITE_KEY', 'TURNSTILE_SECRET_KEY'], ['TURNSTILE_SECRET_KEY', 'TURNSTILE_SITE_KEY']] as const) {
    if (vars[present] && !vars[missing]) ctx.addIssue({ code: 'custom', path: [missing], message: `is required with ${present} (Turnstile's keys go together, or neither is set)` });
  }
});

/**
 * The gateway's own test part — the local mailbox page, which lists every saved mail (codes, report links) — and
 * its embedded ones: edge limits and the response cache per replica, cache invalidation never hearing the owners.
 */
const testParts = (vars: { DEV_MAILBOX: 'on' | 'off'; KAFKA_BROKERS?: string[]; REDIS_URL?: string }) => ({
  DEV_MAILBOX: vars.DEV_MAILBOX === 'on' && 'the local mailbox page would show every mail to anyone (set DEV_MAILBOX=off)',
  ...embeddedParts(vars),
});

export type GatewayConfig = ReturnType<typeof loadGatewayConfig>;

export function loadGatewayConfig(vars: Record<string, string | undefined>) {
  const parsed = parseEnv(schema, vars) as z.infer<typeof schema> & Record<string, unknown>;
  const production = parsed.NODE_ENV === 'production';
  return {
    port: parsed.PORT,
    host: parsed.HOST,
    surfaces: parsed.GATEWAY_SURFACES,
    prefixes: { base: parsed.API_PREFIX, pay: parsed.PAY_API_PREFIX },
    webDistDir: parsed.WEB_DIST_DIR,
    devMailbox: parsed.DEV_MAILBOX === 'on',
    checkAnswers: parsed.CHECK_ANSWERS === 'on',
    /** The sandbox provider's pages: served outside production, or on a staging site that opted in. */
    sandboxPages: !production || parsed.STAGING_TEST_PARTS === 'on',
    /** Test parts a staging site runs on in production; warned about at start. */
    stagingTestParts: refuseTestPartsInProduction(parsed, { ...testParts(parsed), SANDBOX_PAGES: production && parsed.STAGING_TEST_PARTS === 'on' && 'the sandbox payment pages are served' }),
    bodyLimit: parsed.BODY_LIMIT,
    upstreams: Object.fromEntries(
      serviceNames.map((s) => [
        s,
        {
          deadlineMs: (parsed[deadlineVariable(s)] as number | undefined) ?? parsed.GRPC_DEADLINE_MS,
          circuitBreaker: { failureThreshold: parsed.GRPC_BREAKER_FAILURES, openMs: parsed.GRPC_BREAKER_OPEN_MS },
        },
      ]),
    ) as Record<ServiceName, { deadlineMs: number; circuitBreaker: { failureThreshold: number; openMs: number } }>,
    shutdownTimeoutMs: parsed.SHUTDOWN_TIMEOUT_MS,
    metricsPort: parsed.METRICS_PORT,
    logLevel: parsed.LOG_LEVEL,
    otlpEndpoint: parsed.OTEL_EXPORTER_OTLP_ENDPOINT,
    kafkaBrokers: parsed.KAFKA_BROKERS,
    kafkaNamespace: parsed.KAFKA_NAMESPACE,
    session: {
      cookieSecure: parsed.SESSION_COOKIE_SECURE ? ['true', 'on', '1'].includes(parsed.SESSION_COOKIE_SECURE) : production,
      trustedOrigins: parsed.TRUSTED_ORIGINS ?? [],
    },
    trustedProxies: parsed.TRUSTED_PROXIES ?? [],
    edgeLimits: {
      redisUrl: parsed.REDIS_URL,
      keyPrefix: parsed.EDGE_LIMIT_KEY_PREFIX,
      mail: { perAddressPerHour: parsed.MAIL_CALLS_PER_ADDRESS_PER_HOUR, perClientPerHour: parsed.MAIL_CALLS_PER_CLIENT_PER_HOUR },
      money: { perAddressPerHour: parsed.PAYMENT_CALLS_PER_ADDRESS_PER_HOUR, perClientPerHour: parsed.PAYMENT_CALLS_PER_CLIENT_PER_HOUR },
    },
    botCheck: {
      turnstile: parsed.TURNSTILE_SITE_KEY && parsed.TURNSTILE_SECRET_KEY ? { siteKey: parsed.TURNSTILE_SITE_KEY, secretKey: parsed.TURNSTILE_SECRET_KEY } : undefined,
      turnstileBaseUrl: parsed.TURNSTILE_BASE_URL,
      widgetOn: Boolean(parsed.TURNSTILE_SITE_KEY && parsed.TURNSTILE_SECRET_KEY) && !parsed.ENVIRONMENT_NAME.toLowerCase().includes('fb'),
    } satisfies BotCheckSettings,
    tags: tagSettings(parsed, parsed.ENVIRONMENT_NAME),
    serviceAddresses: Object.fromEntries(serviceNames.map((s) => [s, parsed[addressVariable(s)] as string])) as Record<ServiceName, string>,
  };
}
