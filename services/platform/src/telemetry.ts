import { createRequire } from 'node:module';
import {
  context,
  createContextKey,
  metrics,
  propagation,
  ROOT_CONTEXT,
  SpanKind,
  SpanStatusCode,
  trace,
  TraceFlags,
  type Context,
  type Meter,
  type Span,
} from '@opentelemetry/api';
import { AsyncLocalStorageContextManager } from '@opentelemetry/context-async-hooks';
import { CompositePropagator, getRPCMetadata, RPCType, W3CBaggagePropagator, W3CTraceContextPropagator } from '@opentelemetry/core';
import type { PrometheusExporter, PrometheusSerializer } from '@opentelemetry/exporter-prometheus';
import type { Metadata } from '@grpc/grpc-js';
import { registerInstrumentations } from '@opentelemetry/instrumentation';
import { ExpressInstrumentation, ExpressLayerType } from '@opentelemetry/instrumentation-express';
import { GrpcInstrumentation } from '@opentelemetry/instrumentation-grpc';
import { HttpInstrumentation } from '@opentelemetry/instrumentation-http';
import { KafkaJsInstrumentation } from '@opentelemetry/instrumentation-kafkajs';
import { PgInstrumentation } from '@opentelemetry/instrumentation-pg';
import { RedisInstrumentation } from '@opentelemetry/instrumentation-redis';
import { resourceFromAttributes, type Resource } from '@opentelemetry/resources';
import { type IMetricReader, MeterProvider, PeriodicExportingMetricReader } from '@opentelemetry/sdk-metrics';
import {
  AlwaysOffSampler,
  BasicTracerProvider,
  BatchSpanProcessor,
  ParentBasedSampler,
  type ReadableSpan,
  type Span as SdkSpan,
  type SpanProcessor,
  TraceIdRatioBasedSampler,
} from '@opentelemetry/sdk-trace-base';
import { z } from 'zod';

export { SpanKind } from '@opentelemetry/api';

export interface TelemetryOptions {
  /** `service.name` of this process; in the one-process start, of the spans no service claims. */
  serviceName: string;
  /** OTLP/HTTP collector (`http://collector:4318`): traces and metrics are pushed there when set. */
  otlpEndpoint?: string;
  /** Metrics are also kept for a Prometheus scrape (`metricsText`); the caller serves them. */
  prometheus?: boolean;
  /**
   * Several services share this process: each span gets the `service.name` of the service it ran in, and
   * HTTP server spans that of `httpServer` (the one part here that serves HTTP).
   */
  perServiceResources?: { httpServer: string };
  /** Tests: processors and readers that observe what the process records. */
  spanProcessors?: SpanProcessor[];
  metricReaders?: IMetricReader[];
}

interface RunningTelemetry {
  providers: { shutdown(): Promise<void> }[];
  prometheus?: { exporter: PrometheusExporter; serializer: PrometheusSerializer };
}

let running: RunningTelemetry | undefined;

/**
 * Starts OpenTelemetry with the instrumentations for outgoing http, express, gRPC, pg, kafkajs and Redis (node-redis);
 * an HTTP server is traced by wrapping its listener in traceHttpRequests (http-server-telemetry.ts).
 * Call it before the instrumented libraries are imported (a composition root imports the rest of the app
 * after it). W3C trace context always propagates; without an exporter spans are not sampled (trace ids still
 * reach the logs) so the hot path pays for no recording; with one, OTEL_TRACES_SAMPLER_ARG of the new traces. Built from the SDK's parts rather than NodeSDK, whose
 * import alone loads every exporter, propagator and the file-configuration validator (~1,300 modules, tens of
 * MB of an idle process); the exporters asked for are imported when asked for.
 */
export async function startTelemetry(options: TelemetryOptions): Promise<void> {
  if (running) return;
  const sampleRatio = traceSampleRatio();
  const endpoint = options.otlpEndpoint?.replace(/\/$/, '');
  const resource = resourceFromAttributes({ 'service.name': options.serviceName, 'service.namespace': 'mindprint' });
  const otlp = endpoint
    ? await Promise.all([import('@opentelemetry/exporter-trace-otlp-http'), import('@opentelemetry/exporter-metrics-otlp-http')])
    : undefined;
  const exporting = [...(options.spanProcessors ?? [])];
  if (otlp) exporting.push(new BatchSpanProcessor(new otlp[0].OTLPTraceExporter({ url: `${endpoint}/v1/traces` })));
  const spanProcessors = options.perServiceResources ? [new ServiceAttribution(options.serviceName, options.perServiceResources.httpServer, exporting)] : exporting;
  const prometheusModule = options.prometheus ? await import('@opentelemetry/exporter-prometheus') : undefined;
  const prometheus = prometheusModule && {
    exporter: new prometheusModule.PrometheusExporter({ preventServerStart: true, withResourceConstantLabels: /^service\.name$/ }),
    serializer: new prometheusModule.PrometheusSerializer('', false, /^service\.name$/),
  };
  const metricReaders = [
    ...(options.metricReaders ?? []),
    ...(prometheus ? [prometheus.exporter] : []),
    ...(otlp ? [new PeriodicExportingMetricReader({ exporter: new otlp[1].OTLPMetricExporter({ url: `${endpoint}/v1/metrics` }), exportIntervalMillis: 15_000 })] : []),
  ];
  // A fresh module graph in a reused process (test workers) may find an earlier registration.
  trace.disable();
  context.disable();
  propagation.disable();
  metrics.disable();
  context.setGlobalContextManager(new AsyncLocalStorageContextManager().enable());
  propagation.setGlobalPropagator(new CompositePropagator({ propagators: [new W3CTraceContextPropagator(), new W3CBaggagePropagator()] }));
  const providers: RunningTelemetry['providers'] = [];
  const recordsNewTraces = exporting.length > 0 && sampleRatio > 0;
  // Providers only where something reads what they record (as NodeSDK did): otherwise the API's no-op ones.
  if (metricReaders.length > 0) {
    const meterProvider = new MeterProvider({ resource, readers: metricReaders });
    metrics.setGlobalMeterProvider(meterProvider);
    providers.push(meterProvider);
  }
  if (spanProcessors.length > 0) {
    const tracerProvider = new BasicTracerProvider({
      resource,
      spanProcessors,
      sampler: new ParentBasedSampler({ root: exporting.length > 0 ? new TraceIdRatioBasedSampler(sampleRatio) : new AlwaysOffSampler() }),
    });
    trace.setGlobalTracerProvider(tracerProvider);
    providers.push(tracerProvider);
  }
  registerInstrumentations({
    instrumentations: [
      // Outgoing calls only: the gateway's server side is traced by traceHttpRequests (http-server-telemetry.ts),
      // the same span and histogram for a fraction of the instrumentation's cost per request.
      new HttpInstrumentation({ disableIncomingRequestInstrumentation: true }),
      // The route handler's span only: a span per middleware and router (a dozen per request) was the largest
      // part of a cached read's cost, and the server span still gets the route's name.
      new ExpressInstrumentation({ ignoreLayersType: [ExpressLayerType.MIDDLEWARE, ExpressLayerType.ROUTER] }),
      recordedTraceGrpcInstrumentation(recordsNewTraces),
      recordedTracePgInstrumentation(),
      recordedTraceKafkaJsInstrumentation(recordsNewTraces),
      new RedisInstrumentation({ requireParentSpan: true }),
    ],
  });
  loadInstrumentedLibraries();
  running = { providers, prometheus };
}

/** A patched function's traced and plain forms made into the one installed (see `gatePatches`). */
type PatchGate = <Fn>(traced: Fn, plain: Fn) => Fn;
type Wrap = (nodule: object, name: string, wrapper: (original: unknown, name?: string) => unknown) => void;

/**
 * Has an instrumentation's patches of the named functions take their traced path only where the gate says, the
 * library's own function otherwise: every instrumentation installs its patches through `_wrap`.
 */
function gatePatches<I extends object>(instrumentation: I, gates: Record<string, PatchGate>): I {
  const patching = instrumentation as unknown as { _wrap: Wrap };
  const wrap = patching._wrap;
  patching._wrap = (nodule, name, wrapper) => {
    const gate = gates[name];
    wrap(nodule, name, gate ? (original) => gate(wrapper(original, name), original) : wrapper);
  };
  return instrumentation;
}

/**
 * pg's statements traced only inside a trace that is recorded: each statement of an unsampled request (the
 * bench's checkout runs 19) paid for a span nobody keeps, its name parsed from the SQL, a duration histogram
 * and a wrapped promise. A sampled trace keeps its SQL spans; the relay's and pollers' idle queries, outside
 * any trace, stay untraced. The `db.client.*` metrics it records therefore cover sampled traces only.
 */
const recordedTracePgInstrumentation = () => gatePatches(new PgInstrumentation({ requireParentSpan: true }), { query: whenRecording });

/**
 * gRPC calls traced only when their trace is recorded: each of a checkout's four calls paid for a client and a server
 * span nobody keeps (2.6 % of the checkout row's CPU). The trace still propagates: grpc-client.ts writes the caller's
 * `traceparent` into every call's metadata itself, and an untraced call's handler runs in the context that metadata
 * carries (its log lines keep the trace id, its own calls continue the trace). A call that carries no trace is traced
 * where this process records new traces. Gated: the client's unary calls (grpc-client.ts makes no other kind) and
 * each registered server method's handler.
 */
const recordedTraceGrpcInstrumentation = (recordsNewTraces: boolean) =>
  gatePatches(new GrpcInstrumentation({ ignoreGrpcMethods: ['Check', 'Watch'] }), {
    makeUnaryRequest: whenRecording,
    func: (traced, plain) =>
      whenCallerRecords(traced, plain, recordsNewTraces, (call: { metadata: Metadata }) => extractTraceContext((key) => call.metadata.get(key)[0]?.toString(), ROOT_CONTEXT)),
  });

/**
 * A handler of what a caller sent (a gRPC call, a Kafka message): `traced` when the caller's trace, read from the
 * first argument by `callerOf`, is recorded (or, without one, when this process records new traces), otherwise
 * `plain` inside the caller's context.
 */
function whenCallerRecords<Fn, Received>(traced: Fn, plain: Fn, recordsNewTraces: boolean, callerOf: (received: Received) => Context): Fn {
  const tracedFn = traced as (...args: unknown[]) => unknown;
  const plainFn = plain as (...args: unknown[]) => unknown;
  return function (this: unknown, received: Received, ...rest: unknown[]) {
    const caller = callerOf(received);
    const parent = trace.getSpanContext(caller);
    const recorded = parent ? (parent.traceFlags & TraceFlags.SAMPLED) !== 0 : recordsNewTraces;
    return recorded ? tracedFn.call(this, received, ...rest) : context.with(caller, () => plainFn.call(this, received, ...rest));
  } as Fn;
}

/**
 * kafkajs's sends traced only inside a recorded trace. Outside one, a send's producer span per message is
 * one nobody keeps, and as the root of a new trace it would overwrite each message's traceparent, the trace
 * of the request that wrote the event (the outbox relay sends the events of unrecorded traces together,
 * outside any span). A consumed message gets its consumer span only when the trace its headers carry is
 * recorded (or, carrying none, where this process records new traces); otherwise its handler runs in that
 * trace's context without a span (log lines keep the trace id, what it does continues the trace), as gRPC
 * handlers do. Its `messaging.process.*` metrics therefore cover recorded traces only. Gated: `eachMessage`
 * (kafka-bus.ts consumes no other way).
 */
const recordedTraceKafkaJsInstrumentation = (recordsNewTraces: boolean) =>
  gatePatches(new KafkaJsInstrumentation(), {
    send: whenRecording,
    sendBatch: whenRecording,
    eachMessage: (traced, plain) =>
      whenCallerRecords(traced, plain, recordsNewTraces, ({ message }: { message: { headers?: Record<string, { toString(): string } | undefined> } }) =>
        extractTraceContext((key) => message.headers?.[key]?.toString(), ROOT_CONTEXT),
      ),
  });

/** Calls `traced` inside a recorded span, `plain` otherwise (a function of the same signature). */
function whenRecording<Fn>(traced: Fn, plain: Fn): Fn {
  const tracedFn = traced as (...args: unknown[]) => unknown;
  const plainFn = plain as (...args: unknown[]) => unknown;
  return function (this: unknown, ...args: unknown[]) {
    return (trace.getActiveSpan()?.isRecording() ? tracedFn : plainFn).apply(this, args);
  } as Fn;
}

/**
 * The share of new traces recorded when exporting (OTEL_TRACES_SAMPLER_ARG, 0 to 1, all by default); a trace
 * a caller started follows the caller's decision. A value out of range stops the start: production fails closed.
 */
function traceSampleRatio(): number {
  const value = process.env.OTEL_TRACES_SAMPLER_ARG || undefined;
  const ratio = z.coerce.number().min(0).max(1).default(1).safeParse(value);
  if (!ratio.success) throw new Error(`OTEL_TRACES_SAMPLER_ARG must be a number from 0 to 1 (the share of new traces recorded), not "${value}"`);
  return ratio.data;
}

export async function stopTelemetry() {
  const stopping = running;
  running = undefined;
  await Promise.all(stopping?.providers.map((provider) => provider.shutdown()) ?? []);
}

/**
 * The CommonJS libraries the instrumentations patch, required once they are enabled: the instrumentations
 * hook `require`, and an ES `import` of a CommonJS package (the app's, or a test runner's) is served from the
 * same patched module. No ES loader hook is needed, so every runner and bundler-free start behaves alike.
 * A library this process does not have is skipped. The Kafka and Redis clients are not among them: they load
 * with `requireInstrumented` where a broker or Redis is configured, so a process without either never holds them.
 */
function loadInstrumentedLibraries() {
  const require = createRequire(import.meta.url);
  for (const library of ['node:http', 'node:https', '@grpc/grpc-js', 'express', 'pg']) {
    try {
      require(library);
    } catch {
      // not a dependency of this process
    }
  }
}

/**
 * A client library an instrumentation patches, loaded when first needed rather than at start: through `require`,
 * which the instrumentations hook, so it is patched before the ES imports of the module that uses it bind to it.
 */
export function requireInstrumented<Library>(library: 'kafkajs' | 'redis'): Library {
  return createRequire(import.meta.url)(library) as Library;
}

/** The Prometheus exposition of every metric this process records (empty when not started with `prometheus`). */
export async function metricsText(): Promise<string> {
  const prometheus = running?.prometheus;
  if (!prometheus) return '';
  const { resourceMetrics } = await prometheus.exporter.collect();
  return prometheus.serializer.serialize(resourceMetrics);
}

/**
 * Instruments of the platform and the services: one meter, named after the project. Create instruments once
 * telemetry runs (in a constructor or start function, not at import): the metrics API has no proxy.
 */
export const meter = (): Meter => metrics.getMeter('mindprint');

/**
 * Names the route of the HTTP request being served (`http.route`, and the server span `GET /api/...`), as the
 * Express instrumentation does, for an answer sent without Express's router.
 */
export function nameHttpRoute(route: string): void {
  const rpc = getRPCMetadata(context.active());
  if (rpc?.type === RPCType.HTTP) rpc.route = route;
}

const serviceKey = createContextKey('mindprint.service');
/** Span attribute naming the service a span belongs to, where the code knows it better than its context. */
export const serviceAttribute = 'mindprint.service';

/**
 * Runs fn (and everything it starts: timers, consumers, servers) as the named service of a shared process,
 * outside any trace: background work started from a request must not become part of that request's trace.
 */
export function runAsService<T>(service: string, fn: () => T): T {
  return context.with(ROOT_CONTEXT.setValue(serviceKey, service), fn);
}

const grpcServerSpanName = /^grpc\.mindprint\.([a-z]+)\.v\d+\./;
const isHttpServerSpan = (span: SdkSpan) => span.attributes['http.request.method'] !== undefined || span.attributes['http.method'] !== undefined;

/**
 * Gives every span of a process hosting several services the `service.name` of the service it ran in: an
 * explicit attribute, then a server span's own (a gRPC package, `grpc.mindprint.order.v1...` → order; HTTP →
 * the HTTP server's), then its local parent's service, then the service whose start the work descends from
 * (`runAsService`); spans none of these claim keep the process's name.
 */
class ServiceAttribution implements SpanProcessor {
  private readonly serviceOf = new WeakMap<object, string>();
  /** Spans whose service a child names later (a Kafka consumer span opened before the handler runs). */
  private readonly unclaimed = new WeakSet<object>();
  private readonly resources = new Map<string, Resource>();

  constructor(
    private readonly fallback: string,
    private readonly httpServer: string,
    private readonly downstream: SpanProcessor[],
  ) {}

  onStart(span: SdkSpan, parentContext: Context): void {
    const parent = trace.getSpan(parentContext);
    const explicit = span.attributes[serviceAttribute];
    const service =
      (typeof explicit === 'string' ? explicit : undefined) ??
      (span.kind === SpanKind.SERVER ? (grpcServerSpanName.exec(span.name)?.[1] ?? (isHttpServerSpan(span) ? this.httpServer : undefined)) : undefined) ??
      (parent ? this.serviceOf.get(parent) : undefined) ??
      (parentContext.getValue(serviceKey) as string | undefined);
    if (service) {
      this.serviceOf.set(span, service);
      if (parent && this.unclaimed.has(parent)) {
        this.unclaimed.delete(parent);
        this.serviceOf.set(parent, service);
      }
    } else {
      this.unclaimed.add(span);
    }
    for (const processor of this.downstream) processor.onStart(span, parentContext);
  }

  onEnd(span: ReadableSpan): void {
    // A span may learn its service after it started (the Kafka consumer span, named in the message handler).
    const named = span.attributes[serviceAttribute];
    const service = this.serviceOf.get(span) ?? (typeof named === 'string' ? named : this.fallback);
    const view = Object.create(span, { resource: { value: this.resourceFor(service, span.resource) } }) as ReadableSpan;
    for (const processor of this.downstream) processor.onEnd(view);
  }

  async forceFlush(): Promise<void> {
    await Promise.all(this.downstream.map((p) => p.forceFlush()));
  }

  async shutdown(): Promise<void> {
    await Promise.all(this.downstream.map((p) => p.shutdown()));
  }

  private resourceFor(service: string, base: Resource): Resource {
    let resource = this.resources.get(service);
    if (!resource) {
      resource = base.merge(resourceFromAttributes({ 'service.name': service }));
      this.resources.set(service, resource);
    }
    return resource;
  }
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

/** The trace context a caller sent (gRPC metadata, Kafka headers), read key by key, on `base` (the active context unless given). */
export function extractTraceContext(read: (key: string) => string | undefined, base: Context = context.active()): Context {
  return propagation.extract(base, {}, {
    get: (_carrier, key) => read(key),
    keys: () => ['traceparent', 'tracestate'],
  });
}
