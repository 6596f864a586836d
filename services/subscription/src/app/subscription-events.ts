import {
  RenewalFailedSchema,
  SubscriptionCanceledSchema,
  SubscriptionRenewedSchema,
  TrialStartedSchema,
} from '@mindprint/proto/gen/mindprint/subscription/v1/events_pb';
import type { MessageInitShape } from '@bufbuild/protobuf';
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

  /** The click ids and consent kept at the start, for the server-side conversions of its first charge and renewals. */
  private attribution(sub: SubscriptionRecord) {
    const { tracking, advertisingConsent, userAgent } = sub.attribution;
    return { tracking: tracking as Record<string, string>, advertisingConsent, userAgent: userAgent ?? '' };
  }

  /** TrialStarted of a subscription whose first charge went through. */
  trialStartedMessage(sub: SubscriptionRecord): MessageInitShape<typeof TrialStartedSchema> {
    const plan = planById(sub.planId, sub.currency)!;
    const locale = localeOrDefault(sub.locale);
    return {
      ...this.common(sub),
      trialDays: sub.trialEndsAt ? plan.trialDays : 0,
      trialPriceMinor: BigInt(sub.trialEndsAt ? plan.trialPriceMinor : 0),
      priceMinor: BigInt(plan.priceMinor),
      currency: plan.currency,
      periodLabel: periodLabel(plan, locale),
      trialEndsAt: iso(sub.trialEndsAt),
      trialSkipped: !sub.trialEndsAt,
      orderNumber: sub.orderNumber,
      attribution: this.attribution(sub),
    };
  }

  /** SubscriptionRenewed of a renewal charge that paid for `period`. */
  subscriptionRenewedMessage(
    sub: SubscriptionRecord,
    charge: ChargeRecord,
    paymentId: string,
    period: { start: Date | null; end: Date | null },
  ): MessageInitShape<typeof SubscriptionRenewedSchema> {
    return {
      ...this.common(sub),
      periodIndex: charge.periodIndex,
      amountMinor: BigInt(charge.amountMinor),
      currency: charge.currency,
      periodStart: iso(period.start),
      periodEnd: iso(period.end),
      paymentId,
      attribution: this.attribution(sub),
    };
  }

  subscriptionCanceledMessage(sub: SubscriptionRecord): MessageInitShape<typeof SubscriptionCanceledSchema> {
    return { ...this.common(sub), accessEndsAt: iso(sub.accessEndsAt), reason: sub.cancelReason ?? '' };
  }

  async trialStarted(trx: Transaction, sub: SubscriptionRecord) {
    await writeOutbox(trx, TrialStartedSchema, this.trialStartedMessage(sub), { key: sub.id });
  }

  async subscriptionRenewed(trx: Transaction, sub: SubscriptionRecord, charge: ChargeRecord, paymentId: string) {
    const period = { start: sub.currentPeriodStart, end: sub.currentPeriodEnd };
    await writeOutbox(trx, SubscriptionRenewedSchema, this.subscriptionRenewedMessage(sub, charge, paymentId, period), { key: sub.id });
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
    await writeOutbox(trx, SubscriptionCanceledSchema, this.subscriptionCanceledMessage(sub), { key: sub.id });
  }
}
