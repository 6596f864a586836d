import { mkdtempSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadExamConfig } from '@mindprint/exam/config';
import { startExamService } from '@mindprint/exam/service';
import { loadPaymentConfig } from '@mindprint/payment/config';
import { startPaymentService } from '@mindprint/payment/service';
import type { RunningService } from '@mindprint/platform/service-runtime';
import { testLogger } from '@mindprint/platform/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadGatewayConfig } from '@mindprint/gateway/config';
import { type RunningGateway, startGateway } from '@mindprint/gateway/gateway';

/** The base gateway (with the web app) in front of a real exam service while payment is down, then comes back. */
const log = testLogger();
const dataDir = () => mkdtempSync(join(tmpdir(), 'mindprint-outage-'));
let exam: RunningService;
let payment: RunningService | undefined;
let gateway: RunningGateway;
let base = '';
let paymentPort = 0;

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
    probe.on('error', reject);
  });
}

beforeAll(async () => {
  exam = await startExamService(loadExamConfig({ EXAM_GRPC_PORT: '0', EXAM_DATABASE_URL: process.env.EXAM_DATABASE_URL, DATA_DIR: dataDir() }), log);
  paymentPort = await freePort();
  const webDist = dataDir();
  writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>Mindprint</title>spa shell');
  gateway = await startGateway(
    loadGatewayConfig({
      PORT: '0',
      HOST: '127.0.0.1',
      GATEWAY_SURFACES: 'base',
      WEB_DIST_DIR: webDist,
      EXAM_GRPC_ADDR: `127.0.0.1:${exam.grpcPort}`,
      PAYMENT_GRPC_ADDR: `127.0.0.1:${paymentPort}`,
      PAYMENT_GRPC_DEADLINE_MS: '500',
      GRPC_BREAKER_FAILURES: '3',
      GRPC_BREAKER_OPEN_MS: '1000',
      METRICS_PORT: '0',
    }),
    log,
  );
  base = `http://127.0.0.1:${gateway.port}`;
}, 60_000);

afterAll(async () => {
  await gateway?.stop();
  await payment?.stop();
  await exam?.stop();
});

describe('base gateway while payment is down', () => {
  it('stays ready, serves pages and the routes of other services, and fails payment routes fast with the envelope and Retry-After', async () => {
    const ready = await fetch(`${base}/readyz`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toMatchObject({ status: 'ready', surfaces: ['base'] });
    const health = (await (await fetch(`${base}/healthz`)).json()) as { status: string; services: Record<string, string> };
    expect(health).toMatchObject({ status: 'degraded', services: { exam: 'SERVING', payment: 'UNREACHABLE' } });

    const page = await fetch(`${base}/`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('spa shell');
    const languages = await fetch(`${base}/api/app/language/list/MBTI`);
    expect(languages.status).toBe(200);

    // Every call to payment fails with 503; after three failures the circuit is open and the gateway stops trying.
    for (let i = 0; i < 5; i++) {
      const methods = await fetch(`${base}/api/app/payment/list/MBTI/US`);
      expect(methods.status).toBe(503);
      expect(Number(methods.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
      expect(await methods.json()).toMatchObject({ result: 503, data: null, reason: 'SERVICE_UNAVAILABLE' });
    }
    expect((await fetch(`${base}/readyz`)).status).toBe(200);
  });

  it('sends calls to a payment replica that starts on the address, within 30 s and without a restart', async () => {
    payment = await startPaymentService(
      loadPaymentConfig({ GRPC_HOST: '127.0.0.1', PAYMENT_GRPC_PORT: String(paymentPort), PAYMENT_DATABASE_URL: process.env.PAYMENT_DATABASE_URL, DATA_DIR: dataDir() }),
      log,
    );
    const started = Date.now();
    let status = 0;
    while (Date.now() - started < 30_000) {
      status = (await fetch(`${base}/api/app/payment/list/MBTI/US`)).status;
      if (status === 200) break;
      await new Promise((r) => setTimeout(r, 250));
    }
    console.log(`payment replica answered through the gateway ${((Date.now() - started) / 1_000).toFixed(1)} s after it started`);
    expect(status).toBe(200);
  }, 60_000);

  it('counts the requests it served for the autoscaler on its metrics port, probes left out', async () => {
    const metrics = async () => (await fetch(`http://127.0.0.1:${gateway.metricsPort}/metrics`)).text();
    const served = (text: string) => Number(/^mindprint_http_requests_total\{surface="base"\} (\d+)$/m.exec(text)?.[1]);
    const before = served(await metrics());
    await fetch(`${base}/api/app/language/list/MBTI`);
    await fetch(`${base}/readyz`);
    await fetch(`${base}/`);
    const after = await metrics();
    expect(served(after) - before).toBe(2);
    expect(after).toMatch(/^mindprint_http_requests_in_flight 0$/m);
    // Not on the public port (there the web app answers any page path).
    expect(await (await fetch(`${base}/metrics`)).text()).not.toContain('mindprint_http_requests_total');
  });
});
