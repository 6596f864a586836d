import { z } from 'zod';
import type { DatabasePool } from './db.js';

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Parses environment variables once; every bad or missing variable is named in the error. */
export function parseEnv<S extends z.ZodObject>(schema: S, env: Record<string, string | undefined>): z.infer<S> {
  const result = schema.safeParse(env);
  if (result.success) return result.data;
  throw new ConfigError(
    result.error.issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`),
  );
}

/** For a process entrypoint: a bad configuration stops start-up with the message, not a stack trace. */
export function loadConfigOrExit<T>(load: (vars: Record<string, string | undefined>) => T, vars: Record<string, string | undefined>): T {
  try {
    return load(vars);
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(78); // EX_CONFIG
    }
    throw error;
  }
}

const emptyAsUndefined = (value: unknown) => (value === '' ? undefined : value);

export const env = {
  optionalUrl: (protocols: string[]) =>
    z.preprocess(
      emptyAsUndefined,
      z
        .string()
        .refine((v) => protocols.some((p) => v.startsWith(`${p}://`)), `must be a ${protocols.join(' or ')} URL`)
        .optional(),
    ),
  port: (fallback: number) => z.coerce.number().int().min(0).max(65535).default(fallback),
  positiveInt: (fallback: number) => z.coerce.number().int().positive().default(fallback),
  list: () =>
    z.preprocess(
      emptyAsUndefined,
      z
        .string()
        .transform((v) =>
          v
            .split(',')
            .map((s) => s.trim())
            .filter(Boolean),
        )
        .optional(),
    ),
  string: (fallback: string) => z.preprocess(emptyAsUndefined, z.string().default(fallback)),
  optionalString: () => z.preprocess(emptyAsUndefined, z.string().optional()),
  logLevel: () => z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
};

/** Our own signing secrets (HMAC keys): at least this many bytes, so they cannot be guessed offline. */
export const minimumSecretBytes = 32;

/** An optional secret that is refused when shorter than {@link minimumSecretBytes}. */
export const secretEnv = () =>
  env.optionalString().refine((v) => v === undefined || Buffer.byteLength(v) >= minimumSecretBytes, `must be at least ${minimumSecretBytes} bytes`);

/**
 * The production switch. `NODE_ENV=production` never falls back to a test part (the sandbox payment provider,
 * the local mailbox, a random per-process secret): start-up stops naming the variable that is missing. A
 * staging site that wants the test parts anyway says so with STAGING_TEST_PARTS=on, and every process logs
 * that loudly at start.
 */
export const productionEnv = {
  NODE_ENV: env.optionalString(),
  STAGING_TEST_PARTS: z.preprocess(emptyAsUndefined, z.enum(['on', 'off']).default('off')),
};

type ProductionVars = { NODE_ENV?: string; STAGING_TEST_PARTS: 'on' | 'off' };

/**
 * Given the test parts a configuration would fall back to (variable → what happens without it), adds an issue
 * for each in production unless the staging opt-in is set; returns the ones a staging site runs on, for the
 * loud start-up warning. Call it from the schema's superRefine and again (without ctx) when loading.
 */
export function refuseTestPartsInProduction(vars: ProductionVars, testParts: Record<string, string | false | undefined>, ctx?: z.RefinementCtx): string[] {
  if (vars.NODE_ENV !== 'production') return [];
  const inUse = Object.entries(testParts).filter((entry): entry is [string, string] => typeof entry[1] === 'string');
  if (vars.STAGING_TEST_PARTS === 'on') return inUse.map(([variable, fallback]) => `${variable}: ${fallback}`);
  for (const [variable, fallback] of inUse) {
    ctx?.addIssue({ code: 'custom', path: [variable], message: `is required with NODE_ENV=production (without it ${fallback}; a staging site sets STAGING_TEST_PARTS=on)` });
  }
  return [];
}

/**
 * The embedded defaults a part falls back to without its real parts (DESIGN.md: PGlite, the in-memory bus,
 * in-memory caches and limits), as test parts: refused in production, named by their variable.
 */
export function embeddedParts(vars: { KAFKA_BROKERS?: string[]; REDIS_URL?: string } & Record<string, unknown>, databaseVariable?: string) {
  return {
    ...(databaseVariable ? { [databaseVariable]: !vars[databaseVariable] && 'its data would live in an embedded PGlite database on this machine’s disk' } : {}),
    KAFKA_BROKERS: !vars.KAFKA_BROKERS?.length && 'events would travel on an in-memory bus that no other process hears',
    REDIS_URL: !vars.REDIS_URL && 'caches and limits would be kept in this process’s memory only',
  };
}

/** Variables every service reads besides its own prefixed ones (EXAM_DATABASE_URL, EXAM_GRPC_PORT...). */
export const sharedServiceEnv = {
  GRPC_HOST: env.string('127.0.0.1'),
  KAFKA_BROKERS: env.list(),
  KAFKA_CLIENT_ID: env.optionalString(),
  /**
   * One deployment's prefix for Kafka topics and consumer groups (`prod-eu` → `prod-eu.order.events.v1`,
   * `prod-eu.notification.order-events`), so deployments sharing a cluster never see each other's events.
   */
  KAFKA_NAMESPACE: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'letters, digits, - and _ only (the separator is added)').optional(),
  ),
  KAFKA_GROUP_PREFIX: z.preprocess((v) => (v === '' ? undefined : v), z.undefined({ error: 'replaced by KAFKA_NAMESPACE, which prefixes topics as well as consumer groups' })),
  REDIS_URL: env.optionalUrl(['redis', 'rediss']),
  DATA_DIR: env.string('.data'),
  LOG_LEVEL: env.logLevel(),
  SHUTDOWN_TIMEOUT_MS: env.positiveInt(10_000),
  OTEL_EXPORTER_OTLP_ENDPOINT: env.optionalUrl(['http', 'https']),
  // Prometheus scrape of this service's metrics (GET /metrics) on a port of its own; unset: not served.
  METRICS_PORT: z.preprocess((v) => (v === '' ? undefined : v), z.coerce.number().int().min(0).max(65535).optional()),
  // This pod's database connections and their timeouts (db.ts DatabasePool); the chart sizes them per service.
  DATABASE_POOL_MAX: env.positiveInt(10),
  DATABASE_POOL_ACQUIRE_TIMEOUT_MS: env.positiveInt(10_000),
  DATABASE_CONNECT_TIMEOUT_MS: env.positiveInt(5_000),
  DATABASE_QUERY_TIMEOUT_MS: env.positiveInt(30_000),
  DATABASE_IDLE_TIMEOUT_MS: env.positiveInt(30_000),
  ...productionEnv,
};

type SharedServiceEnv = z.infer<z.ZodObject<typeof sharedServiceEnv>>;

export interface ServiceRuntimeConfig {
  service: string;
  grpc: { host: string; port: number };
  database: { url?: string; embeddedDir: string; pool: DatabasePool };
  bus: { brokers?: string[]; clientId: string; namespace?: string };
  cache: { redisUrl?: string };
  logLevel: SharedServiceEnv['LOG_LEVEL'];
  shutdownTimeoutMs: number;
  otlpEndpoint?: string;
  metricsPort?: number;
  /** Test parts a staging site runs on in production (STAGING_TEST_PARTS=on); warned about at start. */
  stagingTestParts: string[];
}

/** Turns the parsed shared variables plus a service's own into the runtime config every service uses. */
export function serviceRuntimeConfig(
  service: string,
  shared: SharedServiceEnv,
  own: { databaseUrl?: string; grpcPort: number; stagingTestParts?: string[] },
): ServiceRuntimeConfig {
  return {
    service,
    grpc: { host: shared.GRPC_HOST, port: own.grpcPort },
    database: {
      url: own.databaseUrl,
      // One embedded database for every service of the process, each in its own schema (embedded-database.ts).
      embeddedDir: `${shared.DATA_DIR}/pglite`,
      pool: {
        max: shared.DATABASE_POOL_MAX,
        acquireTimeoutMs: shared.DATABASE_POOL_ACQUIRE_TIMEOUT_MS,
        connectTimeoutMs: shared.DATABASE_CONNECT_TIMEOUT_MS,
        queryTimeoutMs: shared.DATABASE_QUERY_TIMEOUT_MS,
        idleTimeoutMs: shared.DATABASE_IDLE_TIMEOUT_MS,
        applicationName: `mindprint-${service}`,
      },
    },
    bus: { brokers: shared.KAFKA_BROKERS, clientId: shared.KAFKA_CLIENT_ID ?? `mindprint-${service}`, namespace: shared.KAFKA_NAMESPACE },
    cache: { redisUrl: shared.REDIS_URL },
    logLevel: shared.LOG_LEVEL,
    shutdownTimeoutMs: shared.SHUTDOWN_TIMEOUT_MS,
    otlpEndpoint: shared.OTEL_EXPORTER_OTLP_ENDPOINT,
    metricsPort: shared.METRICS_PORT,
    stagingTestParts: own.stagingTestParts ?? [],
  };
}
