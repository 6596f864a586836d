import { createServer, type Server } from 'node:http';
import { MemoryCache, openCache } from '@mindprint/platform/cache';
import { traceHttpRequests } from '@mindprint/platform/http-server-telemetry';
import type { Logger } from '@mindprint/platform/logger';
import { serveMetrics } from '@mindprint/platform/metrics-endpoint';
import { openBus } from '@mindprint/platform/open-bus';
import { createGateway } from './app.js';
import { AccountReads, accountReadLimits, forgetAccountReadsOnOrderEvents } from './auth/account-reads.js';
import { forgetSessionsOnAccountEvents } from './auth/session-revocation.js';
import { VerifiedSessions, verifiedSessionLimits } from './auth/verified-sessions.js';
import { invalidateOnOwnerEvents } from './cache-invalidation.js';
import type { GatewayConfig } from './config.js';
import { Readiness } from './health.js';
import { LoadMetrics } from './load-metrics.js';
import { publicReads } from './public-reads.js';
import { ResponseCache } from './response-cache.js';
import { createServiceClients } from './service-clients.js';

export interface RunningGateway {
  port: number;
  /** Where /metrics is served, when METRICS_PORT is set. */
  metricsPort?: number;
  stop(): Promise<void>;
}

export async function startGateway(config: GatewayConfig, log: Logger): Promise<RunningGateway> {
  if (config.stagingTestParts.length > 0) {
    log.warn({ testParts: config.stagingTestParts }, 'STAGING: NODE_ENV=production with STAGING_TEST_PARTS=on — this gateway serves test parts and must not take real customers');
  }
  const clients = createServiceClients(config.serviceAddresses, config.upstreams);
  const readiness = new Readiness();
  const cache = openCache({ redisUrl: config.edgeLimits.redisUrl, keyPrefix: config.edgeLimits.keyPrefix, log });
  const loadMetrics = new LoadMetrics(config.prefixes.pay);
  // Public answers are shared between replicas through Redis; without it each gateway keeps its own.
  const responseCache = new ResponseCache(cache.kind === 'redis' ? cache : undefined, log);
  await responseCache.loadGenerations(Object.keys(publicReads));
  const bus = await openBus({ brokers: config.kafkaBrokers, clientId: 'mindprint-gateway', namespace: config.kafkaNamespace }, log);
  // Joining a Kafka group takes seconds; the gateway serves meanwhile (answers expire on their own too).
  invalidateOnOwnerEvents({ bus, cache: responseCache, policies: publicReads, log }).catch((error: unknown) =>
    log.error({ err: error }, 'response cache: cannot listen to owner events'),
  );
  // Members' own reads: a write through any gateway switches them off everywhere through Redis. Without it, in
  // a memory of their own: the edge limits' counters of a burst of visitors must not push a mark out early.
  const accountReads = new AccountReads(cache.kind === 'redis' ? cache : new MemoryCache(), accountReadLimits, log);
  const verifiedSessions = new VerifiedSessions(verifiedSessionLimits);
  // Until the group has joined, an order or payment made without the member's session shows here within the TTL.
  forgetAccountReadsOnOrderEvents({ bus, accountReads }).catch((error: unknown) => log.error({ err: error }, 'account reads: cannot listen to order events'));
  // Until the group has joined, a session ended through another gateway is believed here for the TTL at most.
  forgetSessionsOnAccountEvents({ bus, verifiedSessions, accountReads, log }).catch((error: unknown) => log.error({ err: error }, 'verified sessions: cannot listen to account events'));
  const { app, answerFromMemory } = createGateway({ config, clients, log, readiness, cache, loadMetrics, responseCache, verifiedSessions, accountReads });
  // Answers kept in memory go out before Express (memory-answers.ts); everything else through it. Every request
  // but the probes in a server span and the http.server.request.duration histogram.
  const server: Server = createServer(
    traceHttpRequests(
      (req, res) => {
        if (!answerFromMemory(req, res)) app(req, res);
      },
      { untraced: (url) => url === '/healthz' || url === '/readyz' },
    ),
  );
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.port, config.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  server.keepAliveTimeout = 65_000;
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const metricsServer =
    config.metricsPort === undefined ? undefined : await serveMetrics({ port: config.metricsPort, host: config.host, extraText: () => loadMetrics.text() });
  const metricsAddress = metricsServer?.address();
  log.info({ port, surfaces: config.surfaces }, 'gateway listening');
  return {
    port,
    metricsPort: typeof metricsAddress === 'object' && metricsAddress ? metricsAddress.port : undefined,
    async stop() {
      readiness.drain();
      metricsServer?.close();
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeIdleConnections();
      });
      clients.close();
      await cache.close();
      await bus.stop();
      responseCache.close();
    },
  };
}
