import { randomUUID } from 'node:crypto';
import { ExamService } from '@mindprint/proto/gen/mindprint/exam/v1/exam_service_pb';
import { OrderPaidSchema } from '@mindprint/proto/gen/mindprint/order/v1/events_pb';
import { OrderService } from '@mindprint/proto/gen/mindprint/order/v1/order_service_pb';
import { deadLetterTopic, eventHeaders } from '@mindprint/platform/bus';
import { consumeEvents } from '@mindprint/platform/event-consumer';
import { DomainError } from '@mindprint/platform/errors';
import { createServiceClient } from '@mindprint/platform/grpc-client';
import type { GrpcServer } from '@mindprint/platform/grpc-server';
import { busKinds, databaseEngines, eventually, fakeBinding, openTestBus, openTestDatabase, serveFakes, testLogger } from '@mindprint/platform/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendPaidReport } from '../src/consumers/send-paid-report.js';
import { MailDeliveryRepository } from '../src/db/mail-delivery-repository.js';
import { notificationMigrations } from '../src/db/migrations.js';
import { SentMailRepository } from '../src/db/sent-mail-repository.js';
import { localeCodes } from '@mindprint/platform/locales';
import { paidReportMail } from '../src/domain/paid-report-mail.js';
import { describeMailFailure, isPermanentMailFailure, MailDelivery } from '../src/mail/mail-delivery.js';
import { SmtpMailer } from '../src/mail/mailer.js';
import { collectTopic, onlyKeys, publishEvent } from './support/order-events.js';
import { paidReportAccess } from './support/report-access.js';
import { SmtpTestServer } from './support/smtp-test-server.js';

const receipt = { title: 'Full report', purchaseNumber: 'PU1', amountMinor: 1299, currency: 'EUR', paidAt: new Date('2026-11-22T10:00:00Z') };
const reportUrl = 'https://mindprint.example/report/result?orderNumber=MP1';

describe('the report e-mail', () => {
  it('names the type, links the report, names the PDF and carries the receipt in each of the nine locales', () => {
    const mails = localeCodes.map((locale) => paidReportMail({ locale, examId: '1', typeCode: 'infp', firstName: 'Kim', reportUrl, fileName: 'MP1.pdf', receipt }));
    expect(new Set(mails.map((m) => m.subject)).size).toBe(9);
    for (const mail of mails) {
      expect(mail.subject).toContain('INFP');
      for (const part of [mail.text, mail.html]) {
        expect(part).toContain('Kim');
        expect(part).toContain('MP1.pdf');
        expect(part).toContain('12,99 €');
        expect(part).toContain('PU1');
        expect(part).toContain('Full report');
        expect(part).toMatch(/2026/);
      }
      expect(mail.text).toContain(reportUrl);
      expect(mail.html).toContain(`href="${reportUrl}"`);
    }
    expect(mails[0]!.subject).toBe('Your INFP report is ready');
  });

  it('names the psychological mapping test and its profile, never a 16-type report, in each of the nine locales', () => {
    const mails = localeCodes.map((locale) => paidReportMail({ locale, examId: '2', typeCode: 'E4-A3-C5-N2-O4', firstName: 'Kim', reportUrl, fileName: 'MP1.pdf', receipt }));
    expect(new Set(mails.map((m) => m.subject)).size).toBe(9);
    for (const mail of mails) {
      expect(mail.subject).not.toMatch(/16|E4-A3/);
      for (const part of [mail.text, mail.html]) {
        expect(part).toContain('E4-A3-C5-N2-O4');
        expect(part).toContain('MP1.pdf');
        expect(part).not.toMatch(/16|personnalité|personality/i);
      }
    }
    expect(mails.find((_, i) => localeCodes[i] === 'FR')!.subject).toBe('Votre rapport de cartographie psychologique est prêt');
  });

  it('names the matrices IQ test and its score, says the estimate is not clinically normed, in each of the nine locales', () => {
    const mails = localeCodes.map((locale) => paidReportMail({ locale, examId: '3', typeCode: 'IQ-v1-18', firstName: 'Kim', reportUrl, fileName: 'MP3.pdf', receipt }));
    expect(new Set(mails.map((m) => m.subject)).size).toBe(9);
    for (const mail of mails) {
      for (const part of [mail.text, mail.html]) {
        expect(part).toContain('18');
        expect(part).toContain('MP3.pdf');
        expect(part).not.toMatch(/IQ-v1|personnalité|personality|16/i);
      }
    }
    expect(mails[localeCodes.indexOf('EN')]!.text).toContain('not clinically normed');
    expect(mails[localeCodes.indexOf('CN')]!.subject).toBe('你的矩阵智商测试报告已生成');
  });

  it('escapes what it puts in HTML', () => {
    const mail = paidReportMail({ locale: 'EN', examId: '1', typeCode: 'ENTJ', firstName: '<img src=x>', reportUrl: 'https://x/"', fileName: 'a.pdf', receipt: { ...receipt, title: '<script>' } });
    expect(mail.html).not.toContain('<img');
    expect(mail.html).not.toContain('<script>');
  });
});

describe('mail failures', () => {
  it('tells permanent from transient SMTP failures and logs them without credentials', () => {
    expect(isPermanentMailFailure({ responseCode: 550 })).toBe(true);
    expect(isPermanentMailFailure({ responseCode: 451 })).toBe(false);
    expect(isPermanentMailFailure({ code: 'ECONNECTION' })).toBe(false);
    const text = describeMailFailure({ code: 'EAUTH', responseCode: 535, message: 'Invalid login at smtp://mailer:hunter2@smtp.example.com password=hunter2' });
    expect(text).toContain('EAUTH 535');
    expect(text).not.toContain('hunter2');
  });
});

const fastBus = { maxAttempts: 3, baseDelayMs: 20, maxDelayMs: 100, transientRetryMs: 600 };
const pdfOf = (orderNumber: string) => Buffer.from(`%PDF-1.4 report of ${orderNumber}\n%%EOF`);

describe.each(databaseEngines.flatMap((db) => busKinds.map((bus) => [db, bus] as const)))('OrderPaid to the mailbox on %s with the %s bus', (engine, busKind) => {
  const log = testLogger();
  const smtp = new SmtpTestServer();
  /** Per order number: how many render calls fail before one succeeds (Infinity: exam stays down). */
  const examDown = new Map<string, number>();
  const renderCalls = new Map<string, number>();
  let fakes: GrpcServer;

  beforeAll(async () => {
    await smtp.start();
    fakes = await serveFakes(log, [
      fakeBinding(OrderService, {
        getReportAccess: async (request: { orderNumber: string }) => ({ ...paidReportAccess(request.orderNumber), email: 'x@example.com', paidAt: '2026-11-22T10:00:00Z' }),
      }),
      fakeBinding(ExamService, {
        renderReportPdf: async (request: { input?: { orderNumber: string; userName: string; takenAt: string } }) => {
          const orderNumber = request.input?.orderNumber ?? '';
          const calls = (renderCalls.get(orderNumber) ?? 0) + 1;
          renderCalls.set(orderNumber, calls);
          if (calls <= (examDown.get(orderNumber) ?? 0)) throw new DomainError('EXAM_DOWN', 'exam is restarting', 'UNAVAILABLE');
          expect(request.input?.userName).toBe('Kim');
          expect(request.input?.takenAt).toBe('2026-11-20T09:00:00Z');
          return { pdf: pdfOf(orderNumber), fileName: `${orderNumber}.pdf` };
        },
      }),
    ]);
  });
  afterAll(async () => {
    await fakes.shutdown(1_000);
    await smtp.stop();
  });

  async function setUp() {
    const prefix = `T${randomUUID().slice(0, 8)}-`;
    const db = await openTestDatabase(engine, notificationMigrations);
    const bus = openTestBus(busKind, log, fastBus);
    const mailer = new SmtpMailer(smtp.url, 'Mindprint <no-reply@mindprint.local>');
    const deliveries = new MailDeliveryRepository(db.knex);
    const delivery = new MailDelivery({ mailer, log, record: (a) => deliveries.record(a), settings: { attempts: 3, baseDelayMs: 10 } });
    const address = `127.0.0.1:${fakes.port}`;
    const orders = createServiceClient(OrderService, address, { deadlineMs: 2_000, retryBackoffMs: 10 });
    const exams = createServiceClient(ExamService, address, { deadlineMs: 2_000, maxAttempts: 1 });
    const handler = sendPaidReport({ sources: { orders, exams }, delivery, sentMail: new SentMailRepository(), publicBaseUrl: 'https://mindprint.example/', log });
    const deadLetters = await collectTopic(bus, deadLetterTopic('order.events.v1'), prefix);
    await consumeEvents({
      db,
      bus,
      log,
      consumer: `notification-${randomUUID()}`,
      topic: 'order.events.v1',
      handlers: [onlyKeys(prefix, handler, (e: { orderNumber: string }) => e.orderNumber)],
    });
    const paid = (orderNumber: string, email: string, purchaseNumber = `${orderNumber}-P1`, title = 'Full report') =>
      ({ purchaseNumber, orderNumber, examId: 'mbti16', email, locale: 'EN', amountMinor: 1299n, currency: 'USD', paidAt: '2026-11-22T10:00:00Z', typeCode: 'INFP', title });
    return {
      prefix,
      db,
      bus,
      deliveries,
      delivery,
      deadLetters,
      paid,
      publish: (event: ReturnType<typeof paid>, eventId?: string) => publishEvent(bus, OrderPaidSchema, event, event.orderNumber, eventId),
      async close() {
        await bus.stop();
        await delivery.flush();
        orders.close();
        exams.close();
        mailer.close();
        await db.close();
      },
    };
  }

  it('mails the report once per order, with the PDF, the link and the receipt; a later purchase gets its receipt', async () => {
    const t = await setUp();
    const order = `${t.prefix}MP1`;
    const email = `buyer-${t.prefix.toLowerCase()}@example.com`;
    const first = await t.publish(t.paid(order, email));
    await t.publish(t.paid(order, email)); // the same purchase under a new event id
    await t.publish(t.paid(order, email), first); // the same event again
    await t.publish(t.paid(order, email, `${order}-P2`, 'Career add-on')); // same key, so handled after the repeats
    const mails = await eventually(async () => {
      const found = await smtp.messagesTo(email);
      expect(found).toHaveLength(2);
      return found;
    });
    const [report, addOn] = mails;
    expect(report!.subject).toBe('Your INFP report is ready');
    expect(report!.text).toContain(`https://mindprint.example/report/result?orderNumber=${order}`);
    expect(report!.html).toContain(`href="https://mindprint.example/report/result?orderNumber=${order}"`);
    expect(report!.text).toContain('$12.99');
    expect(report!.text).toContain(`${order}-P1`);
    expect(report!.attachments).toHaveLength(1);
    expect(report!.attachments[0]!.filename).toBe(`${order}.pdf`);
    expect(report!.attachments[0]!.contentType).toBe('application/pdf');
    expect(report!.attachments[0]!.content.equals(pdfOf(order))).toBe(true);
    expect(addOn!.subject).toBe('Payment received: Career add-on');
    expect(addOn!.text).toContain(`${order}-P2`);
    expect(addOn!.attachments).toHaveLength(0);
    expect(renderCalls.get(order)).toBe(1);
    await t.delivery.flush();
    const attempts = await t.deliveries.forRecipient(email);
    expect(attempts.map((a) => [a.kind, a.status, a.attempt])).toEqual([
      ['paid_report', 'sent', 1],
      ['payment_received', 'sent', 1],
    ]);
    await t.close();
  });

  it('retries while the PDF cannot be rendered and never mails without it; dead-letters only when exam stays down past the retry window', async () => {
    const t = await setUp();
    const recovering = `${t.prefix}MP2`;
    const down = `${t.prefix}MP3`;
    const email = `wait-${t.prefix.toLowerCase()}@example.com`;
    examDown.set(recovering, 2);
    examDown.set(down, Infinity);
    await t.publish(t.paid(down, email));
    await t.publish(t.paid(recovering, email));
    const mails = await eventually(async () => {
      const found = await smtp.messagesTo(email);
      expect(found).toHaveLength(1);
      return found;
    });
    expect(mails[0]!.attachments[0]!.filename).toBe(`${recovering}.pdf`);
    expect(renderCalls.get(recovering)).toBe(3);
    const deadLetter = await eventually(() => {
      const found = t.deadLetters.find((m) => m.key === down);
      expect(found).toBeDefined();
      return found!;
    });
    expect(deadLetter.headers[eventHeaders.dltError]).toContain('exam is restarting');
    // UNAVAILABLE is transient: retried for the whole window, beyond the attempts an unknown failure gets.
    expect(renderCalls.get(down)).toBeGreaterThan(fastBus.maxAttempts);
    expect(deadLetter.headers[eventHeaders.dltAttempts]).toBe(String(renderCalls.get(down)));
    expect((await smtp.messagesTo(email)).length).toBe(1);
    await t.close();
  });

  it('retries transient SMTP failures with backoff: one mail delivered, every attempt logged', async () => {
    const t = await setUp();
    const order = `${t.prefix}MP4`;
    const email = `flaky-${t.prefix.toLowerCase()}@example.com`;
    smtp.rejectRecipient = (address, attempt) => (address === email && attempt <= 2 ? { code: 451, message: '4.3.0 Try again later' } : undefined);
    await t.publish(t.paid(order, email));
    await eventually(async () => expect(await smtp.messagesTo(email)).toHaveLength(1));
    await t.delivery.flush();
    const attempts = await eventually(async () => {
      const rows = await t.deliveries.forRecipient(email);
      expect(rows).toHaveLength(3);
      return rows;
    });
    expect(attempts.map((a) => [a.status, a.attempt])).toEqual([
      ['failed', 1],
      ['failed', 2],
      ['sent', 3],
    ]);
    expect(attempts[0]!.error).toContain('451');
    expect(attempts[0]!.subject).toBe('Your INFP report is ready');
    expect(attempts[1]!.attemptedAt.getTime() - attempts[0]!.attemptedAt.getTime()).toBeGreaterThanOrEqual(0);
    expect(t.deadLetters).toHaveLength(0);
    await t.close();
  });

  it('sends an address the mail server refuses (5xx) to the dead-letter topic at once, the attempt logged', async () => {
    const t = await setUp();
    const order = `${t.prefix}MP5`;
    const email = `gone-${t.prefix.toLowerCase()}@example.com`;
    smtp.rejectRecipient = (address) => (address === email ? { code: 550, message: '5.1.1 Mailbox unavailable' } : undefined);
    await t.publish(t.paid(order, email));
    const deadLetter = await eventually(() => {
      const found = t.deadLetters.find((m) => m.key === order);
      expect(found).toBeDefined();
      return found!;
    });
    expect(deadLetter.headers[eventHeaders.dltError]).toContain('550');
    expect(deadLetter.headers[eventHeaders.dltAttempts]).toBe('1');
    await t.delivery.flush();
    const attempts = await eventually(async () => {
      const rows = await t.deliveries.forRecipient(email);
      expect(rows).toHaveLength(1);
      return rows;
    });
    // A 5xx is permanent: one attempt, no backoff loop inside the handler and no redelivery by the bus.
    expect(attempts.every((a) => a.status === 'failed' && a.attempt === 1 && a.error?.includes('550'))).toBe(true);
    expect(await smtp.messagesTo(email)).toHaveLength(0);
    expect(await new SentMailRepository().countFor(t.db.knex, email, 'paid_report')).toBe(0);
    await t.close();
  });
});
