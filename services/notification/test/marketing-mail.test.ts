import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ExamService } from '@mindprint/proto/gen/mindprint/exam/v1/exam_service_pb';
import { NotificationService } from '@mindprint/proto/gen/mindprint/notification/v1/notification_service_pb';
import { ExamCompletedSchema } from '@mindprint/proto/gen/mindprint/order/v1/events_pb';
import { OrderService } from '@mindprint/proto/gen/mindprint/order/v1/order_service_pb';
import { VerificationCodeRequestedSchema } from '@mindprint/proto/gen/mindprint/user/v1/events_pb';
import { DomainError } from '@mindprint/platform/errors';
import { type ClientOf, createServiceClient } from '@mindprint/platform/grpc-client';
import type { GrpcServer } from '@mindprint/platform/grpc-server';
import type { RunningService } from '@mindprint/platform/service-runtime';
import { databaseEngines, eventually, fakeBinding, openTestDatabase, realRedisUrl, serveFakes, testLogger } from '@mindprint/platform/testing';
import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ScheduledMailWorker } from '../src/app/scheduled-mail-worker.js';
import { loadNotificationConfig } from '../src/config.js';
import { DailyReminderRepository } from '../src/db/daily-reminder-repository.js';
import { MailDeliveryRepository } from '../src/db/mail-delivery-repository.js';
import { MarketingSuppressionRepository } from '../src/db/marketing-suppression-repository.js';
import { notificationMigrations } from '../src/db/migrations.js';
import { ScheduledMailRepository } from '../src/db/scheduled-mail-repository.js';
import { oneClickUnsubscribeUrl } from '../src/domain/mail-locale.js';
import { localeCodes } from '@mindprint/platform/locales';
import { offerReminderMail } from '../src/domain/offer-reminder-mail.js';
import { unsubscribeConfirmationMail } from '../src/domain/unsubscribe-confirmation-mail.js';
import { signUnsubscribeToken, verifyUnsubscribeToken } from '../src/domain/unsubscribe-token.js';
import { MailDelivery } from '../src/mail/mail-delivery.js';
import { SmtpMailer } from '../src/mail/mailer.js';
import { startNotificationService } from '../src/service.js';
import { publishEvent } from './support/order-events.js';
import { headerLine, SmtpTestServer } from './support/smtp-test-server.js';

const log = testLogger();
const run = randomUUID().slice(0, 8);
const secret = 'test-secret-that-is-at-least-32-characters-long';
const hourMs = 3_600_000;

const tokenIn = (text: string, path: string) => {
  const match = new RegExp(`${path.replace(/[/.?]/g, '\\$&')}\\?token=([A-Za-z0-9_.%-]+)`).exec(text);
  return match ? decodeURIComponent(match[1]!) : undefined;
};

describe('unsubscribe tokens', () => {
  it('name the normalized address, are URL-safe, and only verify unaltered under the same secret', () => {
    const token = signUnsubscribeToken(secret, '  Ann@Example.COM ');
    expect(token).toMatch(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/);
    expect(encodeURIComponent(token)).toBe(token);
    expect(verifyUnsubscribeToken(secret, token)).toBe('ann@example.com');
    expect(signUnsubscribeToken(secret, 'ann@example.com')).toBe(token); // no expiry, nothing random: old links keep working

    const [payload, signature] = token.split('.') as [string, string];
    const other = Buffer.from('marketing:bob@example.com').toString('base64url');
    expect(verifyUnsubscribeToken(secret, `${other}.${signature}`)).toBeUndefined();
    expect(verifyUnsubscribeToken('another-secret-that-is-also-32-characters', token)).toBeUndefined();
    expect(verifyUnsubscribeToken(secret, `${payload}.${signature.slice(0, -2)}`)).toBeUndefined();
    expect(verifyUnsubscribeToken(secret, payload)).toBeUndefined();
    expect(verifyUnsubscribeToken(secret, '')).toBeUndefined();
    expect(verifyUnsubscribeToken(secret, 'not.a.token')).toBeUndefined();
  });
});

describe('the offer reminder and the unsubscribe confirmation', () => {
  const offerEndsAt = new Date('2026-11-23T09:30:00Z');
  const reminder = (locale: string) =>
    offerReminderMail({
      locale,
      examId: '1',
      typeCode: 'infp',
      firstName: 'Kim',
      offerEndsAt,
      buyUrl: 'https://m.example/paying/buyreport?orderNumber=MP1',
      unsubscribeUrl: 'https://m.example/unsubscribe?token=abc.def',
    });

  it('states when the offer ends, links the purchase and the unsubscribe page, and names no price, in nine locales', () => {
    const mails = localeCodes.map(reminder);
    expect(new Set(mails.map((m) => m.subject)).size).toBe(9);
    expect(new Set(mails.map((m) => m.text)).size).toBe(9);
    for (const mail of mails) {
      expect(mail.subject).toContain('INFP');
      for (const part of [mail.text, mail.html]) {
        expect(part).toContain('Kim');
        expect(part).toContain('2026');
        expect(part).toContain('UTC');
        expect(part).not.toMatch(/[$€£¥₩%]|\d+[.,]\d\d\b/);
      }
      expect(mail.text).toContain('https://m.example/paying/buyreport?orderNumber=MP1');
      expect(mail.text).toContain('https://m.example/unsubscribe?token=abc.def');
      expect(mail.html).toContain('href="https://m.example/unsubscribe?token=abc.def"');
      // The unsubscribe link is the last thing in the mail.
      expect(mail.text.trimEnd().split('\n').slice(-2)[0]).toContain('/unsubscribe?token=');
    }
    expect(mails[0]!.text).toContain('November 23, 2026');
    expect(mails[0]!.text).toContain('9:30');
    expect(mails[0]!.text).toContain('This stops reminders and offers only');
  });

  it('names every test but the 16-type one (exams 2–6), not its result code, in nine locales', () => {
    const named = [
      ['2', 'E4-A3-C5-N2-O4', 'Psychological mapping'],
      ['3', 'IQ-v1-18', 'Matrices IQ test'],
      ['4', 'dismissing', 'Emotional relationships'],
      ['5', 'SIA', 'Career assessment'],
      ['6', 'result-intuitive', 'Personal development'],
    ] as const;
    for (const [examId, typeCode, name] of named) {
      const mails = localeCodes.map((locale) => offerReminderMail({ locale, examId, typeCode, firstName: 'Kim', offerEndsAt, buyUrl: 'u', unsubscribeUrl: 'v' }));
      expect(new Set(mails.map((m) => m.subject)).size).toBe(9);
      for (const mail of mails) expect(`${mail.subject} ${mail.text}`).not.toMatch(new RegExp(typeCode, 'i'));
      expect(mails[0]!.subject).toBe(`A reminder about your full “${name}” report`);
    }
    const de = offerReminderMail({ locale: 'DE', examId: '4', typeCode: 'secure', firstName: '', offerEndsAt, buyUrl: 'u', unsubscribeUrl: 'v' });
    expect(de.text).toContain('„Emotionale Beziehungen“-Ergebnis');
  });

  it('mails the confirmation link in nine locales and escapes what it puts in HTML', () => {
    const mails = localeCodes.map((locale) => unsubscribeConfirmationMail({ locale, unsubscribeUrl: 'https://m.example/unsubscribe?token=abc.def' }));
    expect(new Set(mails.map((m) => m.subject)).size).toBe(9);
    for (const mail of mails) {
      expect(mail.text).toContain('https://m.example/unsubscribe?token=abc.def');
      expect(mail.html).toContain('href="https://m.example/unsubscribe?token=abc.def"');
    }
    expect(offerReminderMail({ locale: 'EN', examId: '1', typeCode: 'ENTJ', firstName: '<img src=x>', offerEndsAt, buyUrl: 'u', unsubscribeUrl: 'v' }).html).not.toContain('<img');
  });

  it('builds the one-click URL under the pay prefix', () => {
    expect(oneClickUnsubscribeUrl('https://m.example/', '/pay-api', 'a.b')).toBe('https://m.example/pay-api/mail/unsubscribe/one-click?token=a.b');
    expect(oneClickUnsubscribeUrl('https://m.example', 'pay/', 'a.b')).toBe('https://m.example/pay/mail/unsubscribe/one-click?token=a.b');
  });
});

describe('config', () => {
  it('makes a random token secret when none is set, and refuses a short one', () => {
    const bare = loadNotificationConfig({});
    expect(bare.marketing.tokenSecretIsEphemeral).toBe(true);
    expect(bare.marketing.tokenSecret.length).toBeGreaterThanOrEqual(32);
    expect(loadNotificationConfig({}).marketing.tokenSecret).not.toBe(bare.marketing.tokenSecret);
    expect(loadNotificationConfig({ MAIL_TOKEN_SECRET: secret }).marketing).toMatchObject({ tokenSecret: secret, tokenSecretIsEphemeral: false, offerReminderDelayMs: 72_000_000 });
    expect(() => loadNotificationConfig({ MAIL_TOKEN_SECRET: 'short' })).toThrow(/MAIL_TOKEN_SECRET/);
  });
});

describe('marketing mail through the notification service', () => {
  const smtp = new SmtpTestServer();
  /** Per exam order: bought or not; absent orders answer NOT_FOUND. */
  const purchased = new Map<string, boolean>();
  let fakes: GrpcServer;
  let service: RunningService;
  let client: ClientOf<typeof NotificationService>;
  let scheduled: ScheduledMailRepository;
  const octet = () => Math.floor(Math.random() * 250) + 1;
  const ipPrefix = `10.${octet()}.${octet()}`;

  beforeAll(async () => {
    await smtp.start();
    fakes = await serveFakes(log, [
      fakeBinding(OrderService, {
        checkPurchase: async (request: { orderNumber: string }) => {
          const bought = purchased.get(request.orderNumber);
          if (bought === undefined) throw new DomainError('ORDER_NOT_FOUND', 'We could not find this result', 'NOT_FOUND');
          return { orderNumber: request.orderNumber, purchased: bought, purchaseNumber: bought ? `${request.orderNumber}-P1` : '', examId: 'mbti16' };
        },
      }),
      fakeBinding(ExamService, {}),
    ]);
    const config = loadNotificationConfig({
      NOTIFICATION_GRPC_PORT: '0',
      DATA_DIR: mkdtempSync(join(tmpdir(), 'notification-')),
      SMTP_URL: smtp.url,
      PUBLIC_BASE_URL: 'https://mindprint.example',
      ORDER_GRPC_ADDR: `127.0.0.1:${fakes.port}`,
      EXAM_GRPC_ADDR: `127.0.0.1:${fakes.port}`,
      REDIS_URL: realRedisUrl,
      MAIL_TOKEN_SECRET: secret,
      SCHEDULED_MAIL_POLL_MS: '50',
      LOG_LEVEL: 'silent',
    });
    service = await startNotificationService(config, log);
    scheduled = new ScheduledMailRepository(service.infrastructure.db.knex);
    client = createServiceClient(NotificationService, `127.0.0.1:${service.grpcPort}`);
  });
  afterAll(async () => {
    client?.close();
    await service?.stop();
    await fakes?.shutdown(1_000);
    await smtp.stop();
  });

  /** A test finished `hoursAgo` hours ago: with the 20-hour delay, 21 makes its reminder due at once. */
  const examCompleted = (orderNumber: string, email: string, hoursAgo = 21, locale = 'EN') =>
    publishEvent(
      service.infrastructure.bus,
      ExamCompletedSchema,
      { orderNumber, examId: 'mbti16', email, locale, typeCode: 'INFP', country: 'US', firstName: 'Kim', completedAt: new Date(Date.now() - hoursAgo * hourMs).toISOString() },
      orderNumber,
    );
  const mailsTo = (email: string, count: number) =>
    eventually(async () => {
      const mails = await smtp.messagesTo(email);
      expect(mails).toHaveLength(count);
      return mails;
    });
  const settled = (orderNumber: string) =>
    eventually(async () => {
      const row = await scheduled.find('offer_reminder', orderNumber);
      expect(row?.status).toMatch(/sent|skipped|failed/);
      return row!;
    });
  const bySubject = (mails: ParsedMail[], part: string) => mails.find((m) => m.subject?.includes(part));

  it('sends the reminder when due and unpaid, with the link, the unsubscribe link and both List-Unsubscribe headers; the result mail carries none', async () => {
    const email = `unpaid-${run}@example.com`;
    const orderNumber = `MPR${run}`;
    purchased.set(orderNumber, false);
    await examCompleted(orderNumber, email);
    const mails = await mailsTo(email, 2);
    expect((await settled(orderNumber)).status).toBe('sent');

    const reminder = bySubject(mails, 'reminder about your full INFP report')!;
    expect(reminder.text).toContain(`https://mindprint.example/paying/buyreport?orderNumber=${orderNumber}`);
    const pageToken = tokenIn(reminder.text!, 'https://mindprint.example/unsubscribe');
    expect(verifyUnsubscribeToken(secret, pageToken!)).toBe(email);
    expect(reminder.text).toContain('This stops reminders and offers only');
    expect(reminder.text).toContain('(UTC)');
    const listUnsubscribe = headerLine(reminder, 'List-Unsubscribe')!;
    expect(listUnsubscribe).toMatch(/^List-Unsubscribe: <https:\/\/mindprint\.example\/pay-api\/mail\/unsubscribe\/one-click\?token=[A-Za-z0-9_.%-]+>$/);
    expect(tokenIn(listUnsubscribe, 'https://mindprint.example/pay-api/mail/unsubscribe/one-click')).toBe(pageToken);
    expect(headerLine(reminder, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe-Post: List-Unsubscribe=One-Click');

    const result = bySubject(mails, 'Your personality type')!;
    expect(result).toBeDefined();
    expect(headerLine(result, 'List-Unsubscribe')).toBeUndefined();
    expect(headerLine(result, 'List-Unsubscribe-Post')).toBeUndefined();
  });

  it('schedules the reminder 20 hours after the test, once per order', async () => {
    const orderNumber = `MPL${run}`;
    purchased.set(orderNumber, false);
    const completedAt = Date.now() - hourMs;
    await publishEvent(
      service.infrastructure.bus,
      ExamCompletedSchema,
      { orderNumber, examId: 'mbti16', email: `later-${run}@example.com`, locale: 'EN', typeCode: 'INFP', completedAt: new Date(completedAt).toISOString() },
      orderNumber,
    );
    const row = await eventually(async () => {
      const found = await scheduled.find('offer_reminder', orderNumber);
      expect(found).toBeDefined();
      return found!;
    });
    expect(row.dueAt.getTime()).toBe(completedAt + 20 * hourMs);
    expect(row.status).toBe('pending');
    await examCompleted(orderNumber, `later-${run}@example.com`); // the same order again, under a new event id
    await mailsTo(`later-${run}@example.com`, 2); // two result mails, still one reminder row, not yet due
    expect((await scheduled.find('offer_reminder', orderNumber))!.id).toBe(row.id);
  });

  it('mails the result and schedules the reminder once for a redelivered ExamCompleted: one statement with the inbox row', async () => {
    const orderNumber = `MPD${run}`;
    const email = `redelivered-${run}@example.com`;
    purchased.set(orderNumber, false);
    const statements: string[] = [];
    const record = (query: { sql: string }) => statements.push(query.sql);
    const knex = service.infrastructure.db.knex;
    knex.on('query', record);
    const event = { orderNumber, examId: 'mbti16', email, locale: 'EN', typeCode: 'INFP', country: 'US', firstName: 'Kim', completedAt: new Date(Date.now() - hourMs).toISOString() };
    const eventId = await publishEvent(service.infrastructure.bus, ExamCompletedSchema, event, orderNumber);
    await publishEvent(service.infrastructure.bus, ExamCompletedSchema, event, orderNumber, eventId); // redelivered
    // The same order under a new event id and another address, on the same key: handled after the redelivery.
    await publishEvent(service.infrastructure.bus, ExamCompletedSchema, { ...event, email: `after-${email}` }, orderNumber);
    await mailsTo(`after-${email}`, 1);
    knex.off('query', record);
    expect(await mailsTo(email, 1)).toHaveLength(1);
    expect(await knex('sent_mail').where({ event_id: eventId, kind: 'result_ready' })).toHaveLength(1);
    expect(await knex('scheduled_mail').where({ kind: 'offer_reminder', reference: orderNumber })).toHaveLength(1);
    const claimed = statements.filter((sql) => sql.startsWith('with "claimed" as (insert into "inbox"'));
    expect(claimed).toHaveLength(3);
    for (const sql of claimed) expect(sql).toMatch(/"insert_0" as \(insert into "scheduled_mail" .* on conflict do nothing\), "insert_1" as \(insert into "sent_mail" /);
    expect(statements.filter((sql) => /^insert into "(inbox|sent_mail|scheduled_mail)"/.test(sql))).toEqual([]);
  });

  it('does not send the reminder when the report is bought or the order is unknown', async () => {
    const email = `paid-${run}@example.com`;
    purchased.set(`MPP${run}`, true);
    await examCompleted(`MPP${run}`, email);
    await examCompleted(`MPU${run}`, email); // order does not know it
    expect(await settled(`MPP${run}`)).toMatchObject({ status: 'skipped', outcome: 'already_bought' });
    expect(await settled(`MPU${run}`)).toMatchObject({ status: 'skipped', outcome: 'unknown_order' });
    const mails = await mailsTo(email, 2);
    expect(mails.every((m) => m.subject?.startsWith('Your personality type'))).toBe(true);
  });

  it('unsubscribes by the one-click token (twice, the same), then sends no reminder but every transactional mail', async () => {
    const email = `optout-${run}@example.com`;
    purchased.set(`MPO${run}`, false);
    await examCompleted(`MPO${run}`, email);
    const [first] = await eventually(async () => {
      const reminders = (await smtp.messagesTo(email)).filter((m) => headerLine(m, 'List-Unsubscribe'));
      expect(reminders).toHaveLength(1);
      return reminders;
    });
    const token = tokenIn(headerLine(first!, 'List-Unsubscribe')!, 'https://mindprint.example/pay-api/mail/unsubscribe/one-click')!;
    expect(await client.unsubscribeMarketing({ token })).toMatchObject({ emailMasked: `o***@example.com` });
    expect(await client.unsubscribeMarketing({ token })).toMatchObject({ emailMasked: `o***@example.com` });

    purchased.set(`MPO2${run}`, false);
    await examCompleted(`MPO2${run}`, email);
    await publishEvent(service.infrastructure.bus, VerificationCodeRequestedSchema, { email, code: '271828', locale: 'EN', purpose: 'register', expiresInSeconds: 600 }, email);
    expect(await settled(`MPO2${run}`)).toMatchObject({ status: 'skipped', outcome: 'unsubscribed' });
    const mails = await mailsTo(email, 4); // result, reminder, then result and code; no second reminder
    expect(mails.filter((m) => headerLine(m, 'List-Unsubscribe'))).toHaveLength(1);
    const code = bySubject(mails, 'verification code')!;
    expect(code.text).toContain('271828');
    expect(headerLine(code, 'List-Unsubscribe')).toBeUndefined();
    expect(mails.filter((m) => m.subject?.startsWith('Your personality type'))).toHaveLength(2);
  });

  it('rejects a forged or altered token', async () => {
    const forged = signUnsubscribeToken('an-attacker-secret-of-at-least-32-chars!', `victim-${run}@example.com`);
    const genuine = signUnsubscribeToken(secret, `victim-${run}@example.com`);
    for (const token of [forged, `${genuine.split('.')[0]}.${'A'.repeat(43)}`, 'x'.repeat(40)]) {
      const failure = (await client.unsubscribeMarketing({ token }).catch((e: unknown) => e)) as DomainError;
      expect(failure).toMatchObject({ reason: 'INVALID_UNSUBSCRIBE_TOKEN', kind: 'INVALID_ARGUMENT', message: 'This unsubscribe link is not valid' });
    }
    const suppressions = new MarketingSuppressionRepository(service.infrastructure.db.knex);
    expect(await suppressions.isSuppressed(`victim-${run}@example.com`)).toBe(false);
  });

  it('answers an unsubscribe request the same for a known and an unknown address and mails both the link', async () => {
    const known = `unpaid-${run}@example.com`; // was mailed above
    const unknown = `stranger-${run}@example.com`;
    const timed = async (email: string, clientIp: string) => {
      const started = performance.now();
      const answer = await client.requestMarketingUnsubscribe({ email, locale: 'EN', clientIp });
      return { answer, ms: performance.now() - started };
    };
    const a = await timed(` ${known.toUpperCase()}`, `${ipPrefix}.1`);
    const b = await timed(unknown, `${ipPrefix}.2`);
    expect(a.answer).toEqual(b.answer);
    expect(a.answer.accepted).toBe(true);
    expect(Math.max(a.ms, b.ms)).toBeLessThan(1_000);

    for (const email of [known, unknown]) {
      const confirmation = await eventually(async () => {
        const found = bySubject(await smtp.messagesTo(email), 'Confirm: stop reminders and offers');
        expect(found).toBeDefined();
        return found!;
      });
      expect(headerLine(confirmation, 'List-Unsubscribe')).toBeUndefined();
      const token = tokenIn(confirmation.text!, 'https://mindprint.example/unsubscribe')!;
      expect(verifyUnsubscribeToken(secret, token)).toBe(email);
      expect((await client.unsubscribeMarketing({ token })).emailMasked).toBe(email.replace(/^(.)[^@]*/, '$1***'));
    }
    // Already unsubscribed: the confirmation (transactional) still goes out.
    await client.requestMarketingUnsubscribe({ email: unknown, locale: 'DE', clientIp: `${ipPrefix}.3` });
    const mails = await mailsTo(unknown, 2);
    expect(bySubject(mails, 'Bestätigen')).toBeDefined();
  });

  it('rejects an address that is not one and limits requests per address and per client', async () => {
    for (const email of ['', 'not-an-address', 'a@b']) {
      const failure = (await client.requestMarketingUnsubscribe({ email, locale: 'EN', clientIp: `${ipPrefix}.4` }).catch((e: unknown) => e)) as DomainError;
      expect(failure).toMatchObject({ reason: 'INVALID_EMAIL', kind: 'INVALID_ARGUMENT', message: 'Please enter a valid email address' });
    }
    const email = `limited-${run}@example.com`;
    for (let i = 0; i < 3; i++) expect((await client.requestMarketingUnsubscribe({ email, locale: 'EN', clientIp: `${ipPrefix}.${10 + i}` })).accepted).toBe(true);
    const perAddress = (await client.requestMarketingUnsubscribe({ email, locale: 'EN', clientIp: `${ipPrefix}.20` }).catch((e: unknown) => e)) as DomainError;
    expect(perAddress).toMatchObject({ reason: 'UNSUBSCRIBE_RATE_LIMITED', kind: 'RESOURCE_EXHAUSTED' });
    expect(perAddress.message).toContain('this email address');
    const clientIp = `${ipPrefix}.30`;
    for (let i = 0; i < 10; i++) await client.requestMarketingUnsubscribe({ email: `ip${i}-${run}@example.com`, locale: 'EN', clientIp });
    const perClient = (await client.requestMarketingUnsubscribe({ email: `ip10-${run}@example.com`, locale: 'EN', clientIp }).catch((e: unknown) => e)) as DomainError;
    expect(perClient).toMatchObject({ reason: 'UNSUBSCRIBE_RATE_LIMITED', kind: 'RESOURCE_EXHAUSTED' });
    expect(perClient.message).toContain('your network');
  });
});

describe.each(databaseEngines)('the scheduled-mail worker on %s', (engine) => {
  const smtp = new SmtpTestServer();
  let fakes: GrpcServer;
  let orderDown = 0;
  beforeAll(async () => {
    await smtp.start();
    fakes = await serveFakes(log, [
      fakeBinding(OrderService, {
        checkPurchase: async (request: { orderNumber: string }) => {
          if (orderDown > 0) {
            orderDown--;
            throw new DomainError('ORDER_DOWN', 'order is restarting', 'UNAVAILABLE');
          }
          return { orderNumber: request.orderNumber, purchased: false, purchaseNumber: '', examId: 'mbti16' };
        },
      }),
    ]);
  });
  afterAll(async () => {
    await fakes.shutdown(1_000);
    await smtp.stop();
  });

  it('claims each mail once across workers, waits until due, retries when order is down, and drops a reminder whose offer is over', async () => {
    const db = await openTestDatabase(engine, notificationMigrations);
    const scheduled = new ScheduledMailRepository(db.knex);
    const mailer = new SmtpMailer(smtp.url, 'Mindprint <no-reply@mindprint.local>');
    const deliveries = new MailDeliveryRepository(db.knex);
    const delivery = new MailDelivery({ mailer, log, record: (a) => deliveries.record(a), settings: { attempts: 1, baseDelayMs: 5 } });
    const orders = createServiceClient(OrderService, `127.0.0.1:${fakes.port}`, { maxAttempts: 1 });
    let now = new Date();
    const worker = () =>
      new ScheduledMailWorker({
        scheduled,
        suppressions: new MarketingSuppressionRepository(db.knex),
        reminders: new DailyReminderRepository(db.knex),
        orders,
        subscriptions: { getPrivileges: () => Promise.reject(new Error('offer reminders never ask for privileges')) },
        delivery,
        links: { publicBaseUrl: 'https://m.example', payApiPrefix: '/pay-api', tokenSecret: secret },
        log,
        clock: () => now,
        settings: { pollMs: 1_000, retryBaseMs: 30_000 },
      });
    const email = `worker-${run}-${engine}@example.com`;
    const reminder = (orderNumber: string, dueInMs: number, endsInMs: number) =>
      scheduled.schedule(db.knex, {
        kind: 'offer_reminder',
        reference: orderNumber,
        email,
        locale: 'FR',
        payload: { orderNumber, typeCode: 'INFP', firstName: '', offerEndsAt: new Date(now.getTime() + endsInMs).toISOString() },
        dueAt: new Date(now.getTime() + dueInMs),
      });
    const soon = (await reminder(`MPW${run}`, 60_000, 4 * hourMs))!;
    const over = (await reminder(`MPX${run}`, -hourMs, -1))!;
    expect(await reminder(`MPW${run}`, 0, hourMs)).toBeUndefined(); // one per order

    expect(await worker().runOnce()).toBe(0); // not yet due; the one whose offer is over is dropped
    expect(await scheduled.statusOf(over)).toMatchObject({ status: 'skipped', outcome: 'offer_over' });
    now = new Date(now.getTime() + 61_000);
    orderDown = 1;
    const [first, second] = [worker(), worker()];
    expect((await Promise.all([first.runOnce(), second.runOnce()])).reduce((a, b) => a + b)).toBe(0);
    expect(await scheduled.statusOf(soon)).toMatchObject({ status: 'pending', attempts: 1, lastError: expect.stringContaining('order is restarting') });
    expect(await first.runOnce()).toBe(0); // backoff
    now = new Date(now.getTime() + 31_000);
    expect(await first.runOnce()).toBe(1);
    expect(await scheduled.statusOf(soon)).toMatchObject({ status: 'sent', attempts: 2 });
    const [mail] = await smtp.messagesTo(email);
    expect(mail!.subject).toBe('Un rappel au sujet de votre rapport INFP complet');
    expect(headerLine(mail!, 'List-Unsubscribe')).toContain('https://m.example/pay-api/mail/unsubscribe/one-click?token=');
    await delivery.flush();
    expect((await deliveries.forRecipient(email)).map((d) => [d.kind, d.status])).toEqual([['offer_reminder', 'sent']]);
    orders.close();
    mailer.close();
    await db.close();
  });
});
