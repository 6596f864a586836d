import type { MessageInitShape } from '@bufbuild/protobuf';
import type { MailedEventSchema } from '@mindprint/proto/gen/mindprint/subscription/v1/subscription_service_pb';
import { DomainError } from '@mindprint/platform/errors';
import type { SettledCharge, SubscriptionRepository } from '../db/subscription-repository.js';
import type { SubscriptionEvents } from './subscription-events.js';

type MailedEventInit = MessageInitShape<typeof MailedEventSchema>;
type MailedEvent = MailedEventInit & { happenedAt: string; event: NonNullable<MailedEventInit['event']> };

/**
 * The period a charge paid for: as recorded when it took effect; for a charge from before that was recorded,
 * the subscription's current period when it is still the charge's. Undefined when the charge took no effect
 * (it needs a refund; no event announced it) or its period can no longer be told.
 */
function periodOf({ charge, subscription, period }: SettledCharge) {
  if (period.start) return period;
  if (subscription.status === 'incomplete' || subscription.periodIndex !== charge.periodIndex) return undefined;
  return { start: subscription.currentPeriodStart, end: subscription.currentPeriodEnd };
}

/**
 * The membership events that mail the member — trial started, renewal paid, canceled — that happened in a
 * window, rebuilt from the records as the outbox announced them (with a fresh management link), oldest first:
 * the notification re-drive mails those whose event never reached it.
 */
export class MailedEvents {
  constructor(private readonly deps: { subscriptions: SubscriptionRepository; events: SubscriptionEvents }) {}

  async list(happenedFrom: string, happenedBefore: string, requestedLimit: number): Promise<MailedEvent[]> {
    const from = new Date(happenedFrom);
    const before = new Date(happenedBefore);
    if (!Number.isFinite(from.getTime()) || !Number.isFinite(before.getTime()) || from >= before) {
      throw new DomainError('INVALID_WINDOW', 'happened_from and happened_before must be RFC 3339 times, happened_from first', 'INVALID_ARGUMENT');
    }
    const limit = Math.min(Math.max(requestedLimit || 100, 1), 500);
    const { subscriptions, events } = this.deps;
    const [starts, renewals, cancellations] = await Promise.all([
      subscriptions.succeededChargesBetween(['first', 'upgrade'], from, before, limit),
      subscriptions.succeededChargesBetween(['renewal'], from, before, limit),
      subscriptions.canceledBetween(from, before, limit),
    ]);
    const mailed: MailedEvent[] = [];
    for (const settled of starts) {
      if (!periodOf(settled)) continue;
      mailed.push({ happenedAt: settled.succeededAt.toISOString(), event: { case: 'trialStarted', value: events.trialStartedMessage(settled.subscription) } });
    }
    for (const settled of renewals) {
      const period = periodOf(settled);
      if (!period) continue;
      const value = events.subscriptionRenewedMessage(settled.subscription, settled.charge, settled.charge.paymentId ?? '', period);
      mailed.push({ happenedAt: settled.succeededAt.toISOString(), event: { case: 'subscriptionRenewed', value } });
    }
    for (const canceled of cancellations) {
      mailed.push({ happenedAt: canceled.canceledAt!.toISOString(), event: { case: 'subscriptionCanceled', value: events.subscriptionCanceledMessage(canceled) } });
    }
    // A list cut at `limit` may hold back events later than its last one: the answer stops there, and the
    // caller's next page starts at the last time it got.
    const fullLists = [starts.map((s) => s.succeededAt), renewals.map((s) => s.succeededAt), cancellations.map((c) => c.canceledAt!)].filter((times) => times.length === limit);
    const horizon = fullLists.length > 0 ? Math.min(...fullLists.map((times) => times.at(-1)!.getTime())) : Infinity;
    return mailed
      .filter((m) => new Date(m.happenedAt).getTime() <= horizon)
      .sort((a, b) => a.happenedAt.localeCompare(b.happenedAt))
      .slice(0, limit);
  }
}
