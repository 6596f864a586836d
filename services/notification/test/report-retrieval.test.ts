import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ExamService } from '@mindprint/proto/gen/mindprint/exam/v1/exam_service_pb';
import { NotificationService } from '@mindprint/proto/gen/mindprint/notification/v1/notification_service_pb';
import { OrderService } from '@mindprint/proto/gen/mindprint/order/v1/order_service_pb';
import { DomainError } from '@mindprint/platform/errors';
import { type ClientOf, createServiceClient } from '@mindprint/platform/grpc-client';
import type { GrpcServer } from '@mindprint/platform/grpc-server';
import type { RunningService } from '@mindprint/platform/service-runtime';
import { databaseEngines, eventually, fakeBinding, openTestDatabase, realRedisUrl, serveFakes, testLogger } from '@mindprint/platform/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ReportRetrievalWorker } from '../src/app/report-retrieval-worker.js';
import { loadNotificationConfig } from '../src/config.js';
import { MailDeliveryRepository } from '../src/db/mail-delivery-repository.js';
import { notificationMigrations } from '../src/db/migrations.js';
import { RetrievalRequestRepository } from '../src/db/retrieval-request-repository.js';
import { localeCodes } from '@mindprint/platform/locales';
import { reportRetrievalMail } from '../src/domain/report-retrieval-mail.js';
import { MailDelivery } from '../src/mail/mail-delivery.js';
import { SmtpMailer } from '../src/mail/mailer.js';
import { startNotificationService } from '../src/service.js';
import { SmtpTestServer } from './support/smtp-test-server.js';

const log = testLogger();
const run = randomUUID().slice(0, 8);
const known = `known-${run}@example.com`;
const ordersByEmail = new Map([
  [
    known,
    [
      { orderNumber: `MPA${run}`, examId: 'mbti16', typeCode: 'INFP', createdAt: '2026-10-01T08:00:00Z', status: 'paid' },
      { orderNumber: `MPB${run}`, examId: 'mbti16', typeCode: 'ESTJ', createdAt: '2026-10-02T08:00:00Z', status: 'pending_payment' },
      { orderNumber: `MPC${run}`, examId: 'mbti16', typeCode: 'ENTJ', createdAt: '2026-11-05T08:00:00Z', status: 'paid' },
    ],
  ],
]);
const pdfOf = (orderNumber: string) => Buffer.from(`%PDF-1.4 report of ${orderNumber}\n%%EOF`);
/** The report access order gives for a paid order, and the exam rendering its PDF from that input. */
const reportAccess = async (request: { orderNumber: string }) => ({
  orderNumber: request.orderNumber,
  paid: true,
  reportInput: { orderNumber: request.orderNumber, examId: 'mbti16', locale: 'EN', typeCode: 'INFP', userName: 'Kim', takenAt: '2026-10-01T08:00:00Z' },
});
const renderReportPdf = async (request: { input?: { orderNumber: string } }) => ({ pdf: pdfOf(request.input?.orderNumber ?? ''), fileName: 'r.pdf' });
/** Addresses whose first lookups fail, as when order restarts. */
const orderDownFor = new Map<string, number>();
const lookups: string[] = [];
/** Client addresses unique to this run: with Redis the hourly counters outlive the test. */
const octet = () => Math.floor(Math.random() * 250) + 1;
const ipPrefix = `10.${octet()}.${octet()}`;
const ip = (n: number) => `${ipPrefix}.${n}`;

describe('the retrieval e-mail', () => {
  it('lists the reports with links, or says there are none, in each of the nine locales', () => {
    const reports = [
      { orderNumber: 'MP1', examId: '1', typeCode: 'infp', createdAt: '2026-10-01T08:00:00Z', url: 'https://m.example/report/result?orderNumber=MP1' },
      { orderNumber: 'MP2', examId: '2', typeCode: 'E4-A3-C5-N2-O4', createdAt: '2026-10-02T08:00:00Z', url: 'https://m.example/report/result?orderNumber=MP2' },
    ];
    const found = localeCodes.map((locale) => reportRetrievalMail({ locale, reports }));
    const none = localeCodes.map((locale) => reportRetrievalMail({ locale, reports: [] }));
    expect(new Set(found.map((m) => m.subject)).size).toBe(9);
    expect(new Set(none.map((m) => m.text)).size).toBe(9);
    for (const mail of found) {
      expect(mail.text).toContain('INFP');
      expect(mail.text).toContain('2026');
      expect(mail.html).toContain('href="https://m.example/report/result?orderNumber=MP1"');
    }
    for (const mail of none) expect(mail.text).not.toContain('orderNumber');
    expect(none[0]!.text).toContain('There are no retrievable reports in the current mailbox');
    expect(found[0]!.text).toContain('Psychological mapping · E4-A3-C5-N2-O4');
    expect(found[localeCodes.indexOf('FR')]!.text).toContain('Cartographie psychologique · E4-A3-C5-N2-O4');
  });
});

describe('report retrieval through the notification service', () => {
  const smtp = new SmtpTestServer();
  let fakes: GrpcServer;
  let service: RunningService;
  let client: ClientOf<typeof NotificationService>;

  beforeAll(async () => {
    await smtp.start();
    fakes = await serveFakes(log, [
      fakeBinding(OrderService, {
        listExamOrdersByEmail: async (request: { email: string }) => {
          lookups.push(request.email);
          const failures = orderDownFor.get(request.email) ?? 0;
          if (failures > 0) {
            orderDownFor.set(request.email, failures - 1);
            throw new DomainError('ORDER_DOWN', 'order is restarting', 'UNAVAILABLE');
          }
          return { orders: ordersByEmail.get(request.email) ?? [] };
        },
        getReportAccess: reportAccess,
      }),
      fakeBinding(ExamService, { renderReportPdf }),
    ]);
    const config = loadNotificationConfig({
      NOTIFICATION_GRPC_PORT: '0',
      DATA_DIR: mkdtempSync(join(tmpdir(), 'notification-')),
      SMTP_URL: smtp.url,
      PUBLIC_BASE_URL: 'https://mindprint.example',
      ORDER_GRPC_ADDR: `127.0.0.1:${fakes.port}`,
      EXAM_GRPC_ADDR: `127.0.0.1:${fakes.port}`,
      REDIS_URL: realRedisUrl,
      RETRIEVE_POLL_MS: '50',
      LOG_LEVEL: 'silent',
    });
    service = await startNotificationService(config, log);
    client = createServiceClient(NotificationService, `127.0.0.1:${service.grpcPort}`);
  });
  afterAll(async () => {
    client?.close();
    await service?.stop();
    await fakes?.shutdown(1_000);
    await smtp.stop();
  });

  it('answers a known and an unknown address the same, then mails the reports or that there are none', async () => {
    const unknown = `unknown-${run}@example.com`;
    const timed = async (email: string, clientIp: string) => {
      const started = performance.now();
      const answer = await client.requestReportRetrieval({ email, locale: 'EN', clientIp });
      return { answer, ms: performance.now() - started };
    };
    const a = await timed(`  ${known.toUpperCase()} `, ip(1));
    const b = await timed(unknown, ip(2));
    expect(a.answer).toEqual(b.answer);
    expect(a.answer.accepted).toBe(true);
    // No lookup happens while the visitor waits: both answers are a counter and one insert away.
    expect(lookups).not.toContain(unknown);
    expect(Math.max(a.ms, b.ms)).toBeLessThan(1_000);

    const [found] = await eventually(async () => {
      const mails = await smtp.messagesTo(known);
      expect(mails).toHaveLength(1);
      return mails;
    });
    expect(found!.subject).toBe('Your Mindprint reports');
    expect(found!.text).toContain(`https://mindprint.example/report/result?orderNumber=MPA${run}`);
    expect(found!.text).toContain(`https://mindprint.example/report/result?orderNumber=MPC${run}`);
    expect(found!.text).not.toContain(`MPB${run}`);
    expect(found!.text).toContain('INFP');
    expect(found!.text).toContain('October 1, 2026');
    // Each paid report's PDF is attached, as in the paid report mail; the unpaid order's is not.
    expect(found!.attachments.map((a) => a.filename).sort()).toEqual([`MPA${run}.pdf`, `MPC${run}.pdf`]);
    for (const attachment of found!.attachments) {
      expect(attachment.contentType).toBe('application/pdf');
      expect(attachment.content.equals(pdfOf(attachment.filename?.replace('.pdf', '') ?? ''))).toBe(true);
    }
    const [none] = await eventually(async () => {
      const mails = await smtp.messagesTo(unknown);
      expect(mails).toHaveLength(1);
      return mails;
    });
    expect(none!.subject).toBe('Your Mindprint report request');
    expect(none!.text).toContain('There are no retrievable reports in the current mailbox');
    expect(none!.text).not.toContain('orderNumber');
    expect(none!.attachments).toHaveLength(0);
  });

  it('writes in the visitor’s locale', async () => {
    await client.requestReportRetrieval({ email: `de-${run}@example.com`, locale: 'de', clientIp: ip(3) });
    const [mail] = await eventually(async () => {
      const mails = await smtp.messagesTo(`de-${run}@example.com`);
      expect(mails).toHaveLength(1);
      return mails;
    });
    expect(mail!.text).toContain('Für dieses Postfach gibt es keine abrufbaren Berichte');
  });

  it('keeps no local mailbox with an SMTP server: its listing is refused', async () => {
    const failure = (await client.listSavedMail({ limit: 10, to: '' }).catch((e: unknown) => e)) as DomainError;
    expect(failure).toMatchObject({ reason: 'MAILBOX_DISABLED', kind: 'FAILED_PRECONDITION' });
  });

  it('rejects an address that is not one', async () => {
    for (const email of ['', 'not-an-address', 'a@b']) {
      const failure = (await client.requestReportRetrieval({ email, locale: 'EN', clientIp: ip(4) }).catch((e: unknown) => e)) as DomainError;
      expect(failure).toMatchObject({ reason: 'INVALID_EMAIL', kind: 'INVALID_ARGUMENT', message: 'Please enter a valid email address' });
    }
  });

  it('limits requests per address and per client', async () => {
    const email = `limited-${run}@example.com`;
    for (let i = 0; i < 3; i++) {
      expect((await client.requestReportRetrieval({ email, locale: 'EN', clientIp: ip(10 + i) })).accepted).toBe(true);
    }
    const perAddress = (await client.requestReportRetrieval({ email, locale: 'EN', clientIp: ip(20) }).catch((e: unknown) => e)) as DomainError;
    expect(perAddress).toMatchObject({ reason: 'RETRIEVE_RATE_LIMITED', kind: 'RESOURCE_EXHAUSTED' });
    expect(perAddress.message).toContain('this email address');

    const clientIp = ip(30);
    for (let i = 0; i < 10; i++) {
      expect((await client.requestReportRetrieval({ email: `ip${i}-${run}@example.com`, locale: 'EN', clientIp })).accepted).toBe(true);
    }
    const perClient = (await client.requestReportRetrieval({ email: `ip10-${run}@example.com`, locale: 'EN', clientIp }).catch((e: unknown) => e)) as DomainError;
    expect(perClient).toMatchObject({ reason: 'RETRIEVE_RATE_LIMITED', kind: 'RESOURCE_EXHAUSTED' });
    expect(perClient.message).toContain('your network');
  });
});

describe.each(databaseEngines)('the retrieval worker on %s', (engine) => {
  const smtp = new SmtpTestServer();
  let fakes: GrpcServer;
  beforeAll(async () => {
    await smtp.start();
    fakes = await serveFakes(log, [
      fakeBinding(OrderService, {
        listExamOrdersByEmail: async (request: { email: string }) => {
          const failures = orderDownFor.get(request.email) ?? 0;
          if (failures > 0) {
            orderDownFor.set(request.email, failures - 1);
            throw new DomainError('ORDER_DOWN', 'order is restarting', 'UNAVAILABLE');
          }
          return { orders: ordersByEmail.get(request.email) ?? [] };
        },
        getReportAccess: reportAccess,
      }),
      fakeBinding(ExamService, { renderReportPdf }),
    ]);
  });
  afterAll(async () => {
    await fakes.shutdown(1_000);
    await smtp.stop();
  });

  it('claims each request once across workers and retries one that failed, with backoff', async () => {
    const db = await openTestDatabase(engine, notificationMigrations);
    const requests = new RetrievalRequestRepository(db.knex);
    const mailer = new SmtpMailer(smtp.url, 'Mindprint <no-reply@mindprint.local>');
    const deliveries = new MailDeliveryRepository(db.knex);
    const delivery = new MailDelivery({ mailer, log, record: (a) => deliveries.record(a), settings: { attempts: 2, baseDelayMs: 5 } });
    const orders = createServiceClient(OrderService, `127.0.0.1:${fakes.port}`, { maxAttempts: 1 });
    const exams = createServiceClient(ExamService, `127.0.0.1:${fakes.port}`, { maxAttempts: 1 });
    let now = new Date(Date.now() + 1_000);
    const worker = () =>
      new ReportRetrievalWorker({ requests, orders, exams, delivery, publicBaseUrl: 'https://m.example', log, clock: () => now, settings: { pollMs: 1_000, retryBaseMs: 30_000 } });
    const flaky = `flaky-${run}-${engine}@example.com`;
    orderDownFor.set(flaky, 1);
    const ids = [await requests.add({ email: known, locale: 'EN' }), await requests.add({ email: flaky, locale: 'FR' })];
    const [first, second] = [worker(), worker()];
    const answered = await Promise.all([first.runOnce(), second.runOnce()]);
    expect(answered[0]! + answered[1]!).toBe(1);
    expect((await smtp.messagesTo(known)).length).toBeGreaterThanOrEqual(1);
    expect(await requests.statusOf(ids[0]!)).toMatchObject({ status: 'sent', attempts: 1 });
    expect(await requests.statusOf(ids[1]!)).toMatchObject({ status: 'pending', attempts: 1, lastError: expect.stringContaining('order is restarting') });
    expect(await first.runOnce()).toBe(0); // not due before its backoff
    now = new Date(now.getTime() + 31_000);
    expect(await first.runOnce()).toBe(1);
    expect(await requests.statusOf(ids[1]!)).toMatchObject({ status: 'sent', attempts: 2 });
    const [mail] = await smtp.messagesTo(flaky);
    expect(mail!.text).toContain('Aucun rapport récupérable pour cette adresse e-mail');
    await delivery.flush();
    expect((await deliveries.forRecipient(flaky)).map((d) => [d.kind, d.status])).toEqual([['report_retrieval', 'sent']]);
    orders.close();
    exams.close();
    mailer.close();
    await db.close();
  });
});
