import { fillTemplate } from '@mindprint/platform/locale-content';
import { formatMoney } from '@mindprint/platform/money';
import { loadPlanTexts } from '../plan-texts.js';
import { type PrivilegeCode, grantedPrivileges, privilegeCodes, type Tier } from './privileges.js';
import { type LocaleCode } from '@mindprint/platform/locales';

export type BillingInterval = 'DAY' | 'WEEK' | 'MONTH' | 'YEAR';

export interface Plan {
  planId: string;
  tier: Tier;
  trialDays: number;
  /** What the trial costs: 0 is a free trial; a paid trial is never called free. */
  trialPriceMinor: number;
  priceMinor: number;
  currency: string;
  interval: BillingInterval;
  intervalCount: number;
  recommended: boolean;
}

export const plans: readonly Plan[] = [
  { planId: 'basic-4week', tier: 'basic', trialDays: 7, trialPriceMinor: 99, priceMinor: 1999, currency: 'USD', interval: 'WEEK', intervalCount: 4, recommended: true },
  { planId: 'premium-month', tier: 'premium', trialDays: 0, trialPriceMinor: 0, priceMinor: 2999, currency: 'USD', interval: 'MONTH', intervalCount: 1, recommended: false },
];

/** A trial that costs nothing: the first step saves the payment method and the first charge is the renewal. */
export const isFreeTrial = (plan: Plan) => plan.trialDays > 0 && plan.trialPriceMinor === 0;

const dayMs = 86_400_000;

/** The language tag a locale's dates are written in (CN Simplified, HK Traditional Chinese). */
const dateLanguage: Record<LocaleCode, string> = { CN: 'zh-CN', EN: 'en', FR: 'fr', ES: 'es', JA: 'ja', HK: 'zh-HK', DE: 'de', PT: 'pt', KR: 'ko' };

/** A calendar day (UTC) as the locale writes it: "December 5, 2026", "2026年12月5日". */
const formatPlanDate = (when: Date, locale: LocaleCode) => new Intl.DateTimeFormat(dateLanguage[locale], { dateStyle: 'long', timeZone: 'UTC' }).format(when);

export function planById(planId: string): Plan | undefined {
  return plans.find((p) => p.planId === planId);
}

/** The version of the consent text below; StartSubscription and ChangeSubscription record it. */
export const consentVersion = 'subscription-terms-2026-11';

/** Every plan's name and terms, the consent and the privileges' names in each locale (`content/plans/<locale>.json`). */
const texts = loadPlanTexts(plans.map((plan) => plan.planId));

export interface MoneyView {
  amountMinor: number;
  currency: string;
  formatted: string;
}

export const moneyView = (amountMinor: number, currency: string): MoneyView => ({ amountMinor, currency, formatted: formatMoney(amountMinor, currency) });

export interface LocalizedPlan extends Plan {
  name: string;
  description: string;
  periodLabel: string;
  trialPrice: MoneyView;
  price: MoneyView;
  /** What 'skip trial and pay now' charges today: the first period. */
  skipTrialPrice: MoneyView;
  features: string[];
  terms: string;
}

export function periodLabel(plan: Plan, locale: LocaleCode): string {
  return plan.interval === 'WEEK' && plan.intervalCount === 4 ? texts[locale].periods.fourWeeks : texts[locale].periods.month;
}

/** The plan name alone, for events and e-mails. */
export function planName(planId: string, locale: LocaleCode): string {
  return texts[locale].plans[planId]?.name ?? planId;
}

/** Which terms a plan states: a free trial names the renewal price and date, a paid trial its price. */
function termsTemplate(plan: Plan, locale: LocaleCode): string {
  const t = texts[locale];
  if (isFreeTrial(plan)) return t.termsFreeTrial;
  return plan.trialDays > 0 ? t.terms : t.termsNoTrial;
}

/** The plan in this locale; `today` dates a free trial's first charge (the trial starts when it is taken). */
export function localizePlan(plan: Plan, locale: LocaleCode, today: Date): LocalizedPlan {
  const t = texts[locale];
  const days = plan.interval === 'WEEK' ? 7 * plan.intervalCount : 30 * plan.intervalCount;
  const price = moneyView(plan.priceMinor, plan.currency);
  const trialPrice = moneyView(plan.trialPriceMinor, plan.currency);
  const period = periodLabel(plan, locale);
  const firstChargeDate = formatPlanDate(new Date(today.getTime() + plan.trialDays * dayMs), locale);
  const values = { trialDays: plan.trialDays, trialPrice: trialPrice.formatted, price: price.formatted, period, firstChargeDate };
  const granted = grantedPrivileges(plan.tier);
  const features = privilegeCodes.filter((code: PrivilegeCode) => granted.has(code)).map((code) => t.privileges[code]);
  const names = t.plans[plan.planId] ?? { name: plan.planId, description: '' };
  return {
    ...plan,
    name: names.name,
    description: fillTemplate(names.description, { perDay: formatMoney(Math.round(plan.priceMinor / days), plan.currency) }),
    periodLabel: period,
    trialPrice,
    price,
    skipTrialPrice: price,
    features,
    terms: fillTemplate(termsTemplate(plan, locale), values),
  };
}

export function consentText(locale: LocaleCode): string {
  return texts[locale].consent;
}
