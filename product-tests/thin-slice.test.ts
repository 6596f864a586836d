import { InMemorySpanExporter, SimpleSpanProcessor } from '@opentelemetry/sdk-trace-base';
import { eventually, realKafkaBrokers } from '@mindprint/platform/testing';
import { startTelemetry, stopTelemetry } from '@mindprint/platform/telemetry';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EmbeddedProduct } from '@mindprint/scripts/embedded-product';
import { mailbox, serviceDatabaseUrls, startProductForTest } from '@mindprint/scripts/product-under-test';

/**
 * The foundation's thin slice through every layer: browser-facing gateway → gRPC → service → database →
 * outbox → bus → consumer → e-mail, on whatever real parts the test setup found.
 */
const spans = new InMemorySpanExporter();
let product: EmbeddedProduct;
let base: string;

beforeAll(async () => {
  await startTelemetry({ serviceName: 'thin-slice', spanProcessors: [new SimpleSpanProcessor(spans)] });
  const started = await startProductForTest();
  product = started;
  base = started.base;
}, 120_000);

afterAll(async () => {
  await product?.stop();
  await stopTelemetry();
});

const service = (name: string) => product.services.find((s) => s.name === name)!;

const mailTo = (email: string) => mailbox(base, email);

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

