import { normalizeEmail } from '@mindprint/platform/email-address';
import { DomainError } from '@mindprint/platform/errors';
import type { SubscriptionRecord, SubscriptionRepository } from '../db/subscription-repository.js';
import { currencyForCountry, pricedCurrencies } from '@mindprint/platform/country-currency';
import { consentText, consentVersion, localizePlan, plansIn } from '../domain/plans.js';
import { higherTier, privilegeList, type Tier } from '../domain/privileges.js';
import { localeOrDefault } from '@mindprint/platform/locales';
import { hasAccess } from '../domain/subscription-state.js';

export class SubscriptionQueries {
  constructor(private readonly deps: { subscriptions: SubscriptionRepository; clock: () => Date }) {}

  /**
   * The plans in the locale's words, priced in the currency of the buyer's country (as order prices the report),
   * or in the given currency: a member's upgrade is charged in the currency of their subscription.
   */
  listPlans(input: { locale: string; tier: string; country: string; currency?: string }) {
    const locale = localeOrDefault(input.locale);
    const tier = input.tier.trim().toLowerCase();
    const currency = input.currency?.trim().toUpperCase() || currencyForCountry(input.country);
    if (!pricedCurrencies.includes(currency)) throw new DomainError('UNKNOWN_CURRENCY', `No plans are priced in the currency ${currency}`, 'INVALID_ARGUMENT');
    return {
      plans: plansIn(currency).filter((p) => !tier || p.tier === tier).map((p) => localizePlan(p, locale, this.deps.clock())),
      consentVersion,
      consentText: consentText(locale),
    };
  }

  async get(input: { subscriptionId: string; orderNumber: string }): Promise<SubscriptionRecord> {
    const sub = input.subscriptionId.trim()
      ? await this.deps.subscriptions.byId(input.subscriptionId.trim())
      : await this.deps.subscriptions.byOrderNumber(input.orderNumber.trim());
    if (!sub) throw new DomainError('SUBSCRIPTION_NOT_FOUND', 'Subscription not found', 'NOT_FOUND');
    return sub;
  }

  /** The tier of the best subscription that gives access now (live, or canceled within the paid period). */
  async privileges(input: { email: string; userId: string }) {
    const email = input.email ? normalizeEmail(input.email) : undefined;
    const now = this.deps.clock();
    const started = await this.deps.subscriptions.startedFor({ email, userId: input.userId.trim() || undefined });
    let tier: Tier | 'none' = 'none';
    let best: SubscriptionRecord | undefined;
    for (const sub of started) {
      if (!hasAccess(sub, now)) continue;
      const higher = higherTier(tier, sub.tier);
      if (higher !== tier || !best) {
        tier = higher;
        best = higher === sub.tier ? sub : best;
      }
    }
    return { tier, vip: tier === 'premium', privileges: privilegeList(tier), subscription: best };
  }
}
