import type { IncomingMessage, RequestListener } from 'node:http';
import { type Attributes, context, propagation, ROOT_CONTEXT, SpanKind, SpanStatusCode, trace, ValueType } from '@opentelemetry/api';
import { RPCType, type RPCMetadata, setRPCMetadata, suppressTracing } from '@opentelemetry/core';
import { maskSensitiveText } from './logger.js';
import { meter } from './telemetry.js';

/**
 * What the dashboards, alerts and trace views read of an HTTP server (charts/mindprint/files/observability):
 * the instrument and attribute names of OpenTelemetry's HTTP semantic conventions, as
 * @opentelemetry/instrumentation-http records them. Prometheus shows them as `http_server_request_duration_*`
 * with `http_route`, `http_request_method` and `http_response_status_code` labels.
 */
export const httpServerTelemetryNames = {
  metric: 'http.server.request.duration',
  unit: 's',
  description: 'Duration of HTTP server requests.',
  buckets: [0.005, 0.01, 0.025, 0.05, 0.075, 0.1, 0.25, 0.5, 0.75, 1, 2.5, 5, 7.5, 10],
} as const;

const knownMethods = new Set(['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'CONNECT', 'OPTIONS', 'TRACE', 'PATCH', 'QUERY']);
const normalizedMethod = (method: string | undefined) => (method === undefined ? 'GET' : knownMethods.has(method) ? method : knownMethods.has(method.toUpperCase()) ? method.toUpperCase() : '_OTHER');

/** Outside any trace: the probes' own calls (a health check's gRPC calls) are not traces of their own. */
const untracedContext = suppressTracing(ROOT_CONTEXT);

/**
 * The server side of HTTP telemetry, in place of @opentelemetry/instrumentation-http's incoming side (which
 * startTelemetry turns off): the same server span and the same duration histogram, for a fraction of the cost
 * per request. It continues the caller's W3C trace (`traceparent`, `baggage`), names the span after the route
 * (`GET /api/...`, set by the Express instrumentation or `nameHttpRoute`), and runs the listener in the span's
 * context; only a request with a body gets its emitter bound (the body parser continues the request in its
 * `end` listener), and the span's attributes are gathered only when the span is recorded. Paths `untraced`
 * (probes) run outside any trace and are not measured.
 */
export function traceHttpRequests(listener: RequestListener, options: { untraced: (url: string) => boolean }): RequestListener {
  const tracer = trace.getTracer('mindprint');
  const duration = meter().createHistogram(httpServerTelemetryNames.metric, {
    description: httpServerTelemetryNames.description,
    unit: httpServerTelemetryNames.unit,
    valueType: ValueType.DOUBLE,
    advice: { explicitBucketBoundaries: [...httpServerTelemetryNames.buckets] },
  });
  return (req, res) => {
    if (options.untraced(req.url ?? '/')) {
      context.with(untracedContext, listener, undefined, req, res);
      return;
    }
    const started = performance.now();
    const method = normalizedMethod(req.method);
    const { headers } = req;
    const parent = headers.traceparent === undefined && headers.baggage === undefined ? ROOT_CONTEXT : propagation.extract(ROOT_CONTEXT, headers);
    const span = tracer.startSpan(method, { kind: SpanKind.SERVER, attributes: { 'http.request.method': method } }, parent);
    if (span.isRecording()) span.setAttributes(requestAttributes(req, method));
    // The Express instrumentation and nameHttpRoute write the route here.
    const rpc: RPCMetadata = { type: RPCType.HTTP, span };
    const requestContext = setRPCMetadata(trace.setSpan(parent, span), rpc);
    if (method !== 'GET' && method !== 'HEAD') context.bind(requestContext, req);
    res.once('close', () => {
      const status = res.statusCode;
      const route = rpc.route;
      if (span.isRecording()) {
        span.setAttribute('http.response.status_code', status);
        if (route !== undefined) span.setAttribute('http.route', route).updateName(`${req.method ?? 'GET'} ${route}`);
        if (status >= 500 || status < 100) span.setStatus({ code: SpanStatusCode.ERROR });
      }
      span.end();
      const attributes: Attributes = { 'http.request.method': method, 'url.scheme': 'http' };
      if (req.httpVersion) attributes['network.protocol.version'] = req.httpVersion;
      if (route !== undefined) attributes['http.route'] = route;
      attributes['http.response.status_code'] = status;
      if (status >= 500 && status < 600) attributes['error.type'] = String(status);
      duration.record((performance.now() - started) / 1000, attributes);
    });
    context.with(requestContext, listener, undefined, req, res);
  };
}

/**
 * The request's span attributes (HTTP semantic conventions), for a recorded span only. The path and query are
 * masked like a log line's: an order number in a URL opens a paid report.
 */
function requestAttributes(req: IncomingMessage, method: string): Attributes {
  const { headers, socket } = req;
  const url = req.url ?? '/';
  const queryStart = url.indexOf('?');
  const forwardedFor = headers['x-forwarded-for'];
  const firstForwarded = (Array.isArray(forwardedFor) ? forwardedFor[0] : forwardedFor)?.split(',')[0]?.trim();
  const forwardedHost = headers['x-forwarded-host'];
  const host = (Array.isArray(forwardedHost) ? forwardedHost[0] : forwardedHost) || headers.host;
  const hostPort = host ? /^(\[[^\]]+\]|[^:]+)(?::(\d+))?$/.exec(host) : null;
  const attributes: Attributes = {
    'http.request.method': method,
    'url.scheme': 'http',
    'url.path': maskSensitiveText(queryStart === -1 ? url : url.slice(0, queryStart)),
    'network.peer.address': socket.remoteAddress,
    'network.peer.port': socket.remotePort,
    'network.protocol.version': req.httpVersion,
    'user_agent.original': headers['user-agent'],
    'client.address': firstForwarded || socket.remoteAddress,
  };
  if (queryStart !== -1) attributes['url.query'] = maskSensitiveText(url.slice(queryStart + 1));
  if (hostPort) {
    attributes['server.address'] = hostPort[1];
    attributes['server.port'] = hostPort[2] ? Number(hostPort[2]) : 80;
  }
  if (req.method !== method) attributes['http.request.method_original'] = req.method;
  return attributes;
}
