import type { Plan } from './api/types';
import type { SubscriptionT } from './subscription-i18n';
import { periodKey } from './subscription-logic';

/** 'per month', 'every 4 weeks' in the visitor's language. */
export function periodText(t: SubscriptionT, plan: Pick<Plan, 'billingInterval' | 'intervalCount'>): string {
  const { key, count } = periodKey(plan.billingInterval, plan.intervalCount);
  return t(key, { count });
}

/** The trial's line: 'Free for 7 days' when it costs nothing, 'First 7 days for $0.99' otherwise (never called free). */
export function trialText(t: SubscriptionT, plan: Pick<Plan, 'trialDays' | 'trialPrice'>): string {
  return plan.trialPrice.amountMinor === 0
    ? t('offer.freeTrialLine', { trialDays: plan.trialDays })
    : t('offer.trialLine', { trialDays: plan.trialDays, trialPrice: plan.trialPrice.formatted });
}
