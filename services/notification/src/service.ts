import { ExamService } from '@mindprint/proto/gen/mindprint/exam/v1/exam_service_pb';
import { OrderService } from '@mindprint/proto/gen/mindprint/order/v1/order_service_pb';
import { SubscriptionService } from '@mindprint/proto/gen/mindprint/subscription/v1/subscription_service_pb';
import { consumeEvents } from '@mindprint/platform/event-consumer';
import { createServiceClient } from '@mindprint/platform/grpc-client';
import type { Logger } from '@mindprint/platform/logger';
import { openServiceInfrastructure, type RunningService, serveService } from '@mindprint/platform/service-runtime';
import { GoogleAdsConversions } from './ad-platforms/google-ads-conversions.js';
import { MetaConversionsApi } from './ad-platforms/meta-conversions-api.js';
import { ConversionDeliveryWorker } from './app/conversion-delivery-worker.js';
import { DailyReminderScheduler } from './app/daily-reminder-scheduler.js';
import { DailyReminderSettings } from './app/daily-reminder-settings.js';
import { MailRedrive } from './app/mail-redrive.js';
import { membershipMailRedrive } from './app/membership-mail-redrive.js';
import { paidReportRedrive } from './app/paid-report-redrive.js';
import { ReportRetrievalWorker } from './app/report-retrieval-worker.js';
import { RequestMarketingUnsubscribe } from './app/request-marketing-unsubscribe.js';
import { RequestReportRetrieval } from './app/request-report-retrieval.js';
import { ScheduledMailWorker } from './app/scheduled-mail-worker.js';
import { UnsubscribeMarketing } from './app/unsubscribe-marketing.js';
import type { NotificationConfig } from './config.js';
import { sendPaidReport } from './consumers/send-paid-report.js';
import { followAccountContact } from './consumers/follow-account-contact.js';
import { sendPasswordChanged } from './consumers/send-password-changed.js';
import { sendResultReady } from './consumers/send-result-ready.js';
import { subscriptionMailHandlers } from './consumers/send-subscription-mails.js';
import { sendVerificationCode } from './consumers/send-verification-code.js';
import { queueOrderConversions, queueSubscriptionConversions } from './consumers/queue-ad-conversions.js';
import { ConversionDeliveryRepository } from './db/conversion-delivery-repository.js';
import { DailyReminderRepository } from './db/daily-reminder-repository.js';
import { MailDeliveryRepository } from './db/mail-delivery-repository.js';
import { MarketingSuppressionRepository } from './db/marketing-suppression-repository.js';
import { notificationMigrations } from './db/migrations.js';
import { RetrievalRequestRepository } from './db/retrieval-request-repository.js';
import { ScheduledMailRepository } from './db/scheduled-mail-repository.js';
import { SentMailRepository } from './db/sent-mail-repository.js';
import { notificationHandlers } from './grpc/notification-handlers.js';
import { MailDelivery } from './mail/mail-delivery.js';
import { createMailer, type Mailer } from './mail/mailer.js';

/** The fault harness's crash between a mail's hand-over and its commit (FAULT_KILL_AFTER_MAIL_HANDOVER). */
function killAfterMailHandOver(mailer: Mailer, fault: { kind: string; nth: number }, log: Logger): Mailer {
  let handedOver = 0;
  return {
    mode: mailer.mode,
    messageIdDomain: mailer.messageIdDomain,
    listSaved: (options) => mailer.listSaved(options),
    close: () => mailer.close(),
    async send(mail) {
      const sent = await mailer.send(mail);
      // A Message-ID starts with its mail's kind (mailMessageId).
      if (mail.messageId?.startsWith(`<${fault.kind}.`) && ++handedOver === fault.nth) {
        log.fatal({ kind: fault.kind }, 'fault harness: killed after the mail was handed over, before its commit');
        process.kill(process.pid, 'SIGKILL');
      }
      return sent;
    },
  };
}

export async function startNotificationService(config: NotificationConfig, log: Logger): Promise<RunningService> {
  const infra = await openServiceInfrastructure(config, log, notificationMigrations);
  const fault = config.faultKillAfterMailHandOver;
  const mailer = fault ? killAfterMailHandOver(createMailer(config.mail), fault, log) : createMailer(config.mail);
  const deliveries = new MailDeliveryRepository(infra.db.knex);
  const delivery = new MailDelivery({ mailer, log, record: (attempt) => deliveries.record(attempt), settings: config.delivery });
  // Delivery-log writes still on their way land before the database closes (after the consumers stopped).
  const closeDatabase = infra.db.close;
  infra.db.close = async () => {
    await delivery.flush();
    await closeDatabase();
  };
  const sentMail = new SentMailRepository();
  const orders = createServiceClient(OrderService, config.orderAddress, { deadlineMs: config.grpcDeadlineMs });
  const exams = createServiceClient(ExamService, config.examAddress, { deadlineMs: config.grpcDeadlineMs });
  const subscriptions = createServiceClient(SubscriptionService, config.subscriptionAddress, { deadlineMs: config.grpcDeadlineMs });
  const retrievals = new RetrievalRequestRepository(infra.db.knex);
  const scheduled = new ScheduledMailRepository(infra.db.knex);
  const suppressions = new MarketingSuppressionRepository(infra.db.knex);
  const reminders = new DailyReminderRepository(infra.db.knex);
  const { marketing } = config;
  if (marketing.tokenSecretIsEphemeral) {
    log.warn('MAIL_TOKEN_SECRET is not set: unsubscribe links are signed with a random per-process secret and stop working after a restart; set it in production');
  }

  await consumeEvents({
    db: infra.db,
    bus: infra.bus,
    log,
    consumer: 'notification.user-events',
    topic: 'user.events.v1',
    handlers: [sendVerificationCode(delivery), sendPasswordChanged(delivery, config.publicBaseUrl), followAccountContact(reminders, log)],
  });
  const paidReport = sendPaidReport({ sources: { orders, exams }, delivery, sentMail, publicBaseUrl: config.publicBaseUrl, log });
  await consumeEvents({
    db: infra.db,
    bus: infra.bus,
    log,
    consumer: 'notification.order-events',
    topic: 'order.events.v1',
    handlers: [
      sendResultReady({ delivery, publicBaseUrl: config.publicBaseUrl, offerReminderDelayMs: marketing.offerReminderDelayMs, log }),
      paidReport,
    ],
  });
  const membershipMails = subscriptionMailHandlers({ delivery, sentMail, scheduled, publicBaseUrl: config.publicBaseUrl, log });
  await consumeEvents({
    db: infra.db,
    bus: infra.bus,
    log,
    consumer: 'notification.subscription-events',
    topic: 'subscription.events.v1',
    handlers: membershipMails,
  });
  const adConversions = await startAdConversions(config, infra, log);
  const worker = new ReportRetrievalWorker({
    requests: retrievals,
    orders,
    exams,
    delivery,
    publicBaseUrl: config.publicBaseUrl,
    log,
    settings: { pollMs: config.retrieval.pollMs },
  });
  worker.start();
  const scheduledMailWorker = new ScheduledMailWorker({
    scheduled,
    suppressions,
    reminders,
    orders,
    subscriptions,
    delivery,
    links: { publicBaseUrl: config.publicBaseUrl, payApiPrefix: marketing.payApiPrefix, tokenSecret: marketing.tokenSecret },
    log,
    settings: { pollMs: marketing.scheduledMailPollMs },
  });
  scheduledMailWorker.start();
  const dailyReminderScheduler = new DailyReminderScheduler({ reminders, scheduled, log, settings: { pollMs: config.dailyReminderPollMs } });
  dailyReminderScheduler.start();
  const redrives = [
    paidReportRedrive({ orders, handler: paidReport }),
    membershipMailRedrive({ subscriptions, handlers: membershipMails }),
  ].map((source) => new MailRedrive({ db: infra.db, sentMail, source, log, settings: config.redrive }));
  for (const redrive of redrives) redrive.start();
  log.info({ mail: mailer.mode }, 'mail transport ready');
  const requestReportRetrieval = new RequestReportRetrieval({ requests: retrievals, cache: infra.cache, limits: config.retrieval, log });
  const unsubscribeMarketing = new UnsubscribeMarketing({ suppressions, tokenSecret: marketing.tokenSecret, log });
  const requestMarketingUnsubscribe = new RequestMarketingUnsubscribe({ scheduled, cache: infra.cache, limits: marketing.unsubscribeLimits, log });
  const dailyReminders = new DailyReminderSettings({ reminders, tokenSecret: marketing.tokenSecret, log });
  const running = await serveService(infra, [
    notificationHandlers({ mailer, requestReportRetrieval, unsubscribeMarketing, requestMarketingUnsubscribe, dailyReminders }),
  ]);
  return {
    ...running,
    async stop() {
      await Promise.all([worker.stop(), adConversions.stop(), scheduledMailWorker.stop(), dailyReminderScheduler.stop(), ...redrives.map((r) => r.stop())]);
      await running.stop().finally(() => {
        orders.close();
        exams.close();
        subscriptions.close();
        mailer.close();
      });
    },
  };
}

/**
 * Server-side ad conversions, when a platform is configured: their own consumer groups (a conversion never
 * waits for, or rolls back with, a mail) queue deliveries that the worker sends with retries.
 */
async function startAdConversions(
  config: NotificationConfig,
  infra: Awaited<ReturnType<typeof openServiceInfrastructure>>,
  log: Logger,
): Promise<{ stop(): Promise<void> }> {
  const { meta, googleAds, delivery, maxAgeMs } = config.adConversions;
  const senders = [...(meta ? [new MetaConversionsApi(meta)] : []), ...(googleAds ? [new GoogleAdsConversions(googleAds)] : [])];
  if (senders.length === 0) {
    log.info('no ad platform configured: server-side conversions are off');
    return { stop: async () => {} };
  }
  const deliveries = new ConversionDeliveryRepository(infra.db.knex);
  const deps = { deliveries, platforms: new Set(senders.map((s) => s.platform)), maxAgeMs, log };
  await consumeEvents({ db: infra.db, bus: infra.bus, log, consumer: 'notification.order-conversions', topic: 'order.events.v1', handlers: [queueOrderConversions(deps)] });
  await consumeEvents({ db: infra.db, bus: infra.bus, log, consumer: 'notification.subscription-conversions', topic: 'subscription.events.v1', handlers: queueSubscriptionConversions(deps) });
  const worker = new ConversionDeliveryWorker({ deliveries, senders, log, settings: delivery });
  worker.start();
  log.info({ platforms: [...deps.platforms] }, 'server-side ad conversions on');
  return worker;
}
