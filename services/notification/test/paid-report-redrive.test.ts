import { randomUUID } from 'node:crypto';
import { create } from '@bufbuild/protobuf';
import { ExamService } from '@mindprint/proto/gen/mindprint/exam/v1/exam_service_pb';
import { OrderPaidSchema } from '@mindprint/proto/gen/mindprint/order/v1/events_pb';
import { OrderService } from '@mindprint/proto/gen/mindprint/order/v1/order_service_pb';
import { runEventHandler } from '@mindprint/platform/event-consumer';
import { createServiceClient } from '@mindprint/platform/grpc-client';
import type { GrpcServer } from '@mindprint/platform/grpc-server';
import { databaseEngines, fakeBinding, openTestDatabase, serveFakes, testLogger } from '@mindprint/platform/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MailRedrive } from '../src/app/mail-redrive.js';
import { paidReportRedrive } from '../src/app/paid-report-redrive.js';
import { sendPaidReport } from '../src/consumers/send-paid-report.js';
import { MailDeliveryRepository } from '../src/db/mail-delivery-repository.js';
import { notificationMigrations } from '../src/db/migrations.js';
import { SentMailRepository } from '../src/db/sent-mail-repository.js';
import { MailDelivery } from '../src/mail/mail-delivery.js';
import { SmtpMailer } from '../src/mail/mailer.js';
import { paidReportAccess } from './support/report-access.js';
import { SmtpTestServer } from './support/smtp-test-server.js';

const minutesAgo = (now: Date, minutes: number) => new Date(now.getTime() - minutes * 60_000).toISOString();

describe.each(databaseEngines)('re-driving paid purchases without their mail on %s', (engine) => {
  const log = testLogger();
  const smtp = new SmtpTestServer();
  /** What order answers: the purchases it has marked paid. */
  let paidAtOrder: ReturnType<typeof create<typeof OrderPaidSchema>>[] = [];
  const windows: Array<{ paidFrom: string; paidBefore: string }> = [];
  let fakes: GrpcServer;

  beforeAll(async () => {
    await smtp.start();
    fakes = await serveFakes(log, [
      fakeBinding(OrderService, {
        listPaidPurchases: async (request: { paidFrom: string; paidBefore: string }) => {
          windows.push({ paidFrom: request.paidFrom, paidBefore: request.paidBefore });
          return { purchases: paidAtOrder.filter((p) => p.paidAt >= request.paidFrom && p.paidAt < request.paidBefore) };
        },
        getReportAccess: async (request: { orderNumber: string }) => paidReportAccess(request.orderNumber),
      }),
      fakeBinding(ExamService, {
        renderReportPdf: async (request: { input?: { orderNumber: string } }) => ({ pdf: Buffer.from(`%PDF-1.4 ${request.input?.orderNumber}\n%%EOF`), fileName: 'r.pdf' }),
      }),
    ]);
  });
  afterAll(async () => {
    await fakes.shutdown(1_000);
    await smtp.stop();
  });

  async function setUp(now: Date) {
    const prefix = `R${randomUUID().slice(0, 8)}`;
    const db = await openTestDatabase(engine, notificationMigrations);
    const mailer = new SmtpMailer(smtp.url, 'Mindprint <no-reply@mindprint.local>');
    const deliveries = new MailDeliveryRepository(db.knex);
    const delivery = new MailDelivery({ mailer, log, record: (a) => deliveries.record(a), settings: { attempts: 2, baseDelayMs: 10 } });
    const address = `127.0.0.1:${fakes.port}`;
    const orders = createServiceClient(OrderService, address, { deadlineMs: 3_000 });
    const exams = createServiceClient(ExamService, address, { deadlineMs: 3_000 });
    const sentMail = new SentMailRepository();
    const handler = sendPaidReport({ sources: { orders, exams }, delivery, sentMail, publicBaseUrl: 'https://mindprint.example/', log });
    const redrive = () =>
      new MailRedrive({ db, sentMail, source: paidReportRedrive({ orders, handler }), log, settings: { pollMs: 60_000, afterMs: 5 * 60_000, lookbackMs: 48 * 3_600_000 }, clock: () => now });
    const paid = (order: string, paidAt: string) =>
      create(OrderPaidSchema, {
        purchaseNumber: `${order}-P1`,
        orderNumber: order,
        examId: 'mbti16',
        email: `${order.toLowerCase()}@example.com`,
        locale: 'EN',
        amountMinor: 1299n,
        currency: 'USD',
        paidAt,
        typeCode: 'INFP',
        title: 'Full report',
      });
    return {
      prefix,
      db,
      handler,
      redrive,
      paid,
      async close() {
        await delivery.flush();
        orders.close();
        exams.close();
        mailer.close();
        await db.close();
      },
    };
  }

  it('mails a purchase paid minutes ago whose OrderPaid never arrived, once, and leaves recent and already-mailed ones alone', async () => {
    const now = new Date();
    const t = await setUp(now);
    const lost = t.paid(`${t.prefix}LOST`, minutesAgo(now, 10));
    const mailedByConsumer = t.paid(`${t.prefix}DONE`, minutesAgo(now, 12));
    const justPaid = t.paid(`${t.prefix}NEW`, minutesAgo(now, 1));
    paidAtOrder = [lost, mailedByConsumer, justPaid];
    // The consumer handled one of them as usual.
    await runEventHandler(t.db, t.handler, mailedByConsumer, { eventId: randomUUID(), eventType: OrderPaidSchema.typeName, topic: 'order.events.v1', key: mailedByConsumer.orderNumber });

    const redrive = t.redrive();
    expect(await redrive.runOnce()).toEqual([lost.purchaseNumber]);
    expect(windows.at(-1)).toEqual({ paidFrom: minutesAgo(now, 48 * 60), paidBefore: minutesAgo(now, 5) });
    const mails = await smtp.messagesTo(lost.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Your INFP report is ready');
    expect(mails[0]!.attachments[0]!.filename).toBe(`${lost.orderNumber}.pdf`);
    expect(await smtp.messagesTo(mailedByConsumer.email)).toHaveLength(1);
    expect(await smtp.messagesTo(justPaid.email)).toHaveLength(0);

    // The next pass, and a late OrderPaid for the same purchase, send nothing more.
    expect(await redrive.runOnce()).toEqual([]);
    await runEventHandler(t.db, t.handler, lost, { eventId: randomUUID(), eventType: OrderPaidSchema.typeName, topic: 'order.events.v1', key: lost.orderNumber });
    expect(await smtp.messagesTo(lost.email)).toHaveLength(1);
    await t.close();
  });

  it('two replicas re-driving at the same moment send the mail once', async () => {
    const now = new Date();
    const t = await setUp(now);
    const lost = Array.from({ length: 4 }, (_, i) => t.paid(`${t.prefix}L${i}`, minutesAgo(now, 10 + i)));
    paidAtOrder = lost;
    const [first, second] = await Promise.all([t.redrive().runOnce(), t.redrive().runOnce()]);
    expect([...first, ...second].sort()).toEqual(lost.map((p) => p.purchaseNumber).sort());
    for (const purchase of lost) expect(await smtp.messagesTo(purchase.email)).toHaveLength(1);
    await t.close();
  });
});
