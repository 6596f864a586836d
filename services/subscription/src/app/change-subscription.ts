import { randomUUID } from 'node:crypto';
import type { Database } from '@mindprint/platform/db';
import { normalizeEmail } from '@mindprint/platform/email-address';
import { DomainError } from '@mindprint/platform/errors';
import type { Logger } from '@mindprint/platform/logger';
import type { SubscriptionRepository } from '../db/subscription-repository.js';
import { defaultCurrency } from '@mindprint/platform/country-currency';
import { consentText, consentVersion, planById, planName } from '../domain/plans.js';
import { localeOrDefault } from '@mindprint/platform/locales';
import { isLive, paymentKey, upgradeKeyStep } from '../domain/subscription-state.js';
import type { ChargeOutcomes } from './charge-outcomes.js';
import type { SubscriptionPayments } from './payment-client.js';
import { consentRequired, textHash } from './start-subscription.js';

/**
 * Upgrade to premium: a new premium subscription charged off-session at once with the card saved for the
 * current one; when that charge succeeds the current subscription is canceled (reason upgrade, no refund)
 * and premium runs monthly from today. A declined card leaves the current subscription as it was.
 *
 * Payment finds a saved card by the subscription id it was saved under, so every charge of the new
 * subscription goes to payment as (the OLD subscription's billing id, key) with the key offset by
 * `upgradeKeyStep` (1,000,000): the first premium charge is key 1,000,000, never one of the old keys.
 */
export class ChangeSubscription {
  constructor(
    private readonly deps: {
      db: Database;
      subscriptions: SubscriptionRepository;
      payments: SubscriptionPayments;
      outcomes: ChargeOutcomes;
      log: Logger;
      clock: () => Date;
    },
  ) {}

  async run(input: { subscriptionId: string; planId: string; consentGiven: boolean; consentVersion: string; email: string; locale: string }) {
    // Which plan is checked here; its price is the one in the old subscription's currency (below).
    const plan = planById(input.planId, defaultCurrency);
    if (!plan || plan.tier !== 'premium') throw new DomainError('PLAN_NOT_FOUND', 'No premium subscription plan found', 'NOT_FOUND');
    if (!input.consentGiven || input.consentVersion !== consentVersion) throw consentRequired();
    const email = normalizeEmail(input.email);
    if (!email) throw new DomainError('INVALID_EMAIL', 'Please enter a valid email address', 'INVALID_ARGUMENT');
    const now = this.deps.clock();
    const { subscriptions } = this.deps;
    const notFound = () => new DomainError('SUBSCRIPTION_NOT_FOUND', 'No subscription to upgrade', 'NOT_FOUND');

    const prepared = await this.deps.db.withTransaction(async (trx) => {
      // Without an id, the member's live subscription (newest first) is the one upgraded.
      const old = input.subscriptionId.trim()
        ? await subscriptions.byId(input.subscriptionId.trim(), trx, true)
        : (await subscriptions.liveForEmail(email, trx))[0];
      if (!old || old.email !== email) throw notFound();
      const earlier = await subscriptions.byUpgradedFrom(old.id, trx);
      if (earlier && earlier.status !== 'incomplete') return { subscription: earlier, charge: undefined };
      if (!isLive(old.status)) throw new DomainError('SUBSCRIPTION_NOT_LIVE', 'Only a running subscription can be upgraded', 'FAILED_PRECONDITION');
      if (old.tier === 'premium') throw new DomainError('ALREADY_PREMIUM', 'This subscription is already premium', 'FAILED_PRECONDITION');
      const locale = localeOrDefault(input.locale || old.locale);
      const id = randomUUID();
      const keyBase = old.paymentKeyBase + upgradeKeyStep;
      const created =
        earlier ??
        (await subscriptions.insertUpgrade(
          {
            id,
            planId: plan.planId,
            tier: plan.tier,
            currency: old.currency,
            email,
            locale,
            orderNumber: old.orderNumber,
            userId: old.userId,
            skipTrial: true,
            method: old.method,
            startKey: `upgrade:${old.id}`,
            billingSubscriptionId: old.billingSubscriptionId,
            paymentKeyBase: keyBase,
            upgradedFrom: old.id,
            // The upgrade comes from the same visit's click: its consent and click ids as recorded then.
            attribution: old.attribution,
          },
          now,
          trx,
        ));
      if (!created) throw new Error('upgrade row missing');
      await subscriptions.recordConsent({ subscriptionId: created.id, version: consentVersion, locale, textHash: textHash(consentText(locale)), clientIp: '' }, now, trx);
      const charge =
        (await subscriptions.chargeFor(created.id, 0, 0, trx)) ??
        (await subscriptions.insertCharge(
          {
            id: randomUUID(),
            subscriptionId: created.id,
            periodIndex: 0,
            attempt: 0,
            kind: 'upgrade',
            billingSubscriptionId: created.billingSubscriptionId,
            paymentKey: paymentKey(created.paymentKeyBase, 0, 0),
            amountMinor: planById(plan.planId, created.currency)!.priceMinor,
            currency: created.currency,
          },
          now,
          trx,
        ));
      return { subscription: created, charge };
    });
    if (!prepared.charge) return { subscription: prepared.subscription, paymentId: '', paymentStatus: 'succeeded' };

    const { payment } = await this.deps.payments.chargeSavedMethod({
      subscriptionId: prepared.charge.billingSubscriptionId,
      periodIndex: prepared.charge.paymentKey,
      amountMinor: BigInt(prepared.charge.amountMinor),
      currency: prepared.charge.currency,
      title: planName(plan.planId, localeOrDefault(prepared.subscription.locale)),
      email,
    });
    if (!payment) throw new DomainError('UPGRADE_FAILED', 'Upgrade failed, try again', 'UNAVAILABLE');
    const after = (await this.deps.outcomes.apply(prepared.charge.id, { status: payment.status, paymentId: payment.paymentId, failureCode: payment.failureCode })) ?? prepared.subscription;
    if (payment.status === 'failed') throw new DomainError('UPGRADE_FAILED', 'Upgrade failed, try again', 'FAILED_PRECONDITION');
    return { subscription: after, paymentId: payment.paymentId, paymentStatus: payment.status };
  }
}
