import type { Plan } from './api/types';
import type { SubscriptionT } from './subscription-i18n';
import { periodKey } from './subscription-logic';

/** 'per month', 'every 4 weeks' in the visitor's language. */
export function periodText(t: SubscriptionT, plan: Pick<Plan, 'billingInterval' | 'intervalCount'>): string {
  const { key, count } = periodKey(plan.billingInterval, plan.intervalCount);
  return t(key, { count });
}
