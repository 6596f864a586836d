import { createHash, randomUUID } from 'node:crypto';
import type { Database } from '@mindprint/platform/db';
import { normalizeEmail } from '@mindprint/platform/email-address';
import { DomainError } from '@mindprint/platform/errors';
import type { Logger } from '@mindprint/platform/logger';
import type { ChargeRecord, SubscriptionRecord, SubscriptionRepository } from '../db/subscription-repository.js';
import { consentText, consentVersion, planById, planName } from '../domain/plans.js';
import { localeOrDefault } from '@mindprint/platform/locales';
import { currencyForCountry } from '@mindprint/platform/country-currency';
import { firstChargeMinor, paymentKey } from '../domain/subscription-state.js';
import type { ChargeOutcomes } from './charge-outcomes.js';
import type { SubscriptionPayments } from './payment-client.js';
import { keepAdAttribution } from '@mindprint/platform/tracking-keys';

export interface StartSubscriptionInput {
  planId: string;
  orderNumber: string;
  email: string;
  method: string;
  skipTrial: boolean;
  consentGiven: boolean;
  consentVersion: string;
  locale: string;
  returnUrl: string;
  cancelUrl: string;
  userId: string;
  clientIp: string;
  /** The buyer's country: the plan is priced and charged in its currency. */
  country: string;
  /** The tracking query keys the visitor arrived with. */
  tracking: Record<string, string>;
  /** From the consent cookie, read by the gateway: click ids and the user agent are kept only with it. */
  advertisingConsent: boolean;
  userAgent: string;
}

export const consentRequired = () => new DomainError('CONSENT_REQUIRED', 'Please check I have read and agree to the terms to proceed', 'FAILED_PRECONDITION');
export const textHash = (text: string) => createHash('sha256').update(text).digest('hex');

/** A first charge is tried at most this often per subscription (keys 0..9 of period 0). */
const maxFirstAttempts = 10;

/**
 * Records the consent and a pending subscription (the same one for repeated starts of an order and plan),
 * inserts the period-0 charge row, then asks payment for the customer-present first charge.
 */
export class StartSubscription {
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

  async run(input: StartSubscriptionInput) {
    const plan = planById(input.planId, currencyForCountry(input.country));
    if (!plan) throw new DomainError('PLAN_NOT_FOUND', 'No such subscription plan', 'NOT_FOUND');
    const method = input.method.trim().toLowerCase();
    if (method !== 'card' && method !== 'paypal') throw new DomainError('INVALID_METHOD', 'Choose card or PayPal to pay', 'INVALID_ARGUMENT');
    const email = normalizeEmail(input.email);
    if (!email) throw new DomainError('INVALID_EMAIL', 'Please enter a valid email address', 'INVALID_ARGUMENT');
    if (!input.consentGiven || input.consentVersion !== consentVersion) throw consentRequired();
    const locale = localeOrDefault(input.locale);
    const now = this.deps.clock();
    const { subscriptions } = this.deps;

    const { subscription, charge } = await this.deps.db.withTransaction(async (trx) => {
      const id = randomUUID();
      const { subscription } = await subscriptions.insertPendingOrExisting(
        {
          id,
          planId: plan.planId,
          tier: plan.tier,
          currency: plan.currency,
          email,
          locale,
          orderNumber: input.orderNumber.trim(),
          userId: input.userId,
          skipTrial: input.skipTrial,
          method,
          startKey: input.orderNumber.trim() ? `order:${input.orderNumber.trim()}` : `email:${email}`,
          billingSubscriptionId: id,
          paymentKeyBase: 0,
          upgradedFrom: null,
          attribution: keepAdAttribution(input),
        },
        now,
        trx,
      );
      await subscriptions.recordConsent(
        { subscriptionId: subscription.id, version: consentVersion, locale, textHash: textHash(consentText(locale)), clientIp: input.clientIp },
        now,
        trx,
      );
      const latest = await subscriptions.latestCharge(subscription.id, 0, trx);
      let charge: ChargeRecord | undefined = latest;
      if (!latest || latest.status === 'failed') {
        // The first try, or another try after a declined card: a new attempt with its own key.
        const attempt = latest ? latest.attempt + 1 : 0;
        if (attempt >= maxFirstAttempts) throw new DomainError('TOO_MANY_ATTEMPTS', 'Too many payment attempts; please start again later', 'RESOURCE_EXHAUSTED');
        charge = await subscriptions.insertCharge(
          {
            id: randomUUID(),
            subscriptionId: subscription.id,
            periodIndex: 0,
            attempt,
            kind: 'first',
            billingSubscriptionId: subscription.billingSubscriptionId,
            paymentKey: paymentKey(0, 0, attempt),
            // A repeated start keeps the currency its pending subscription was priced in.
            amountMinor: firstChargeMinor(planById(plan.planId, subscription.currency)!, subscription.skipTrial),
            currency: subscription.currency,
          },
          now,
          trx,
        );
      }
      if (!charge) throw new Error('first charge row missing');
      return { subscription, charge };
    });

    const { payment } = await this.deps.payments.createSubscriptionPayment({
      subscriptionId: charge.billingSubscriptionId,
      periodIndex: charge.paymentKey,
      amountMinor: BigInt(charge.amountMinor),
      currency: charge.currency,
      email,
      method,
      title: planName(plan.planId, locale),
      locale,
      returnUrl: input.returnUrl,
      cancelUrl: input.cancelUrl,
    });
    if (!payment) throw new DomainError('PAYMENT_FAILED', 'Failed to create order, try again', 'UNAVAILABLE');
    let current: SubscriptionRecord = subscription;
    if (payment.status === 'succeeded' || payment.status === 'failed' || payment.status === 'processing') {
      current = (await this.deps.outcomes.apply(charge.id, { status: payment.status, paymentId: payment.paymentId, failureCode: payment.failureCode })) ?? subscription;
    }
    return { subscription: current, payment, amountMinor: charge.amountMinor, currency: charge.currency };
  }
}
