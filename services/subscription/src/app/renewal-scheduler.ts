import { randomUUID } from 'node:crypto';
import type { Database } from '@mindprint/platform/db';
import type { Logger } from '@mindprint/platform/logger';
import type { ChargeRecord, SubscriptionRecord, SubscriptionRepository } from '../db/subscription-repository.js';
import { planById, planName } from '../domain/plans.js';
import { localeOrDefault } from '@mindprint/platform/locales';
import { paymentKey } from '../domain/subscription-state.js';
import type { ChargeOutcomes } from './charge-outcomes.js';
import type { SubscriptionPayments } from './payment-client.js';

export interface RenewalSettings {
  pollMs: number;
  batchSize: number;
  /** How long a claimed subscription is left to this scheduler before another may pick it up. */
  leaseMs: number;
  /** Charges asked of payment at once. */
  concurrency: number;
}

/**
 * Charges due renewals off-session. Every run claims due subscriptions (`for update skip locked`, leased),
 * inserts one charge row per (subscription, period, attempt) — the unique key makes a second scheduler's
 * insert a no-op — and asks payment with that attempt's key, so payment charges each key at most once.
 * Each failed attempt gets its own row and key (`period * 10 + attempt`), retried 1, 3 and 5 days after the
 * period fell due; a partial unique index allows one succeeded charge per period.
 */
export class RenewalScheduler {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<unknown> | undefined;
  private stopped = true;

  constructor(
    private readonly deps: {
      db: Database;
      subscriptions: SubscriptionRepository;
      payments: SubscriptionPayments;
      outcomes: ChargeOutcomes;
      log: Logger;
      settings: RenewalSettings;
      clock?: () => Date;
    },
  ) {}

  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.schedule();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running;
  }

  /**
   * One pass: claims and charges due subscriptions batch after batch until nothing due is left to claim; returns
   * how many charges were asked. A short batch does not end the pass: another scheduler may hold the rows it skipped.
   */
  async runOnce(now: Date = (this.deps.clock ?? (() => new Date()))()): Promise<number> {
    let asked = 0;
    for (;;) {
      const work = await this.claim(now);
      if (work.length === 0) return asked;
      asked += work.length;
      for (let i = 0; i < work.length; i += this.deps.settings.concurrency) {
        await Promise.all(work.slice(i, i + this.deps.settings.concurrency).map((item) => this.charge(item.subscription, item.charge)));
      }
    }
  }

  private async claim(now: Date): Promise<Array<{ subscription: SubscriptionRecord; charge: ChargeRecord }>> {
    const { subscriptions, settings, log } = this.deps;
    return this.deps.db.withTransaction(async (trx) => {
      const claimed = await subscriptions.claimDue(now, new Date(now.getTime() + settings.leaseMs), settings.batchSize, trx);
      const work: Array<{ subscription: SubscriptionRecord; charge: ChargeRecord }> = [];
      for (const { subscription } of claimed) {
        const plan = planById(subscription.planId, subscription.currency);
        if (!plan) continue;
        const periodIndex = subscription.periodIndex + 1;
        const attempt = subscription.failedAttempts;
        const inserted = await subscriptions.insertCharge(
          {
            id: randomUUID(),
            subscriptionId: subscription.id,
            periodIndex,
            attempt,
            kind: 'renewal',
            billingSubscriptionId: subscription.billingSubscriptionId,
            paymentKey: paymentKey(subscription.paymentKeyBase, periodIndex, attempt),
            amountMinor: plan.priceMinor,
            currency: plan.currency,
          },
          now,
          trx,
        );
        if (inserted) {
          work.push({ subscription, charge: inserted });
          continue;
        }
        // Someone asked for this attempt before and left no answer (a crash, or payment still processing):
        // ask again with the same key; payment answers without charging a second time.
        const existing = await subscriptions.chargeFor(subscription.id, periodIndex, attempt, trx);
        if (existing && (existing.status === 'pending' || existing.status === 'processing')) work.push({ subscription, charge: existing });
        else log.warn({ subscriptionId: subscription.id, periodIndex, attempt }, 'due subscription already has a settled charge for this attempt; skipped');
      }
      return work;
    });
  }

  private async charge(subscription: SubscriptionRecord, charge: ChargeRecord): Promise<void> {
    const { payments, outcomes, log } = this.deps;
    const context = { subscriptionId: subscription.id, periodIndex: charge.periodIndex, attempt: charge.attempt };
    try {
      const { payment } = await payments.chargeSavedMethod({
        subscriptionId: charge.billingSubscriptionId,
        periodIndex: charge.paymentKey,
        amountMinor: BigInt(charge.amountMinor),
        currency: charge.currency,
        title: planName(subscription.planId, localeOrDefault(subscription.locale)),
        email: subscription.email,
      });
      if (!payment) throw new Error('payment answered without a payment');
      await outcomes.apply(charge.id, { status: payment.status, paymentId: payment.paymentId, failureCode: payment.failureCode });
    } catch (error) {
      // The charge row stays pending; when the lease ends the next run asks again with the same key.
      log.error({ ...context, err: error }, 'renewal charge failed to reach payment; will retry after the lease');
    }
  }

  private schedule(): void {
    if (this.stopped) return;
    this.timer = setTimeout(() => {
      this.running = this.runOnce()
        .catch((error: unknown) => this.deps.log.error({ err: error }, 'renewal run failed'))
        .finally(() => {
          this.running = undefined;
          this.schedule();
        });
    }, this.deps.settings.pollMs);
    this.timer.unref();
  }
}
