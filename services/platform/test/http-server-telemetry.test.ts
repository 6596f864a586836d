import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { createServer, type RequestListener, type Server } from 'node:http';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { context, trace } from '@opentelemetry/api';
import { InMemorySpanExporter, SimpleSpanProcessor } from '@opentelemetry/sdk-trace-base';
import { afterEach, describe, expect, it } from 'vitest';
import { traceHttpRequests } from '../src/http-server-telemetry.js';
import { createLogger, requestLineWriter } from '../src/logger.js';
import { metricsText, nameHttpRoute, SpanKind, startTelemetry, stopTelemetry } from '../src/telemetry.js';

const servers: Server[] = [];
afterEach(async () => {
  delete process.env.OTEL_TRACES_SAMPLER_ARG;
  for (const server of servers.splice(0)) server.close();
  await stopTelemetry();
});

async function serve(listener: RequestListener): Promise<string> {
  const server = createServer(traceHttpRequests(listener, { untraced: (url) => url === '/healthz' }));
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as { port: number }).port}`;
}

const route = '/api/exam/report/:orderNumber';
const orderNumber = 'MP0123456789ABCDEFGHJK';
/** Names the route as the Express instrumentation does, then answers with the status the path ends with. */
const routed: RequestListener = (req, res) => {
  nameHttpRoute(route);
  res.statusCode = Number(req.url?.split('?')[0]?.split('/').at(-1)?.slice(0, 3)) || 200;
  res.end('{}');
};
const traceparent = () => {
  const traceId = randomBytes(16).toString('hex');
  return { traceId, header: `00-${traceId}-${randomBytes(8).toString('hex')}-01` };
};

/**
 * The chart's dashboards and alerts: per expression that reads `http_server_request_duration*`, the series it
 * reads and every label it selects or groups by.
 */
function observabilityQueries(): Array<{ file: string; metrics: string[]; labels: string[] }> {
  const folder = join(import.meta.dirname, '../../../charts/mindprint/files/observability');
  const files = [join(folder, 'alerts.yaml'), ...readdirSync(join(folder, 'dashboards')).map((f) => join(folder, 'dashboards', f))];
  return files.flatMap((file) =>
    readFileSync(file, 'utf8')
      .split('\n')
      .filter((line) => line.includes('http_server_request_duration'))
      .map((line) => ({
        file,
        metrics: [...line.matchAll(/http_server_request_duration\w*/g)].map((m) => m[0]),
        labels: [
          ...[...line.matchAll(/\{([^}]*)\}/g)].flatMap((m) => [...m[1]!.matchAll(/(\w+)\s*!?=~?/g)].map((l) => l[1]!)),
          ...[...line.matchAll(/\bby\s*\(([^)]*)\)/g)].flatMap((m) => m[1]!.split(',').map((l) => l.trim())),
        ].filter((label) => label !== 'le' && label !== ''),
      })),
  );
}

describe('the HTTP server span and duration histogram', () => {
  it('keeps the metric, labels, span name and attributes the dashboards, alerts and trace views read', async () => {
    const spans = new InMemorySpanExporter();
    await startTelemetry({ serviceName: 'gateway', spanProcessors: [new SimpleSpanProcessor(spans)], prometheus: true });
    const base = await serve(routed);
    const caller = traceparent();
    expect((await fetch(`${base}/api/exam/report/${orderNumber}?orderNumber=${orderNumber}&x=1`, { headers: { traceparent: caller.header, 'user-agent': 'test-agent' } })).status).toBe(200);
    expect((await fetch(`${base}/api/exam/report/503`)).status).toBe(503);

    const [ok, failed] = spans.getFinishedSpans();
    expect(ok!.name).toBe(`GET ${route}`);
    expect(ok!.kind).toBe(SpanKind.SERVER);
    expect(ok!.spanContext().traceId).toBe(caller.traceId);
    expect(ok!.attributes).toEqual({
      'http.request.method': 'GET',
      'http.route': route,
      'http.response.status_code': 200,
      'url.scheme': 'http',
      // An order number opens a paid report: masked like a log line's path.
      'url.path': '/api/exam/report/MP[order]',
      'url.query': 'orderNumber=MP[order]&x=1',
      'server.address': '127.0.0.1',
      'server.port': Number(new URL(base).port),
      'client.address': '127.0.0.1',
      'network.peer.address': '127.0.0.1',
      'network.peer.port': expect.any(Number),
      'network.protocol.version': '1.1',
      'user_agent.original': 'test-agent',
    });
    expect(ok!.status.code).toBe(0);
    expect(failed!.status.code).toBe(2);

    const text = await metricsText();
    expect(text).toContain('# HELP http_server_request_duration Duration of HTTP server requests.\n# UNIT http_server_request_duration s\n# TYPE http_server_request_duration histogram');
    const series = (status: number, extra = '') =>
      `{http_request_method="GET",url_scheme="http",network_protocol_version="1.1",http_route="${route}",http_response_status_code="${status}"${extra},otel_scope_name="mindprint",service_name="gateway"}`;
    expect(text).toContain(`http_server_request_duration_count${series(200)} 1\n`);
    expect(text).toContain(`http_server_request_duration_count${series(503, ',error_type="503"')} 1\n`);
    const buckets = [...text.matchAll(/^http_server_request_duration_bucket\{[^}]*http_response_status_code="200"[^}]*le="([^"]+)"\} \d+$/gm)].map((m) => m[1]);
    expect(buckets).toEqual(['0.005', '0.01', '0.025', '0.05', '0.075', '0.1', '0.25', '0.5', '0.75', '1', '2.5', '5', '7.5', '10', '+Inf']);

    // Every metric and label the chart's queries use is one this histogram exports.
    const queries = observabilityQueries();
    expect(queries.length).toBeGreaterThanOrEqual(5);
    const exported = new Set([...text.matchAll(/^(http_server_request_duration\w*)\{([^}]*)\}/gm)].flatMap((m) => [...m[2]!.matchAll(/(\w+)="/g)].map((l) => `${m[1]} ${l[1]}`)));
    for (const query of queries) {
      for (const metric of query.metrics) {
        for (const label of query.labels) expect(exported, `${query.file}: ${metric} by ${label}`).toContain(`${metric} ${label}`);
      }
    }
  });

  it('runs the handler, a body’s listeners and the response’s in the request’s trace, so its log lines carry the trace id', async () => {
    const lines: string[] = [];
    const log = createLogger({ service: 'test' }, new Writable({
        write(chunk, _encoding, done) {
          lines.push(String(chunk));
          done();
        },
      }));
    const writeLine = requestLineWriter(log);
    await startTelemetry({ serviceName: 'gateway', spanProcessors: [new SimpleSpanProcessor(new InMemorySpanExporter())] });
    const seen: Record<string, string | undefined> = {};
    const traceIdNow = () => trace.getActiveSpan()?.spanContext().traceId;
    const base = await serve((req, res) => {
      seen.handler = traceIdNow();
      res.on('finish', () => writeLine({ requestId: 'r1', logId: undefined, method: req.method!, path: req.url!, status: res.statusCode, ms: 1 }));
      let body = '';
      req.on('data', (chunk) => (body += chunk));
      req.on('end', () => {
        seen.body = traceIdNow();
        setImmediate(() => res.end(body));
      });
    });
    const caller = traceparent();
    expect(await (await fetch(`${base}/echo`, { method: 'POST', body: 'hello', headers: { traceparent: caller.header } })).text()).toBe('hello');
    expect(seen).toEqual({ handler: caller.traceId, body: caller.traceId });
    await new Promise((resolve) => setImmediate(resolve));
    expect(lines.map((line) => JSON.parse(line).trace_id)).toEqual([caller.traceId]);
  });

  it('measures a request whose span is not recorded, and gives it a trace id for its logs', async () => {
    process.env.OTEL_TRACES_SAMPLER_ARG = '0';
    const spans = new InMemorySpanExporter();
    await startTelemetry({ serviceName: 'gateway', spanProcessors: [new SimpleSpanProcessor(spans)], prometheus: true });
    let traceId: string | undefined;
    const base = await serve((req, res) => {
      traceId = trace.getActiveSpan()?.spanContext().traceId;
      routed(req, res);
    });
    expect((await fetch(`${base}/api/exam/report/404`)).status).toBe(404);
    expect(spans.getFinishedSpans()).toEqual([]);
    expect(traceId).toMatch(/^(?!0+$)[0-9a-f]{32}$/);
    expect(await metricsText()).toMatch(/^http_server_request_duration_count\{[^}]*http_route="\/api\/exam\/report\/:orderNumber",http_response_status_code="404"[^}]*\} 1$/m);
  });

  it('leaves the probes out of traces and measures', async () => {
    const spans = new InMemorySpanExporter();
    await startTelemetry({ serviceName: 'gateway', spanProcessors: [new SimpleSpanProcessor(spans)], prometheus: true });
    let innerSpan: unknown = 'not run';
    const base = await serve((_req, res) => {
      const inner = trace.getTracer('test').startSpan('health check', {}, context.active());
      innerSpan = inner.isRecording();
      inner.end();
      res.end('ok');
    });
    expect((await fetch(`${base}/healthz`)).status).toBe(200);
    expect(innerSpan).toBe(false);
    expect(spans.getFinishedSpans()).toEqual([]);
    expect(await metricsText()).not.toContain('http_server_request_duration_count');
  });
});
