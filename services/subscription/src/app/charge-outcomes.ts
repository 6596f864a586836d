import type { Database, Transaction } from '@mindprint/platform/db';
import type { Logger } from '@mindprint/platform/logger';
import type { ChargeRecord, SubscriptionRecord, SubscriptionRepository } from '../db/subscription-repository.js';
import { type Plan, planById } from '../domain/plans.js';
import { cancel, firstPaymentSucceeded, renewalFailed, renewalSucceeded } from '../domain/subscription-state.js';
import type { SubscriptionEvents } from './subscription-events.js';

export interface ChargeOutcome {
  /** Payment's status: succeeded and failed settle the charge; anything else waits for the payment event. */
  status: string;
  paymentId: string;
  failureCode?: string;
  /** When payment says it happened (the period starts then); the clock otherwise. */
  at?: Date;
}

/**
 * The period a charge that went through pays for, when it takes effect: a first charge starts a pending
 * subscription, a renewal moves it to the next period; undefined when it takes none (it needs a refund).
 */
function periodPaid(sub: SubscriptionRecord, plan: Plan, charge: ChargeRecord, at: Date): { start: Date | null; end: Date | null } | undefined {
  if (charge.kind === 'first' || charge.kind === 'upgrade') {
    if (sub.status !== 'incomplete') return undefined;
    const started = firstPaymentSucceeded(sub, plan, sub.skipTrial, at);
    return { start: started.currentPeriodStart, end: started.currentPeriodEnd };
  }
  const renewed = renewalSucceeded(sub, plan, charge.periodIndex);
  if (renewed === sub || renewed.periodIndex !== charge.periodIndex) return undefined;
  return { start: renewed.currentPeriodStart, end: renewed.currentPeriodEnd };
}

/**
 * Applies what payment answered (or later announced) about one charge, once: a charge that already succeeded
 * or failed is left alone, so the scheduler's answer and the payment event can arrive in any order.
 */
export class ChargeOutcomes {
  constructor(
    private readonly deps: { db: Database; subscriptions: SubscriptionRepository; events: SubscriptionEvents; log: Logger; clock: () => Date },
  ) {}

  async apply(chargeId: string, outcome: ChargeOutcome): Promise<SubscriptionRecord | undefined> {
    return this.deps.db.withTransaction(async (trx) => {
      const charge = await this.deps.subscriptions.chargeById(chargeId, trx);
      return charge ? this.applyIn(trx, charge, outcome) : undefined;
    });
  }

  async applyIn(trx: Transaction, charge: ChargeRecord, outcome: ChargeOutcome): Promise<SubscriptionRecord | undefined> {
    const { subscriptions, log } = this.deps;
    const now = this.deps.clock();
    if (charge.status === 'succeeded' || charge.status === 'failed') return subscriptions.byId(charge.subscriptionId, trx);
    if (outcome.status !== 'succeeded' && outcome.status !== 'failed') {
      if (outcome.status === 'processing' && charge.status !== 'processing') {
        await subscriptions.updateCharge(charge.id, { status: 'processing', paymentId: outcome.paymentId }, now, trx);
      }
      return subscriptions.byId(charge.subscriptionId, trx);
    }
    const sub = await subscriptions.byId(charge.subscriptionId, trx, true);
    const plan = sub && planById(sub.planId, sub.currency);
    if (!sub || !plan) return undefined;
    const context = { subscriptionId: sub.id, periodIndex: charge.periodIndex, attempt: charge.attempt, paymentId: outcome.paymentId };
    const at = outcome.at ?? now;
    const period = outcome.status === 'succeeded' ? periodPaid(sub, plan, charge, at) : undefined;
    await subscriptions.updateCharge(charge.id, { status: outcome.status, paymentId: outcome.paymentId, failureCode: outcome.failureCode ?? '', period }, now, trx);

    if (outcome.status === 'succeeded') {
      if (charge.kind === 'first' || charge.kind === 'upgrade') {
        if (sub.status !== 'incomplete') {
          log.warn({ ...context, status: sub.status }, 'a first charge succeeded for a subscription that is not pending; it needs a refund');
          return sub;
        }
        const started = await subscriptions.update({ ...sub, ...firstPaymentSucceeded(sub, plan, sub.skipTrial, at) }, now, trx);
        if (charge.kind === 'upgrade' && sub.upgradedFrom) {
          const old = await subscriptions.byId(sub.upgradedFrom, trx, true);
          if (old && old.status !== 'canceled' && old.status !== 'expired') {
            const canceled = await subscriptions.update({ ...old, ...cancel(old, now, 'upgrade'), cancelReason: 'upgrade' }, now, trx);
            await this.deps.events.subscriptionCanceled(trx, canceled);
          }
        }
        await this.deps.events.trialStarted(trx, started);
        return started;
      }
      const renewed = renewalSucceeded(sub, plan, charge.periodIndex);
      if (renewed === sub || renewed.periodIndex !== charge.periodIndex) {
        log.warn({ ...context, status: sub.status }, 'a renewal succeeded that the subscription no longer expected; it needs a refund');
        return sub;
      }
      const updated = await subscriptions.update({ ...sub, ...renewed }, now, trx);
      await this.deps.events.subscriptionRenewed(trx, updated, charge, outcome.paymentId);
      return updated;
    }

    // failed
    if (charge.kind === 'first') return sub; // stays incomplete: the visitor may try again
    if (charge.kind === 'upgrade') {
      // The upgrade did not happen: the old subscription runs on untouched.
      return subscriptions.update({ ...sub, status: 'expired', canceledAt: now }, now, trx);
    }
    const result = renewalFailed(sub, charge.periodIndex, charge.attempt, now);
    if (result.state === sub) return sub;
    const lapsed = result.state.status === 'expired';
    const updated = await subscriptions.update({ ...sub, ...result.state, ...(lapsed ? { cancelReason: 'lapsed' as const } : {}) }, now, trx);
    await this.deps.events.renewalFailed(trx, updated, charge, result.nextAttemptAt, outcome.failureCode ?? '');
    if (lapsed) await this.deps.events.subscriptionCanceled(trx, updated);
    return updated;
  }
}
