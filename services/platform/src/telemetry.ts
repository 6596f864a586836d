import { context, propagation, SpanKind, SpanStatusCode, trace, type Context, type Span } from '@opentelemetry/api';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { BatchSpanProcessor, type SpanProcessor } from '@opentelemetry/sdk-trace-base';
import { NodeTracerProvider } from '@opentelemetry/sdk-trace-node';

export { SpanKind } from '@opentelemetry/api';

let provider: NodeTracerProvider | undefined;

/**
 * Starts tracing for this process before the app is built. Context propagation (W3C traceparent) always
 * works; spans are exported over OTLP only when an endpoint is configured, otherwise nothing leaves.
 */
export function startTelemetry(options: { serviceName: string; otlpEndpoint?: string; spanProcessors?: SpanProcessor[] }) {
  if (provider) return provider;
  const spanProcessors = [...(options.spanProcessors ?? [])];
  if (options.otlpEndpoint) {
    spanProcessors.push(
      new BatchSpanProcessor(new OTLPTraceExporter({ url: `${options.otlpEndpoint.replace(/\/$/, '')}/v1/traces` })),
    );
  }
  // A fresh module graph in a reused process (test workers) may find an earlier registration.
  trace.disable();
  context.disable();
  propagation.disable();
  provider = new NodeTracerProvider({
    resource: resourceFromAttributes({ 'service.name': options.serviceName }),
    spanProcessors,
  });
  provider.register();
  return provider;
}

export async function stopTelemetry() {
  await provider?.shutdown();
  provider = undefined;
}

const tracer = () => trace.getTracer('mindprint');

/** Runs fn inside a new active span, recording failures on it. */
export async function withSpan<T>(
  name: string,
  options: { kind?: SpanKind; parent?: Context; attributes?: Record<string, string | number> },
  fn: (span: Span) => Promise<T>,
): Promise<T> {
  return tracer().startActiveSpan(
    name,
    { kind: options.kind ?? SpanKind.INTERNAL, attributes: options.attributes },
    options.parent ?? context.active(),
    async (span) => {
      try {
        return await fn(span);
      } catch (error) {
        span.recordException(error as Error);
        span.setStatus({ code: SpanStatusCode.ERROR, message: (error as Error).message });
        throw error;
      } finally {
        span.end();
      }
    },
  );
}

/** Writes the active trace context into a carrier (gRPC metadata, Kafka headers). */
export function injectTraceContext(carrier: Record<string, string>): Record<string, string> {
  propagation.inject(context.active(), carrier);
  return carrier;
}

export function extractTraceContext(read: (key: string) => string | undefined): Context {
  return propagation.extract(context.active(), {}, {
    get: (_carrier, key) => read(key),
    keys: () => ['traceparent', 'tracestate'],
  });
}
