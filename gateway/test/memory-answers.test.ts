import { createServer, type IncomingMessage, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { gunzipSync } from 'node:zlib';
import { MemoryCache } from '@mindprint/platform/cache';
import { DomainError } from '@mindprint/platform/errors';
import { createLogger } from '@mindprint/platform/logger';
import type { GrpcServer } from '@mindprint/platform/grpc-server';
import { currentRequestContext } from '@mindprint/platform/request-context';
import { serveFake, testLogger } from '@mindprint/platform/testing';
import { ContentService } from '@mindprint/proto/gen/mindprint/content/v1/content_service_pb';
import { ExamService } from '@mindprint/proto/gen/mindprint/exam/v1/exam_service_pb';
import { OrderService } from '@mindprint/proto/gen/mindprint/order/v1/order_service_pb';
import { UserService } from '@mindprint/proto/gen/mindprint/user/v1/user_service_pb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGateway } from '../src/app.js';
import { AccountReads, accountReadLimits } from '../src/auth/account-reads.js';
import { csrfTokenFor } from '../src/auth/csrf.js';
import { VerifiedSessions, verifiedSessionLimits } from '../src/auth/verified-sessions.js';
import { loadGatewayConfig } from '../src/config.js';
import { LoadMetrics } from '../src/load-metrics.js';
import { answerVariant, ResponseCache, SettledAnswerCache } from '../src/response-cache.js';
import { createServiceClients } from '../src/service-clients.js';

/**
 * The gateway's server as gateway.ts builds it (memory first, then Express), in front of fake services over real
 * gRPC, noting for each request whether memory answered it, and capturing the request lines.
 */
let exam: GrpcServer;
let order: GrpcServer;
let content: GrpcServer;
let user: GrpcServer;
let server: Server;
let base: string;
let clientsClose: () => void;
/** Changes the question texts the fake exam service answers: a content change. */
let questionEdition = 1;
let helpItemCalls = 0;
/** Per request, in order: whether memory answered it (else Express did). */
const fromMemory: boolean[] = [];
const lines: Array<Record<string, unknown>> = [];
const responseCache = new ResponseCache(undefined, testLogger());
const loadMetrics = new LoadMetrics('/pay-api');
/** The accounts behind the tokens the fake user service knows; `center` counts its user-center reads per account. */
const tokens: Record<string, { userId: string; verifiedEmail: string; expiresAt?: string }> = {
  'ann-token': { userId: 'u-ann', verifiedEmail: 'ann@example.com' },
  'bob-token': { userId: 'u-bob', verifiedEmail: 'bob@example.com' },
  'ended-token': { userId: 'u-ann', verifiedEmail: 'ann@example.com', expiresAt: new Date(Date.now() - 1_000).toISOString() },
};
const centerReads = new Map<string, number>();
/** Two gateways' member reads sharing one cache (Redis in production), with a TTL no test run outlasts. */
const sharedMarks = new MemoryCache();
const memberReadLimits = { ...accountReadLimits, ttlMs: 600_000 };
const accountReads = new AccountReads(sharedMarks, memberReadLimits);
const otherGateway = new AccountReads(sharedMarks, memberReadLimits);
const verifiedSessions = new VerifiedSessions(verifiedSessionLimits);

beforeAll(async () => {
  const log = testLogger();
  exam = await serveFake(
    ExamService,
    {
      listQuestions: async (request) => ({
        examId: request.examId,
        locale: request.locale,
        scale: ['agree'],
        parts: [{ part: 1, questions: Array.from({ length: 60 }, (_, i) => ({ questionId: `q${i}`, text: `Statement ${i}, edition ${questionEdition}` })) }],
        total: 60,
      }),
      getReport: async (request) => ({ report: { typeCode: 'INTJ', title: `Report in ${request.input?.locale}`, locale: request.input?.locale ?? '', full: request.full } }),
    },
    log,
  );
  order = await serveFake(
    OrderService,
    {
      // Orders ending in 1 are paid (settled: kept in memory), the others not.
      getReportAccess: async (request) => ({
        orderNumber: request.orderNumber,
        examId: '1',
        paid: request.orderNumber.endsWith('1'),
        createdAt: new Date(0).toISOString(),
        reportInput: { examId: '1', typeCode: 'INTJ', locale: request.locale || 'EN' },
      }),
    },
    log,
  );
  content = await serveFake(
    ContentService,
    {
      getHelpItem: async (request) => {
        helpItemCalls++;
        throw new DomainError('HELP_ITEM_NOT_FOUND', `There is no help item ${request.helpId}`, 'NOT_FOUND');
      },
    },
    log,
  );
  user = await serveFake(
    UserService,
    {
      authenticateSession: async ({ token }) => {
        const account = tokens[token];
        if (!account) throw new DomainError('SESSION_INVALID', 'Please sign in again', 'UNAUTHENTICATED');
        return { ...account, email: account.verifiedEmail, emailVerified: true, expiresAt: account.expiresAt ?? new Date(Date.now() + 3_600_000).toISOString() };
      },
      getCenterData: async () => {
        const userId = currentRequestContext().uid ?? '';
        const reads = (centerReads.get(userId) ?? 0) + 1;
        centerReads.set(userId, reads);
        return { user: { userId, email: `${userId}@example.com`, emailVerified: true, gender: 'secret' }, memberDays: reads, activeSessions: 1, profileCompletionPercent: 20 };
      },
    },
    log,
  );
  const config = loadGatewayConfig({
    PORT: '0',
    HOST: '127.0.0.1',
    EXAM_GRPC_ADDR: `127.0.0.1:${exam.port}`,
    ORDER_GRPC_ADDR: `127.0.0.1:${order.port}`,
    CONTENT_GRPC_ADDR: `127.0.0.1:${content.port}`,
    USER_GRPC_ADDR: `127.0.0.1:${user.port}`,
  });
  const clients = createServiceClients(config.serviceAddresses, config.upstreams);
  clientsClose = () => clients.close();
  const captured = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
      done();
    },
  });
  const { app, answerFromMemory } = createGateway({
    config,
    clients,
    log: createLogger({ service: 'test', level: 'info' }, captured),
    responseCache,
    loadMetrics,
    verifiedSessions,
    accountReads,
  });
  server = createServer((req, res) => {
    const answered = answerFromMemory(req, res);
    fromMemory.push(answered);
    if (!answered) app(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}, 60_000);

afterAll(async () => {
  server?.close();
  clientsClose?.();
  await Promise.all([exam?.shutdown(1_000), order?.shutdown(1_000), content?.shutdown(1_000), user?.shutdown(1_000)]);
});

interface RawAnswer {
  status: number;
  /** Every header as sent, in order, but Date. */
  headers: string[];
  body: Buffer;
  fromMemory: boolean;
}

/** One request on a fresh connection, the answer as it came over the wire (body not decompressed). */
async function raw(path: string, headers: Record<string, string> = {}, method = 'GET'): Promise<RawAnswer> {
  const answer = await new Promise<Omit<RawAnswer, 'fromMemory'>>((resolve, reject) => {
    const req = request(`${base}${path}`, { method, headers: { connection: 'close', ...headers }, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const pairs: string[] = [];
        for (let i = 0; i < res.rawHeaders.length; i += 2) if (res.rawHeaders[i]!.toLowerCase() !== 'date') pairs.push(`${res.rawHeaders[i]}: ${res.rawHeaders[i + 1]}`);
        resolve({ status: res.statusCode!, headers: pairs, body: Buffer.concat(chunks) });
      });
    });
    req.on('error', reject);
    req.end();
  });
  return { ...answer, fromMemory: fromMemory.at(-1)! };
}

/** The request line (without its timing) that the last answer wrote. */
async function lastRequestLine() {
  await new Promise((resolve) => setImmediate(resolve));
  const { ms, time, ...line } = lines.filter((l) => l.msg === 'request').at(-1)!;
  expect(typeof ms).toBe('number');
  expect(typeof time).toBe('number');
  return line;
}

const questions = '/api/exam/question/list/1/EN';

describe('answers kept in memory', () => {
  it('go out before Express with the very headers and bytes Express sent: plain, gzip, HEAD and 304', async () => {
    // Each variant under a key of its own (x-language is part of it), so Express answers it first.
    const variants: Array<{ headers: Record<string, string>; method?: string }> = [
      { headers: { 'accept-encoding': 'identity', 'x-language': 'plain' } },
      { headers: { 'accept-encoding': 'gzip, deflate', 'x-language': 'gzip' } },
      { headers: { 'accept-encoding': 'identity', 'x-language': 'head' }, method: 'HEAD' },
    ];
    for (const { headers, method } of variants) {
      const viaExpress = await raw(questions, { 'x-request-id': 'same-request', ...headers }, method);
      const expressLine = await lastRequestLine();
      const viaMemory = await raw(questions, { 'x-request-id': 'same-request', ...headers }, method);
      expect([viaExpress.fromMemory, viaMemory.fromMemory]).toEqual([false, true]);
      expect(viaMemory.status).toBe(200);
      expect(viaMemory.headers).toEqual(viaExpress.headers);
      expect(viaMemory.body.equals(viaExpress.body)).toBe(true);
      expect(await lastRequestLine()).toEqual(expressLine);
    }
    const plain = await raw(questions, { 'accept-encoding': 'identity', 'x-language': 'plain' });
    expect(plain.headers).toContain('cache-control: public, max-age=300, s-maxage=3600, stale-while-revalidate=86400');
    expect(plain.headers.some((h) => h.startsWith('Content-Security-Policy: '))).toBe(true);
    const etag = plain.headers.find((h) => h.startsWith('etag: '))!.slice('etag: '.length);
    const notModified = { 'accept-encoding': 'identity', 'x-language': 'conditional', 'if-none-match': etag, 'x-request-id': 'same-request' };
    const expressNotModified = await raw(questions, notModified);
    const memoryNotModified = await raw(questions, notModified);
    expect([expressNotModified.fromMemory, memoryNotModified.fromMemory]).toEqual([false, true]);
    expect(memoryNotModified.status).toBe(304);
    expect(memoryNotModified.headers).toEqual(expressNotModified.headers);
    expect(memoryNotModified.body.length).toBe(0);
  });

  it('follow a content change: after the invalidation Express answers the new content, then memory does', async () => {
    const before = await raw(questions, { 'accept-encoding': 'identity' });
    expect(before.body.toString()).toContain(`edition ${questionEdition}`);
    questionEdition++;
    await responseCache.invalidate(['/exam/question/list/:examId/:lang']);
    const afterChange = await raw(questions, { 'accept-encoding': 'identity' });
    expect(afterChange.fromMemory).toBe(false);
    expect(afterChange.body.toString()).toContain(`edition ${questionEdition}`);
    expect(afterChange.headers.find((h) => h.startsWith('etag: '))).not.toBe(before.headers.find((h) => h.startsWith('etag: ')));
    const again = await raw(questions, { 'accept-encoding': 'identity' });
    expect(again.fromMemory).toBe(true);
    expect(again.body.equals(afterChange.body)).toBe(true);
  });

  it('are never used for a request with a session token or cookie: Express and the session middleware answer it', async () => {
    await raw(questions);
    expect((await raw(questions)).fromMemory).toBe(true);
    for (const headers of [{ authorization: 'Bearer some-token' }, { cookie: 'mp_consent=1; mp_session=abc' }] as Array<Record<string, string>>) {
      const answer = await raw(questions, headers);
      expect(answer.fromMemory).toBe(false);
      expect(answer.headers).not.toContain('cache-control: public, max-age=300, s-maxage=3600, stale-while-revalidate=86400');
    }
    // Other cookies (consent, analytics) are no session: such a visitor still gets the kept public answer.
    expect((await raw(questions, { cookie: 'mp_consent=1' })).fromMemory).toBe(true);
  });

  it('count in the load metrics like any answer', async () => {
    const served = () => Number(/surface="base"\} (\d+)/.exec(loadMetrics.text())![1]);
    await raw(questions);
    const before = served();
    expect((await raw(questions)).fromMemory).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(served()).toBe(before + 1);
  });

  it('serve a paid report the same way, still private and uncacheable; an unpaid one is asked each time', async () => {
    const paid = '/api/exam/order/report/MP00000000000000000001';
    const viaExpress = await raw(paid, { 'x-request-id': 'report-request', 'accept-encoding': 'gzip' });
    const viaMemory = await raw(paid, { 'x-request-id': 'report-request', 'accept-encoding': 'gzip' });
    expect([viaExpress.fromMemory, viaMemory.fromMemory]).toEqual([false, true]);
    expect(viaMemory.headers).toEqual(viaExpress.headers);
    expect(viaMemory.body.equals(viaExpress.body)).toBe(true);
    expect(viaMemory.headers).toContain('cache-control: private, no-store');
    expect(viaMemory.headers.some((h) => h.startsWith('etag'))).toBe(false);
    const line = await lastRequestLine();
    expect(line.path).toBe('/api/exam/order/report/MP[order]');

    const unpaid = '/api/exam/order/report/MP00000000000000000002';
    await raw(unpaid);
    expect((await raw(unpaid)).fromMemory).toBe(false);
  });
});

describe('a member’s own reads kept in memory', () => {
  const center = '/api/user/center/data';
  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
  const cookie = (token: string, csrf = csrfTokenFor(token)) => ({ cookie: `mp_consent=1; mp_session=${token}; mp_csrf=${csrf}` });
  const memberDays = (answer: RawAnswer) => (JSON.parse(answer.body.toString()) as { data: { user: { userId: string }; memberDays: number } }).data;

  it('go out before Express with the very headers and bytes Express sent, with a bearer token or the session cookies', async () => {
    for (const [language, session] of [['en', bearer('ann-token')], ['fr', cookie('ann-token')]] as const) {
      const headers = { 'x-request-id': 'member-request', 'x-hl': language, ...session };
      const viaExpress = await raw(center, headers);
      const expressLine = await lastRequestLine();
      const reads = centerReads.get('u-ann');
      const viaMemory = await raw(center, headers);
      expect([viaExpress.fromMemory, viaMemory.fromMemory]).toEqual([false, true]);
      expect(centerReads.get('u-ann')).toBe(reads);
      expect(viaMemory.status).toBe(200);
      expect(viaMemory.headers).toEqual(viaExpress.headers);
      expect(viaMemory.body.equals(viaExpress.body)).toBe(true);
      expect(viaMemory.headers).toContain('cache-control: private, no-store');
      expect(viaMemory.headers.some((h) => h.startsWith('Content-Security-Policy: '))).toBe(true);
      expect(await lastRequestLine()).toEqual(expressLine);
      expect(memberDays(viaMemory).user.userId).toBe('u-ann');
    }
    // The same session by cookie without its CSRF cookie: the middleware re-issues it, so Express answers.
    const lostCsrf = await raw(center, { 'x-hl': 'en', cookie: 'mp_session=ann-token' });
    expect(lostCsrf.fromMemory).toBe(false);
    expect(lostCsrf.headers.some((h) => h.startsWith('Set-Cookie: mp_csrf='))).toBe(true);
  });

  it('never answer a stranger’s, an unknown, an ended or a forgotten token with a kept read', async () => {
    await raw(center, bearer('ann-token'));
    expect((await raw(center, bearer('ann-token'))).fromMemory).toBe(true);
    const bob = await raw(center, bearer('bob-token'));
    expect(bob.fromMemory).toBe(false);
    expect(memberDays(bob).user.userId).toBe('u-bob');
    for (const token of ['nobody-token', 'ended-token']) {
      const answer = await raw(center, bearer(token));
      expect(answer.fromMemory).toBe(false);
      if (token === 'nobody-token') expect(answer.status).toBe(401);
    }
    // A session ended elsewhere (its event names the account; session-revocation.ts forgets both): the token is
    // checked again, the read asked again.
    const before = centerReads.get('u-ann')!;
    verifiedSessions.forgetUser('u-ann');
    accountReads.forgetUser('u-ann');
    const afterForget = await raw(center, bearer('ann-token'));
    expect(afterForget.fromMemory).toBe(false);
    expect(memberDays(afterForget).memberDays).toBe(before + 1);
  });

  it('are switched off by a write through another gateway: the request goes to Express, which asks the owner', async () => {
    await raw(center, bearer('ann-token'));
    const kept = await raw(center, bearer('ann-token'));
    expect(kept.fromMemory).toBe(true);
    await otherGateway.changed('u-ann');
    const afterWrite = await raw(center, { 'x-request-id': 'after-write', ...bearer('ann-token') });
    expect(memberDays(afterWrite).memberDays).toBe(memberDays(kept).memberDays + 1);
    expect((await lastRequestLine()).request_id).toBe('after-write');
    expect(lines.filter((l) => l.msg === 'request' && l.request_id === 'after-write')).toHaveLength(1);
    // The mark outlasts the copies read before the write (their TTL); here both end at once.
    await sharedMarks.delete('account-changing:u-ann');
    accountReads.forgetUser('u-ann');
  });

  it('fall back to the owner when the shared cache cannot say whether the account is switched off', async () => {
    await raw(center, bearer('ann-token'));
    expect((await raw(center, bearer('ann-token'))).fromMemory).toBe(true);
    const reads = centerReads.get('u-ann')!;
    const get = sharedMarks.get.bind(sharedMarks);
    sharedMarks.get = async () => {
      throw new Error('redis: no answer');
    };
    try {
      const failing = await raw(center, bearer('ann-token'));
      expect(failing.status).toBe(200);
      expect(memberDays(failing).memberDays).toBe(reads + 1);
    } finally {
      sharedMarks.get = get;
    }
  });
});

describe('an unknown help item', () => {
  it('is asked of the content service once, then answered as the same private 404 for a while', async () => {
    const first = await raw('/api/app/help/info/4242', { 'x-request-id': 'help-request' });
    const second = await raw('/api/app/help/info/4242', { 'x-request-id': 'help-request' });
    expect(helpItemCalls).toBe(1);
    expect(first.status).toBe(404);
    expect(JSON.parse(first.body.toString())).toMatchObject({ result: 404, reason: 'HELP_ITEM_NOT_FOUND', message: 'There is no help item 4242', data: null });
    expect(second.headers).toEqual(first.headers);
    expect(second.body.equals(first.body)).toBe(true);
    expect(second.headers).toContain('cache-control: private, no-store');
    // Another id is another question.
    await raw('/api/app/help/info/4343');
    expect(helpItemCalls).toBe(2);
  });
});

describe('a personal answer', () => {
  it('is sent gzip-compressed to a client that accepts it, settled or not, and plain to one that does not', async () => {
    const body = JSON.stringify({ result: 200, message: 'ok', data: { text: 'a report '.repeat(500) } });
    const settledCache = new SettledAnswerCache();
    for (const settled of [false, true]) {
      const answer = await settledCache.get(`report-${settled}`, 60, async () => ({ body, settled }));
      const zipped = answerVariant({ headers: { 'accept-encoding': 'gzip, deflate' } } as IncomingMessage, answer);
      expect(zipped).not.toBe(answer);
      expect(gunzipSync(zipped.body).toString()).toBe(body);
      const plain = answerVariant({ headers: {} } as IncomingMessage, answer);
      expect(plain.body.toString()).toBe(body);
    }
  });
});
