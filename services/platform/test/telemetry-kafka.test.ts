import { randomUUID } from 'node:crypto';
import { context, SpanKind, trace, TraceFlags } from '@opentelemetry/api';
import { InMemorySpanExporter, SimpleSpanProcessor } from '@opentelemetry/sdk-trace-base';
import { VerificationCodeRequestedSchema } from '@mindprint/proto/gen/mindprint/user/v1/events_pb';
import { afterEach, describe, expect, it } from 'vitest';
import { requireInstrumented, startTelemetry, stopTelemetry } from '../src/telemetry.js';

// Its own file: the instrumentations patch kafkajs once per process, so this start must be the process's first.
afterEach(async () => {
  await stopTelemetry();
});

describe.skipIf(!process.env.KAFKA_BROKERS)('telemetry of events through the outbox relay (real Kafka)', () => {
  it("keeps a recorded trace's producer and consumer spans, and sends and handles an unrecorded trace's event untraced in its writer's trace", async () => {
    const exported = new InMemorySpanExporter();
    await startTelemetry({ serviceName: 'test', spanProcessors: [new SimpleSpanProcessor(exported)] });
    // After the start, as openBus loads it: kafkajs is required through the patched loader.
    requireInstrumented('kafkajs');
    const { KafkaBus } = await import('../src/kafka-bus.js');
    const { OutboxRelay, writeOutbox } = await import('../src/outbox.js');
    const { eventually, openTestDatabase, realKafkaBrokers, testLogger } = await import('../src/testing.js');
    const log = testLogger();
    const bus = new KafkaBus({ brokers: realKafkaBrokers!, clientId: 'telemetry-test', namespace: `traces-${randomUUID().slice(0, 8)}` }, log);
    const db = await openTestDatabase('pglite');
    try {
      // What the handler runs in: the message's traceparent, and the active span (what log lines and further calls carry).
      const received = new Map<string, { traceparent: string | undefined; recording: boolean; traceId?: string; spanId?: string }>();
      await bus.subscribe({
        topic: 'user.events.v1',
        groupId: 'test.traces',
        handle: async (m) => {
          const active = trace.getActiveSpan();
          received.set(m.key, { traceparent: m.headers.traceparent, recording: active?.isRecording() ?? false, traceId: active?.spanContext().traceId, spanId: active?.spanContext().spanId });
        },
      });
      const write = (email: string) =>
        db.withTransaction((trx) => writeOutbox(trx, VerificationCodeRequestedSchema, { email, code: '123456', locale: 'EN', purpose: 'register' }, { key: email }));
      const tracer = trace.getTracer('test');

      // A caller's unsampled trace (traceparent flag 00) and a recorded one write an event each; one batch publishes both.
      const unsampledTraceId = randomUUID().replace(/-/g, '');
      const unsampled = trace.setSpanContext(context.active(), { traceId: unsampledTraceId, spanId: 'b7ad6b7169203331', traceFlags: TraceFlags.NONE, isRemote: true });
      await context.with(unsampled, () => tracer.startActiveSpan('unsampled request', async (span) => (await write('unsampled@example.com'), span.end())));
      const sampledTraceId = await tracer.startActiveSpan('sampled request', async (span) => {
        await write('sampled@example.com');
        span.end();
        return span.spanContext().traceId;
      });
      const relay = new OutboxRelay(db, bus, log, { service: 'user' });
      expect(await relay.runOnce()).toBe(2);
      await eventually(() => expect(received.size).toBe(2), { timeoutMs: 30_000 });

      // The recorded trace: the relay's and kafkajs's producer spans, and the consumer's span, all in it; the
      // handler runs in the consumer span, the child of kafkajs's producer span.
      const sampled = received.get('sampled@example.com')!;
      expect(sampled).toEqual({ traceparent: expect.stringMatching(new RegExp(`^00-${sampledTraceId}-[0-9a-f]{16}-01$`)), recording: true, traceId: sampledTraceId, spanId: expect.any(String) });
      const inSampled = () => exported.getFinishedSpans().filter((s) => s.spanContext().traceId === sampledTraceId);
      await eventually(() => expect(inSampled().some((s) => s.kind === SpanKind.CONSUMER)).toBe(true));
      const relaySpan = inSampled().find((s) => s.kind === SpanKind.PRODUCER && s.name === 'publish user.events.v1');
      const kafkaSpan = inSampled().find((s) => s.kind === SpanKind.PRODUCER && s.attributes['messaging.system'] === 'kafka');
      const consumerSpan = inSampled().find((s) => s.kind === SpanKind.CONSUMER);
      expect(kafkaSpan?.parentSpanContext?.spanId).toBe(relaySpan!.spanContext().spanId);
      expect(consumerSpan?.parentSpanContext?.spanId).toBe(kafkaSpan!.spanContext().spanId);
      expect(consumerSpan?.spanContext().spanId).toBe(sampled.spanId);

      // The unrecorded one: no span anywhere, and the handler runs in the writer's span context itself, unsampled
      // (its log lines carry the writer's trace id; a consumer span, even one not recorded, would stand between).
      const unsampledReceived = received.get('unsampled@example.com')!;
      expect(unsampledReceived).toEqual({
        traceparent: expect.stringMatching(new RegExp(`^00-${unsampledTraceId}-[0-9a-f]{16}-00$`)),
        recording: false,
        traceId: unsampledTraceId,
        spanId: unsampledReceived.traceparent!.split('-')[2],
      });
      expect(exported.getFinishedSpans().filter((s) => s.spanContext().traceId === unsampledTraceId)).toEqual([]);
    } finally {
      await bus.stop();
      await db.close();
    }
  });
});
