import { createHash } from 'node:crypto';
import {
  CancellationRequestedSchema,
  RenewalFailedSchema,
  SubscriptionCanceledSchema,
  type SubscriptionRenewed,
  SubscriptionRenewedSchema,
  TrialStartedSchema,
} from '@mindprint/proto/gen/mindprint/subscription/v1/events_pb';
import type { Transaction } from '@mindprint/platform/db';
import { normalizeEmail } from '@mindprint/platform/email-address';
import { type EventHandler, onEvent } from '@mindprint/platform/event-consumer';
import type { Logger } from '@mindprint/platform/logger';
import type { ScheduledMailRepository } from '../db/scheduled-mail-repository.js';
import type { SentMailRepository } from '../db/sent-mail-repository.js';
import { localeOrDefault } from '@mindprint/platform/locales';
import {
  cancellationRequestedMail,
  renewalFailedMail,
  subscriptionCanceledMail,
  subscriptionRenewedMail,
  trialStartedMail,
} from '../domain/subscription-mail.js';
import type { MailDelivery } from '../mail/mail-delivery.js';
import type { OutgoingMail } from '../mail/mailer.js';

/** sent_mail and delivery-log kinds of the subscription mails. */
export const subscriptionMailKinds = {
  trialStarted: 'trial_started',
  renewed: 'subscription_renewed',
  renewalFailed: 'renewal_failed',
  canceled: 'subscription_canceled',
  cancellationRequested: 'cancellation_requested',
} as const;

/** The trial reminder goes out this long before the trial converts. */
export const trialReminderLeadMs = 2 * 24 * 60 * 60 * 1000;

export interface SubscriptionMailDeps {
  delivery: MailDelivery;
  sentMail: SentMailRepository;
  scheduled: ScheduledMailRepository;
  publicBaseUrl: string;
  log: Logger;
  clock?: () => Date;
}

/**
 * The consumer and the re-drive (any replica) may handle one event at once: the second waits here for the
 * first one's transaction and then finds its sent_mail row, so the mail goes out once.
 */
async function lockMail(trx: Transaction, kind: string, reference: string) {
  await trx.raw('select pg_advisory_xact_lock(hashtext(?))', [`${kind}:${reference}`]);
}

/**
 * Sends one transactional mail once per (kind, reference): a repeated event under a new id is dropped by
 * sent_mail, a repeated event id by the inbox. Never checked against marketing suppression, no List-Unsubscribe.
 * The sent_mail row is written before the hand-over and commits with the inbox row right after it (at least
 * once: a failed hand-over rolls it back). A crash in between sends the mail again under the same Message-ID.
 */
async function sendOnce(
  deps: SubscriptionMailDeps,
  trx: Transaction,
  eventId: string,
  kind: string,
  reference: string,
  mail: Omit<OutgoingMail, 'listUnsubscribe' | 'attachments'>,
): Promise<void> {
  const { sentMail, delivery, log } = deps;
  await lockMail(trx, kind, reference);
  if (await sentMail.wasSent(trx, kind, reference)) {
    log.info({ kind, reference, eventId }, 'subscription mail already sent; repeated event ignored');
    return;
  }
  await sentMail.record(trx, [{ eventId, kind, reference, recipient: mail.to, subject: mail.subject, messageId: delivery.messageIdOf(kind, reference) }]);
  await delivery.deliver(kind, reference, mail);
  log.info({ kind, reference, eventId }, 'subscription mail sent');
}

/** An address we can mail, or undefined (logged: retrying will not make one appear). */
function recipientOf(deps: SubscriptionMailDeps, email: string, context: Record<string, string>): string | undefined {
  const to = normalizeEmail(email);
  if (!to) deps.log.warn(context, 'subscription event without a usable address; no mail sent');
  return to;
}

const now = (deps: SubscriptionMailDeps) => deps.clock?.() ?? new Date();

/**
 * TrialStarted: schedules the reminder (2 days before the trial ends, at once when that is past but the
 * trial is not over; none when the trial was skipped), then mails the terms. Both in the event's transaction:
 * when the mail fails, the schedule rolls back with it and both come again.
 */
export const sendTrialStarted = (deps: SubscriptionMailDeps) =>
  onEvent(TrialStartedSchema, async (event, trx, meta) => {
    const context = { subscriptionId: event.subscriptionId, eventId: meta.eventId };
    const to = recipientOf(deps, event.email, context);
    if (!to) return;
    // Before the reminder is scheduled: a second handling of this event waits, then sends and schedules nothing.
    await lockMail(trx, subscriptionMailKinds.trialStarted, event.subscriptionId);
    if (await deps.sentMail.wasSent(trx, subscriptionMailKinds.trialStarted, event.subscriptionId)) {
      deps.log.info(context, 'trial mail already sent; repeated TrialStarted ignored');
      return;
    }
    const endsAt = new Date(event.trialEndsAt);
    // A re-driven TrialStarted may come after the cancellation was mailed: no reminder for a canceled trial.
    const canceled = await deps.sentMail.wasSent(trx, subscriptionMailKinds.canceled, event.subscriptionId);
    if (canceled) {
      deps.log.info(context, 'TrialStarted after the cancellation; no reminder');
    } else if (!event.trialSkipped && endsAt.getTime() > now(deps).getTime()) {
      await deps.scheduled.schedule(trx, {
        kind: 'trial_reminder',
        reference: event.subscriptionId,
        email: to,
        locale: localeOrDefault(event.locale),
        payload: {
          subscriptionId: event.subscriptionId,
          planName: event.planName,
          priceMinor: String(event.priceMinor),
          currency: event.currency,
          periodLabel: event.periodLabel,
          trialEndsAt: endsAt.toISOString(),
          managePath: event.managePath,
        },
        dueAt: new Date(Math.max(endsAt.getTime() - trialReminderLeadMs, now(deps).getTime())),
      });
    } else if (!event.trialSkipped) {
      deps.log.warn({ ...context, trialEndsAt: event.trialEndsAt }, 'TrialStarted with a trial end that is past or unreadable; no reminder');
    }
    const mail = trialStartedMail({
      locale: event.locale,
      planName: event.planName,
      trialDays: event.trialDays,
      trialPriceMinor: Number(event.trialPriceMinor),
      priceMinor: Number(event.priceMinor),
      currency: event.currency,
      periodLabel: event.periodLabel,
      trialEndsAt: event.trialEndsAt,
      trialSkipped: event.trialSkipped,
      publicBaseUrl: deps.publicBaseUrl,
      managePath: event.managePath,
    });
    await sendOnce(deps, trx, meta.eventId, subscriptionMailKinds.trialStarted, event.subscriptionId, { to, ...mail });
  });

/** A renewal receipt goes out once per payment (per period when payment gave no id). */
export const renewalReference = (event: Pick<SubscriptionRenewed, 'paymentId' | 'subscriptionId' | 'periodIndex'>) =>
  event.paymentId || `${event.subscriptionId}:${event.periodIndex}`;

/** SubscriptionRenewed: the receipt, once per payment. */
export const sendSubscriptionRenewed = (deps: SubscriptionMailDeps) =>
  onEvent(SubscriptionRenewedSchema, async (event, trx, meta) => {
    const reference = renewalReference(event);
    const to = recipientOf(deps, event.email, { subscriptionId: event.subscriptionId, eventId: meta.eventId });
    if (!to) return;
    const mail = subscriptionRenewedMail({
      locale: event.locale,
      planName: event.planName,
      amountMinor: Number(event.amountMinor),
      currency: event.currency,
      periodStart: event.periodStart,
      periodEnd: event.periodEnd,
      paymentId: event.paymentId || reference,
      publicBaseUrl: deps.publicBaseUrl,
      managePath: event.managePath,
    });
    await sendOnce(deps, trx, meta.eventId, subscriptionMailKinds.renewed, reference, { to, ...mail });
  });

/** RenewalFailed: once per subscription, period and attempt. */
export const sendRenewalFailed = (deps: SubscriptionMailDeps) =>
  onEvent(RenewalFailedSchema, async (event, trx, meta) => {
    const reference = `${event.subscriptionId}:${event.periodIndex}:${event.attempt}`;
    const to = recipientOf(deps, event.email, { subscriptionId: event.subscriptionId, eventId: meta.eventId });
    if (!to) return;
    const mail = renewalFailedMail({
      locale: event.locale,
      planName: event.planName,
      amountMinor: Number(event.amountMinor),
      currency: event.currency,
      nextAttemptAt: event.nextAttemptAt,
      publicBaseUrl: deps.publicBaseUrl,
      managePath: event.managePath,
    });
    await sendOnce(deps, trx, meta.eventId, subscriptionMailKinds.renewalFailed, reference, { to, ...mail });
  });

/** SubscriptionCanceled: drops a trial reminder not yet sent, then confirms the cancellation (once per subscription). */
export const sendSubscriptionCanceled = (deps: SubscriptionMailDeps) =>
  onEvent(SubscriptionCanceledSchema, async (event, trx, meta) => {
    const context = { subscriptionId: event.subscriptionId, eventId: meta.eventId };
    const dropped = await deps.scheduled.dropPending(trx, 'trial_reminder', event.subscriptionId, 'subscription_canceled', now(deps));
    if (dropped > 0) deps.log.info(context, 'trial reminder dropped: subscription canceled');
    const to = recipientOf(deps, event.email, context);
    if (!to) return;
    const mail = subscriptionCanceledMail({
      locale: event.locale,
      planName: event.planName,
      accessEndsAt: event.accessEndsAt,
      reason: event.reason,
      publicBaseUrl: deps.publicBaseUrl,
      managePath: event.managePath,
    });
    await sendOnce(deps, trx, meta.eventId, subscriptionMailKinds.canceled, event.subscriptionId, { to, ...mail });
  });

/**
 * CancellationRequested: mails `${PUBLIC_BASE_URL}${confirm_path}`. One mail per confirmation link; the
 * reference is the link's hash, so the signed token is not kept in sent_mail or the delivery log.
 */
export const sendCancellationRequested = (deps: SubscriptionMailDeps) =>
  onEvent(CancellationRequestedSchema, async (event, trx, meta) => {
    const to = recipientOf(deps, event.email, { eventId: meta.eventId });
    if (!to) return;
    if (!event.confirmPath.startsWith('/')) {
      deps.log.warn({ eventId: meta.eventId }, 'CancellationRequested without a site path; no mail sent');
      return;
    }
    const reference = createHash('sha256').update(event.confirmPath).digest('hex');
    const confirmUrl = `${deps.publicBaseUrl.replace(/\/$/, '')}${event.confirmPath}`;
    const mail = cancellationRequestedMail({ locale: event.locale, planName: event.planName, confirmUrl });
    await sendOnce(deps, trx, meta.eventId, subscriptionMailKinds.cancellationRequested, reference, { to, ...mail });
  });

/** The handlers of the `notification.subscription-events` consumer. */
export const subscriptionMailHandlers = (deps: SubscriptionMailDeps): EventHandler[] => [
  sendTrialStarted(deps),
  sendSubscriptionRenewed(deps),
  sendRenewalFailed(deps),
  sendSubscriptionCanceled(deps),
  sendCancellationRequested(deps),
];
