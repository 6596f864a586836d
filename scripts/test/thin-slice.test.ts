import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { InMemorySpanExporter, SimpleSpanProcessor } from '@opentelemetry/sdk-trace-base';
import { eventually, realKafkaBrokers } from '@mindprint/platform/testing';
import { startTelemetry, stopTelemetry } from '@mindprint/platform/telemetry';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type EmbeddedProduct, startEmbeddedProduct } from '../src/embedded-product.js';

/**
 * The foundation's thin slice through every layer: browser-facing gateway → gRPC → service → database →
 * outbox → bus → consumer → e-mail, on whatever real parts the test setup found.
 */
const spans = new InMemorySpanExporter();
let product: EmbeddedProduct;
let base: string;

const serviceDatabaseUrls = Object.fromEntries(
  ['EXAM', 'ORDER', 'PAYMENT', 'SUBSCRIPTION', 'USER', 'CONTENT', 'NOTIFICATION']
    .map((s) => [`${s}_DATABASE_URL`, process.env[`${s}_DATABASE_URL`]])
    .filter(([, url]) => url),
);

beforeAll(async () => {
  startTelemetry({ serviceName: 'thin-slice', spanProcessors: [new SimpleSpanProcessor(spans)] });
  product = await startEmbeddedProduct({
    ...serviceDatabaseUrls,
    KAFKA_BROKERS: process.env.KAFKA_BROKERS,
    REDIS_URL: process.env.REDIS_URL,
    DATA_DIR: mkdtempSync(join(tmpdir(), 'mindprint-slice-')),
    DEV_MAILBOX: 'on',
    LOG_LEVEL: 'silent',
    PORT: '0',
    HOST: '127.0.0.1',
    ...Object.fromEntries(['EXAM', 'ORDER', 'PAYMENT', 'SUBSCRIPTION', 'USER', 'CONTENT', 'NOTIFICATION'].map((s) => [`${s}_GRPC_PORT`, '0'])),
  });
  base = `http://127.0.0.1:${product.gateway.port}`;
}, 120_000);

afterAll(async () => {
  await product?.stop();
  await stopTelemetry();
});

const service = (name: string) => product.services.find((s) => s.name === name)!;

async function mailTo(email: string): Promise<Array<{ subject: string; text: string }>> {
  const response = await fetch(`${base}/dev/mailbox?format=json&to=${encodeURIComponent(email)}`);
  return ((await response.json()) as { data: Array<{ subject: string; text: string }> }).data;
}

describe('the thin slice', () => {
  it('reports every service SERVING', async () => {
    const health = (await (await fetch(`${base}/healthz`)).json()) as { status: string; services: Record<string, string> };
    expect(health.status).toBe('ok');
    expect(Object.values(health.services)).toEqual(Array(7).fill('SERVING'));
    expect(service('exam').infrastructure.db.engine).toBe(serviceDatabaseUrls.EXAM_DATABASE_URL ? 'postgres' : 'pglite');
    expect(service('user').infrastructure.bus.kind).toBe(realKafkaBrokers?.length ? 'kafka' : 'memory');
  });

  it('creates a log id through the gateway, exam over gRPC and its database', async () => {
    const response = await fetch(`${base}/api/app/v2/generate/logid`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-hl': 'JA' },
      body: JSON.stringify({ appExamId: 'MBTI', countryCode: 'jp' }),
    });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { result: number; data: { logId: string } };
    expect(body.result).toBe(200);
    expect(body.data.logId).toMatch(/^[0-9a-f-]{36}$/);
    const row = await service('exam').infrastructure.db.knex('visit_logs').where({ log_id: body.data.logId }).first();
    expect(row).toMatchObject({ app_exam_id: 'MBTI', locale: 'JA', country_code: 'JP' });
    if (serviceDatabaseUrls.EXAM_DATABASE_URL) {
      const client = new pg.Client({ connectionString: serviceDatabaseUrls.EXAM_DATABASE_URL as string });
      await client.connect();
      const { rows } = await client.query('select locale from visit_logs where log_id = $1', [body.data.logId]);
      await client.end();
      expect(rows).toEqual([{ locale: 'JA' }]);
    }
  });

  it('e-mails a verification code once, even when the event is delivered twice, with one trace throughout', async () => {
    const email = `slice-${Date.now()}@example.com`;
    const traceId = '4bf92f3577b34da6a3ce929d0e0e4736';
    const response = await fetch(`${base}/api/email/captcha/send?email=${encodeURIComponent(email)}`, {
      headers: { 'x-hl': 'DE', traceparent: `00-${traceId}-00f067aa0ba902b7-01` },
    });
    expect(((await response.json()) as { result: number }).result).toBe(200);

    const [mail] = await eventually(async () => {
      const messages = await mailTo(email);
      expect(messages).toHaveLength(1);
      return messages;
    }, { timeoutMs: 30_000 });
    expect(mail!.subject).toBe('Ihr Mindprint-Bestätigungscode');
    expect(mail!.text).toMatch(/\b\d{6}\b/);

    // The relay crashed after publishing but before marking: the same event goes out again.
    const userDb = service('user').infrastructure.db.knex;
    const replayed = await userDb('outbox').where('message_key', email).update({ published_at: null });
    expect(replayed).toBe(1);
    await eventually(async () => expect(await userDb('outbox').where('message_key', email).whereNull('published_at')).toHaveLength(0));
    const notificationDb = service('notification').infrastructure.db.knex;
    const eventId = (await userDb('outbox').where('message_key', email).first()).event_id as string;
    await eventually(async () => expect(await notificationDb('inbox').where({ event_id: eventId })).toHaveLength(1));
    await new Promise((r) => setTimeout(r, 500));
    expect(await mailTo(email)).toHaveLength(1);
    expect(await notificationDb('sent_mail').where({ recipient: email })).toHaveLength(1);

    const names = spans.getFinishedSpans().filter((s) => s.spanContext().traceId === traceId).map((s) => s.name);
    expect(names).toEqual(
      expect.arrayContaining([
        'GET /email/captcha/send',
        '/mindprint.user.v1.UserService/RequestVerificationCode',
        'consume mindprint.user.v1.VerificationCodeRequested',
      ]),
    );
  });

  it('answers bad input with a clear envelope, not a 500', async () => {
    const bad = await fetch(`${base}/api/email/captcha/send?email=not-an-address`);
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ result: 400, message: 'Please enter a valid email address', reason: 'INVALID_EMAIL' });
  });
});

