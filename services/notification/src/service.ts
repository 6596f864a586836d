import { consumeEvents } from '@mindprint/platform/event-consumer';
import type { Logger } from '@mindprint/platform/logger';
import { openServiceInfrastructure, type RunningService, serveService } from '@mindprint/platform/service-runtime';
import type { NotificationConfig } from './config.js';
import { sendPasswordChanged } from './consumers/send-password-changed.js';
import { sendPaymentReceived } from './consumers/send-payment-received.js';
import { sendResultReady } from './consumers/send-result-ready.js';
import { sendVerificationCode } from './consumers/send-verification-code.js';
import { notificationMigrations } from './db/migrations.js';
import { SentMailRepository } from './db/sent-mail-repository.js';
import { notificationHandlers } from './grpc/notification-handlers.js';
import { createMailer } from './mail/mailer.js';

export async function startNotificationService(config: NotificationConfig, log: Logger): Promise<RunningService> {
  const infra = await openServiceInfrastructure(config, log, notificationMigrations);
  const mailer = createMailer(config.mail);
  const sentMail = new SentMailRepository();
  await consumeEvents({
    db: infra.db,
    bus: infra.bus,
    log,
    consumer: `${config.bus.groupPrefix}notification.user-events`,
    topic: 'user.events.v1',
    handlers: [sendVerificationCode(mailer, sentMail), sendPasswordChanged(mailer, sentMail, config.publicBaseUrl)],
  });
  await consumeEvents({
    db: infra.db,
    bus: infra.bus,
    log,
    consumer: `${config.bus.groupPrefix}notification.order-events`,
    topic: 'order.events.v1',
    handlers: [sendResultReady(mailer, sentMail, config.publicBaseUrl), sendPaymentReceived(mailer, sentMail, config.publicBaseUrl)],
  });
  log.info({ mail: mailer.mode }, 'mail transport ready');
  const running = await serveService(infra, [notificationHandlers({ mailer })]);
  return {
    ...running,
    async stop() {
      await running.stop();
      mailer.close();
    },
  };
}
