import { NotificationService } from '@mindprint/proto/gen/mindprint/notification/v1/notification_service_pb';
import { DomainError } from '@mindprint/platform/errors';
import { bindService } from '@mindprint/platform/grpc-server';
import type { DailyReminderSettings } from '../app/daily-reminder-settings.js';
import type { RequestMarketingUnsubscribe } from '../app/request-marketing-unsubscribe.js';
import type { RequestReportRetrieval } from '../app/request-report-retrieval.js';
import type { UnsubscribeMarketing } from '../app/unsubscribe-marketing.js';
import type { Mailer } from '../mail/mailer.js';

export function notificationHandlers(deps: {
  mailer: Mailer;
  requestReportRetrieval: RequestReportRetrieval;
  unsubscribeMarketing: UnsubscribeMarketing;
  requestMarketingUnsubscribe: RequestMarketingUnsubscribe;
  dailyReminders: DailyReminderSettings;
}) {
  return bindService(NotificationService, {
    listSavedMail: async (request) => {
      if (deps.mailer.mode !== 'saved') {
        throw new DomainError('MAILBOX_DISABLED', 'The local mailbox exists only when no SMTP server is configured', 'FAILED_PRECONDITION');
      }
      const limit = request.limit === 0 ? 50 : request.limit;
      if (limit < 1 || limit > 200) throw new DomainError('INVALID_LIMIT', 'limit must be between 1 and 200', 'INVALID_ARGUMENT');
      const messages = await deps.mailer.listSaved({ limit, to: request.to || undefined });
      return {
        messages: messages.map((m) => ({ id: m.id, to: m.to, subject: m.subject, text: m.text, html: m.html, createdAt: m.createdAt, messageId: m.messageId, deliveries: m.deliveries })),
      };
    },
    requestReportRetrieval: (request) =>
      deps.requestReportRetrieval.execute({ email: request.email, locale: request.locale, clientIp: request.clientIp }),
    unsubscribeMarketing: (request) => deps.unsubscribeMarketing.execute({ token: request.token }),
    requestMarketingUnsubscribe: (request) =>
      deps.requestMarketingUnsubscribe.execute({ email: request.email, locale: request.locale, clientIp: request.clientIp }),
    getDailyReminder: async (request) => ({ reminder: await deps.dailyReminders.get({ userId: request.userId }) }),
    setDailyReminder: async (request) => ({
      reminder: await deps.dailyReminders.set({
        userId: request.userId,
        email: request.email,
        locale: request.locale,
        timeZone: request.timeZone,
        enabled: request.enabled,
      }),
    }),
    stopDailyReminder: (request) => deps.dailyReminders.stopByToken({ token: request.token }),
  });
}
