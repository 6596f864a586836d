import {
  RenewalFailedSchema,
  SubscriptionCanceledSchema,
  SubscriptionRenewedSchema,
  TrialStartedSchema,
} from '@mindprint/proto/gen/mindprint/subscription/v1/events_pb';
import type { Transaction } from '@mindprint/platform/db';
import { writeOutbox } from '@mindprint/platform/outbox';
import type { ChargeRecord, SubscriptionRecord } from '../db/subscription-repository.js';
import { periodLabel, planById, planName } from '../domain/plans.js';
import { localeOrDefault } from '@mindprint/platform/locales';
import type { MembershipLinks } from './membership-links.js';

const iso = (d: Date | null) => (d ? d.toISOString() : '');

/** The membership events on the outbox; each carries a fresh signed management link for its mail. */
export class SubscriptionEvents {
  constructor(private readonly links: MembershipLinks) {}

  private common(sub: SubscriptionRecord) {
    const locale = localeOrDefault(sub.locale);
    return { subscriptionId: sub.id, email: sub.email, locale, planName: planName(sub.planId, locale), managePath: this.links.mailed(sub) };
  }

  async trialStarted(trx: Transaction, sub: SubscriptionRecord) {
    const plan = planById(sub.planId)!;
    const locale = localeOrDefault(sub.locale);
    await writeOutbox(
      trx,
      TrialStartedSchema,
      {
        ...this.common(sub),
        trialDays: sub.trialEndsAt ? plan.trialDays : 0,
        trialPriceMinor: BigInt(sub.trialEndsAt ? plan.trialPriceMinor : 0),
        priceMinor: BigInt(plan.priceMinor),
        currency: plan.currency,
        periodLabel: periodLabel(plan, locale),
        trialEndsAt: iso(sub.trialEndsAt),
        trialSkipped: !sub.trialEndsAt,
        orderNumber: sub.orderNumber,
      },
      { key: sub.id },
    );
  }

  async subscriptionRenewed(trx: Transaction, sub: SubscriptionRecord, charge: ChargeRecord, paymentId: string) {
    await writeOutbox(
      trx,
      SubscriptionRenewedSchema,
      {
        ...this.common(sub),
        periodIndex: charge.periodIndex,
        amountMinor: BigInt(charge.amountMinor),
        currency: charge.currency,
        periodStart: iso(sub.currentPeriodStart),
        periodEnd: iso(sub.currentPeriodEnd),
        paymentId,
      },
      { key: sub.id },
    );
  }

  async renewalFailed(trx: Transaction, sub: SubscriptionRecord, charge: ChargeRecord, nextAttemptAt: Date | null, failureCode: string) {
    await writeOutbox(
      trx,
      RenewalFailedSchema,
      {
        ...this.common(sub),
        periodIndex: charge.periodIndex,
        amountMinor: BigInt(charge.amountMinor),
        currency: charge.currency,
        attempt: charge.attempt + 1,
        nextAttemptAt: iso(nextAttemptAt),
        failureCode,
      },
      { key: sub.id },
    );
  }

  async subscriptionCanceled(trx: Transaction, sub: SubscriptionRecord) {
    await writeOutbox(
      trx,
      SubscriptionCanceledSchema,
      { ...this.common(sub), accessEndsAt: iso(sub.accessEndsAt), reason: sub.cancelReason ?? '' },
      { key: sub.id },
    );
  }
}
