import { localeContentDifferences } from '@mindprint/platform/locale-content';
import { describe, expect, it } from 'vitest';
import { isFreeTrial, localizePlan, type Plan, planById, plansIn } from '../src/domain/plans.js';
import { localeCodes } from '@mindprint/platform/locales';
import { loadPlanTexts, planTextsSchema } from '../src/plan-texts.js';

const plans = plansIn('USD');
const planIds = plans.map((plan) => plan.planId);
const today = new Date('2026-11-28T21:40:00Z');
/** The catalogue's free 7-day trial: basic at the same price, its trial free. */
const freeBasic: Plan = planById('basic-free-trial', 'USD')!;

describe('plan texts (content/plans/<locale>.json)', () => {
  it('name every plan and privilege in the nine locales, with the same keys and placeholders in each', () => {
    const texts = loadPlanTexts(planIds);
    expect(Object.keys(texts).sort()).toEqual([...localeCodes].sort());
    expect(localeContentDifferences(texts)).toEqual([]);
  });

  it('state the trial and renewal terms with the real numbers, never leaving a placeholder', () => {
    for (const locale of localeCodes) {
      for (const plan of plans) {
        const view = localizePlan(plan, locale, today);
        expect(`${view.description} ${view.terms}`, `${locale} ${plan.planId}`).not.toMatch(/[{}]/);
        expect(view.terms, `${locale} ${plan.planId}`).toContain(view.price.formatted);
        // A paid trial states its price; a free one is the next test's.
        if (plan.trialDays > 0 && !isFreeTrial(plan)) expect(view.terms, `${locale} ${plan.planId}`).toContain(view.trialPrice.formatted);
      }
    }
  });

  it('call a trial free only when it costs nothing, and then still state the renewal price, its date and how to cancel', () => {
    const paid = planById('basic-4week', 'USD')!;
    expect(isFreeTrial(paid)).toBe(false);
    expect(isFreeTrial(freeBasic)).toBe(true);
    expect(freeBasic).toMatchObject({ tier: 'basic', trialDays: 7, trialPriceMinor: 0, priceMinor: paid.priceMinor, interval: paid.interval, intervalCount: paid.intervalCount });
    expect(isFreeTrial(planById('premium-month', 'USD')!)).toBe(false);
    expect(localizePlan(paid, 'EN', today).terms).toBe(
      'First 7 days for $0.99, then $19.99 every 4 weeks, renewing automatically until you cancel. Cancel any time in one click from your account or by e-mail.',
    );
    expect(localizePlan(freeBasic, 'EN', today).terms).toBe(
      'Free for 7 days, then $19.99 every 4 weeks from December 5, 2026, renewing automatically until you cancel. Cancel any time before then and you pay nothing: in one click from your account or by e-mail.',
    );
    expect(localizePlan(freeBasic, 'JA', today).terms).toContain('最初の7日間は無料、2026年12月5日から4週間ごとに$19.99');
    expect(localizePlan(freeBasic, 'FR', today).terms).toContain('Gratuit pendant 7 jours, puis $19.99 toutes les 4 semaines à partir du 5 décembre 2026');
    for (const locale of localeCodes) {
      const free = localizePlan(freeBasic, locale, today);
      expect(free.terms, locale).not.toMatch(/[{}]/);
      expect(free.terms, locale).toContain(free.price.formatted);
      expect(free.terms, locale).not.toContain(free.trialPrice.formatted);
    }
  });

  it('refuse terms without the renewal price and a plan the catalogue does not sell', () => {
    const en = structuredClone(loadPlanTexts(planIds).EN);
    en.terms = 'First {{trialDays}} days for {{trialPrice}}, renewing every {{period}}.';
    const result = planTextsSchema(planIds).safeParse({ ...en, plans: { ...en.plans, 'gold-year': { name: 'Gold', description: 'All' } } });
    expect(result.error?.issues.map((issue) => `${issue.code} ${issue.path.join('.')}`).sort()).toEqual(['custom terms', 'unrecognized_keys plans']);
  });
});
