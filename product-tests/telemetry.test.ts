import { randomBytes } from 'node:crypto';
import { InMemorySpanExporter, SimpleSpanProcessor, type ReadableSpan } from '@opentelemetry/sdk-trace-base';
import { SpanKind, startTelemetry, stopTelemetry } from '@mindprint/platform/telemetry';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductUnderTest } from '@mindprint/scripts/product-under-test';
import { gatewayCalls, type Money, uniqueEmail } from './support/gateway-calls.js';

/**
 * What an on-call engineer sees of a checkout: one trace across the services, each span under its own
 * service.name although the test runs them in one process, and the metrics on the Prometheus endpoint.
 * Telemetry starts before the product's modules load, as in every composition root, so the
 * instrumentations patch grpc-js, express, pg and kafkajs.
 */
const spans = new InMemorySpanExporter();
let product: ProductUnderTest;
let eventually: typeof import('@mindprint/platform/testing').eventually;
let realKafka: boolean;
let realPostgres: boolean;

beforeAll(async () => {
  await startTelemetry({ serviceName: 'mindprint-test', spanProcessors: [new SimpleSpanProcessor(spans)], prometheus: true, perServiceResources: { httpServer: 'gateway' } });
  const testing = await import('@mindprint/platform/testing');
  const { startProductForTest, serviceDatabaseUrls } = await import('@mindprint/scripts/product-under-test');
  eventually = testing.eventually;
  realKafka = Boolean(testing.realKafkaBrokers?.length);
  realPostgres = Boolean(serviceDatabaseUrls.PAYMENT_DATABASE_URL && serviceDatabaseUrls.ORDER_DATABASE_URL);
  product = await startProductForTest({ METRICS_PORT: '0' });
}, 180_000);

afterAll(async () => {
  await product?.stop();
  await stopTelemetry();
});

const { call, ok, examOrder } = gatewayCalls(() => product.base);
const serviceOf = (span: ReadableSpan) => span.resource.attributes['service.name'];

describe('telemetry of a checkout', () => {
  it('follows one checkout in one trace from the gateway through payment, order, exam, the event bus and notification', async () => {
    const email = uniqueEmail('traced');
    const orderNumber = await examOrder({ email, country: 'DE' });
    const listed = await ok<{ skus: Array<{ skuId: string; kind: string; price: Money }> }>('GET', `/api/exam/sku/list/1/DE/en?orderNumber=${orderNumber}`);
    const report = listed.skus.find((s) => s.kind === 'report')!;

    // The browser's checkout: create the payment and pay it, both in the trace the page started.
    const traceId = randomBytes(16).toString('hex');
    const traced = { traceparent: `00-${traceId}-${randomBytes(8).toString('hex')}-01` };
    const created = await call<{ paymentId: string }>('POST', '/pay-api/pay/order/create', { orderNumber, skuIds: [report.skuId], method: 'card', email }, traced);
    expect(created.body.result).toBe(200);
    const paid = await call<{ status: string }>(
      'POST',
      '/pay-api/sandbox/card',
      { paymentId: created.body.data.paymentId, cardNumber: '4242 4242 4242 4242', expiry: '12/40', cvc: '123', cardholderName: 'Ana Silva', postalCode: '10001' },
      traced,
    );
    expect(paid.body.data.status).toBe('succeeded');

    // The report mail is the end of the chain: OrderPaid consumed by notification.
    const trace = await eventually(
      () => {
        const inTrace = spans.getFinishedSpans().filter((s) => s.spanContext().traceId === traceId);
        // Content consumes OrderPaid too (course purchases), so wait for notification's consumer by name.
        expect(inTrace.filter((s) => serviceOf(s) === 'notification').map((s) => s.name)).toContain('consume mindprint.order.v1.OrderPaid');
        return inTrace;
      },
      { timeoutMs: 30_000 },
    );

    // Work the request only nudged (another service's outbox relay) runs outside its trace.
    expect(trace.filter((s) => /^pg\./.test(s.name) && s.attributes['db.namespace'] !== undefined && !String(s.attributes['db.namespace']).endsWith(String(serviceOf(s))))).toEqual([]);
    const services = new Set(trace.map(serviceOf));
    expect([...services]).toEqual(expect.arrayContaining(['gateway', 'payment', 'order', 'exam', 'notification']));
    expect(services.has('mindprint-test')).toBe(false);

    // Every span but the browser's hand-off has its parent in this trace: one tree, not fragments.
    const ids = new Set(trace.map((s) => s.spanContext().spanId));
    const roots = trace.filter((s) => !s.parentSpanContext || !ids.has(s.parentSpanContext.spanId));
    expect(roots.map((s) => `${serviceOf(s)} ${s.name}`)).toEqual(expect.arrayContaining([expect.stringMatching(/^gateway POST/)]));
    expect(roots.every((s) => serviceOf(s) === 'gateway')).toBe(true);

    const named = (service: string, pattern: RegExp) => trace.filter((s) => serviceOf(s) === service && pattern.test(s.name));
    expect(named('gateway', /^POST/).some((s) => s.attributes['http.route'] === '/pay-api/sandbox/card')).toBe(true);
    expect(named('payment', /^grpc\.mindprint\.payment\.v1\.PaymentService\//)).not.toHaveLength(0);
    expect(named('payment', /^publish payment\.events\.v1$/)).not.toHaveLength(0);
    expect(named('order', /^consume mindprint\.payment\.v1\.PaymentSucceeded$/)).not.toHaveLength(0);
    expect(named('notification', /^consume mindprint\.order\.v1\.OrderPaid$/)).not.toHaveLength(0);
    if (realPostgres) {
      expect(trace.filter((s) => s.attributes['db.system'] === 'postgresql' || s.attributes['db.system.name'] === 'postgresql').map(serviceOf)).toEqual(
        expect.arrayContaining(['payment', 'order', 'notification']),
      );
    }
    if (realKafka) {
      const kafka = trace.filter((s) => s.attributes['messaging.system'] === 'kafka');
      expect(kafka.map((s) => `${serviceOf(s)} ${s.kind}`)).toEqual(expect.arrayContaining(['payment 3', 'order 4', 'order 3', 'notification 4']));
    }
  });

  it('names the route of a public read answered from the gateway’s memory, in its trace and its metrics', async () => {
    const traceIds = [randomBytes(16).toString('hex'), randomBytes(16).toString('hex')];
    // The first read fills the response cache through Express; the second is answered from memory before it.
    for (const traceId of traceIds) {
      const answer = await fetch(`${product.base}/api/exam/question/list/1/DE`, { headers: { traceparent: `00-${traceId}-${randomBytes(8).toString('hex')}-01` } });
      expect(answer.status).toBe(200);
    }
    const serverSpans = await eventually(() => {
      const isHttpServer = (s: ReadableSpan) => s.kind === SpanKind.SERVER && (s.attributes['http.request.method'] ?? s.attributes['http.method']) === 'GET';
      const found = traceIds.map((traceId) => spans.getFinishedSpans().find((s) => s.spanContext().traceId === traceId && isHttpServer(s)));
      expect(found.every(Boolean)).toBe(true);
      return found as ReadableSpan[];
    });
    for (const span of serverSpans) {
      expect(span.name).toBe('GET /api/exam/question/list/:examId/:lang');
      expect(span.attributes['http.route']).toBe('/api/exam/question/list/:examId/:lang');
      expect(serviceOf(span)).toBe('gateway');
    }
    const text = await (await fetch(`http://127.0.0.1:${product.gateway.metricsPort}/metrics`)).text();
    const count = /^http_server_request_duration_count\{[^}]*http_route="\/api\/exam\/question\/list\/:examId\/:lang"[^}]*\} (\d+)$/m.exec(text);
    expect(Number(count?.[1])).toBeGreaterThanOrEqual(2);
  });

  it('exports RED, messaging and business metrics on the Prometheus endpoint', async () => {
    const metrics = await eventually(async () => {
      const text = await (await fetch(`http://127.0.0.1:${product.gateway.metricsPort}/metrics`)).text();
      expect(text).toMatch(/mindprint_payment_outcomes_total\{[^}]*provider="sandbox"[^}]*outcome="succeeded"/);
      expect(text).toMatch(/mindprint_mail_attempts_total\{[^}]*status="sent"/);
      return text;
    });
    const value = (pattern: RegExp) => Number(pattern.exec(metrics)?.[1] ?? Number.NaN);
    expect(value(/^http_server_request_duration_count\{[^}]*http_route="\/pay-api\/pay\/order\/create"[^}]*\} (\d+)$/m)).toBeGreaterThanOrEqual(1);
    expect(value(/^rpc_server_call_duration_count\{[^}]*rpc_service="mindprint\.payment\.v1\.PaymentService"[^}]*\} (\d+)$/m)).toBeGreaterThanOrEqual(1);
    expect(value(/^mindprint_events_written_total\{event_type="mindprint\.order\.v1\.OrderPaid"[^}]*\} (\d+)$/m)).toBeGreaterThanOrEqual(1);
    expect(value(/^mindprint_events_written_total\{event_type="mindprint\.order\.v1\.ExamCompleted"[^}]*\} (\d+)$/m)).toBeGreaterThanOrEqual(1);
    expect(value(/^mindprint_outbox_backlog\{service="payment"[^}]*\} (\d+)$/m)).toBeGreaterThanOrEqual(0);
    expect(metrics).toMatch(/^mindprint_outbox_oldest_age\{service="order"/m);
    expect(metrics).toMatch(/^mindprint_messaging_consumer_lag\{consumer_group="[^"]*notification\.order-events"/m);
  });
});
