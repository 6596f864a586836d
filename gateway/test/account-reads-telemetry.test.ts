import { RedisCache } from '@mindprint/platform/cache';
import { createLogger } from '@mindprint/platform/logger';
import { startTelemetry, stopTelemetry } from '@mindprint/platform/telemetry';
import { context, trace, TraceFlags } from '@opentelemetry/api';
import { InMemorySpanExporter, type ReadableSpan, SimpleSpanProcessor } from '@opentelemetry/sdk-trace-base';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccountReads, accountReadLimits } from '../src/auth/account-reads.js';

// Its own file: the instrumentations patch node-redis once per process, so this start must be the process's first.
describe.runIf(process.env.REDIS_URL)('the write mark’s Redis GET in traces (real Redis)', () => {
  const exported = new InMemorySpanExporter();
  const tracer = () => trace.getTracer('test');
  let redis: RedisCache;
  let reads: AccountReads;

  beforeAll(async () => {
    await startTelemetry({ serviceName: 'test', spanProcessors: [new SimpleSpanProcessor(exported)] });
    // After the start, as the composition root does: node-redis is required through the patched loader.
    const log = createLogger({ service: 'gateway', level: 'silent' });
    redis = new RedisCache(process.env.REDIS_URL!, `test-account-reads-${crypto.randomUUID()}:`, log);
    reads = new AccountReads(redis, accountReadLimits, log);
    await redis.get('connected');
  });
  afterAll(async () => {
    await redis.close();
    await stopTelemetry();
  });

  /** A read inside a caller's unsampled trace (traceparent flag 00): nothing of it is recorded. */
  const unsampled = () =>
    trace.setSpanContext(context.active(), { traceId: '0af7651916cd43dd8448eb211c80319c', spanId: 'b7ad6b7169203331', traceFlags: TraceFlags.NONE, isRemote: true });
  const recordedRead = (name: string, userId: string) =>
    tracer().startActiveSpan(name, async (span) => {
      const switchedOff = await reads.switchedOff(userId);
      span.end();
      return { switchedOff, spanId: span.spanContext().spanId };
    });
  const markGets = () => exported.getFinishedSpans().filter((s: ReadableSpan) => s.name === 'redis-GET');

  it('is a span of a recorded read’s trace, also when the read shares the look with an unrecorded one that came first', async () => {
    const alone = await recordedRead('member read', 'u-ann');
    expect(alone.switchedOff).toBe(false);
    expect(markGets().map((s) => s.parentSpanContext?.spanId)).toEqual([alone.spanId]);

    exported.reset();
    const [first, shared] = await Promise.all([context.with(unsampled(), () => reads.switchedOff('u-bob')), recordedRead('second read', 'u-bob')]);
    expect([first, shared.switchedOff]).toEqual([false, false]);
    expect(markGets().map((s) => s.parentSpanContext?.spanId)).toEqual([shared.spanId]);
  });

  it('makes no span when no read sharing the look is recorded', async () => {
    exported.reset();
    await context.with(unsampled(), () =>
      tracer().startActiveSpan('unsampled read', async (span) => {
        expect(span.isRecording()).toBe(false);
        expect(await reads.switchedOff('u-cid')).toBe(false);
        span.end();
      }),
    );
    expect(exported.getFinishedSpans()).toEqual([]);
  });
});
