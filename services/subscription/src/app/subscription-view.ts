import { maskEmail } from '@mindprint/platform/email-address';
import type { SubscriptionRecord } from '../db/subscription-repository.js';
import { moneyView, planById, planName } from '../domain/plans.js';
import { localeOrDefault } from '@mindprint/platform/locales';

const iso = (d: Date | null) => (d ? d.toISOString() : '');
const protoMoney = (m: { amountMinor: number; currency: string; formatted: string }) => ({ amountMinor: BigInt(m.amountMinor), currency: m.currency, formatted: m.formatted });

/** The proto Subscription of a record (e-mail masked, times RFC 3339). */
export function subscriptionView(sub: SubscriptionRecord) {
  const plan = planById(sub.planId, sub.currency);
  return {
    subscriptionId: sub.id,
    planId: sub.planId,
    tier: sub.tier,
    status: sub.status,
    emailMasked: maskEmail(sub.email),
    orderNumber: sub.orderNumber,
    trialEndsAt: iso(sub.trialEndsAt),
    currentPeriodStart: iso(sub.currentPeriodStart),
    currentPeriodEnd: iso(sub.currentPeriodEnd),
    nextChargeAt: iso(sub.nextChargeAt),
    nextCharge: sub.nextChargeAt && plan ? protoMoney(moneyView(plan.priceMinor, plan.currency)) : undefined,
    canceledAt: iso(sub.canceledAt),
    accessEndsAt: iso(sub.accessEndsAt),
    renewals: sub.status === 'incomplete' ? 0 : sub.periodIndex,
    failedAttempts: sub.failedAttempts,
    createdAt: iso(sub.createdAt),
    planName: planName(sub.planId, localeOrDefault(sub.locale)),
    currency: sub.currency,
  };
}

export { protoMoney };
