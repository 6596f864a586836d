import { randomUUID } from 'node:crypto';
import { OrderService } from '@mindprint/proto/gen/mindprint/order/v1/order_service_pb';
import { SubscriptionService } from '@mindprint/proto/gen/mindprint/subscription/v1/subscription_service_pb';
import { DomainError } from '@mindprint/platform/errors';
import { createServiceClient } from '@mindprint/platform/grpc-client';
import { localeCodes } from '@mindprint/platform/locales';
import type { GrpcServer } from '@mindprint/platform/grpc-server';
import { UserContactChangedSchema } from '@mindprint/proto/gen/mindprint/user/v1/events_pb';
import { consumeEvents } from '@mindprint/platform/event-consumer';
import { OutboxRelay, writeOutbox } from '@mindprint/platform/outbox';
import { busKinds, databaseEngines, eventually, fakeBinding, openTestBus, openTestDatabase, serveFakes, testLogger } from '@mindprint/platform/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DailyReminderScheduler } from '../src/app/daily-reminder-scheduler.js';
import { DailyReminderSettings } from '../src/app/daily-reminder-settings.js';
import { ScheduledMailWorker } from '../src/app/scheduled-mail-worker.js';
import { followAccountContact } from '../src/consumers/follow-account-contact.js';
import { DailyReminderRepository } from '../src/db/daily-reminder-repository.js';
import { MailDeliveryRepository } from '../src/db/mail-delivery-repository.js';
import { MarketingSuppressionRepository } from '../src/db/marketing-suppression-repository.js';
import { notificationMigrations } from '../src/db/migrations.js';
import { ScheduledMailRepository } from '../src/db/scheduled-mail-repository.js';
import { dailyQuestionReminderMail } from '../src/domain/daily-question-reminder-mail.js';
import { firstReminderAt, isKnownTimeZone, isStillMorning, localDateOf, nextReminderAt } from '../src/domain/daily-reminder-schedule.js';
import { signDailyReminderToken, signUnsubscribeToken, verifyDailyReminderToken, verifyUnsubscribeToken } from '../src/domain/unsubscribe-token.js';
import { MailDelivery } from '../src/mail/mail-delivery.js';
import { SmtpMailer } from '../src/mail/mailer.js';
import { headerLine, SmtpTestServer } from './support/smtp-test-server.js';

const log = testLogger();
const run = randomUUID().slice(0, 8);
const secret = 'test-secret-that-is-at-least-32-characters-long';
const at = (iso: string) => new Date(iso);

describe('the daily reminder schedule', () => {
  it('is due at 08:00 in the member’s time zone, the next morning once that has passed', () => {
    expect(nextReminderAt(at('2026-03-10T05:00:00Z'), 'Europe/Paris').toISOString()).toBe('2026-03-10T07:00:00.000Z');
    expect(nextReminderAt(at('2026-03-10T07:00:00Z'), 'Europe/Paris').toISOString()).toBe('2026-03-11T07:00:00.000Z');
    expect(nextReminderAt(at('2026-03-10T12:00:00Z'), 'Asia/Tokyo').toISOString()).toBe('2026-03-10T23:00:00.000Z');
    expect(nextReminderAt(at('2026-03-10T12:00:00Z'), 'America/Los_Angeles').toISOString()).toBe('2026-03-10T15:00:00.000Z');
    expect(nextReminderAt(at('2026-03-10T12:00:00Z'), 'UTC').toISOString()).toBe('2026-03-11T08:00:00.000Z');
    expect(nextReminderAt(at('2026-03-10T12:00:00Z'), 'Asia/Kolkata').toISOString()).toBe('2026-03-11T02:30:00.000Z');
  });

  it('follows daylight saving changes (08:00 local on both sides of the switch)', () => {
    // Europe switched to summer time on 2026-03-29: 08:00 is 07:00 UTC before and 06:00 UTC after.
    expect(nextReminderAt(at('2026-03-28T09:00:00Z'), 'Europe/Berlin').toISOString()).toBe('2026-03-29T06:00:00.000Z');
    // The United States switched on 2026-03-08.
    expect(nextReminderAt(at('2026-03-07T20:00:00Z'), 'America/New_York').toISOString()).toBe('2026-03-08T12:00:00.000Z');
  });

  it('starts this morning when turned on in the morning, else the next morning', () => {
    expect(firstReminderAt(at('2026-03-10T08:30:00Z'), 'Europe/Paris').toISOString()).toBe('2026-03-10T07:00:00.000Z');
    expect(firstReminderAt(at('2026-03-10T12:00:00Z'), 'Europe/Paris').toISOString()).toBe('2026-03-11T07:00:00.000Z');
    expect(firstReminderAt(at('2026-03-10T05:00:00Z'), 'Europe/Paris').toISOString()).toBe('2026-03-10T07:00:00.000Z');
  });

  it('names the member’s local date, and skips a morning long past', () => {
    expect(localDateOf(at('2026-03-10T23:00:00Z'), 'Asia/Tokyo')).toBe('2026-03-11');
    expect(localDateOf(at('2026-03-10T23:00:00Z'), 'America/Los_Angeles')).toBe('2026-03-10');
    expect(isStillMorning(at('2026-03-10T07:00:00Z'), at('2026-03-10T07:30:00Z'))).toBe(true);
    expect(isStillMorning(at('2026-03-10T07:00:00Z'), at('2026-03-10T11:30:00Z'))).toBe(false);
  });

  it('accepts only time zones the runtime knows', () => {
    expect(isKnownTimeZone('Europe/Paris')).toBe(true);
    expect(isKnownTimeZone('UTC')).toBe(true);
    expect(isKnownTimeZone('Mars/Olympus')).toBe(false);
    expect(isKnownTimeZone('')).toBe(false);
  });
});

describe('the daily reminder unsubscribe token', () => {
  it('names the member, verifies only unaltered, and is not interchangeable with a marketing token', () => {
    const token = signDailyReminderToken(secret, 'user-1');
    expect(encodeURIComponent(token)).toBe(token);
    expect(verifyDailyReminderToken(secret, token)).toBe('user-1');
    expect(verifyDailyReminderToken('another-secret-that-is-also-32-characters', token)).toBeUndefined();
    const [, signature] = token.split('.') as [string, string];
    expect(verifyDailyReminderToken(secret, `${Buffer.from('daily_reminder:user-2').toString('base64url')}.${signature}`)).toBeUndefined();
    expect(verifyUnsubscribeToken(secret, token)).toBeUndefined();
    expect(verifyDailyReminderToken(secret, signUnsubscribeToken(secret, 'ann@example.com'))).toBeUndefined();
  });
});

describe('the daily question reminder mail', () => {
  it.each(localeCodes)('in %s links today’s question and the link that stops it, as text and HTML', (locale) => {
    const mail = dailyQuestionReminderMail({ locale, questionUrl: 'https://m.example/q', unsubscribeUrl: 'https://m.example/q?stopReminder=a.b&x=1' });
    expect(mail.subject).not.toBe('');
    expect(mail.text).toContain('https://m.example/q\n');
    expect(mail.text).toContain('https://m.example/q?stopReminder=a.b&x=1');
    expect(mail.html).toContain('href="https://m.example/q?stopReminder=a.b&amp;x=1"');
    expect(mail.text).not.toMatch(/\{\{|\}\}/);
  });

  it('speaks the member’s language', () => {
    expect(dailyQuestionReminderMail({ locale: 'DE', questionUrl: 'u', unsubscribeUrl: 'v' }).subject).toBe('Ihre Tagesfrage wartet');
    expect(dailyQuestionReminderMail({ locale: 'JA', questionUrl: 'u', unsubscribeUrl: 'v' }).html).toContain('lang="ja"');
  });
});

describe.each(databaseEngines)('daily question reminders on %s', (engine) => {
  const smtp = new SmtpTestServer();
  let fakes: GrpcServer;
  /** Whether the member's membership includes the daily question, as subscription's GetPrivileges answers. */
  let dailyQuestionGranted = true;
  beforeAll(async () => {
    await smtp.start();
    fakes = await serveFakes(log, [
      fakeBinding(SubscriptionService, {
        getPrivileges: async () => ({ tier: 'basic', vip: false, privileges: [{ code: 'daily_question', granted: dailyQuestionGranted }] }),
      }),
    ]);
  });
  afterAll(async () => {
    await fakes.shutdown(1_000);
    await smtp.stop();
  });

  /**
   * The notification side of a reminder on a fresh database: settings, a scheduler, the worker that mails
   * through the SMTP test server, all on the test's clock.
   */
  async function openReminders(clock: () => Date) {
    const db = await openTestDatabase(engine, notificationMigrations);
    const reminders = new DailyReminderRepository(db.knex);
    const scheduled = new ScheduledMailRepository(db.knex);
    const mailer = new SmtpMailer(smtp.url, 'Mindprint <no-reply@mindprint.local>');
    const deliveries = new MailDeliveryRepository(db.knex);
    const delivery = new MailDelivery({ mailer, log, record: (a) => deliveries.record(a), settings: { attempts: 1, baseDelayMs: 5 } });
    // The worker never asks order for a reminder: an address nobody listens on proves it.
    const orders = createServiceClient(OrderService, '127.0.0.1:9', { maxAttempts: 1 });
    const subscriptions = createServiceClient(SubscriptionService, `127.0.0.1:${fakes.port}`, { maxAttempts: 1 });
    return {
      db,
      reminders,
      scheduled,
      settings: new DailyReminderSettings({ reminders, tokenSecret: secret, log, clock }),
      scheduler: () => new DailyReminderScheduler({ reminders, scheduled, log, clock, settings: { pollMs: 60_000 } }),
      worker: new ScheduledMailWorker({
        scheduled,
        suppressions: new MarketingSuppressionRepository(db.knex),
        reminders,
        orders,
        subscriptions,
        delivery,
        links: { publicBaseUrl: 'https://m.example', payApiPrefix: '/pay-api', tokenSecret: secret },
        log,
        clock,
        settings: { pollMs: 1_000 },
      }),
      async close() {
        orders.close();
        subscriptions.close();
        mailer.close();
        await delivery.flush();
        await db.close();
      },
    };
  }

  it('opt in → one reminder per member per morning, whichever replicas run → the link stops it', async () => {
    let now = at('2026-03-10T05:00:00Z'); // 06:00 in Paris
    const { scheduled, settings, scheduler, worker, close } = await openReminders(() => now);
    const userId = `member-${run}-${engine}`;
    const email = `reminder-${run}-${engine}@example.com`;

    expect(await settings.get({ userId })).toEqual({ enabled: false, timeZone: '' });
    await expect(settings.set({ userId, email, locale: 'FR', timeZone: 'Nowhere/Else', enabled: true })).rejects.toMatchObject({ reason: 'INVALID_TIME_ZONE' });
    await expect(settings.set({ userId: '', email, locale: 'FR', timeZone: 'Europe/Paris', enabled: true })).rejects.toBeInstanceOf(DomainError);
    expect(await settings.set({ userId, email: ` ${email.toUpperCase()} `, locale: 'FR', timeZone: 'Europe/Paris', enabled: true })).toEqual({ enabled: true, timeZone: 'Europe/Paris' });
    expect(await settings.get({ userId })).toEqual({ enabled: true, timeZone: 'Europe/Paris' });

    expect(await scheduler().runOnce()).toBe(0); // not yet morning in Paris
    now = at('2026-03-10T07:01:00Z');
    const counts = await Promise.all([scheduler().runOnce(), scheduler().runOnce()]);
    expect(counts.reduce((a, b) => a + b)).toBe(1); // two replicas, one reminder
    expect(await scheduler().runOnce()).toBe(0); // nor again later that day
    expect(await worker.runOnce()).toBe(1);
    expect(await scheduled.find('daily_question_reminder', `${userId}:2026-03-10`)).toMatchObject({ status: 'sent' });

    const [mail] = await smtp.messagesTo(email);
    expect(mail!.subject).toBe('La question du jour vous attend');
    expect(mail!.text).toContain('https://m.example/userCenter/growthCenter/dailyQuestion');
    const token = decodeURIComponent(/stopReminder=([A-Za-z0-9_.%-]+)/.exec(mail!.text ?? '')![1]!);
    expect(headerLine(mail!, 'List-Unsubscribe')).toContain(`https://m.example/pay-api/mail/daily-reminder/one-click?token=${token}`);

    // The next morning: one more.
    now = at('2026-03-11T07:00:30Z');
    expect(await scheduler().runOnce()).toBe(1);
    // Stopped from the link before the worker sent it: the scheduled one is skipped, no more are scheduled.
    await expect(settings.stopByToken({ token: `${token}x` })).rejects.toMatchObject({ reason: 'INVALID_UNSUBSCRIBE_TOKEN' });
    expect(await settings.stopByToken({ token })).toEqual({ stopped: true });
    expect(await settings.stopByToken({ token })).toEqual({ stopped: false }); // the link keeps working
    expect(await worker.runOnce()).toBe(0);
    expect(await scheduled.find('daily_question_reminder', `${userId}:2026-03-11`)).toMatchObject({ status: 'skipped', outcome: 'reminder_off' });
    now = at('2026-03-12T07:00:30Z');
    expect(await scheduler().runOnce()).toBe(0);
    expect(await settings.get({ userId })).toEqual({ enabled: false, timeZone: 'Europe/Paris' });
    expect(await smtp.messagesTo(email)).toHaveLength(1);

    // Turned on again in the afternoon, and the scheduler down all the next morning: that morning is skipped, not sent at noon.
    now = at('2026-03-12T14:00:00Z');
    await settings.set({ userId, email, locale: 'FR', timeZone: 'Europe/Paris', enabled: true });
    now = at('2026-03-13T11:30:00Z');
    expect(await scheduler().runOnce()).toBe(0);
    now = at('2026-03-14T07:00:00Z');
    expect(await scheduler().runOnce()).toBe(1);
    // The membership ended meanwhile: that morning's reminder is not sent; it stays on for when it is back.
    dailyQuestionGranted = false;
    expect(await worker.runOnce()).toBe(0);
    expect(await scheduled.find('daily_question_reminder', `${userId}:2026-03-14`)).toMatchObject({ status: 'skipped', outcome: 'daily_question_locked' });
    expect(await settings.get({ userId })).toEqual({ enabled: true, timeZone: 'Europe/Paris' });
    expect(await smtp.messagesTo(email)).toHaveLength(1);

    await close();
  });

  it.each(busKinds)('follows the account: after UserContactChanged (through the %s bus) the reminder goes to the new address in the new language', async (busKind) => {
    dailyQuestionGranted = true;
    let now = at('2026-04-07T07:01:00Z'); // 09:01 in Berlin
    const clock = () => now;
    const { db, reminders, settings, worker, close, scheduler: newScheduler } = await openReminders(clock);
    const scheduler = newScheduler();
    const userService = await openTestDatabase(engine); // the producer's outbox
    const bus = openTestBus(busKind, log);
    const userId = `moving-${run}-${engine}-${busKind}`;
    const before = `before-${run}-${engine}-${busKind}@example.com`;
    const after = `after-${run}-${engine}-${busKind}@example.com`;
    const bystander = { userId: `stays-${run}-${engine}-${busKind}`, email: `stays-${run}-${engine}-${busKind}@example.com` };

    await settings.set({ userId, email: before, locale: 'EN', timeZone: 'Europe/Berlin', enabled: true });
    await settings.set({ ...bystander, locale: 'EN', timeZone: 'Europe/Berlin', enabled: true });
    // Today's reminders are scheduled (to the old address) but not sent yet when the account changes.
    expect(await scheduler.runOnce()).toBe(2);

    await consumeEvents({ db, bus, log, consumer: `notification-${randomUUID()}`, topic: 'user.events.v1', handlers: [followAccountContact(reminders, log, clock)] });
    const changed = { userId, email: after.toUpperCase(), locale: 'DE', changedAt: now.toISOString() };
    await userService.withTransaction(async (trx) => {
      await writeOutbox(trx, UserContactChangedSchema, changed, { key: userId });
      await writeOutbox(trx, UserContactChangedSchema, changed, { key: userId }); // the same change twice: no harm
    });
    const relay = new OutboxRelay(userService, bus, log, { service: `contact-${engine}-${busKind}-${run}`, pollMs: 20 });
    relay.start();
    await eventually(
      async () => {
        const row = await db.knex('daily_question_reminders').where({ user_id: userId }).first('email', 'locale');
        expect(row).toEqual({ email: after, locale: 'DE' });
      },
      { timeoutMs: 30_000 },
    );

    expect(await worker.runOnce()).toBe(2);
    const [today] = await smtp.messagesTo(after);
    expect(today!.subject).toBe(dailyQuestionReminderMail({ locale: 'DE', questionUrl: '', unsubscribeUrl: '' }).subject);
    expect(await smtp.messagesTo(before)).toHaveLength(0);
    expect((await smtp.messagesTo(bystander.email))[0]!.subject).toBe(dailyQuestionReminderMail({ locale: 'EN', questionUrl: '', unsubscribeUrl: '' }).subject);
    // And every morning after that.
    now = at('2026-04-08T06:00:30Z');
    expect(await scheduler.runOnce()).toBe(2);
    expect(await worker.runOnce()).toBe(2);
    expect(await smtp.messagesTo(after)).toHaveLength(2);
    expect(await smtp.messagesTo(before)).toHaveLength(0);
    // The reminder's own settings are untouched.
    expect(await settings.get({ userId })).toEqual({ enabled: true, timeZone: 'Europe/Berlin' });

    await relay.stop();
    await bus.stop();
    await userService.close();
    await close();
  });
});
