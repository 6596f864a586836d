import { fillTemplate } from '@mindprint/platform/locale-content';
import { defaultCurrency } from '@mindprint/platform/country-currency';
import { formatMoney } from '@mindprint/platform/money';
import { loadPlanTexts } from '../plan-texts.js';
import { type PrivilegeCode, grantedPrivileges, privilegeCodes, type Tier } from './privileges.js';
import { type LocaleCode } from '@mindprint/platform/locales';

export type BillingInterval = 'DAY' | 'WEEK' | 'MONTH' | 'YEAR';

/** A plan as the catalogue holds it: its terms, and its prices in every currency a buyer may pay in. */
export interface PlanOffer {
  planId: string;
  tier: Tier;
  trialDays: number;
  interval: BillingInterval;
  intervalCount: number;
  recommended: boolean;
  /** Currency → what the trial and each period cost, in minor units as the spec counts them (order's SKUs alike). */
  prices: Readonly<Record<string, PlanPrice>>;
}

export interface PlanPrice {
  /** What the trial costs: 0 is a free trial; a paid trial is never called free. */
  trialPriceMinor: number;
  priceMinor: number;
}

/** A plan priced in one currency: what a buyer in that currency is offered and charged. */
export interface Plan extends Omit<PlanOffer, 'prices'>, PlanPrice {
  currency: string;
}

/** One row per currency (every currency of platform's country-currency list): the trial, basic's 4 weeks, premium's month. */
const priceRows: Record<string, { trial: number; basic: number; premium: number }> = {
  USD: { trial: 99, basic: 1999, premium: 2999 },
  EUR: { trial: 99, basic: 1899, premium: 2799 },
  GBP: { trial: 99, basic: 1699, premium: 2499 },
  PLN: { trial: 399, basic: 7999, premium: 11999 },
  BRL: { trial: 499, basic: 9999, premium: 14999 },
  DKK: { trial: 699, basic: 13999, premium: 19999 },
  SEK: { trial: 999, basic: 21900, premium: 31900 },
  CHF: { trial: 99, basic: 1899, premium: 2799 },
  CAD: { trial: 129, basic: 2699, premium: 3999 },
  AUD: { trial: 149, basic: 2999, premium: 4499 },
  HKD: { trial: 800, basic: 15600, premium: 23400 },
  // Zero-decimal in the spec: whole units.
  NOK: { trial: 10, basic: 219, premium: 319 },
  JPY: { trial: 150, basic: 2980, premium: 4480 },
  KRW: { trial: 1300, basic: 25800, premium: 38800 },
  CNY: { trial: 7, basic: 140, premium: 210 },
  TWD: { trial: 30, basic: 630, premium: 940 },
  MXN: { trial: 17, basic: 340, premium: 510 },
  INR: { trial: 79, basic: 1699, premium: 2499 },
};

const pricesOf = (price: (row: (typeof priceRows)[string]) => PlanPrice) =>
  Object.fromEntries(Object.entries(priceRows).map(([currency, row]) => [currency, price(row)]));

export const planOffers: readonly PlanOffer[] = [
  {
    planId: 'basic-4week',
    tier: 'basic',
    trialDays: 7,
    interval: 'WEEK',
    intervalCount: 4,
    recommended: true,
    prices: pricesOf((row) => ({ trialPriceMinor: row.trial, priceMinor: row.basic })),
  },
  {
    // The spec's free 7-day trial: the first step only keeps the payment method; the first charge is the renewal.
    planId: 'basic-free-trial',
    tier: 'basic',
    trialDays: 7,
    interval: 'WEEK',
    intervalCount: 4,
    recommended: false,
    prices: pricesOf((row) => ({ trialPriceMinor: 0, priceMinor: row.basic })),
  },
  {
    planId: 'premium-month',
    tier: 'premium',
    trialDays: 0,
    interval: 'MONTH',
    intervalCount: 1,
    recommended: false,
    prices: pricesOf((row) => ({ trialPriceMinor: 0, priceMinor: row.premium })),
  },
];

/** The offer in one currency; a currency the plan has no price in gets the US dollar price (the default currency). */
function pricedIn(offer: PlanOffer, currency: string): Plan {
  const { prices, ...terms } = offer;
  const priced = prices[currency] ? currency : defaultCurrency;
  return { ...terms, ...prices[priced]!, currency: priced };
}

/** Every plan, priced in a buyer's currency. */
export function plansIn(currency: string): Plan[] {
  return planOffers.map((offer) => pricedIn(offer, currency));
}

/** A trial that costs nothing: the first step saves the payment method and the first charge is the renewal. */
export const isFreeTrial = (plan: Plan) => plan.trialDays > 0 && plan.trialPriceMinor === 0;

const dayMs = 86_400_000;

/** The language tag a locale's dates are written in (CN Simplified, HK Traditional Chinese). */
const dateLanguage: Record<LocaleCode, string> = { CN: 'zh-CN', EN: 'en', FR: 'fr', ES: 'es', JA: 'ja', HK: 'zh-HK', DE: 'de', PT: 'pt', KR: 'ko' };

/** A calendar day (UTC) as the locale writes it: "December 5, 2026", "2026年12月5日". */
const formatPlanDate = (when: Date, locale: LocaleCode) => new Intl.DateTimeFormat(dateLanguage[locale], { dateStyle: 'long', timeZone: 'UTC' }).format(when);

/** A plan priced in the currency its subscriber pays in. */
export function planById(planId: string, currency: string): Plan | undefined {
  const offer = planOffers.find((p) => p.planId === planId);
  return offer && pricedIn(offer, currency);
}

/** The version of the consent text below; StartSubscription and ChangeSubscription record it. */
export const consentVersion = 'subscription-terms-2026-11';

/** Every plan's name and terms, the consent and the privileges' names in each locale (`content/plans/<locale>.json`). */
const texts = loadPlanTexts(planOffers.map((plan) => plan.planId));

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
