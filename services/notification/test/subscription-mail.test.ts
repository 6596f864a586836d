import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ExamService } from '@mindprint/proto/gen/mindprint/exam/v1/exam_service_pb';
import { OrderService } from '@mindprint/proto/gen/mindprint/order/v1/order_service_pb';
import {
  CancellationRequestedSchema,
  RenewalFailedSchema,
  SubscriptionCanceledSchema,
  SubscriptionRenewedSchema,
  TrialStartedSchema,
} from '@mindprint/proto/gen/mindprint/subscription/v1/events_pb';
import type { GrpcServer } from '@mindprint/platform/grpc-server';
import type { RunningService } from '@mindprint/platform/service-runtime';
import { eventually, fakeBinding, realRedisUrl, serveFakes, testLogger } from '@mindprint/platform/testing';
import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadNotificationConfig } from '../src/config.js';
import { MailDeliveryRepository } from '../src/db/mail-delivery-repository.js';
import { MarketingSuppressionRepository } from '../src/db/marketing-suppression-repository.js';
import { ScheduledMailRepository } from '../src/db/scheduled-mail-repository.js';
import { localeCodes } from '@mindprint/platform/locales';
import {
  cancellationRequestedMail,
  renewalFailedMail,
  subscriptionCanceledMail,
  subscriptionRenewedMail,
  trialReminderMail,
  trialStartedMail,
} from '../src/domain/subscription-mail.js';
import { startNotificationService } from '../src/service.js';
import { publishEvent } from './support/order-events.js';
import { SmtpTestServer } from './support/smtp-test-server.js';

const log = testLogger();
const run = randomUUID().slice(0, 8);
const dayMs = 24 * 3_600_000;
const base = 'https://m.example';
const account = `${base}/userCenter/setting`;
const byEmail = `${base}/cancel/subscription`;
const managePath = '/membership/manage?token=m1.sig';
const manage = `${base}${managePath}`;

const trial = (overrides: Partial<Parameters<typeof trialStartedMail>[0]> = {}) =>
  trialStartedMail({
    locale: 'EN',
    planName: 'Premium',
    trialDays: 3,
    trialPriceMinor: 99,
    priceMinor: 1999,
    currency: 'USD',
    periodLabel: '4 weeks',
    trialEndsAt: '2026-11-24T09:30:00Z',
    trialSkipped: false,
    publicBaseUrl: base,
    managePath,
    ...overrides,
  });

describe('subscription mails', () => {
  const all = (locale: string) => [
    trial({ locale }),
    trialReminderMail({ locale, planName: 'Premium', priceMinor: 1999, currency: 'USD', periodLabel: '4 weeks', trialEndsAt: '2026-11-24T09:30:00Z', publicBaseUrl: base, managePath }),
    subscriptionRenewedMail({ locale, planName: 'Premium', amountMinor: 1999, currency: 'USD', periodStart: '2026-11-24T09:30:00Z', periodEnd: '2026-12-22T09:30:00Z', paymentId: 'PAY-1', publicBaseUrl: base, managePath }),
    renewalFailedMail({ locale, planName: 'Premium', amountMinor: 1999, currency: 'USD', nextAttemptAt: '2026-11-27T09:30:00Z', publicBaseUrl: base, managePath }),
    subscriptionCanceledMail({ locale, planName: 'Premium', accessEndsAt: '2026-12-22T09:30:00Z', reason: 'member', publicBaseUrl: base, managePath }),
    cancellationRequestedMail({ locale, planName: 'Premium', confirmUrl: `${base}/cancel/subscription?token=abc.def` }),
  ];

  it('are written in nine locales, each different, with the amounts and dates', () => {
    const byLocale = localeCodes.map(all);
    for (let i = 0; i < 6; i++) {
      expect(new Set(byLocale.map((mails) => mails[i]!.subject)).size).toBe(9);
      expect(new Set(byLocale.map((mails) => mails[i]!.text)).size).toBe(9);
    }
    for (const [trialMail, reminder, receipt, failed, canceled, request] of byLocale) {
      expect(trialMail!.text).toContain('$0.99');
      expect(trialMail!.text).toContain('$19.99');
      expect(trialMail!.text).toContain('2026');
      for (const mail of [trialMail!, reminder!]) {
        expect(mail.text).toContain(account);
        expect(mail.text).toContain(manage);
        expect(mail.html).toContain(`href="${account}"`);
      }
      expect(reminder!.text).toContain('$19.99');
      expect(receipt!.text).toContain('PAY-1');
      expect(failed!.text).toContain(account);
      expect(failed!.text).toContain(manage);
      expect(receipt!.text).toContain(manage);
      expect(canceled!.text).toContain('2026');
      expect(canceled!.text).toContain(manage);
      expect(request!.text).toContain(`${base}/cancel/subscription?token=abc.def`);
    }
  });

  it('trial started (EN, DE): the trial length and price, the renewal price per period and date, how to cancel; a paid trial is never free', () => {
    const en = trial();
    expect(en.subject).toBe('Your Premium trial has started');
    expect(en.text).toContain('Your 3-day trial of Premium has started. The trial costs $0.99');
    expect(en.text).toContain('renews on November 24, 2026 at 9:30 AM UTC at $19.99 per 4 weeks');
    expect(en.text).toContain('press Cancel once. No password and no account are needed');
    expect(en.text).toContain(`Cancel in my account (one click): ${account}`);
    expect(en.text).toContain(`Manage my membership (status, receipt, cancel): ${manage}`);
    // An event from before the links: the cancel-by-e-mail page stands in.
    expect(trial({ managePath: '' }).text).toContain(`Cancel by e-mail: ${byEmail}`);
    for (const part of [en.subject, en.text, en.html]) expect(part).not.toMatch(/free/i);
    // As subscription sends it with the trial skipped: no trial days, price or end.
    const skipped = trial({ trialSkipped: true, trialDays: 0, trialPriceMinor: 0, trialEndsAt: '' });
    expect(skipped.text).toContain('renews when this first period ends, at $19.99 per 4 weeks');
    expect(skipped.subject).toBe('Your Premium subscription has started');
    expect(skipped.text).toContain('You skipped the trial of Premium and paid $19.99 for your first period (4 weeks).');
    for (const part of [skipped.subject, skipped.text, skipped.html]) expect(part).not.toMatch(/free/i);
    expect(trial({ trialPriceMinor: 0 }).text).toContain('3-day free trial'); // only a trial that costs nothing

    const de = trial({ locale: 'DE', currency: 'EUR', periodLabel: '4 Wochen' });
    expect(de.subject).toBe('Ihr Premium-Testzeitraum hat begonnen');
    expect(de.text).toContain('3-tägiger Testzeitraum für Premium');
    expect(de.text).toContain('0,99 €');
    expect(de.text).toContain('am 24. November 2026');
    expect(de.text).toContain('19,99 € pro 4 Wochen');
    expect(de.text).not.toMatch(/kostenlos/i);
    expect(de.text).toContain(account);
  });

  it('the reminder, the receipt, the failed renewal, the cancellation and the confirmation link (EN, FR)', () => {
    const [, reminder, receipt, failed, canceled, request] = all('EN');
    expect(reminder!.subject).toBe('Your trial ends on November 24, 2026 at 9:30 AM UTC');
    expect(reminder!.text).toContain('You will be charged $19.99 for 4 weeks unless you cancel before then.');
    expect(receipt!.text).toContain('Amount: $19.99');
    expect(receipt!.text).toContain('Period: November 24, 2026 – December 22, 2026');
    expect(receipt!.text).toContain('Payment reference: PAY-1');
    expect(failed!.text).toContain('We tried to charge $19.99');
    expect(failed!.text).toContain('We will try again on November 27, 2026');
    expect(failed!.text).toContain('pay again from your account');
    expect(failed!.text).toContain(manage);
    const lapsed = renewalFailedMail({ locale: 'EN', planName: 'Premium', amountMinor: 1999, currency: 'USD', nextAttemptAt: '', publicBaseUrl: base, managePath });
    expect(lapsed.text).toContain('your subscription has lapsed');
    expect(lapsed.text).not.toContain('try again on');
    expect(canceled!.text).toContain('You keep access until December 22, 2026 at 9:30 AM UTC, and no further charges will be made.');
    expect(subscriptionCanceledMail({ locale: 'EN', planName: 'Basic', accessEndsAt: '2026-12-22T09:30:00Z', reason: 'upgrade', publicBaseUrl: base, managePath }).text).toContain(
      'replaced by your premium subscription',
    );
    expect(subscriptionCanceledMail({ locale: 'EN', planName: 'Basic', accessEndsAt: '2026-12-22T09:30:00Z', reason: 'lapsed', publicBaseUrl: base, managePath }).text).toContain(
      'renewal payment could not be collected',
    );
    expect(request!.text).toContain(`Confirm the cancellation: ${base}/cancel/subscription?token=abc.def`);
    expect(request!.text).toContain('press the button on the page');
    expect(request!.text).toContain('Opening the link alone changes nothing');

    const [, rFr, recFr, failFr, canFr, reqFr] = all('FR');
    expect(rFr!.subject).toBe('Votre essai se termine le 24 novembre 2026 à 09:30 UTC');
    expect(rFr!.text).toContain('$19.99 vous seront débités pour 4 weeks');
    expect(recFr!.text).toContain('Référence du paiement: PAY-1');
    expect(failFr!.text).toContain('Nous réessaierons le 27 novembre 2026');
    expect(canFr!.text).toContain('Vous gardez l’accès jusqu’au 22 décembre 2026');
    expect(reqFr!.text).toContain('Ouvrir le lien seul ne change rien');
    expect(trial({ planName: '<b>x</b>' }).html).not.toContain('<b>');
  });
});

describe('subscription mails through the notification service', () => {
  const smtp = new SmtpTestServer();
  let fakes: GrpcServer;
  let service: RunningService;
  let scheduled: ScheduledMailRepository;
  /** Suppressed for marketing before anything is sent: every subscription mail still arrives. */
  const suppressedEmail = `sub-optout-${run}@example.com`;

  beforeAll(async () => {
    await smtp.start();
    fakes = await serveFakes(log, [fakeBinding(OrderService, {}), fakeBinding(ExamService, {})]);
    const config = loadNotificationConfig({
      NOTIFICATION_GRPC_PORT: '0',
      DATA_DIR: mkdtempSync(join(tmpdir(), 'notification-')),
      SMTP_URL: smtp.url,
      PUBLIC_BASE_URL: 'https://mindprint.example',
      ORDER_GRPC_ADDR: `127.0.0.1:${fakes.port}`,
      EXAM_GRPC_ADDR: `127.0.0.1:${fakes.port}`,
      REDIS_URL: realRedisUrl,
      MAIL_TOKEN_SECRET: 'test-secret-that-is-at-least-32-characters-long',
      SCHEDULED_MAIL_POLL_MS: '50',
      LOG_LEVEL: 'silent',
    });
    service = await startNotificationService(config, log);
    scheduled = new ScheduledMailRepository(service.infrastructure.db.knex);
    await new MarketingSuppressionRepository(service.infrastructure.db.knex).suppress(suppressedEmail, 'test');
  });
  afterAll(async () => {
    await service?.stop();
    await fakes?.shutdown(1_000);
    await smtp.stop();
  });

  const bus = () => service.infrastructure.bus;
  const trialStarted = (subscriptionId: string, email: string, endsInMs: number, extra: { locale?: string; trialSkipped?: boolean } = {}) =>
    publishEvent(
      bus(),
      TrialStartedSchema,
      {
        subscriptionId,
        email,
        locale: extra.locale ?? 'EN',
        planName: 'Premium',
        trialDays: 3,
        trialPriceMinor: 99n,
        priceMinor: 1999n,
        currency: 'USD',
        periodLabel: '4 weeks',
        trialEndsAt: new Date(Date.now() + endsInMs).toISOString(),
        trialSkipped: extra.trialSkipped ?? false,
        orderNumber: `MPS${subscriptionId}`,
        managePath: `/membership/manage?token=${subscriptionId}.sig`,
      },
      subscriptionId,
    );
  const mailsTo = (email: string, count: number) =>
    eventually(async () => {
      const mails = await smtp.messagesTo(email);
      expect(mails).toHaveLength(count);
      return mails;
    });
  const withSubject = (mails: ParsedMail[], part: string) => mails.filter((m) => m.subject?.includes(part));
  const noListUnsubscribe = (mails: ParsedMail[]) => {
    for (const mail of mails) {
      expect(mail.headerLines.some((h) => h.key === 'list-unsubscribe' || h.key === 'list-unsubscribe-post')).toBe(false);
    }
  };

  it('mails the trial terms once, schedules the reminder 2 days before the trial ends, and drops it on cancel', async () => {
    const subscriptionId = `S1${run}`;
    const endsInMs = 5 * dayMs;
    const before = Date.now();
    await trialStarted(subscriptionId, suppressedEmail, endsInMs);
    const row = await eventually(async () => {
      const found = await scheduled.find('trial_reminder', subscriptionId);
      expect(found).toBeDefined();
      return found!;
    });
    expect(row.status).toBe('pending');
    expect(row.dueAt.getTime()).toBeGreaterThanOrEqual(before + endsInMs - 2 * dayMs);
    expect(row.dueAt.getTime()).toBeLessThanOrEqual(Date.now() + endsInMs - 2 * dayMs);

    await trialStarted(subscriptionId, suppressedEmail, endsInMs); // the same subscription under a new event id
    await publishEvent(
      bus(),
      SubscriptionCanceledSchema,
      { subscriptionId, email: suppressedEmail, locale: 'EN', planName: 'Premium', accessEndsAt: new Date(Date.now() + endsInMs).toISOString(), reason: 'member' },
      subscriptionId,
    );
    const mails = await mailsTo(suppressedEmail, 2);
    expect(await scheduled.find('trial_reminder', subscriptionId)).toMatchObject({ id: row.id, status: 'skipped', outcome: 'subscription_canceled' });

    const [started] = withSubject(mails, 'Your Premium trial has started');
    expect(started!.text).toContain('Your 3-day trial of Premium has started. The trial costs $0.99');
    expect(started!.text).toContain('$19.99 per 4 weeks');
    expect(started!.text).toContain('https://mindprint.example/userCenter/setting');
    expect(started!.text).toContain('https://mindprint.example/membership/manage?token=');
    expect(started!.text).not.toMatch(/free/i);
    const [canceled] = withSubject(mails, 'Your Premium subscription is canceled');
    expect(canceled!.text).toContain('no further charges will be made');
    noListUnsubscribe(mails);
  });

  it('sends the reminder at once when less than 2 days of the trial are left; none when the trial was skipped', async () => {
    const email = `sub-reminder-${run}@example.com`;
    await new MarketingSuppressionRepository(service.infrastructure.db.knex).suppress(email, 'test'); // the reminder is transactional
    await trialStarted(`S2${run}`, email, dayMs, { locale: 'FR' });
    const mails = await mailsTo(email, 2);
    await eventually(async () => expect((await scheduled.find('trial_reminder', `S2${run}`))?.status).toBe('sent'));
    const [reminder] = withSubject(mails, 'Votre essai se termine le');
    expect(reminder!.text).toContain('$19.99 vous seront débités pour 4 weeks');
    expect(reminder!.text).toContain('https://mindprint.example/userCenter/setting');
    expect(withSubject(mails, 'Votre essai Premium a commencé')).toHaveLength(1);

    const skipped = `sub-skipped-${run}@example.com`;
    await trialStarted(`S3${run}`, skipped, 28 * dayMs, { trialSkipped: true }); // with a date, and a first charge of $0.99
    const [first] = await mailsTo(skipped, 1);
    expect(first!.subject).toBe('Your Premium subscription has started');
    expect(first!.text).toContain('You skipped the trial of Premium and paid $0.99 for your first period (4 weeks).');
    expect(await scheduled.find('trial_reminder', `S3${run}`)).toBeUndefined();

    // A reminder the worker reaches only after the trial ended (it was down) is not sent.
    const late = await scheduled.schedule(scheduled.db, {
      kind: 'trial_reminder',
      reference: `S5${run}`,
      email,
      locale: 'EN',
      payload: { subscriptionId: `S5${run}`, planName: 'Premium', priceMinor: '1999', currency: 'USD', periodLabel: '4 weeks', trialEndsAt: new Date(Date.now() - 60_000).toISOString() },
      dueAt: new Date(Date.now() - 2 * dayMs),
    });
    await eventually(async () => expect(await scheduled.statusOf(late!)).toMatchObject({ status: 'skipped', outcome: 'trial_over' }));
    expect(await smtp.messagesTo(email)).toHaveLength(2);
  });

  it('sends the receipt, the failed renewal (retry and lapse), the cancellation link, each once, to an address suppressed for marketing', async () => {
    const subscriptionId = `S4${run}`;
    const renewed = {
      subscriptionId,
      email: suppressedEmail,
      locale: 'EN',
      planName: 'Basic',
      periodIndex: 2,
      amountMinor: 1999n,
      currency: 'USD',
      periodStart: '2026-11-24T09:30:00Z',
      periodEnd: '2026-12-22T09:30:00Z',
      paymentId: `PAY${run}`,
    };
    await publishEvent(bus(), SubscriptionRenewedSchema, renewed, subscriptionId);
    await publishEvent(bus(), SubscriptionRenewedSchema, renewed, subscriptionId); // a new event id, the same payment
    const failed = { subscriptionId, email: suppressedEmail, locale: 'EN', planName: 'Basic', periodIndex: 3, amountMinor: 1999n, currency: 'USD', failureCode: 'card_declined' };
    await publishEvent(bus(), RenewalFailedSchema, { ...failed, attempt: 1, nextAttemptAt: '2026-12-25T09:30:00Z' }, subscriptionId);
    await publishEvent(bus(), RenewalFailedSchema, { ...failed, attempt: 2, nextAttemptAt: '' }, subscriptionId);
    await publishEvent(
      bus(),
      CancellationRequestedSchema,
      { email: suppressedEmail, locale: 'DE', planName: 'Basic', confirmPath: `/cancel/subscription?token=tok-${run}` },
      subscriptionId, // after the events above on the same partition, so the repeated receipt has been handled
    );
    const mails = await mailsTo(suppressedEmail, 2 + 4); // the two of the first test, then these four
    noListUnsubscribe(mails);

    const [receipt, ...more] = withSubject(mails, 'Receipt: your Basic subscription has renewed');
    expect(more).toHaveLength(0);
    expect(receipt!.text).toContain('Amount: $19.99');
    expect(receipt!.text).toContain('Period: November 24, 2026 – December 22, 2026');
    expect(receipt!.text).toContain(`Payment reference: PAY${run}`);
    const notices = withSubject(mails, 'We could not renew your Basic subscription');
    expect(notices).toHaveLength(2);
    expect(notices.find((m) => m.text?.includes('We will try again on December 25, 2026'))).toBeDefined();
    expect(notices.find((m) => m.text?.includes('your subscription has lapsed'))).toBeDefined();
    const [link] = withSubject(mails, 'Bestätigen Sie die Kündigung');
    expect(link!.text).toContain(`https://mindprint.example/cancel/subscription?token=tok-${run}`);
    expect(link!.text).toContain('Das Öffnen des Links allein ändert nichts');

    const deliveries = new MailDeliveryRepository(service.infrastructure.db.knex);
    const kinds = await eventually(async () => {
      const sent = (await deliveries.forRecipient(suppressedEmail)).filter((d) => d.status === 'sent').map((d) => d.kind);
      expect(sent).toHaveLength(6);
      return sent;
    });
    expect(new Set(kinds)).toEqual(new Set(['trial_started', 'subscription_canceled', 'subscription_renewed', 'renewal_failed', 'cancellation_requested']));
  });
});
