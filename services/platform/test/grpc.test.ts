import { create, fromBinary } from '@bufbuild/protobuf';
import {
  Health,
  HealthCheckRequestSchema,
  HealthCheckResponse_ServingStatus as ServingStatus,
  HealthCheckResponseSchema,
} from '@mindprint/proto/gen/grpc/health/v1/health_pb';
import { ProbeService } from '@mindprint/proto/gen/mindprint/probe/v1/probe_service_pb';
import { afterEach, describe, expect, it } from 'vitest';
import { DomainError } from '../src/errors.js';
import { createServiceClient } from '../src/grpc-client.js';
import { bindService, type GrpcServer, type HandlersOf, serializerFor, serveGrpc } from '../src/grpc-server.js';
import { runWithRequestContext } from '../src/request-context.js';
import { testLogger } from '../src/testing.js';

const log = testLogger();
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('gRPC adapter', () => {
  const cleanups: Array<() => Promise<void> | void> = [];
  afterEach(async () => {
    for (const cleanup of cleanups.reverse().splice(0)) await cleanup();
  });

  async function serve(handlers: Partial<HandlersOf<typeof ProbeService>>, port = 0) {
    const server = await serveGrpc({
      host: '127.0.0.1',
      port,
      log,
      bindings: [
        bindService(ProbeService, {
          record: handlers.record ?? (async () => ({ echo: 'x' })),
          lookup: handlers.lookup ?? (async () => ({ values: [] })),
        }),
      ],
    });
    cleanups.push(() => server.shutdown(1_000));
    return server;
  }

  function client(server: GrpcServer | number, options: Parameters<typeof createServiceClient>[2] = {}) {
    const port = typeof server === 'number' ? server : server.port;
    const c = createServiceClient(ProbeService, `127.0.0.1:${port}`, options);
    cleanups.push(() => c.close());
    return c;
  }

  it('carries the request context and a domain error with its stable reason', async () => {
    const server = await serve({
      record: async (_req, call) => {
        if (call.request.hl === 'XX') throw new DomainError('UNSUPPORTED_LOCALE', 'We do not speak XX', 'INVALID_ARGUMENT');
        return { echo: `seen ${call.request.logId}` };
      },
    } );
    const probe = client(server);
    const ok = await runWithRequestContext({ logId: 'log-7', hl: 'DE' }, () => probe.record({ value: 'MBTI' }));
    expect(ok.echo).toBe('seen log-7');
    const failure = await runWithRequestContext({ hl: 'XX' }, () => probe.record({ value: 'MBTI' })).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(DomainError);
    expect(failure).toMatchObject({ reason: 'UNSUPPORTED_LOCALE', kind: 'INVALID_ARGUMENT', message: 'We do not speak XX' });
  });

  it('carries how long to wait before retrying a refused call', async () => {
    const server = await serve({
      record: async () => {
        throw new DomainError('TOO_MANY', 'Slow down', 'RESOURCE_EXHAUSTED', { retryAfterSeconds: 90 });
      },
    });
    const failure = await client(server).record({ value: 'x' }).catch((e: unknown) => e);
    expect(failure).toMatchObject({ reason: 'TOO_MANY', kind: 'RESOURCE_EXHAUSTED', retryAfterSeconds: 90 });
  });

  it('hides unexpected errors behind INTERNAL', async () => {
    const server = await serve({ lookup: async () => Promise.reject(new Error('db password is hunter2')) } );
    const failure = (await client(server).lookup({ key: 'x' }).catch((e: unknown) => e)) as DomainError;
    expect(failure.kind).toBe('INTERNAL');
    expect(failure.message).not.toContain('hunter2');
  });

  it('enforces the deadline of a call', async () => {
    const server = await serve({ lookup: async () => (await sleep(1_000), { values: [] }) } );
    const started = Date.now();
    const failure = (await client(server, { deadlineMs: 150 }).lookup({ key: 'x' }).catch((e: unknown) => e)) as DomainError;
    expect(failure.reason).toBe('DEADLINE_EXCEEDED');
    expect(Date.now() - started).toBeLessThan(900);
  });

  it('retries an idempotent call on UNAVAILABLE until it succeeds', async () => {
    let calls = 0;
    const server = await serve({
      lookup: async () => {
        calls++;
        if (calls < 3) throw new DomainError('WARMING_UP', 'try again', 'UNAVAILABLE');
        return { values: ['EN'] };
      },
    } );
    const result = await client(server, { maxAttempts: 3, retryBackoffMs: 10 }).lookup({ key: 'x' });
    expect(result.values).toEqual(['EN']);
    expect(calls).toBe(3);
  });

  it('retries an idempotent call while the server is still starting', async () => {
    const first = await serve({});
    const port = first.port;
    await first.shutdown(100);
    cleanups.pop();
    const probe = client(port, { maxAttempts: 5, retryBackoffMs: 100, deadlineMs: 5_000 });
    const pending = probe.lookup({ key: 'x' });
    await sleep(150);
    await serve({ lookup: async () => ({ values: ['JA'] }) }, port);
    expect((await pending).values).toEqual(['JA']);
  });

  it('does not retry a call that is not idempotent', async () => {
    let calls = 0;
    const server = await serve({ record: async () => (calls++, Promise.reject(new DomainError('BUSY', 'busy', 'UNAVAILABLE'))) } );
    await expect(client(server, { maxAttempts: 3, retryBackoffMs: 10 }).record({ value: 'x' })).rejects.toMatchObject({ reason: 'BUSY' });
    expect(calls).toBe(1);
  });

  it('reports NOT_SERVING on shutdown and lets calls in flight finish', async () => {
    const server = await serve({ lookup: async () => (await sleep(300), { values: [] }) } );
    const health = createServiceClient(Health, `127.0.0.1:${server.port}`);
    cleanups.push(() => health.close());
    expect((await health.check({ service: '' })).status).toBe(ServingStatus.SERVING);
    expect((await health.check({ service: ProbeService.typeName })).status).toBe(ServingStatus.SERVING);

    const statuses: ServingStatus[] = [];
    const watch = health.raw.makeServerStreamRequest(
      '/grpc.health.v1.Health/Watch',
      serializerFor(HealthCheckRequestSchema).serialize as (v: unknown) => Buffer,
      (bytes: Buffer) => bytes,
      create(HealthCheckRequestSchema, { service: '' }),
    );
    const ended = new Promise<void>((resolve) => watch.on('end', resolve).on('error', () => resolve()));
    watch.on('data', (bytes: Buffer) => statuses.push(fromBinary(HealthCheckResponseSchema, bytes).status));
    await sleep(100);

    const inFlight = client(server).lookup({ key: 'x' });
    await sleep(50);
    await server.shutdown(2_000);
    cleanups.pop();
    await expect(inFlight).resolves.toBeDefined();
    await ended;
    expect(statuses[0]).toBe(ServingStatus.SERVING);
    expect(statuses).toContain(ServingStatus.NOT_SERVING);
  });

  it('forces the shutdown when a call outlasts the drain timeout', async () => {
    const server = await serve({ lookup: async () => (await sleep(5_000), { values: [] }) } );
    const slow = client(server, { deadlineMs: 10_000 }).lookup({ key: 'x' }).catch((e: unknown) => e);
    await sleep(50);
    const started = Date.now();
    await server.shutdown(200);
    cleanups.pop();
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(await slow).toBeInstanceOf(DomainError);
  });
});
