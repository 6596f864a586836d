import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { Knex } from 'knex';
import ClientPgLite from 'knex-pglite';
import { runInTransactionScope } from './transaction-scope.js';

/**
 * The embedded default: one PGlite (real Postgres in WebAssembly) per data folder, shared by every service in
 * the process, each service in its own schema with its own migrations table. One PGlite is one session, so a
 * service holds it for a query or a whole transaction and the others queue; each turn starts by pointing the
 * session's search_path at the holder's schema. PGlite's defaults (shared_buffers=128MB and friends) cost
 * ~170 MB per instance; a development database needs far less.
 */
const smallBuffers = ['shared_buffers=8MB', 'temp_buffers=1MB', 'wal_buffers=256kB', 'work_mem=2MB', 'maintenance_work_mem=8MB'];
// On the command line, after PGlite's own (postgresqlconf would replace the postgresql.conf initdb wrote).
const startParams = [...PGlite.defaultStartParams, ...smallBuffers.flatMap((setting) => ['-c', setting])];

/** The PostgreSQL major version the installed PGlite runs; a data folder written by another one cannot be opened. */
const postgresMajor = '18';

/** How long a service waits for the shared session before the wait is reported as the likely deadlock it is. */
const sessionWaitTimeoutMs = 30_000;

export interface EmbeddedSessionLog {
  warn(fields: object, message: string): void;
}

class SharedSession {
  private tail: Promise<void> = Promise.resolve();
  private holder: string | undefined;
  private searchPath: string | undefined;
  users = 0;

  constructor(readonly pglite: PGlite) {}

  /** Waits for the session (first come, first served) and points it at `schema`; the returned function hands it on. */
  async acquire(schema: string): Promise<() => void> {
    let handOn!: () => void;
    const turn = new Promise<void>((r) => (handOn = r));
    const previous = this.tail;
    this.tail = previous.then(() => turn);
    let timer: NodeJS.Timeout | undefined;
    const timedOut = new Promise<'timeout'>((r) => (timer = setTimeout(() => r('timeout'), sessionWaitTimeoutMs)));
    const outcome = await Promise.race([previous.then(() => 'ours' as const), timedOut]);
    clearTimeout(timer);
    if (outcome === 'timeout') {
      void previous.then(handOn); // keep the queue moving once our turn comes
      throw new Error(
        `${schema} waited ${sessionWaitTimeoutMs / 1000} s for the embedded database, held by ${this.holder ?? 'nobody'}: ` +
          'most likely a transaction that waits on another service (see transaction-scope.ts)',
      );
    }
    this.holder = schema;
    const release = () => {
      this.holder = undefined;
      handOn();
    };
    try {
      if (this.searchPath !== schema) {
        await this.pglite.query(`set search_path to "${schema}"`);
        this.searchPath = schema;
      }
    } catch (error) {
      release();
      throw error;
    }
    return release;
  }
}

const sharedSessions = new Map<string, Promise<SharedSession>>();

/**
 * A data folder written by another PostgreSQL major version (an older PGlite) cannot be opened: it is development
 * data, so it is moved aside, said so, and a fresh database is created in its place.
 */
function setAsideIncompatible(dir: string, log: EmbeddedSessionLog): void {
  const versionFile = `${dir}/PG_VERSION`;
  if (!existsSync(versionFile)) return;
  const found = readFileSync(versionFile, 'utf8').trim();
  if (found === postgresMajor) return;
  const aside = `${dir}.pg${found}-${new Date().toISOString().replace(/[:.]/g, '-')}`;
  renameSync(dir, aside);
  log.warn({ dir, aside, found, needed: postgresMajor }, `the embedded database was written by PostgreSQL ${found}; this PGlite runs ${postgresMajor}, so it was moved aside and a fresh one is created`);
}

let installedPglite: string | undefined;

/** The installed PGlite's version (read once): a blank image is only loaded by the PGlite that wrote it. */
function pgliteVersion(): string {
  if (installedPglite) return installedPglite;
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  let dir = dirname(entry);
  while (!existsSync(join(dir, 'package.json'))) dir = dirname(dir);
  installedPglite = (JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { version: string }).version;
  return installedPglite;
}

/**
 * Where the build keeps the image of a blank database (`npm run build` writes it, writeBlankDatabaseImage): in the
 * platform's build output, found the same from its sources (tests) and from its compiled files.
 */
export function blankDatabaseImageFile(): string {
  return fileURLToPath(new URL(`../dist/pglite-blank-${pgliteVersion()}.tar`, import.meta.url));
}

/** A blank database's image, made by initdb; what the build writes and what a process without the file makes once. */
async function freshBlankImage(): Promise<Blob> {
  const blank = new PGlite({ startParams });
  try {
    await blank.waitReady;
    return await blank.dumpDataDir('none');
  } finally {
    await blank.close();
  }
}

/**
 * Writes the blank database's image for this PGlite unless it is there: loading it takes a fifth of the time initdb
 * takes, so a fresh data folder (the one-command start's first run) and every test database start from it.
 */
export async function writeBlankDatabaseImage(): Promise<{ file: string; written: boolean }> {
  const file = blankDatabaseImageFile();
  if (existsSync(file)) return { file, written: false };
  const image = Buffer.from(await (await freshBlankImage()).arrayBuffer());
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(`${file}.${process.pid}`, image);
  renameSync(`${file}.${process.pid}`, file);
  return { file, written: true };
}

let blankImage: Promise<Blob> | undefined;

/** The build's blank image when it wrote one, else one made by initdb once per process. */
function blankDatabaseImage(): Promise<Blob> {
  blankImage ??= (async () => {
    const file = blankDatabaseImageFile();
    return existsSync(file) ? new Blob([readFileSync(file)]) : freshBlankImage();
  })();
  return blankImage;
}

async function startSession(dir: string | undefined): Promise<SharedSession> {
  let pglite: PGlite;
  if (dir === undefined) pglite = new PGlite({ loadDataDir: await blankDatabaseImage(), startParams });
  else if (!existsSync(`${dir}/PG_VERSION`) && existsSync(blankDatabaseImageFile())) {
    // A data folder without a database starts from the build's image; read for this once, not kept in memory.
    pglite = new PGlite(dir, { loadDataDir: new Blob([readFileSync(blankDatabaseImageFile())]), startParams });
  } else pglite = new PGlite(dir, { startParams });
  await pglite.waitReady;
  return new SharedSession(pglite);
}

/** The process's session on the data folder `dir` (opened on first use), or a private in-memory one without `dir`. */
export async function openEmbeddedSession(dir: string | undefined, log: EmbeddedSessionLog): Promise<SharedSession> {
  if (dir === undefined) return startSession(undefined);
  const key = resolve(dir);
  let session = sharedSessions.get(key);
  if (!session) {
    mkdirSync(key, { recursive: true });
    setAsideIncompatible(key, log);
    session = startSession(key);
    sharedSessions.set(key, session);
    session.catch(() => sharedSessions.delete(key));
  }
  const opened = await session;
  opened.users++;
  return opened;
}

async function leaveSession(session: SharedSession): Promise<void> {
  if (--session.users > 0) return;
  for (const [key, value] of sharedSessions) if ((await value) === session) sharedSessions.delete(key);
  await session.pglite.close();
}

/**
 * A knex client on a shared session: every connection taken from knex's pool of one is a turn on the session, in
 * the service's schema, and every transaction marks its async context so a call to another service inside it fails
 * loudly instead of deadlocking (transaction-scope.ts).
 */
/** `schema` is named after the service that owns it. */
export function embeddedKnexClient(session: SharedSession, schema: string): typeof Knex.Client {
  const Base = ClientPgLite as unknown as new (config: Knex.Config) => Knex.Client;
  const turns = new WeakMap<object, () => void>();
  // This service's handle on the session: knex marks its connections (ids, transaction ids), so they are not shared objects.
  const connection = { query: (sql: string, params?: unknown[], options?: object) => session.pglite.query(sql, params, options) };
  class EmbeddedClient extends Base {
    override async acquireRawConnection() {
      return connection;
    }

    override async destroyRawConnection() {
      await leaveSession(session);
    }

    override async acquireConnection() {
      const connection = await super.acquireConnection();
      try {
        turns.set(connection, await session.acquire(schema));
      } catch (error) {
        await super.releaseConnection(connection);
        throw error;
      }
      return connection;
    }

    override async releaseConnection(connection: object) {
      turns.get(connection)?.();
      turns.delete(connection);
      return super.releaseConnection(connection);
    }

    override transaction(container: unknown, config: unknown, outerTx: unknown): Knex.Transaction {
      const scoped =
        typeof container === 'function'
          ? (trx: Knex.Transaction) => runInTransactionScope({ service: schema, holdsSharedSession: true }, () => (container as (t: Knex.Transaction) => unknown)(trx))
          : container;
      return super.transaction(scoped, config, outerTx);
    }
  }
  // knex's pg client reads the server version once; PGlite's is known.
  (EmbeddedClient.prototype as unknown as { version: string }).version = postgresMajor;
  return EmbeddedClient as unknown as typeof Knex.Client;
}
