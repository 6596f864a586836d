import { pricedCurrencies } from '@mindprint/platform/country-currency';
import { describe, expect, it } from 'vitest';
import { localizePlan, planById, planOffers, plansIn } from '../src/domain/plans.js';

const today = new Date('2026-11-28T21:40:00Z');

describe('plan prices per currency (the buyer pays membership in the currency the report was priced in)', () => {
  it('price every plan in every currency a country maps to, with a renewal price above the trial', () => {
    for (const offer of planOffers) {
      expect(Object.keys(offer.prices).sort(), offer.planId).toEqual([...pricedCurrencies].sort());
      for (const [currency, price] of Object.entries(offer.prices)) {
        expect(price.priceMinor, `${offer.planId} ${currency}`).toBeGreaterThan(price.trialPriceMinor);
        expect(Number.isInteger(price.priceMinor) && Number.isInteger(price.trialPriceMinor), `${offer.planId} ${currency}`).toBe(true);
      }
    }
  });

  it('offer a GB buyer pounds: price, trial price and the terms next to the button', () => {
    const basic = plansIn('GBP').find((plan) => plan.planId === 'basic-4week')!;
    expect(basic).toMatchObject({ currency: 'GBP', trialPriceMinor: 99, priceMinor: 1699 });
    const view = localizePlan(basic, 'EN', today);
    expect(view.price.formatted).toBe('£16.99');
    expect(view.terms).toBe(
      'First 7 days for £0.99, then £16.99 every 4 weeks, renewing automatically until you cancel. Cancel any time in one click from your account or by e-mail.',
    );
    expect(view.terms).not.toContain('$');
    expect(planById('premium-month', 'GBP')).toMatchObject({ currency: 'GBP', priceMinor: 2499 });
  });

  it('write zero-decimal currencies in whole units and fall back to US dollars for a currency it does not price', () => {
    expect(localizePlan(planById('basic-4week', 'JPY')!, 'JA', today).price.formatted).toBe('¥2,980');
    expect(planById('basic-4week', 'XXX')).toMatchObject({ currency: 'USD', priceMinor: 1999 });
    expect(planById('gold-year', 'GBP')).toBeUndefined();
  });
});
