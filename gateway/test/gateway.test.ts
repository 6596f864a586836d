import type { AddressInfo } from 'node:net';
import type { GrpcServer } from '@mindprint/platform/grpc-server';
import type { RequestContext } from '@mindprint/platform/request-context';
import { serveFake, testLogger } from '@mindprint/platform/testing';
import { ExamService } from '@mindprint/proto/gen/mindprint/exam/v1/exam_service_pb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGatewayApp } from '../src/app.js';
import { loadGatewayConfig } from '../src/config.js';
import { type RunningGateway, startGateway } from '../src/gateway.js';
import { Readiness } from '../src/health.js';
import { createServiceClients } from '../src/service-clients.js';

/** The gateway in front of a fake exam service over real gRPC; the other services are deliberately not running. */
let exam: GrpcServer;
/** The request context each GenerateLogId call arrived with, by the log id answered. */
const logIdCalls = new Map<string, RequestContext>();
const gateways: RunningGateway[] = [];
const log = testLogger();

async function gateway(vars: Record<string, string> = {}) {
  const running = await startGateway(
    loadGatewayConfig({ PORT: '0', HOST: '127.0.0.1', EXAM_GRPC_ADDR: `127.0.0.1:${exam.port}`, ORDER_GRPC_ADDR: '127.0.0.1:1', ...vars }),
    log,
  );
  gateways.push(running);
  return `http://127.0.0.1:${running.port}`;
}

beforeAll(async () => {
  const codes = ['EN', 'CN', 'HK', 'JA', 'KR', 'FR', 'DE', 'ES', 'PT'];
  exam = await serveFake(
    ExamService,
    {
      listLanguages: async () => ({ languages: codes.map((code) => ({ code, name: code, isDefault: code === 'EN' })) }),
      generateLogId: async (_request, call) => {
        const logId = `log-${logIdCalls.size + 1}`;
        logIdCalls.set(logId, call.request);
        return { logId };
      },
    },
    log,
  );
}, 60_000);

afterAll(async () => {
  await Promise.all(gateways.map((g) => g.stop()));
  await exam?.shutdown(1_000);
});

const post = (url: string, body: string, headers: Record<string, string> = {}) =>
  fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body });

describe('gateway', () => {
  it('wraps answers in the envelope', async () => {
    const base = await gateway();
    const response = await fetch(`${base}/api/app/language/list/MBTI`);
    expect(response.status).toBe(200);
    const body = (await response.json()) as { result: number; message: string; data: Array<{ code: string }> };
    expect(body).toMatchObject({ result: 200, message: 'ok' });
    expect(body.data.map((l) => l.code).sort()).toEqual(['CN', 'DE', 'EN', 'ES', 'FR', 'HK', 'JA', 'KR', 'PT']);
  });

  it('answers malformed JSON, oversized bodies, bad fields and unknown routes with a clear envelope', async () => {
    const base = await gateway({ BODY_LIMIT: '1kb' });
    const malformed = await post(`${base}/api/app/v2/generate/logid`, '{"appExamId":');
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toMatchObject({ result: 400, reason: 'MALFORMED_JSON', message: 'The request body is not valid JSON' });

    const large = await post(`${base}/api/app/v2/generate/logid`, JSON.stringify({ appExamId: 'x'.repeat(5_000) }));
    expect(large.status).toBe(413);
    expect(await large.json()).toMatchObject({ result: 413, reason: 'BODY_TOO_LARGE' });

    const badField = await post(`${base}/api/app/v2/generate/logid`, JSON.stringify({ appExamId: '' }));
    expect(badField.status).toBe(400);
    expect(((await badField.json()) as { message: string }).message).toMatch(/^appExamId: /);

    const badParam = await fetch(`${base}/api/app/language/list/${encodeURIComponent('<script>')}`);
    expect(badParam.status).toBe(400);

    const unknown = await fetch(`${base}/api/no/such/call`);
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ result: 404, reason: 'ROUTE_NOT_FOUND', data: null });
  });

  it('passes the default headers on to the service as metadata', async () => {
    const base = await gateway();
    const response = await post(`${base}/api/app/v2/generate/logid`, JSON.stringify({ appExamId: 'MBTI' }), { 'x-hl': 'KR', 'x-request-id': 'req-42' });
    expect(response.headers.get('x-request-id')).toBe('req-42');
    const { data } = (await response.json()) as { data: { logId: string } };
    expect(logIdCalls.get(data.logId)).toMatchObject({ hl: 'KR', requestId: 'req-42' });
  });

  it('reports each service from its gRPC health, stays ready while one is down, and stops being ready when it drains', async () => {
    const config = loadGatewayConfig({ PORT: '0', HOST: '127.0.0.1', EXAM_GRPC_ADDR: `127.0.0.1:${exam.port}`, ORDER_GRPC_ADDR: '127.0.0.1:1' });
    const clients = createServiceClients(config.serviceAddresses, config.upstreams);
    const readiness = new Readiness();
    const server = createGatewayApp({ config, clients, log, readiness }).listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      const health = (await (await fetch(`${base}/healthz`)).json()) as { status: string; services: Record<string, string> };
      expect(health.status).toBe('degraded');
      expect(health.services.exam).toBe('SERVING');
      expect(health.services.order).toBe('UNREACHABLE');
      expect((await fetch(`${base}/readyz`)).status).toBe(200);
      readiness.drain();
      expect(await (await fetch(`${base}/readyz`)).json()).toMatchObject({ status: 'draining' });
    } finally {
      server.close();
      clients.close();
    }
  });

  it('maps an unreachable owner to 503, not 500', async () => {
    const base = await gateway({ EXAM_GRPC_ADDR: '127.0.0.1:1', GRPC_DEADLINE_MS: '500' });
    const response = await fetch(`${base}/api/app/language/list/MBTI`);
    expect(response.status).toBe(503);
    expect(((await response.json()) as { result: number }).result).toBe(503);
  });

  it('answers a served path asked with another method with 405 and the methods it takes, a path of its own before a parameter', async () => {
    const base = await gateway();
    const cases: Array<[string, string, string]> = [
      ['PUT', '/api/exam/order/info', 'POST'],
      // A POST of its own, not the order number of GET /exam/order/info/:orderNumber.
      ['GET', '/api/exam/order/info/free', 'POST'],
      ['GET', '/api/exam/order/info/free/', 'POST'],
      ['DELETE', '/api/exam/order/info/MP0000000001', 'GET, HEAD'],
      ['POST', '/api/app/language/list/MBTI', 'GET, HEAD'],
    ];
    for (const [method, path, allow] of cases) {
      const response = await fetch(`${base}${path}`, { method });
      expect(response.status, `${method} ${path}`).toBe(405);
      expect(response.headers.get('allow'), `${method} ${path}`).toBe(allow);
    }
    expect((await fetch(`${base}/api/no/such/call`, { method: 'DELETE' })).status).toBe(404);
  });

  it('serves the surfaces together or apart, each with its OpenAPI document', async () => {
    const both = await gateway();
    const document = (await (await fetch(`${both}/api/openapi.json`)).json()) as { paths: Record<string, unknown> };
    expect(Object.keys(document.paths)).toEqual(expect.arrayContaining(['/api/app/v2/generate/logid', '/api/app/language/list/{examId}', '/api/email/captcha/send']));
    expect((await fetch(`${both}/pay-api/openapi.json`)).status).toBe(200);

    const payOnly = await gateway({ GATEWAY_SURFACES: 'pay' });
    expect((await fetch(`${payOnly}/api/app/language/list/MBTI`)).status).toBe(404);
    expect((await fetch(`${payOnly}/pay-api/openapi.json`)).status).toBe(200);
    expect(((await (await fetch(`${payOnly}/healthz`)).json()) as { surfaces: string[] }).surfaces).toEqual(['pay']);
  });

  it('refuses a configuration with an unknown surface, naming the variable', () => {
    expect(() => loadGatewayConfig({ GATEWAY_SURFACES: 'base,admin' })).toThrow(/GATEWAY_SURFACES/);
  });
});
