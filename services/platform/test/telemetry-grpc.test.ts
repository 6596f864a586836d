import { context, type SpanContext, SpanKind, trace, TraceFlags } from '@opentelemetry/api';
import { InMemorySpanExporter, type ReadableSpan, SimpleSpanProcessor } from '@opentelemetry/sdk-trace-base';
import { ProbeService } from '@mindprint/proto/gen/mindprint/probe/v1/probe_service_pb';
import { afterEach, describe, expect, it } from 'vitest';
import { startTelemetry, stopTelemetry } from '../src/telemetry.js';

// Its own file: the instrumentations patch grpc-js once per process, so this start must be the process's first.
const cleanups: Array<() => Promise<void> | void> = [];
afterEach(async () => {
  for (const cleanup of cleanups.reverse().splice(0)) await cleanup();
  await stopTelemetry();
});

describe('telemetry of gRPC calls', () => {
  it('gives the calls of a sampled trace their spans and runs those of an unsampled one in the caller’s trace, untraced', async () => {
    const exported = new InMemorySpanExporter();
    await startTelemetry({ serviceName: 'test', spanProcessors: [new SimpleSpanProcessor(exported)] });
    // After the start, as a composition root imports its app: grpc-js is required through the patched loader.
    const { createServiceClient } = await import('../src/grpc-client.js');
    const { bindService, serveGrpc } = await import('../src/grpc-server.js');
    const { testLogger } = await import('../src/testing.js');
    /** The span each handler ran in, as its own code (and its log lines, its calls) sees it. */
    const seen: SpanContext[] = [];
    const server = await serveGrpc({
      host: '127.0.0.1',
      port: 0,
      log: testLogger(),
      bindings: [
        bindService(ProbeService, {
          record: async () => {
            seen.push(trace.getActiveSpan()!.spanContext());
            return { echo: 'x' };
          },
          lookup: async () => ({ values: [] }),
        }),
      ],
    });
    cleanups.push(() => server.shutdown(1_000));
    const probe = createServiceClient(ProbeService, `127.0.0.1:${server.port}`);
    cleanups.push(() => probe.close());
    const tracer = trace.getTracer('test');

    await tracer.startActiveSpan('sampled request', async (span) => {
      await probe.record({ value: 'a' });
      span.end();
    });
    const request = exported.getFinishedSpans().find((s) => s.name === 'sampled request')!;
    const calls = exported.getFinishedSpans().filter(isCallSpan);
    const client = calls.find((s) => s.kind === SpanKind.CLIENT)!;
    const server_ = calls.find((s) => s.kind === SpanKind.SERVER)!;
    expect(calls).toHaveLength(2);
    expect(client.spanContext().traceId).toBe(request.spanContext().traceId);
    expect(server_.parentSpanContext?.spanId).toBe(client.spanContext().spanId);
    expect(seen[0]).toMatchObject({ traceId: request.spanContext().traceId, spanId: server_.spanContext().spanId, traceFlags: TraceFlags.SAMPLED });

    // A caller's unsampled trace (traceparent flag 00): no span on either side, the handler runs in the caller's trace.
    const callerTrace = '0af7651916cd43dd8448eb211c80319c';
    const unsampled = trace.setSpanContext(context.active(), { traceId: callerTrace, spanId: 'b7ad6b7169203331', traceFlags: TraceFlags.NONE, isRemote: true });
    await context.with(unsampled, () =>
      tracer.startActiveSpan('unsampled request', async (span) => {
        expect(span.isRecording()).toBe(false);
        await probe.record({ value: 'b' });
        span.end();
      }),
    );
    expect(exported.getFinishedSpans().filter(isCallSpan)).toHaveLength(2);
    // The context the caller sent, not a server span started for it.
    expect(seen[1]).toMatchObject({ traceId: callerTrace, traceFlags: TraceFlags.NONE, isRemote: true });
  });
});

const isCallSpan = (span: ReadableSpan) => span.name.startsWith('grpc.mindprint.probe');
