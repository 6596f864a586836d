import { randomUUID } from 'node:crypto';
import { create, toBinary } from '@bufbuild/protobuf';
import { eventHeaders } from '@mindprint/platform/bus';
import { MemoryCache, openCache } from '@mindprint/platform/cache';
import type { GrpcServer } from '@mindprint/platform/grpc-server';
import { InMemoryBus } from '@mindprint/platform/memory-bus';
import { eventually, realRedisUrl, serveFake, testLogger } from '@mindprint/platform/testing';
import { ExamService } from '@mindprint/proto/gen/mindprint/exam/v1/exam_service_pb';
import { ExamCompletedSchema } from '@mindprint/proto/gen/mindprint/order/v1/events_pb';
import { OrderService } from '@mindprint/proto/gen/mindprint/order/v1/order_service_pb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allRoutes } from '../src/route-table.js';
import { loadGatewayConfig } from '../src/config.js';
import { type RunningGateway, startGateway } from '../src/gateway.js';
import { publicReads } from '../src/public-reads.js';
import { ResponseCache } from '../src/response-cache.js';

/**
 * A fake exam service over real gRPC behind the gateway, on the in-memory bus of this process (the gateway
 * hears the owner's events there exactly as it does on Kafka), with Redis as the shared cache when REDIS_URL
 * is set. The fake counts one more finished test on every statistics read, so only a read that reaches it
 * (a miss or an invalidation) can show a new count.
 */
let exam: GrpcServer;
let order: GrpcServer;
let statisticsReads = 0;
/** Report reads that reached the fake order service, by order number; orders ending in 1 are paid. */
const reportReads = new Map<string, number>();
/** A paid order whose report still waits for enough results to compare with. */
const waitingForResults = 'MP0000000121';
let gateway: RunningGateway;
let base: string;
const log = testLogger();

beforeAll(async () => {
  exam = await serveFake(
    ExamService,
    {
      // Sixty statements: large enough for the gateway to compress.
      listQuestions: async (request) => ({
        examId: request.examId,
        locale: request.locale,
        scale: [`agree (${request.locale})`],
        parts: [{ part: 1, questions: Array.from({ length: 60 }, (_, i) => ({ questionId: `q${i}`, text: `Statement ${i} of exam ${request.examId} in ${request.locale}` })) }],
        total: 60,
      }),
      getExam: async (request, call) => ({ exam: { examId: request.examId, code: 'MBTI', name: `Exam ${request.examId} in ${call.request.hl ?? 'EN'}`, available: true } }),
      listTestCenter: async () => ({ items: [{ exam: { examId: '1', code: 'MBTI', name: 'Exam 1' }, takenLast30Days: ++statisticsReads }] }),
      getReport: async (request) => {
        const typeCode = request.input?.typeCode ?? 'INTJ';
        // ENFP stands for a type with too few results yet to show its population share (-1: hidden).
        const basic = typeCode === 'ENFP' ? { basic: { userName: 'A', populationRatio: -1, maleRatio: -1, femaleRatio: -1, sampleSize: 3 } } : {};
        return { report: { typeCode, title: `Report in ${request.input?.locale}`, locale: request.input?.locale ?? '', full: request.full, ...basic } };
      },
    },
    log,
  );
  order = await serveFake(
    OrderService,
    {
      getReportAccess: async (request) => {
        reportReads.set(request.orderNumber, (reportReads.get(request.orderNumber) ?? 0) + 1);
        const paid = request.orderNumber.endsWith('1');
        return { orderNumber: request.orderNumber, examId: '1', paid, createdAt: new Date(0).toISOString(), reportInput: { examId: '1', typeCode: request.orderNumber === waitingForResults ? 'ENFP' : 'INTJ', locale: request.locale || 'EN' } };
      },
    },
    log,
  );
  gateway = await startGateway(
    loadGatewayConfig({
      PORT: '0',
      HOST: '127.0.0.1',
      EXAM_GRPC_ADDR: `127.0.0.1:${exam.port}`,
      ORDER_GRPC_ADDR: `127.0.0.1:${order.port}`,
      USER_GRPC_ADDR: '127.0.0.1:1',
      REDIS_URL: realRedisUrl,
    }),
    log,
  );
  base = `http://127.0.0.1:${gateway.port}`;
}, 60_000);

afterAll(async () => {
  await gateway?.stop();
  await exam?.shutdown(1_000);
  await order?.shutdown(1_000);
});

const questions = `/api/exam/question/list/1/EN`;

describe('public reads', () => {
  it('say how long they may be cached, carry a strong ETag and answer 304 to If-None-Match', async () => {
    const first = await fetch(`${base}${questions}`, { headers: { 'accept-encoding': 'identity' } });
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toBe('public, max-age=300, s-maxage=3600, stale-while-revalidate=86400');
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^"[\w-]+"$/); // strong: no W/
    expect(first.headers.get('vary')).toContain('x-hl');
    const body = await first.text();
    expect(JSON.parse(body)).toMatchObject({ result: 200, data: { examId: '1', locale: 'EN' } });

    const again = await fetch(`${base}${questions}`, { headers: { 'accept-encoding': 'identity', 'if-none-match': etag } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    expect(again.headers.get('etag')).toBe(etag);

    const other = await fetch(`${base}/api/exam/question/list/1/FR`, { headers: { 'accept-encoding': 'identity', 'if-none-match': etag } });
    expect(other.status).toBe(200);
    expect(other.headers.get('etag')).not.toBe(etag);
  });

  it('send the same answer gzip-compressed (with its own ETag) to clients that accept it', async () => {
    const plain = await fetch(`${base}${questions}`, { headers: { 'accept-encoding': 'identity' } });
    const zipped = await fetch(`${base}${questions}`, { headers: { 'accept-encoding': 'gzip' } });
    expect(zipped.headers.get('content-encoding')).toBe('gzip');
    expect(zipped.headers.get('etag')).not.toBe(plain.headers.get('etag'));
    expect(await zipped.text()).toBe(await plain.text()); // fetch decompresses
  });

  it('leave the compressing of answers that are not cached to each route: the OpenAPI document still goes out gzip-compressed', async () => {
    const document = await fetch(`${base}/api/openapi.json`, { headers: { 'accept-encoding': 'gzip' } });
    expect(document.headers.get('content-encoding')).toBe('gzip');
    expect(((await document.json()) as { openapi: string }).openapi).toMatch(/^3\./);
  });

  it('follow the x-hl language, so one language never answers for another', async () => {
    const read = async (hl: string) => {
      const response = await fetch(`${base}/api/exam/info/1`, { headers: { 'x-hl': hl } });
      expect(response.headers.get('vary')).toContain('x-hl');
      return ((await response.json()) as { data: { name: string } }).data.name;
    };
    const english = await read('EN');
    expect(await read('DE')).not.toBe(english);
    expect(await read('EN')).toBe(english);
  });

  it('are listed only for GET routes that exist, and no order, report, payment or account answer is among them', () => {
    const getRoutes = new Set(allRoutes.filter((r) => r.method === 'get').map((r) => r.path));
    for (const path of Object.keys(publicReads)) expect(getRoutes, path).toContain(path);
    for (const path of Object.keys(publicReads)) expect(path).not.toMatch(/order\/(info|mbti|report|presenter|sku\/check)|\/user\/|privilege|vip|pay\/(check|order)|secondPhase\/order/);
  });
});

describe('personal answers', () => {
  it('are private and uncacheable: a paid report, an order, an account', async () => {
    for (const path of ['/api/exam/order/report/MP0000000001', '/api/exam/order/info/MP0000000001', '/api/user/get', '/pay-api/pay/check/status?orderNumber=MP0000000001']) {
      const response = await fetch(`${base}${path}`);
      expect(response.headers.get('cache-control'), path).toBe('private, no-store');
      expect(response.headers.get('etag'), path).toBeNull();
    }
  });

  it('never get a public header when the request carries a session cookie or token, even on a public read', async () => {
    for (const credentials of [{ cookie: 'mp_session=some-session-token' }, { authorization: 'Bearer some-session-token' }] as Record<string, string>[]) {
      const response = await fetch(`${base}${questions}`, { headers: credentials });
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('private, no-store');
      expect(response.headers.get('etag')).toBeNull();
    }
  });

  it('with an order number in the query (the offer countdown) are never served from or stored in the cache', async () => {
    const response = await fetch(`${base}/api/exam/sku/list/MBTI/US/en?orderNumber=MP0000000001`);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
  });
});

describe('a paid report', () => {
  const report = async (orderNumber: string, hl: string) => {
    const response = await fetch(`${base}/api/exam/order/report/${orderNumber}`, { headers: { 'x-hl': hl } });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(response.headers.get('etag')).toBeNull();
    return ((await response.json()) as { data: { paid: boolean; report: { title: string } } }).data;
  };

  it('is composed once and then answered from the gateway’s memory, per language, and still private', async () => {
    const paid = 'MP0000000101';
    expect((await report(paid, 'FR')).report.title).toBe('Report in FR');
    expect(await report(paid, 'FR')).toMatchObject({ paid: true, report: { title: 'Report in FR' } });
    expect(reportReads.get(paid)).toBe(1);
    expect((await report(paid, 'DE')).report.title).toBe('Report in DE');
    expect(reportReads.get(paid)).toBe(2);
  });

  it('is asked again each time while it waits for enough results to compare with, so the first share shows at once', async () => {
    expect(await report(waitingForResults, 'EN')).toMatchObject({ paid: true, report: { basic: { populationRatio: -1 } } });
    await report(waitingForResults, 'EN');
    expect(reportReads.get(waitingForResults)).toBe(2);
  });

  it('is asked again each time while unpaid, so a payment unlocks it at once', async () => {
    const unpaid = 'MP0000000102';
    expect((await report(unpaid, 'EN')).paid).toBe(false);
    await report(unpaid, 'EN');
    expect(reportReads.get(unpaid)).toBe(2);
  });
});

describe('the response cache', () => {
  it('re-reads statistics when their owner announces a finished test', async () => {
    const hot = async () => {
      const response = await fetch(`${base}/api/exam/center/list?sort=hot&limit=12`);
      const { data } = (await response.json()) as { data: { items: Array<{ examId: string; takenLast30Days: number }> } };
      return data.items.find((i) => i.examId === '1')?.takenLast30Days ?? 0;
    };
    const before = await hot();
    expect(await hot()).toBe(before); // served from the cache
    const event = create(ExamCompletedSchema, { orderNumber: `MP${Date.now()}`, examId: '1', email: 'a@example.com', completedAt: new Date().toISOString() });
    await InMemoryBus.shared(log).publish([
      { topic: 'order.events.v1', key: event.orderNumber, value: Buffer.from(toBinary(ExamCompletedSchema, event)), headers: { [eventHeaders.eventId]: randomUUID(), [eventHeaders.eventType]: ExamCompletedSchema.typeName } },
    ]);
    // Well inside the answer's 30 s lifetime: only the invalidation can make a new count show.
    await eventually(async () => expect(await hot()).toBeGreaterThan(before), { timeoutMs: 10_000, intervalMs: 200 });
  });

  it('asks upstream once however many requests wait for the same key', async () => {
    const cache = new ResponseCache(undefined, log);
    let calls = 0;
    const produce = async () => {
      calls++;
      await new Promise((r) => setTimeout(r, 50));
      return '{"result":200}';
    };
    const answers = await Promise.all(Array.from({ length: 50 }, () => cache.get('/r', 'k', 60, produce)));
    expect(calls).toBe(1);
    expect(new Set(answers.map((a) => a.etag)).size).toBe(1);
  });

  it('shares answers between gateways through the shared cache and drops them everywhere on invalidation', async () => {
    const prefix = `mindprint:test:${randomUUID()}:`;
    const sharedFor = () => (realRedisUrl ? openCache({ redisUrl: realRedisUrl, keyPrefix: prefix, log }) : shared);
    const shared = new MemoryCache();
    const [one, two] = [new ResponseCache(sharedFor(), log), new ResponseCache(sharedFor(), log)];
    let version = 1;
    let calls = 0;
    const produce = async () => {
      calls++;
      return `{"v":${version}}`;
    };
    await one.get('/r', 'k', 60, produce);
    expect((await two.get('/r', 'k', 60, produce)).body.toString()).toBe('{"v":1}');
    expect(calls).toBe(1);

    version = 2;
    await Promise.all([one.invalidate(['/r']), two.invalidate(['/r'])]);
    expect((await two.get('/r', 'k', 60, produce)).body.toString()).toBe('{"v":2}');
    expect((await one.get('/r', 'k', 60, produce)).body.toString()).toBe('{"v":2}');
    await Promise.all([one.close(), two.close()]);
  });
});

describe('security headers', () => {
  it('go out on every answer, public or personal, with the Stripe hosts in the content security policy', async () => {
    for (const path of [questions, '/api/user/get', '/api/no/such/call']) {
      const response = await fetch(`${base}${path}`);
      expect(response.headers.get('content-security-policy'), path).toContain("script-src 'self' https://js.stripe.com https://*.js.stripe.com");
      expect(response.headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(response.headers.get('strict-transport-security'), path).toMatch(/max-age=\d+/);
      expect(response.headers.get('x-frame-options'), path).toBe('SAMEORIGIN');
    }
  });
});
