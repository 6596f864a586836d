import type { OrderService } from '@mindprint/proto/gen/mindprint/order/v1/order_service_pb';
import type { SubscriptionService } from '@mindprint/proto/gen/mindprint/subscription/v1/subscription_service_pb';
import { DomainError } from '@mindprint/platform/errors';
import type { ClientOf } from '@mindprint/platform/grpc-client';
import type { Logger } from '@mindprint/platform/logger';
import type { DailyReminderRepository } from '../db/daily-reminder-repository.js';
import type { MarketingSuppressionRepository } from '../db/marketing-suppression-repository.js';
import type { ScheduledMail, ScheduledMailRepository } from '../db/scheduled-mail-repository.js';
import { dailyQuestionReminderMail } from '../domain/daily-question-reminder-mail.js';
import { buyReportUrl, dailyQuestionUrl, dailyReminderUnsubscribeUrl, oneClickUnsubscribeUrl, unsubscribePageUrl } from '../domain/mail-locale.js';
import { offerReminderMail } from '../domain/offer-reminder-mail.js';
import { trialReminderMail } from '../domain/subscription-mail.js';
import { unsubscribeConfirmationMail } from '../domain/unsubscribe-confirmation-mail.js';
import { signDailyReminderToken, signUnsubscribeToken } from '../domain/unsubscribe-token.js';
import type { MailDelivery } from '../mail/mail-delivery.js';
import type { OutgoingMail } from '../mail/mailer.js';
import { nextRetryAt, PollLoop } from './poll-loop.js';

export interface ScheduledMailWorkerSettings {
  pollMs: number;
  batchSize?: number;
  /** How long a claimed mail is left alone before another poll may take it again. */
  leaseMs?: number;
  /** Claims before a mail is given up. */
  maxAttempts?: number;
  /** First wait after a failed attempt; doubled each time. */
  retryBaseMs?: number;
}

export interface MarketingLinks {
  publicBaseUrl: string;
  payApiPrefix: string;
  tokenSecret: string;
}

/** The mail to hand over (about `reference`, which fixes its Message-ID), or why none goes out. */
type Outcome = { handOver: { reference: string; mail: Omit<OutgoingMail, 'messageId'> } } | { skipped: string };

/**
 * Sends scheduled mail when it is due, like the retrieval worker: each poll claims due rows (`for update skip
 * locked`, with a lease, so replicas share them), handles them and retries failures with backoff. A mail is marked
 * sent in the transaction around its hand-over, and its Message-ID is fixed by its kind and reference.
 *
 * - `offer_reminder` (marketing): skipped when the address is unsubscribed from marketing, when the report is
 *   already bought (order's CheckPurchase), when order does not know the exam order (NOT_FOUND), or when the
 *   offer is already over. Otherwise sent with the unsubscribe link and the List-Unsubscribe headers.
 * - `unsubscribe_confirmation` (transactional): always sent, with the link that confirms the unsubscribe.
 * - `trial_reminder` (transactional): sent before the trial converts, whatever the marketing suppression says;
 *   a canceled subscription's reminder is dropped by the SubscriptionCanceled consumer, and one whose trial
 *   has already ended (a worker that was down) is skipped as `trial_over`.
 * - `daily_question_reminder` (asked for by the member): skipped as `reminder_off` when the member turned it off
 *   after it was scheduled, and as `daily_question_locked` when their membership no longer includes the daily
 *   question (subscription's GetPrivileges; the reminder stays on for when it does again); otherwise sent with the
 *   link (and List-Unsubscribe one-click target) that stops it.
 */
export class ScheduledMailWorker {
  private readonly loop: PollLoop;

  constructor(
    private readonly deps: {
      scheduled: ScheduledMailRepository;
      suppressions: MarketingSuppressionRepository;
      reminders: Pick<DailyReminderRepository, 'isEnabled'>;
      orders: Pick<ClientOf<typeof OrderService>, 'checkPurchase'>;
      subscriptions: Pick<ClientOf<typeof SubscriptionService>, 'getPrivileges'>;
      delivery: MailDelivery;
      links: MarketingLinks;
      log: Logger;
      settings: ScheduledMailWorkerSettings;
      clock?: () => Date;
    },
  ) {
    this.loop = new PollLoop({ pollMs: deps.settings.pollMs, poll: () => this.runOnce(), log: deps.log, failure: 'scheduled mail poll failed; retrying next interval' });
  }

  start(): void {
    this.loop.start();
  }

  async stop(): Promise<void> {
    await this.loop.stop();
  }

  /** One poll; returns how many mails were sent. */
  async runOnce(): Promise<number> {
    const { settings, scheduled } = this.deps;
    const due = await scheduled.claimDue(this.now(), settings.batchSize ?? 20, settings.leaseMs ?? 5 * 60_000);
    let sent = 0;
    for (const mail of due) {
      if (this.loop.stopping) break; // the rest keep their lease and are taken again once it ends
      if (await this.handle(mail)) sent++;
    }
    return sent;
  }

  private async handle(mail: ScheduledMail): Promise<boolean> {
    const { scheduled, log, settings } = this.deps;
    const context = { scheduledMailId: mail.id, kind: mail.kind, reference: mail.reference };
    try {
      const outcome =
        mail.kind === 'offer_reminder'
          ? await this.prepareOfferReminder(mail)
          : mail.kind === 'trial_reminder'
            ? await this.prepareTrialReminder(mail)
            : mail.kind === 'daily_question_reminder'
              ? await this.prepareDailyQuestionReminder(mail)
              : await this.prepareUnsubscribeConfirmation(mail);
      if ('handOver' in outcome) {
        const { reference, mail: outgoing } = outcome.handOver;
        await scheduled.markSentAround(mail.id, this.now(), () => this.deps.delivery.deliver(mail.kind, reference, outgoing));
        log.info(context, 'scheduled mail sent');
        return true;
      }
      await scheduled.markSkipped(mail.id, outcome.skipped, this.now());
      log.info({ ...context, reason: outcome.skipped }, 'scheduled mail not sent');
      return false;
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const retryAt = nextRetryAt(this.now(), mail.attempts, { maxAttempts: settings.maxAttempts ?? 5, retryBaseMs: settings.retryBaseMs ?? 30_000 });
      await scheduled.markFailed(mail.id, message, retryAt, this.now());
      log.warn({ ...context, attempts: mail.attempts, willRetry: Boolean(retryAt), error: message }, 'scheduled mail failed');
      return false;
    }
  }

  private async prepareOfferReminder(mail: ScheduledMail): Promise<Outcome> {
    const { orderNumber = '', typeCode = '', firstName = '', offerEndsAt = '' } = mail.payload;
    const endsAt = new Date(offerEndsAt);
    if (!(endsAt.getTime() > this.now().getTime())) return { skipped: 'offer_over' };
    if (await this.deps.suppressions.isSuppressed(mail.email)) return { skipped: 'unsubscribed' };
    const purchase = await this.checkPurchase(orderNumber);
    if (!purchase) return { skipped: 'unknown_order' };
    if (purchase.purchased) return { skipped: 'already_bought' };
    const { publicBaseUrl, payApiPrefix, tokenSecret } = this.deps.links;
    const token = signUnsubscribeToken(tokenSecret, mail.email);
    const content = offerReminderMail({
      locale: mail.locale,
      examId: purchase.examId,
      typeCode,
      firstName,
      offerEndsAt: endsAt,
      buyUrl: buyReportUrl(publicBaseUrl, orderNumber),
      unsubscribeUrl: unsubscribePageUrl(publicBaseUrl, token),
    });
    return { handOver: { reference: orderNumber, mail: { to: mail.email, ...content, listUnsubscribe: { url: oneClickUnsubscribeUrl(publicBaseUrl, payApiPrefix, token) } } } };
  }

  private async prepareTrialReminder(mail: ScheduledMail): Promise<Outcome> {
    const { subscriptionId = mail.reference ?? mail.id, planName = '', priceMinor = '0', currency = '', periodLabel = '', trialEndsAt = '', managePath = '' } = mail.payload;
    if (!(new Date(trialEndsAt).getTime() > this.now().getTime())) return { skipped: 'trial_over' };
    const content = trialReminderMail({ locale: mail.locale, planName, priceMinor: Number(priceMinor), currency, periodLabel, trialEndsAt, publicBaseUrl: this.deps.links.publicBaseUrl, managePath });
    return { handOver: { reference: subscriptionId, mail: { to: mail.email, ...content } } };
  }

  private async prepareDailyQuestionReminder(mail: ScheduledMail): Promise<Outcome> {
    const { userId = '' } = mail.payload;
    if (!(await this.deps.reminders.isEnabled(userId))) return { skipped: 'reminder_off' };
    const { privileges } = await this.deps.subscriptions.getPrivileges({ userId, email: mail.email });
    if (!privileges.some((p) => p.code === 'daily_question' && p.granted)) return { skipped: 'daily_question_locked' };
    const { publicBaseUrl, payApiPrefix, tokenSecret } = this.deps.links;
    const token = signDailyReminderToken(tokenSecret, userId);
    const content = dailyQuestionReminderMail({
      locale: mail.locale,
      questionUrl: dailyQuestionUrl(publicBaseUrl),
      unsubscribeUrl: dailyReminderUnsubscribeUrl(publicBaseUrl, token),
    });
    return {
      handOver: {
        reference: mail.reference ?? mail.id,
        mail: { to: mail.email, ...content, listUnsubscribe: { url: oneClickUnsubscribeUrl(publicBaseUrl, payApiPrefix, token, 'daily-reminder') } },
      },
    };
  }

  private async prepareUnsubscribeConfirmation(mail: ScheduledMail): Promise<Outcome> {
    const token = signUnsubscribeToken(this.deps.links.tokenSecret, mail.email);
    const content = unsubscribeConfirmationMail({ locale: mail.locale, unsubscribeUrl: unsubscribePageUrl(this.deps.links.publicBaseUrl, token) });
    return { handOver: { reference: mail.id, mail: { to: mail.email, ...content } } };
  }

  /** Order's answer; undefined when order does not know the exam order (waiting will not change that). */
  private async checkPurchase(orderNumber: string) {
    try {
      return await this.deps.orders.checkPurchase({ orderNumber });
    } catch (error) {
      if (error instanceof DomainError && error.kind === 'NOT_FOUND') return undefined;
      throw error;
    }
  }

  private now() {
    return this.deps.clock?.() ?? new Date();
  }
}
