import { randomUUID } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ExamService } from '@mindprint/proto/gen/mindprint/exam/v1/exam_service_pb';
import { OrderPaidSchema } from '@mindprint/proto/gen/mindprint/order/v1/events_pb';
import { OrderService } from '@mindprint/proto/gen/mindprint/order/v1/order_service_pb';
import { TrialStartedSchema } from '@mindprint/proto/gen/mindprint/subscription/v1/events_pb';
import { VerificationCodeRequestedSchema } from '@mindprint/proto/gen/mindprint/user/v1/events_pb';
import type { Database } from '@mindprint/platform/db';
import { consumeEvents, type EventHandler } from '@mindprint/platform/event-consumer';
import { createServiceClient } from '@mindprint/platform/grpc-client';
import type { GrpcServer } from '@mindprint/platform/grpc-server';
import { busKinds, databaseEngines, eventually, fakeBinding, openTestBus, openTestDatabase, serveFakes, testLogger } from '@mindprint/platform/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ReportRetrievalWorker } from '../src/app/report-retrieval-worker.js';
import { ScheduledMailWorker } from '../src/app/scheduled-mail-worker.js';
import { loadNotificationConfig } from '../src/config.js';
import { sendPaidReport } from '../src/consumers/send-paid-report.js';
import { sendTrialStarted } from '../src/consumers/send-subscription-mails.js';
import { sendVerificationCode } from '../src/consumers/send-verification-code.js';
import { MarketingSuppressionRepository } from '../src/db/marketing-suppression-repository.js';
import { notificationMigrations } from '../src/db/migrations.js';
import { RetrievalRequestRepository } from '../src/db/retrieval-request-repository.js';
import { ScheduledMailRepository } from '../src/db/scheduled-mail-repository.js';
import { SentMailRepository } from '../src/db/sent-mail-repository.js';
import { mailMessageId, senderDomain } from '../src/domain/message-id.js';
import { MailDelivery } from '../src/mail/mail-delivery.js';
import { type Mailer, type OutgoingMail, SavedMailer, SmtpMailer } from '../src/mail/mailer.js';
import { onlyKeys, publishEvent } from './support/order-events.js';
import { paidReportAccess } from './support/report-access.js';
import { SmtpTestServer } from './support/smtp-test-server.js';

const from = 'Mindprint <no-reply@mail.mindprint.example>';

describe('Message-IDs', () => {
  it('are fixed by kind and reference, differ for another kind or reference, and carry neither the reference nor characters RFC 5322 refuses', () => {
    const id = mailMessageId('renewal_failed', 'SUB-42:3:1', 'mindprint.example');
    expect(mailMessageId('renewal_failed', 'SUB-42:3:1', 'mindprint.example')).toBe(id);
    expect(mailMessageId('renewal_failed', 'SUB-42:3:2', 'mindprint.example')).not.toBe(id);
    expect(mailMessageId('subscription_canceled', 'SUB-42:3:1', 'mindprint.example')).not.toBe(id);
    expect(id).toMatch(/^<renewal_failed\.[A-Za-z0-9_-]{27}@mindprint\.example>$/);
    expect(id).not.toContain('SUB-42');
  });

  it('take the sender address domain; a sender without one is refused at start', () => {
    expect(senderDomain(from)).toBe('mail.mindprint.example');
    expect(senderDomain('no-reply@Mindprint.Example')).toBe('mindprint.example');
    expect(senderDomain('"Mindprint, Inc." <hello@mindprint.example>')).toBe('mindprint.example');
    expect(senderDomain('Mindprint')).toBeUndefined();
    expect(senderDomain('Mindprint <no-reply>')).toBeUndefined();
    expect(() => loadNotificationConfig({ MAIL_FROM: 'Mindprint <no-reply>' })).toThrow(/MAIL_FROM/);
  });
});

describe("the fault harness's crash after a hand-over", () => {
  it('names a mail kind and how many of it go out first; refused with an SMTP server and in production', () => {
    expect(loadNotificationConfig({ FAULT_KILL_AFTER_MAIL_HANDOVER: 'paid_report:13' }).faultKillAfterMailHandOver).toEqual({ kind: 'paid_report', nth: 13 });
    expect(loadNotificationConfig({}).faultKillAfterMailHandOver).toBeUndefined();
    expect(() => loadNotificationConfig({ FAULT_KILL_AFTER_MAIL_HANDOVER: 'paid_report:0' })).toThrow(/FAULT_KILL_AFTER_MAIL_HANDOVER/);
    expect(() => loadNotificationConfig({ FAULT_KILL_AFTER_MAIL_HANDOVER: 'paid_report:3', SMTP_URL: 'smtp://127.0.0.1:2525' })).toThrow(
      /FAULT_KILL_AFTER_MAIL_HANDOVER: is for the fault harness on the saved mailbox only/,
    );
  });
});

describe('the local mailbox', () => {
  const mail = (subject: string, messageId?: string): OutgoingMail => ({ to: 'a@x.io', subject, text: 't', html: '<p>t</p>', ...(messageId ? { messageId } : {}) });

  it('keeps one entry per Message-ID: a resend replaces it and counts the delivery; another message is another entry', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'mail-'));
    const mailer = new SavedMailer(dir, from);
    const id = mailMessageId('trial_started', 'S1', mailer.messageIdDomain);
    await mailer.send(mail('Your trial has started', id));
    await mailer.send(mail('Your trial has started', id));
    await mailer.send(mail('Your code'));
    await mailer.send(mail('Your code'));
    const saved = await mailer.listSaved({ limit: 10 });
    expect(saved.map((m) => [m.subject, m.deliveries])).toEqual([
      ['Your code', 1],
      ['Your code', 1],
      ['Your trial has started', 2],
    ]);
    expect(saved[2]!.messageId).toBe(id);
    expect(new Set(saved.map((m) => m.messageId)).size).toBe(3);
    expect(readdirSync(dir).filter((f) => f.endsWith('.eml'))).toHaveLength(3);
    expect(readdirSync(dir).filter((f) => !f.endsWith('.eml') && !f.endsWith('.json'))).toEqual(['index']);
    mailer.close();
  });

  it('lists the newest of many mails, per recipient too, reading only the summaries it returns; a resend moves its one entry to the top', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'mail-'));
    const mailer = new SavedMailer(dir, from);
    const idOf = (n: number) => mailMessageId('verification_code', `request-${n}`, mailer.messageIdDomain);
    for (let n = 0; n < 250; n++) await mailer.send({ ...mail(`Mail ${n}`, idOf(n)), to: `r${n % 5}@x.io` });
    await mailer.send({ ...mail('Mail 0', idOf(0)), to: 'r0@x.io' });
    // Every summary but the 20 newest unreadable: a listing that read them all would fail.
    const newest = ['Mail 0', ...Array.from({ length: 19 }, (_, i) => `Mail ${249 - i}`)];
    const summaries = readdirSync(dir).filter((f) => f.endsWith('.json'));
    expect(summaries).toHaveLength(250);
    for (const file of summaries) if (!newest.includes(JSON.parse(readFileSync(join(dir, file), 'utf8')).subject)) writeFileSync(join(dir, file), 'not a summary');
    const listed = await mailer.listSaved({ limit: 20 });
    expect(listed.map((m) => m.subject)).toEqual(newest);
    expect(listed.map((m) => m.deliveries)).toEqual([2, ...Array(19).fill(1)]);
    expect(listed[0]).not.toHaveProperty('indexEntry');
    expect((await mailer.listSaved({ limit: 3, to: 'R3@x.io' })).map((m) => m.subject)).toEqual(['Mail 248', 'Mail 243', 'Mail 238']);
    expect(readdirSync(join(dir, 'index'))).toHaveLength(250);
    mailer.close();
  });

  it('lists mail saved before the index existed, newest first', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'mail-'));
    const before = new SavedMailer(dir, from);
    await before.send(mail('First'));
    await new Promise((resolve) => setTimeout(resolve, 5));
    await before.send(mail('Second'));
    before.close();
    rmSync(join(dir, 'index'), { recursive: true });
    const after = new SavedMailer(dir, from);
    expect((await after.listSaved({ limit: 10 })).map((m) => m.subject)).toEqual(['Second', 'First']);
    await after.send(mail('Third'));
    expect((await after.listSaved({ limit: 2 })).map((m) => m.subject)).toEqual(['Third', 'Second']);
    after.close();
  });
});

/**
 * The process dies after the mail server took the mail and before the transaction commits: here the mailer
 * throws right after the first hand-over to each address, so the transaction rolls back (inbox and sent_mail rows
 * with it) and the bus delivers the event again, as Kafka does to the restarted consumer.
 */
class DiesAfterFirstHandOver implements Mailer {
  readonly mode = 'smtp' as const;
  readonly messageIdDomain: string;
  private readonly died = new Set<string>();

  constructor(private readonly mailer: SmtpMailer) {
    this.messageIdDomain = mailer.messageIdDomain;
  }

  async send(mail: OutgoingMail) {
    const sent = await this.mailer.send(mail);
    if (this.died.has(mail.to)) return sent;
    this.died.add(mail.to);
    throw new Error('the process died before the commit');
  }

  listSaved = () => this.mailer.listSaved();
  close = () => this.mailer.close();
}

const fastBus = { maxAttempts: 5, baseDelayMs: 20, maxDelayMs: 100, transientRetryMs: 2_000 };

describe.each(databaseEngines.flatMap((db) => busKinds.map((bus) => [db, bus] as const)))('a crash between the hand-over and the commit on %s with the %s bus', (engine, busKind) => {
  const log = testLogger();
  const smtp = new SmtpTestServer();
  let fakes: GrpcServer;

  beforeAll(async () => {
    await smtp.start();
    fakes = await serveFakes(log, [
      fakeBinding(OrderService, {
        getReportAccess: async (request: { orderNumber: string }) => paidReportAccess(request.orderNumber),
      }),
      fakeBinding(ExamService, { renderReportPdf: async () => ({ pdf: Buffer.from('%PDF-1.4 report\n%%EOF'), fileName: 'report.pdf' }) }),
    ]);
  });
  afterAll(async () => {
    await fakes.shutdown(1_000);
    await smtp.stop();
  });

  async function consumer(topic: string, handler: (delivery: MailDelivery, sentMail: SentMailRepository, db: Database) => EventHandler, keyOf: (event: never) => string) {
    const prefix = `C${randomUUID().slice(0, 8)}-`;
    const db = await openTestDatabase(engine, notificationMigrations);
    const bus = openTestBus(busKind, log, fastBus);
    const mailer = new DiesAfterFirstHandOver(new SmtpMailer(smtp.url, from));
    const delivery = new MailDelivery({ mailer, log, record: async () => {}, settings: { attempts: 1, baseDelayMs: 1 } });
    await consumeEvents({ db, bus, log, consumer: `notification-${randomUUID()}`, topic, handlers: [onlyKeys(prefix, handler(delivery, new SentMailRepository(), db), keyOf)] });
    return {
      prefix,
      db,
      bus,
      /** The messages the receiver got, once both hand-overs are done. */
      received: (email: string) =>
        eventually(async () => {
          const found = await smtp.messagesTo(email);
          expect(found).toHaveLength(2);
          return found;
        }),
      async close() {
        await bus.stop();
        mailer.close();
        await db.close();
      },
    };
  }

  const sentMailIds = async (db: Database, kind: string) =>
    ((await db.knex('sent_mail').where({ kind }).select('message_id')) as Array<{ message_id: string }>).map((r) => r.message_id);

  it('sends the report mail again on redelivery as the same message, recorded once', async () => {
    const address = `127.0.0.1:${fakes.port}`;
    const orders = createServiceClient(OrderService, address, { deadlineMs: 2_000 });
    const exams = createServiceClient(ExamService, address, { deadlineMs: 2_000 });
    const t = await consumer(
      'order.events.v1',
      (delivery, sentMail) => sendPaidReport({ sources: { orders, exams }, delivery, sentMail, publicBaseUrl: 'https://mindprint.example', log }),
      (e: { orderNumber: string }) => e.orderNumber,
    );
    const orderNumber = `${t.prefix}MP1`;
    const email = `report-${t.prefix.toLowerCase()}@example.com`;
    await publishEvent(
      t.bus,
      OrderPaidSchema,
      { purchaseNumber: `${orderNumber}-P1`, orderNumber, examId: 'mbti16', email, locale: 'EN', amountMinor: 1299n, currency: 'USD', paidAt: '2026-11-22T10:00:00Z', typeCode: 'INFP', title: 'Full report' },
      orderNumber,
    );
    const [first, again] = await t.received(email);
    const messageId = first!.messageId;
    expect(messageId).toBe(mailMessageId('paid_report', orderNumber, 'mail.mindprint.example'));
    expect(again!.messageId).toBe(first!.messageId);
    expect(again!.attachments).toHaveLength(1);
    await eventually(async () => expect(await sentMailIds(t.db, 'paid_report')).toEqual([messageId]));
    expect(await sentMailIds(t.db, 'payment_received')).toEqual([messageId]);
    orders.close();
    exams.close();
    await t.close();
  });

  it('sends the trial mail again on redelivery as the same message, recorded and scheduled once', async () => {
    const t = await consumer(
      'subscription.events.v1',
      (delivery, sentMail, db) => sendTrialStarted({ delivery, sentMail, scheduled: new ScheduledMailRepository(db.knex), publicBaseUrl: 'https://mindprint.example', log }),
      (e: { subscriptionId: string }) => e.subscriptionId,
    );
    const subscriptionId = `${t.prefix}S1`;
    const email = `trial-${t.prefix.toLowerCase()}@example.com`;
    await publishEvent(
      t.bus,
      TrialStartedSchema,
      {
        subscriptionId,
        email,
        locale: 'EN',
        planName: 'Premium',
        trialDays: 3,
        trialPriceMinor: 99n,
        priceMinor: 1999n,
        currency: 'USD',
        periodLabel: '4 weeks',
        trialEndsAt: new Date(Date.now() + 5 * 24 * 3_600_000).toISOString(),
        trialSkipped: false,
        managePath: `/membership/manage?token=${subscriptionId}.sig`,
      },
      subscriptionId,
    );
    const [first, again] = await t.received(email);
    expect(first!.messageId).toBe(mailMessageId('trial_started', subscriptionId, 'mail.mindprint.example'));
    expect(again!.messageId).toBe(first!.messageId);
    await eventually(async () => expect(await sentMailIds(t.db, 'trial_started')).toEqual([first!.messageId]));
    expect(await t.db.knex('scheduled_mail').where({ kind: 'trial_reminder', reference: subscriptionId })).toHaveLength(1);
    await t.close();
  });

  it('sends a code asked for again as a new message; the redelivered one keeps its id', async () => {
    const t = await consumer('user.events.v1', (delivery) => sendVerificationCode(delivery), (e: { email: string }) => e.email);
    const email = `${t.prefix}code@example.com`;
    const firstRequest = await publishEvent(t.bus, VerificationCodeRequestedSchema, { email, code: '111111', locale: 'EN', purpose: 'register', expiresInSeconds: 600 }, email);
    const [first, again] = await t.received(email);
    expect(again!.messageId).toBe(first!.messageId);
    const secondRequest = await publishEvent(t.bus, VerificationCodeRequestedSchema, { email, code: '222222', locale: 'EN', purpose: 'register', expiresInSeconds: 600 }, email);
    const third = await eventually(async () => {
      const found = await smtp.messagesTo(email);
      expect(found).toHaveLength(3);
      return found[2]!;
    });
    expect(third.text).toContain('222222');
    expect(third.messageId).not.toBe(first!.messageId);
    expect([first!.messageId, third.messageId]).toEqual([
      mailMessageId('verification_code', firstRequest, 'mail.mindprint.example'),
      mailMessageId('verification_code', secondRequest, 'mail.mindprint.example'),
    ]);
    await t.close();
  });
});

/**
 * The background workers (report retrieval, scheduled mail) mark their row sent in a transaction around the
 * hand-over, as the consumers write their sent_mail rows: only the COMMIT follows the hand-over. The mailer here
 * dies right after its first hand-over (the transaction rolls back, the row stays due and is taken again), and the
 * SMTP server refuses a recipient's first attempt when asked to (a failed hand-over also rolls back).
 */
describe.each(databaseEngines)('the mail workers around the hand-over on %s', (engine) => {
  const log = testLogger();
  const smtp = new SmtpTestServer();
  let fakes: GrpcServer;

  beforeAll(async () => {
    await smtp.start();
    fakes = await serveFakes(log, [fakeBinding(OrderService, { listExamOrdersByEmail: async () => ({ orders: [] }) })]);
  });
  afterAll(async () => {
    await fakes.shutdown(1_000);
    await smtp.stop();
  });

  /**
   * A mailer that dies after its first hand-over to an address, whose server refuses that address's first attempt;
   * the worker's clock; the statements sent after each hand-over until the next.
   */
  async function workerSetup(email: string) {
    const db = await openTestDatabase(engine, notificationMigrations);
    const mailer = new DiesAfterFirstHandOver(new SmtpMailer(smtp.url, from));
    smtp.rejectRecipient = (address, attempt) => (address === email && attempt === 1 ? { code: 451, message: 'try again later' } : undefined);
    const afterHandOver: string[][] = [];
    const sending: Mailer = {
      mode: mailer.mode,
      messageIdDomain: mailer.messageIdDomain,
      send: async (mail) => {
        try {
          return await mailer.send(mail);
        } finally {
          afterHandOver.push([]);
        }
      },
      listSaved: mailer.listSaved,
      close: mailer.close,
    };
    db.knex.on('query', (query: { sql: string }) => afterHandOver.at(-1)?.push(query.sql.trim().toLowerCase()));
    const clock = { now: new Date(Date.now() + 1_000) };
    return {
      db,
      delivery: new MailDelivery({ mailer: sending, log, record: async () => {}, settings: { attempts: 1, baseDelayMs: 1 } }),
      clock: () => clock.now,
      /**
       * Polls four times a minute apart: refused (rolled back, nothing out), handed over and died (rolled back),
       * sent (only the COMMIT after the hand-over), nothing left; two messages out with the same Message-ID.
       */
      async story(worker: { runOnce(): Promise<number> }, statusOf: () => Promise<unknown>, messageId: string) {
        const poll = async () => {
          const answered = await worker.runOnce();
          clock.now = new Date(clock.now.getTime() + 60_000);
          return answered;
        };
        expect(await poll()).toBe(0);
        expect(await statusOf()).toMatchObject({ status: 'pending', attempts: 1 });
        expect(await smtp.messagesTo(email)).toHaveLength(0);
        expect(await poll()).toBe(0);
        expect(await statusOf()).toMatchObject({ status: 'pending', attempts: 2 });
        expect(await poll()).toBe(1);
        expect(afterHandOver.at(-1)).toEqual(['commit;']);
        expect(await statusOf()).toMatchObject({ status: 'sent', attempts: 3 });
        expect(await poll()).toBe(0);
        expect((await smtp.messagesTo(email)).map((m) => m.messageId)).toEqual([messageId, messageId]);
        mailer.close();
        await db.close();
      },
    };
  }

  it('answers a retrieval request again after a crash as the same message, marked sent once; a refused hand-over leaves it due', async () => {
    const email = `retrieval-${randomUUID().slice(0, 8)}@example.com`;
    const t = await workerSetup(email);
    const requests = new RetrievalRequestRepository(t.db.knex);
    const id = await requests.add({ email, locale: 'EN' });
    const orders = createServiceClient(OrderService, `127.0.0.1:${fakes.port}`, { maxAttempts: 1 });
    const worker = new ReportRetrievalWorker({
      requests,
      orders,
      exams: { renderReportPdf: () => Promise.reject(new Error('no report, no PDF')) },
      delivery: t.delivery,
      publicBaseUrl: 'https://mindprint.example',
      log,
      settings: { pollMs: 60_000, retryBaseMs: 1_000 },
      clock: t.clock,
    });
    await t.story(worker, () => requests.statusOf(id), mailMessageId('report_retrieval', id, 'mail.mindprint.example'));
    orders.close();
  });

  it('sends a scheduled mail again after a crash as the same message, marked sent once; a refused hand-over leaves it due', async () => {
    const email = `scheduled-${randomUUID().slice(0, 8)}@example.com`;
    const t = await workerSetup(email);
    const scheduled = new ScheduledMailRepository(t.db.knex);
    const subscriptionId = `S-${randomUUID().slice(0, 8)}`;
    const trialEndsAt = new Date(t.clock().getTime() + 86_400_000).toISOString();
    const id = (await scheduled.schedule(t.db.knex, {
      kind: 'trial_reminder',
      reference: subscriptionId,
      email,
      locale: 'EN',
      payload: { subscriptionId, planName: 'Premium', priceMinor: '1999', currency: 'USD', periodLabel: '4 weeks', trialEndsAt, managePath: '/membership/manage' },
      dueAt: t.clock(),
    }))!;
    const neverAsked = () => Promise.reject(new Error('a trial reminder asks nobody'));
    const worker = new ScheduledMailWorker({
      scheduled,
      suppressions: new MarketingSuppressionRepository(t.db.knex),
      reminders: { isEnabled: neverAsked },
      orders: { checkPurchase: neverAsked },
      subscriptions: { getPrivileges: neverAsked },
      delivery: t.delivery,
      links: { publicBaseUrl: 'https://mindprint.example', payApiPrefix: '/pay-api', tokenSecret: 'x'.repeat(32) },
      log,
      settings: { pollMs: 60_000, retryBaseMs: 1_000 },
      clock: t.clock,
    });
    await t.story(worker, () => scheduled.statusOf(id), mailMessageId('trial_reminder', subscriptionId, 'mail.mindprint.example'));
  });
});
