import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Bus } from './bus.js';
import { type Cache, openCache } from './cache.js';
import type { ServiceRuntimeConfig } from './config.js';
import { type Database, type Migration, openDatabase } from './db.js';
import { type GrpcServer, serveGrpc, type ServiceBinding } from './grpc-server.js';
import type { Logger } from './logger.js';
import { openBus } from './open-bus.js';
import { serveMetrics } from './metrics-endpoint.js';
import { OutboxRelay } from './outbox.js';

/** The infrastructure one service runs on: its database, the bus with its outbox relay, and the cache. */
export interface ServiceInfrastructure {
  config: ServiceRuntimeConfig;
  log: Logger;
  db: Database;
  bus: Bus;
  cache: Cache;
  relay: OutboxRelay;
}

export async function openServiceInfrastructure(
  config: ServiceRuntimeConfig,
  log: Logger,
  migrations: Migration[],
): Promise<ServiceInfrastructure> {
  if (config.stagingTestParts.length > 0) {
    log.warn({ testParts: config.stagingTestParts }, 'STAGING: NODE_ENV=production with STAGING_TEST_PARTS=on — this process runs on test parts and must not take real customers');
  }
  const db = await openDatabase({ url: config.database.url, embedded: { dir: config.database.embeddedDir, schema: config.service, log }, migrations, pool: config.database.pool });
  if (!config.database.url) warnOfEarlierEmbeddedDatabase(config, log);
  const bus = await openBus(config.bus, log);
  const cache = openCache({ redisUrl: config.cache.redisUrl, keyPrefix: `${config.service}:`, log });
  const relay = new OutboxRelay(db, bus, log, { service: config.service });
  relay.start();
  log.info({ database: db.engine, bus: bus.kind, cache: cache.kind }, 'infrastructure ready');
  return { config, log, db, bus, cache, relay };
}

/** Earlier versions kept a PGlite per service beside today's shared one; it is development data, so it is only named. */
function warnOfEarlierEmbeddedDatabase(config: ServiceRuntimeConfig, log: Logger) {
  const earlier = join(dirname(config.database.embeddedDir), config.service, 'pglite');
  if (existsSync(earlier)) {
    log.warn({ earlier, now: config.database.embeddedDir }, `the ${config.service} data of an earlier version (one database per service) is no longer read; delete the folder to free its space`);
  }
}

export interface RunningService {
  name: string;
  grpcPort: number;
  /** Where /metrics is served, when METRICS_PORT is set. */
  metricsPort?: number;
  grpc: GrpcServer;
  /** For operational tools and tests: the database, bus and relay the service runs on. */
  infrastructure: ServiceInfrastructure;
  /** NOT_SERVING, drain gRPC, stop consuming, flush the outbox relay, close connections. */
  stop(): Promise<void>;
}

/** Serves a service's bindings and returns the handle its composition root shuts down. */
export async function serveService(infra: ServiceInfrastructure, bindings: ServiceBinding[]): Promise<RunningService> {
  const { config, log } = infra;
  const grpc = await serveGrpc({ host: config.grpc.host, port: config.grpc.port, bindings, log });
  const metrics = config.metricsPort === undefined ? undefined : await serveMetrics({ port: config.metricsPort, host: config.grpc.host });
  const metricsAddress = metrics?.address();
  return {
    name: config.service,
    grpcPort: grpc.port,
    metricsPort: typeof metricsAddress === 'object' && metricsAddress ? metricsAddress.port : undefined,
    grpc,
    infrastructure: infra,
    async stop() {
      metrics?.close();
      await grpc.shutdown(config.shutdownTimeoutMs);
      await infra.relay.stop();
      await infra.bus.stop();
      await infra.cache.close();
      await infra.db.close();
    },
  };
}

/**
 * `node dist/main.js --migrate-only`: applies the service's migrations and exits, for a deployment's
 * migration step; serving replicas then find the schema current.
 */
export async function migrateOnlyRequested(config: ServiceRuntimeConfig, log: Logger, migrations: Migration[], argv = process.argv): Promise<boolean> {
  if (!argv.includes('--migrate-only')) return false;
  const db = await openDatabase({ url: config.database.url, embedded: { dir: config.database.embeddedDir, schema: config.service, log }, migrations, pool: config.database.pool });
  await db.close();
  log.info({ database: db.engine }, 'migrations applied');
  return true;
}
