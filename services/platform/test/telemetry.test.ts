import { trace } from '@opentelemetry/api';
import { InMemorySpanExporter, SimpleSpanProcessor } from '@opentelemetry/sdk-trace-base';
import { afterEach, describe, expect, it } from 'vitest';
import { startTelemetry, stopTelemetry } from '../src/telemetry.js';

afterEach(async () => {
  delete process.env.OTEL_TRACES_SAMPLER_ARG;
  await stopTelemetry();
});

describe('telemetry', () => {
  it('records the share of new traces OTEL_TRACES_SAMPLER_ARG says when exporting', async () => {
    process.env.OTEL_TRACES_SAMPLER_ARG = '0';
    const exported = new InMemorySpanExporter();
    await startTelemetry({ serviceName: 'test', spanProcessors: [new SimpleSpanProcessor(exported)] });
    const span = trace.getTracer('test').startSpan('not sampled');
    span.end();
    expect(span.isRecording()).toBe(false);
    // The trace id still reaches the logs.
    expect(span.spanContext().traceId).not.toMatch(/^0+$/);
    expect(exported.getFinishedSpans()).toEqual([]);
  });

  it('refuses a share out of range', async () => {
    process.env.OTEL_TRACES_SAMPLER_ARG = '1.5';
    await expect(startTelemetry({ serviceName: 'test', spanProcessors: [new SimpleSpanProcessor(new InMemorySpanExporter())] })).rejects.toThrow('OTEL_TRACES_SAMPLER_ARG must be a number from 0 to 1');
  });

  it('records every new trace when exporting without a share set', async () => {
    const exported = new InMemorySpanExporter();
    await startTelemetry({ serviceName: 'test', spanProcessors: [new SimpleSpanProcessor(exported)] });
    trace.getTracer('test').startSpan('sampled').end();
    expect(exported.getFinishedSpans().map((s) => s.name)).toEqual(['sampled']);
  });
});
