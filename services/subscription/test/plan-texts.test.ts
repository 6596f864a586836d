import { localeContentDifferences } from '@mindprint/platform/locale-content';
import { describe, expect, it } from 'vitest';
import { localizePlan, plans } from '../src/domain/plans.js';
import { localeCodes } from '@mindprint/platform/locales';
import { loadPlanTexts, planTextsSchema } from '../src/plan-texts.js';

const planIds = plans.map((plan) => plan.planId);

describe('plan texts (content/plans/<locale>.json)', () => {
  it('name every plan and privilege in the nine locales, with the same keys and placeholders in each', () => {
    const texts = loadPlanTexts(planIds);
    expect(Object.keys(texts).sort()).toEqual([...localeCodes].sort());
    expect(localeContentDifferences(texts)).toEqual([]);
  });

  it('state the trial and renewal terms with the real numbers, never leaving a placeholder', () => {
    for (const locale of localeCodes) {
      for (const plan of plans) {
        const view = localizePlan(plan, locale);
        expect(`${view.description} ${view.terms}`, `${locale} ${plan.planId}`).not.toMatch(/[{}]/);
        expect(view.terms, `${locale} ${plan.planId}`).toContain(view.price.formatted);
        if (plan.trialDays > 0) expect(view.terms, `${locale} ${plan.planId}`).toContain(view.trialPrice.formatted);
      }
    }
  });

  it('refuse terms without the renewal price and a plan the catalogue does not sell', () => {
    const en = structuredClone(loadPlanTexts(planIds).EN);
    en.terms = 'First {{trialDays}} days for {{trialPrice}}, renewing every {{period}}.';
    const result = planTextsSchema(planIds).safeParse({ ...en, plans: { ...en.plans, 'gold-year': { name: 'Gold', description: 'All' } } });
    expect(result.error?.issues.map((issue) => `${issue.code} ${issue.path.join('.')}`).sort()).toEqual(['custom terms', 'unrecognized_keys plans']);
  });
});
