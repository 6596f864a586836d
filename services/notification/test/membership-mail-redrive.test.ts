import { randomUUID } from 'node:crypto';
import { create, type Message } from '@bufbuild/protobuf';
import { SubscriptionCanceledSchema, SubscriptionRenewedSchema, TrialStartedSchema } from '@mindprint/proto/gen/mindprint/subscription/v1/events_pb';
import { type MailedEvent, SubscriptionService } from '@mindprint/proto/gen/mindprint/subscription/v1/subscription_service_pb';
import type { Database } from '@mindprint/platform/db';
import type { EventHandler } from '@mindprint/platform/event-consumer';
import { createServiceClient } from '@mindprint/platform/grpc-client';
import type { GrpcServer } from '@mindprint/platform/grpc-server';
import { databaseEngines, fakeBinding, openTestDatabase, serveFakes, testLogger } from '@mindprint/platform/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MailRedrive } from '../src/app/mail-redrive.js';
import { membershipMailRedrive } from '../src/app/membership-mail-redrive.js';
import { subscriptionMailHandlers } from '../src/consumers/send-subscription-mails.js';
import { MailDeliveryRepository } from '../src/db/mail-delivery-repository.js';
import { notificationMigrations } from '../src/db/migrations.js';
import { ScheduledMailRepository } from '../src/db/scheduled-mail-repository.js';
import { SentMailRepository } from '../src/db/sent-mail-repository.js';
import { MailDelivery } from '../src/mail/mail-delivery.js';
import { SmtpMailer } from '../src/mail/mailer.js';
import { SmtpTestServer } from './support/smtp-test-server.js';

const minutesAgo = (now: Date, minutes: number) => new Date(now.getTime() - minutes * 60_000).toISOString();
const managePath = '/membership/manage?token=m1.sig&hl=EN';

describe.each(databaseEngines)('re-driving membership mails whose event was lost on %s', (engine) => {
  const log = testLogger();
  const smtp = new SmtpTestServer();
  /** What subscription answers: the membership events its records show. */
  let happened: Array<{ happenedAt: string; event: MailedEvent['event'] }> = [];
  let fakes: GrpcServer;
  /** One database for the file (opening PGlite is the slow part); every test uses its own subscriptions. */
  let db: Database;

  beforeAll(async () => {
    db = await openTestDatabase(engine, notificationMigrations);
    await smtp.start();
    fakes = await serveFakes(log, [
      fakeBinding(SubscriptionService, {
        listMailedEvents: async (request: { happenedFrom: string; happenedBefore: string }) => ({
          events: happened.filter((m) => m.happenedAt >= request.happenedFrom && m.happenedAt < request.happenedBefore),
        }),
      }),
    ]);
  });
  afterAll(async () => {
    await fakes.shutdown(1_000);
    await smtp.stop();
    await db.close();
  });

  async function setUp(now: Date) {
    const mailer = new SmtpMailer(smtp.url, 'Mindprint <no-reply@mindprint.local>');
    const deliveries = new MailDeliveryRepository(db.knex);
    const delivery = new MailDelivery({ mailer, log, record: (a) => deliveries.record(a), settings: { attempts: 2, baseDelayMs: 10 } });
    const subscriptions = createServiceClient(SubscriptionService, `127.0.0.1:${fakes.port}`, { deadlineMs: 3_000 });
    const sentMail = new SentMailRepository();
    const scheduled = new ScheduledMailRepository(db.knex);
    const handlers = subscriptionMailHandlers({ delivery, sentMail, scheduled, publicBaseUrl: 'https://mindprint.example', log, clock: () => now });
    const redrive = () =>
      new MailRedrive({
        db,
        sentMail,
        source: membershipMailRedrive({ subscriptions, handlers }),
        log,
        settings: { pollMs: 60_000, afterMs: 5 * 60_000, lookbackMs: 48 * 3_600_000 },
        clock: () => now,
      });
    /** The consumer handling an event as it came off the topic. */
    const consume = (event: Message) =>
      db.withTransaction((trx) =>
        (handlers.find((h) => h.schema.typeName === event.$typeName) as EventHandler).handle(event as never, trx, {
          eventId: randomUUID(),
          eventType: event.$typeName,
          topic: 'subscription.events.v1',
          key: 'sub',
        }),
      );
    const common = (name: string) => ({ subscriptionId: randomUUID(), email: `${name}-${randomUUID().slice(0, 8)}@example.com`, locale: 'EN', planName: 'Basic', managePath });
    const trialEndsAt = new Date(now.getTime() + 7 * 86_400_000).toISOString();
    const trialStarted = (name: string) =>
      create(TrialStartedSchema, { ...common(name), trialDays: 7, trialPriceMinor: 99n, priceMinor: 1999n, currency: 'USD', periodLabel: '4 weeks', trialEndsAt, orderNumber: 'EO1' });
    const renewed = (name: string) =>
      create(SubscriptionRenewedSchema, { ...common(name), periodIndex: 1, amountMinor: 1999n, currency: 'USD', periodStart: minutesAgo(now, 30), periodEnd: trialEndsAt, paymentId: `pay-${randomUUID()}` });
    const canceled = (of: { subscriptionId: string; email: string }) =>
      create(SubscriptionCanceledSchema, { ...common('x'), subscriptionId: of.subscriptionId, email: of.email, accessEndsAt: trialEndsAt, reason: 'member' });
    return {
      db,
      scheduled,
      redrive,
      consume,
      trialStarted,
      renewed,
      canceled,
      async close() {
        await delivery.flush();
        subscriptions.close();
        mailer.close();
      },
    };
  }

  const at = (minutes: number, now: Date, event: Message): (typeof happened)[number] => {
    const value = event as never;
    const kind = { [TrialStartedSchema.typeName]: 'trialStarted', [SubscriptionRenewedSchema.typeName]: 'subscriptionRenewed', [SubscriptionCanceledSchema.typeName]: 'subscriptionCanceled' }[event.$typeName];
    return { happenedAt: minutesAgo(now, minutes), event: { case: kind, value } as MailedEvent['event'] };
  };

  it('mails a trial, a renewal receipt and a cancellation whose events never arrived, once each, and leaves recent and delivered ones alone', async () => {
    const now = new Date();
    const t = await setUp(now);
    const lostTrial = t.trialStarted('lost-trial');
    const lostRenewal = t.renewed('lost-renewal');
    const canceledSubscription = t.trialStarted('canceled');
    const lostCancellation = t.canceled(canceledSubscription);
    const deliveredTrial = t.trialStarted('delivered');
    const justStarted = t.trialStarted('just-started');
    happened = [
      at(30, now, canceledSubscription),
      at(20, now, deliveredTrial),
      at(12, now, lostTrial),
      at(10, now, lostRenewal),
      at(8, now, lostCancellation),
      at(1, now, justStarted),
    ];
    // The consumer handled two of them as usual.
    await t.consume(deliveredTrial);
    await t.consume(canceledSubscription);

    const redrive = t.redrive();
    expect((await redrive.runOnce()).sort()).toEqual([lostTrial.subscriptionId, lostRenewal.paymentId, lostCancellation.subscriptionId].sort());
    const subjects = async (email: string) => (await smtp.messagesTo(email)).map((m) => m.subject);
    expect(await subjects(lostTrial.email)).toEqual(['Your Basic trial has started']);
    expect(await subjects(lostRenewal.email)).toHaveLength(1);
    expect((await smtp.messagesTo(lostRenewal.email))[0]!.text).toContain(lostRenewal.paymentId);
    expect(await subjects(canceledSubscription.email)).toHaveLength(2); // its trial mail (consumer) and its cancellation (re-drive)
    expect(await subjects(deliveredTrial.email)).toHaveLength(1);
    expect(await subjects(justStarted.email)).toHaveLength(0);
    // The re-driven trial got its reminder like any other; the canceled one's was dropped.
    expect(await t.scheduled.find('trial_reminder', lostTrial.subscriptionId)).toMatchObject({ status: 'pending' });
    expect((await t.scheduled.find('trial_reminder', canceledSubscription.subscriptionId))?.status).not.toBe('pending');

    // The next pass, and the late events themselves, send nothing more.
    expect(await redrive.runOnce()).toEqual([]);
    for (const late of [lostTrial, lostRenewal, lostCancellation]) await t.consume(late);
    expect(await subjects(lostTrial.email)).toHaveLength(1);
    expect(await subjects(lostRenewal.email)).toHaveLength(1);
    expect(await subjects(canceledSubscription.email)).toHaveLength(2);
    await t.close();
  });

  it('a trial re-driven after its cancellation was mailed gets its trial mail but no reminder', async () => {
    const now = new Date();
    const t = await setUp(now);
    const trial = t.trialStarted('late-trial');
    const cancellation = t.canceled(trial);
    happened = [at(15, now, trial), at(14, now, cancellation)];
    await t.consume(cancellation); // the cancellation arrived; the trial's event was lost
    expect(await t.redrive().runOnce()).toEqual([trial.subscriptionId]);
    expect((await smtp.messagesTo(trial.email)).map((m) => m.subject).sort()).toEqual(['Your Basic subscription is canceled', 'Your Basic trial has started'].sort());
    expect(await t.scheduled.find('trial_reminder', trial.subscriptionId)).toBeUndefined();
    await t.close();
  });

  it('two replicas re-driving and a late event arriving twice at the same moment send each receipt once', async () => {
    const now = new Date();
    const t = await setUp(now);
    const renewals = Array.from({ length: 4 }, (_, i) => t.renewed(`race-${i}`));
    happened = renewals.map((renewal, i) => at(10 + i, now, renewal));
    const [first, second] = await Promise.all([t.redrive().runOnce(), t.redrive().runOnce(), ...renewals.flatMap((renewal) => [t.consume(renewal), t.consume(renewal)])]);
    expect((first as string[]).length + (second as string[]).length).toBeLessThanOrEqual(renewals.length);
    for (const renewal of renewals) expect(await smtp.messagesTo(renewal.email)).toHaveLength(1);
    await t.close();
  });
});
