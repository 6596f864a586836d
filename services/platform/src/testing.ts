import { randomUUID } from 'node:crypto';
import type { GenService, GenServiceMethods } from '@bufbuild/protobuf/codegenv2';
import pg from 'pg';
import type { Bus, RetryPolicy } from './bus.js';
import { type Database, type Migration, openDatabase } from './db.js';
import { DomainError } from './errors.js';
import { type GrpcServer, type ServiceBinding, type ServiceHandlers, serveGrpc } from './grpc-server.js';
import { KafkaBus } from './kafka-bus.js';
import { createLogger, type Logger } from './logger.js';
import { InMemoryBus } from './memory-bus.js';

/** Test helpers: the engines a test should run on, given what the test setup found. */
export const realPostgresUrl = process.env.TEST_DATABASE_URL;
export const realKafkaBrokers = process.env.KAFKA_BROKERS?.split(',').filter(Boolean);
export const realRedisUrl = process.env.REDIS_URL;

export const databaseEngines = (['pglite', ...(realPostgresUrl ? (['postgres'] as const) : [])] as const).map((e) => e);
export const busKinds = (['memory', ...(realKafkaBrokers?.length ? (['kafka'] as const) : [])] as const).map((k) => k);

export const testLogger = (): Logger => createLogger({ service: 'test', level: process.env.TEST_LOG_LEVEL ?? 'silent' });

/**
 * A fresh, empty database for one test: an in-memory PGlite, or a new schema on the real Postgres so tests
 * never see each other's rows.
 */
export async function openTestDatabase(engine: 'pglite' | 'postgres', migrations: Migration[] = []): Promise<Database> {
  if (engine === 'pglite') return openDatabase({ embedded: { schema: 'test', log: testLogger() }, migrations });
  if (!realPostgresUrl) throw new Error('TEST_DATABASE_URL is not set');
  const schema = `t_${randomUUID().replace(/-/g, '').slice(0, 16)}`;
  const db = await openDatabase({ url: await createSchema(realPostgresUrl, schema), migrations, pool: { max: 5 } });
  return {
    ...db,
    async close() {
      await db.close();
      const cleanup = new pg.Client({ connectionString: realPostgresUrl });
      await cleanup.connect();
      await cleanup.query(`drop schema ${schema} cascade`);
      await cleanup.end();
    },
  };
}

/** Creates an empty schema in the database at `url`; returns the URL whose connections use it. */
export async function createSchema(url: string, schema: string): Promise<string> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(`create schema ${schema}`);
  } finally {
    await admin.end();
  }
  const inSchema = new URL(url);
  inSchema.searchParams.set('options', `-c search_path=${schema}`);
  return inSchema.toString();
}

/** A bus for one test: its own in-memory broker, or the real Kafka (tests use fresh group ids). */
export function openTestBus(kind: 'memory' | 'kafka', log: Logger, policy?: RetryPolicy): Bus {
  if (kind === 'memory') return new InMemoryBus(log, policy);
  if (!realKafkaBrokers?.length) throw new Error('KAFKA_BROKERS is not set');
  return new KafkaBus({ brokers: realKafkaBrokers, clientId: `test-${randomUUID().slice(0, 8)}` }, log, policy);
}

/** Polls until the check passes or the time is up; returns the last value. */
export async function eventually<T>(check: () => Promise<T> | T, options: { timeoutMs?: number; intervalMs?: number } = {}): Promise<T> {
  const deadline = Date.now() + (options.timeoutMs ?? 20_000);
  let lastError: unknown;
  while (Date.now() < deadline) {
    try {
      return await check();
    } catch (error) {
      lastError = error;
    }
    await new Promise((r) => setTimeout(r, options.intervalMs ?? 50));
  }
  throw lastError;
}

/**
 * A binding for tests where the methods a test does not give answer INTERNAL, so a fake names only what
 * it serves; the ones it gives are checked against the service's request and response types.
 */
export function fakeBinding<S extends GenServiceMethods>(service: GenService<S>, handlers: Partial<ServiceHandlers<S>>): ServiceBinding {
  const given = handlers as Partial<Record<string, ServiceBinding['handlers'][string]>>;
  const all: ServiceBinding['handlers'] = {};
  for (const method of service.methods) {
    all[method.localName] =
      given[method.localName] ??
      (async () => {
        throw new DomainError('NOT_FAKED', `${method.name} is not part of this fake`, 'INTERNAL');
      });
  }
  return { service: service as unknown as GenService<GenServiceMethods>, handlers: all };
}

/** Fakes of one or more services on a loopback port, with gRPC health like a real service. */
export function serveFakes(log: Logger, bindings: ServiceBinding[]): Promise<GrpcServer> {
  return serveGrpc({ host: '127.0.0.1', port: 0, log, bindings });
}

/** One service's fake: `serveFake(ExamService, { getExam: async () => ({ … }) }, log)`. */
export function serveFake<S extends GenServiceMethods>(service: GenService<S>, handlers: Partial<ServiceHandlers<S>>, log: Logger = testLogger()): Promise<GrpcServer> {
  return serveFakes(log, [fakeBinding(service, handlers)]);
}
