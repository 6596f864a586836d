import { create, fromBinary } from '@bufbuild/protobuf';
import {
  Health,
  HealthCheckRequestSchema,
  HealthCheckResponse_ServingStatus as ServingStatus,
  HealthCheckResponseSchema,
} from '@mindprint/proto/gen/grpc/health/v1/health_pb';
import { ExamService } from '@mindprint/proto/gen/mindprint/exam/v1/exam_service_pb';
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

  async function serve(handlers: Partial<HandlersOf<typeof ExamService>>, port = 0) {
    const server = await serveGrpc({
      host: '127.0.0.1',
      port,
      log,
      bindings: [
        bindService(ExamService, {
          generateLogId: handlers.generateLogId ?? (async () => ({ logId: 'x' })),
          listLanguages: handlers.listLanguages ?? (async () => ({ languages: [] })),
        }),
      ],
    });
    cleanups.push(() => server.shutdown(1_000));
    return server;
  }

  function client(server: GrpcServer | number, options: Parameters<typeof createServiceClient>[2] = {}) {
    const port = typeof server === 'number' ? server : server.port;
    const c = createServiceClient(ExamService, `127.0.0.1:${port}`, options);
    cleanups.push(() => c.close());
    return c;
  }

  it('carries the request context and a domain error with its stable reason', async () => {
    const server = await serve({
      generateLogId: async (_req, call) => {
        if (call.request.hl === 'XX') throw new DomainError('UNSUPPORTED_LOCALE', 'We do not speak XX', 'INVALID_ARGUMENT');
        return { logId: `seen ${call.request.logId}` };
      },
    } );
    const exam = client(server);
    const ok = await runWithRequestContext({ logId: 'log-7', hl: 'DE' }, () => exam.generateLogId({ appExamId: 'MBTI' }));
    expect(ok.logId).toBe('seen log-7');
    const failure = await runWithRequestContext({ hl: 'XX' }, () => exam.generateLogId({ appExamId: 'MBTI' })).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(DomainError);
    expect(failure).toMatchObject({ reason: 'UNSUPPORTED_LOCALE', kind: 'INVALID_ARGUMENT', message: 'We do not speak XX' });
  });

  it('hides unexpected errors behind INTERNAL', async () => {
    const server = await serve({ listLanguages: async () => Promise.reject(new Error('db password is hunter2')) } );
    const failure = (await client(server).listLanguages({ examId: 'x' }).catch((e: unknown) => e)) as DomainError;
    expect(failure.kind).toBe('INTERNAL');
    expect(failure.message).not.toContain('hunter2');
  });

  it('enforces the deadline of a call', async () => {
    const server = await serve({ listLanguages: async () => (await sleep(1_000), { languages: [] }) } );
    const started = Date.now();
    const failure = (await client(server, { deadlineMs: 150 }).listLanguages({ examId: 'x' }).catch((e: unknown) => e)) as DomainError;
    expect(failure.reason).toBe('DEADLINE_EXCEEDED');
    expect(Date.now() - started).toBeLessThan(900);
  });

  it('retries an idempotent call on UNAVAILABLE until it succeeds', async () => {
    let calls = 0;
    const server = await serve({
      listLanguages: async () => {
        calls++;
        if (calls < 3) throw new DomainError('WARMING_UP', 'try again', 'UNAVAILABLE');
        return { languages: [{ code: 'EN', name: 'English', isDefault: true }] };
      },
    } );
    const result = await client(server, { maxAttempts: 3, retryBackoffMs: 10 }).listLanguages({ examId: 'x' });
    expect(result.languages[0]?.code).toBe('EN');
    expect(calls).toBe(3);
  });

  it('retries an idempotent call while the server is still starting', async () => {
    const probe = await serve({});
    const port = probe.port;
    await probe.shutdown(100);
    cleanups.pop();
    const exam = client(port, { maxAttempts: 5, retryBackoffMs: 100, deadlineMs: 5_000 });
    const pending = exam.listLanguages({ examId: 'x' });
    await sleep(150);
    await serve({ listLanguages: async () => ({ languages: [{ code: 'JA', name: '日本語', isDefault: false }] }) }, port);
    expect((await pending).languages[0]?.code).toBe('JA');
  });

  it('does not retry a call that is not idempotent', async () => {
    let calls = 0;
    const server = await serve({ generateLogId: async () => (calls++, Promise.reject(new DomainError('BUSY', 'busy', 'UNAVAILABLE'))) } );
    await expect(client(server, { maxAttempts: 3, retryBackoffMs: 10 }).generateLogId({ appExamId: 'x' })).rejects.toMatchObject({ reason: 'BUSY' });
    expect(calls).toBe(1);
  });

  it('reports NOT_SERVING on shutdown and lets calls in flight finish', async () => {
    const server = await serve({ listLanguages: async () => (await sleep(300), { languages: [] }) } );
    const health = createServiceClient(Health, `127.0.0.1:${server.port}`);
    cleanups.push(() => health.close());
    expect((await health.check({ service: '' })).status).toBe(ServingStatus.SERVING);
    expect((await health.check({ service: ExamService.typeName })).status).toBe(ServingStatus.SERVING);

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

    const inFlight = client(server).listLanguages({ examId: 'x' });
    await sleep(50);
    await server.shutdown(2_000);
    cleanups.pop();
    await expect(inFlight).resolves.toBeDefined();
    await ended;
    expect(statuses[0]).toBe(ServingStatus.SERVING);
    expect(statuses).toContain(ServingStatus.NOT_SERVING);
  });

  it('forces the shutdown when a call outlasts the drain timeout', async () => {
    const server = await serve({ listLanguages: async () => (await sleep(5_000), { languages: [] }) } );
    const slow = client(server, { deadlineMs: 10_000 }).listLanguages({ examId: 'x' }).catch((e: unknown) => e);
    await sleep(50);
    const started = Date.now();
    await server.shutdown(200);
    cleanups.pop();
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(await slow).toBeInstanceOf(DomainError);
  });
});
