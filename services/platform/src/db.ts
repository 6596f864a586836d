import knexFactory, { type Knex } from 'knex';
import pg from 'pg';
import { embeddedKnexClient, type EmbeddedSessionLog, openEmbeddedSession } from './embedded-database.js';

export type { Knex } from 'knex';
export type Transaction = Knex.Transaction;

/** One forward-only migration; names sort in the order they run. */
export interface Migration {
  name: string;
  up(knex: Knex): Promise<void>;
}

export interface Database {
  knex: Knex;
  /** "postgres" when a URL was given, "pglite" for the embedded default. */
  engine: 'postgres' | 'pglite';
  withTransaction<T>(fn: (trx: Transaction) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** Tables the platform itself needs in every service's database: the outbox and the consumer inbox. */
const platformMigrations: Migration[] = [
  {
    name: '0000_platform_outbox_inbox',
    async up(knex) {
      await knex.schema.createTable('outbox', (t) => {
        t.bigIncrements('seq').primary();
        t.uuid('event_id').notNullable().unique();
        t.string('topic', 200).notNullable();
        t.string('event_type', 200).notNullable();
        t.string('message_key', 200).notNullable();
        t.binary('payload').notNullable();
        t.jsonb('headers').notNullable();
        t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
        t.timestamp('published_at', { useTz: true });
      });
      await knex.raw('create index outbox_unpublished on outbox (seq) where published_at is null');
      await knex.schema.createTable('inbox', (t) => {
        t.uuid('event_id').notNullable();
        t.string('consumer', 200).notNullable();
        t.string('event_type', 200).notNullable();
        t.timestamp('processed_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
        t.primary(['event_id', 'consumer']);
      });
    },
  },
];

// Both engines answer with the same shapes: int8 as number (counts, serials), bytea as Buffer.
const INT8_OID = 20;
const pgTypes = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === INT8_OID ? (value: string) => Number(value) : pg.types.getTypeParser(oid, format as 'text')) as typeof pg.types.getTypeParser,
};

function normalizeValue(value: unknown): unknown {
  if (typeof value === 'bigint') return Number(value);
  if (value instanceof Uint8Array && !Buffer.isBuffer(value)) return Buffer.from(value.buffer, value.byteOffset, value.byteLength);
  return value;
}

export function normalizeResult(result: unknown): unknown {
  if (Array.isArray(result)) return result.map(normalizeResult);
  if (result && typeof result === 'object' && !(result instanceof Date) && !Buffer.isBuffer(result) && !(result instanceof Uint8Array)) {
    const row = result as Record<string, unknown>;
    for (const key of Object.keys(row)) {
      const value = row[key];
      row[key] = Array.isArray(value) && key === 'rows' ? value.map(normalizeResult) : normalizeValue(value);
    }
  }
  return normalizeValue(result);
}

/**
 * A pod's share of its database: replicas × max must stay under what the server (or PgBouncer) accepts, so
 * the chart sets it per service. Timeouts turn a saturated database into fast errors instead of piled-up requests.
 */
export interface DatabasePool {
  max: number;
  /** Waiting for a free connection of the pool. */
  acquireTimeoutMs: number;
  /** Opening a new connection. */
  connectTimeoutMs: number;
  /** One query, measured by the client (works through PgBouncer, unlike a statement_timeout startup option). */
  queryTimeoutMs: number;
  /** An unused connection is closed after this long, so a scaled-down burst gives its connections back. */
  idleTimeoutMs: number;
  /** Shown in pg_stat_activity, so connections can be counted per service. */
  applicationName?: string;
}

export const defaultDatabasePool: DatabasePool = { max: 10, acquireTimeoutMs: 10_000, connectTimeoutMs: 5_000, queryTimeoutMs: 30_000, idleTimeoutMs: 30_000 };

/** Where a service's tables live without a database URL: its own schema in the process's embedded database. */
export interface EmbeddedDatabase {
  /** The data folder every service of the process shares; none keeps the database in memory (tests). */
  dir?: string;
  /** The service's schema: its tables and its migrations table. */
  schema: string;
  log: EmbeddedSessionLog;
}

export async function openDatabase(options: {
  url?: string;
  /** Used when no URL is given. */
  embedded?: EmbeddedDatabase;
  migrations: Migration[];
  /** PostgreSQL only: connections and timeouts (DATABASE_POOL_* in the service's configuration). */
  pool?: Partial<DatabasePool>;
}): Promise<Database> {
  const common: Partial<Knex.Config> = {
    postProcessResponse: (result) => normalizeResult(result),
    migrations: { tableName: 'knex_migrations' },
  };
  let knex: Knex;
  let engine: Database['engine'];
  const pool = { ...defaultDatabasePool, ...options.pool };
  if (options.url) {
    engine = 'postgres';
    knex = knexFactory({
      ...common,
      client: 'pg',
      connection: {
        connectionString: options.url,
        types: pgTypes,
        application_name: pool.applicationName,
        connectionTimeoutMillis: pool.connectTimeoutMs,
        query_timeout: pool.queryTimeoutMs,
      } as Knex.PgConnectionConfig,
      pool: { min: 0, max: pool.max, idleTimeoutMillis: pool.idleTimeoutMs },
      acquireConnectionTimeout: pool.acquireTimeoutMs,
    });
  } else {
    engine = 'pglite';
    if (!options.embedded) throw new Error('openDatabase: neither a database URL nor an embedded database was given');
    const { dir, schema, log } = options.embedded;
    const session = await openEmbeddedSession(dir, log);
    knex = knexFactory({
      ...common,
      client: embeddedKnexClient(session, schema),
      dialect: 'postgres',
      connection: () => ({ pglite: session.pglite }),
    } as Knex.Config);
    await knex.raw(`create schema if not exists "${schema}"`);
  }

  const all = [...platformMigrations, ...options.migrations];
  await knex.migrate.latest({
    migrationSource: {
      getMigrations: async () => all,
      getMigrationName: (migration: Migration) => migration.name,
      getMigration: async (migration: Migration) => ({ up: migration.up, down: async () => {} }),
    },
  });

  return {
    knex,
    engine,
    withTransaction: (fn) =>
      knex.transaction((trx) => {
        transactionOwners.set(trx, knex);
        return fn(trx);
      }),
    close: () => knex.destroy(),
  };
}

const transactionOwners = new WeakMap<Transaction, Knex>();

/** The knex (so the database) a `withTransaction` transaction runs on; undefined for one opened another way. */
export function knexOfTransaction(trx: Transaction): Knex | undefined {
  return transactionOwners.get(trx);
}
