import { context, trace, TraceFlags } from '@opentelemetry/api';
import { AggregationTemporality, MetricReader } from '@opentelemetry/sdk-metrics';
import { InMemorySpanExporter, type ReadableSpan, SimpleSpanProcessor } from '@opentelemetry/sdk-trace-base';
import { afterEach, describe, expect, it } from 'vitest';
import { startTelemetry, stopTelemetry } from '../src/telemetry.js';

// Its own file: the instrumentations patch pg once per process, so this start must be the process's first.
afterEach(async () => {
  await stopTelemetry();
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('telemetry of SQL (real Postgres)', () => {
  /** How many statements pg's instrumentation measured since the last collect (its duration histogram's counts). */
  async function tracedStatements(reader: CollectingReader): Promise<number> {
    const { resourceMetrics } = await reader.collect();
    const durations = resourceMetrics.scopeMetrics.flatMap((s) => s.metrics).find((m) => m.descriptor.name === 'db.client.operation.duration');
    return (durations?.dataPoints ?? []).reduce((sum, point) => sum + (point.value as { count: number }).count, 0);
  }

  it('gives the statements of a sampled trace their spans and leaves those of an unsampled one untraced', async () => {
    const exported = new InMemorySpanExporter();
    // Delta: each collect holds only what was recorded since the one before.
    const reader = new CollectingReader({ aggregationTemporalitySelector: () => AggregationTemporality.DELTA });
    await startTelemetry({ serviceName: 'test', spanProcessors: [new SimpleSpanProcessor(exported)], metricReaders: [reader] });
    // After the start, as a composition root imports its app: pg is required through the patched loader.
    const { openTestDatabase } = await import('../src/testing.js');
    const db = await openTestDatabase('postgres');
    try {
      const tracer = trace.getTracer('test');
      await tracer.startActiveSpan('sampled request', async (span) => {
        await db.knex.raw('select 1 as one');
        span.end();
      });
      const request = exported.getFinishedSpans().find((s) => s.name === 'sampled request')!;
      const sql = exported.getFinishedSpans().filter(isStatementSpan);
      expect(sql).toHaveLength(1);
      expect(sql[0]!.attributes['db.query.text'] ?? sql[0]!.attributes['db.statement']).toBe('select 1 as one');
      expect(sql[0]!.parentSpanContext?.spanId).toBe(request.spanContext().spanId);
      expect(await tracedStatements(reader)).toBe(1);

      // A caller's unsampled trace (traceparent flag 00): its statements pass by the instrumentation.
      const unsampled = trace.setSpanContext(context.active(), { traceId: '0af7651916cd43dd8448eb211c80319c', spanId: 'b7ad6b7169203331', traceFlags: TraceFlags.NONE, isRemote: true });
      await context.with(unsampled, () =>
        tracer.startActiveSpan('unsampled request', async (span) => {
          expect(span.isRecording()).toBe(false);
          await db.knex.raw('select 2 as two');
          span.end();
        }),
      );
      expect(exported.getFinishedSpans().filter(isStatementSpan)).toHaveLength(1);
      expect(await tracedStatements(reader)).toBe(0);
    } finally {
      await db.close();
    }
  });
});

const isStatementSpan = (span: ReadableSpan) => span.name.startsWith('pg.query');

/** A metric reader the test collects from when it wants. */
class CollectingReader extends MetricReader {
  protected async onShutdown(): Promise<void> {}
  protected async onForceFlush(): Promise<void> {}
}
