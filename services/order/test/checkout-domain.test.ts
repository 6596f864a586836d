import { describe, expect, it } from 'vitest';
import { currencyForCountry, pricedCurrencies } from '@mindprint/platform/country-currency';
import { applyDiscountTenths, applyPercentOff, checkPromoCode, offerApplies, offerExpiresAt, priceSku, purchaseAmounts } from '../src/domain/pricing.js';
import { newPurchaseNumber, purchaseNumberPattern, resolvePurchaseSkus, skuKey, unlocksReport } from '../src/domain/purchase.js';
import { catalogue, findSku, packagesForCode, reportOffer, reportSkuOf, secondPhaseSteps, skusOfExam } from '../src/domain/sku-catalogue.js';
import { skuCopy } from '../src/sku-copy.js';

const now = new Date('2026-11-22T12:00:00Z');
const sku = (id: string) => findSku('1', id)!;
/** What a visitor in a country sees as the price due today for a SKU, with the offer running. */
const shownPrice = (country: string, id: string, promo?: string) =>
  priceSku(sku(id), currencyForCountry(country), { offer: true, promo: checkPromoCode(promo, [sku(id)], now) }).price.formatted;

describe('discounts', () => {
  it('applies a discount factor in tenths and a percentage off, rounding to the smallest unit', () => {
    expect(applyDiscountTenths(2999, 5)).toBe(1500);
    expect(applyDiscountTenths(2999, 0)).toBe(2999);
    expect(applyDiscountTenths(2999, 10)).toBe(2999);
    expect(applyPercentOff(1999, 20)).toBe(1599);
    expect(() => applyDiscountTenths(100, 11)).toThrow(RangeError);
  });
});

describe('currencies by country', () => {
  it('price each market in its own currency, written the way the spec writes it', () => {
    expect(shownPrice('US', 'mbti-report')).toBe('$19.99');
    expect(shownPrice('DE', 'mbti-report')).toBe('18,99 €');
    expect(shownPrice('fr', 'mbti-report')).toBe('18,99 €');
    expect(shownPrice('HR', 'mbti-report')).toBe('18,99 €');
    expect(shownPrice('GB', 'mbti-report')).toBe('£16.99');
    expect(shownPrice('PL', 'mbti-report')).toBe('79,99 zł');
    expect(shownPrice('BR', 'mbti-report')).toBe('R$ 99,99');
    expect(shownPrice('DK', 'mbti-report')).toBe('139,99 kr.');
    expect(shownPrice('HK', 'mbti-report')).toBe('HK$158.00');
  });

  it('count zero-decimal currencies in whole units: ¥1,200 is 1200', () => {
    expect(sku('mbti-career-pack').listPrices.JPY).toBe(1200);
    expect(shownPrice('JP', 'mbti-career-pack')).toBe('¥1,200');
    expect(shownPrice('KR', 'mbti-report')).toBe('₩25,900');
    expect(shownPrice('IN', 'mbti-report')).toBe('₹1,699');
    expect(shownPrice('CN', 'mbti-report')).toBe('CN¥140');
    expect(shownPrice('TW', 'mbti-report')).toBe('NT$630');
    expect(shownPrice('MX', 'mbti-report')).toBe('MX$340');
  });

  it('fall back to US dollars for countries without their own price', () => {
    for (const country of ['ZA', 'XX', '', 'usa']) expect(shownPrice(country, 'mbti-report')).toBe('$19.99');
  });

  it('have a price for every SKU in every currency a country maps to', () => {
    for (const item of catalogue) for (const currency of pricedCurrencies) expect(item.listPrices[currency], `${item.skuId} ${currency}`).toBeGreaterThan(0);
  });
});

describe('the catalogue of the 16-type test', () => {
  it('offers the report and the report-plus package, the package recommended and containing the report', () => {
    expect(reportOffer('1').map((s) => [s.skuId, s.kind, s.recommended])).toEqual([
      ['mbti-report', 'report', false],
      ['mbti-report-plus', 'package', true],
    ]);
    expect(sku('mbti-report-plus').includedSkuIds).toEqual(['mbti-report', 'mbti-career-pack', 'mbti-relationship-pack']);
    expect(reportOffer('99')).toEqual([]);
  });

  it('sells the package for less than its parts, with or without the offer', () => {
    for (const currency of pricedCurrencies) {
      const parts = sku('mbti-report-plus').includedSkuIds.reduce((sum, id) => sum + sku(id).listPrices[currency]!, 0);
      expect(sku('mbti-report-plus').listPrices[currency]).toBeLessThan(parts);
    }
  });

  it('is described in all nine locales, each in its own words, English for anything else', () => {
    const locales = ['CN', 'EN', 'FR', 'ES', 'JA', 'HK', 'DE', 'PT', 'KR'];
    for (const item of catalogue) {
      const names = locales.map((l) => skuCopy(item, l).name);
      expect(new Set(names).size, item.skuId).toBe(9);
      for (const l of locales) expect(skuCopy(item, l).features.length).toBeGreaterThan(1);
    }
    expect(skuCopy(sku('mbti-report'), 'xx').name).toBe('Full personality report');
    expect(skuCopy(sku('mbti-report'), 'ja').name).toBe('パーソナリティ完全レポート');
  });

  it('lists packages by code, case-insensitively, and none for an unknown code', () => {
    expect(packagesForCode('MBTI').map((s) => s.skuId)).toEqual(['mbti-report-plus']);
    expect(packagesForCode('iq')).toEqual([]);
  });

  it('offers packs at the second-phase steps that sell packs, and nothing made up at the subscription steps', () => {
    expect(Object.keys(secondPhaseSteps)).toEqual(['skip_trial', 'add_packs', 'depth_content', 'member_exclusive', 'access_product']);
    expect(secondPhaseSteps.add_packs).toEqual(['mbti-career-pack', 'mbti-relationship-pack']);
    expect(secondPhaseSteps.depth_content).toEqual(['mbti-growth-pack']);
    expect(secondPhaseSteps.skip_trial).toEqual([]);
  });
});

describe('the catalogue of the psychological mapping test', () => {
  const mappingReport = findSku('2', 'deps-report')!;

  it('sells one report, priced like the 16-type report in every currency, with the same offer', () => {
    expect(reportOffer('2').map((s) => [s.skuId, s.kind])).toEqual([['deps-report', 'report']]);
    expect(reportSkuOf('2')?.skuId).toBe('deps-report');
    expect(mappingReport.listPrices).toEqual(sku('mbti-report').listPrices);
    expect(mappingReport.offerDiscountTenths).toBe(sku('mbti-report').offerDiscountTenths);
    expect(skusOfExam('2', ['addon', 'package'])).toEqual([]);
  });

  it('names the test, not the 16 types, in every locale', () => {
    for (const locale of ['CN', 'EN', 'FR', 'ES', 'JA', 'HK', 'DE', 'PT', 'KR']) {
      const copy = skuCopy(mappingReport, locale);
      expect(`${copy.name} ${copy.description}`, locale).not.toMatch(/16/);
    }
    expect(skuCopy(mappingReport, 'FR').name).toBe('Rapport de cartographie psychologique');
  });

  it('unlocks only its own test’s report', () => {
    expect(unlocksReport('2', ['deps-report'])).toBe(true);
    expect(unlocksReport('2', ['mbti-report'])).toBe(false);
    expect(unlocksReport('1', ['deps-report'])).toBe(false);
  });
});

describe('the catalogue of the matrices IQ test', () => {
  const iqReport = findSku('3', 'iq-report')!;

  it('sells one report, priced like the other reports in every currency, with the same offer', () => {
    expect(reportOffer('3').map((s) => [s.skuId, s.kind])).toEqual([['iq-report', 'report']]);
    expect(reportSkuOf('3')?.skuId).toBe('iq-report');
    expect(iqReport.listPrices).toEqual(sku('mbti-report').listPrices);
    expect(iqReport.offerDiscountTenths).toBe(sku('mbti-report').offerDiscountTenths);
    expect(skusOfExam('3', ['addon', 'package'])).toEqual([]);
    expect(unlocksReport('3', ['iq-report'])).toBe(true);
    expect(unlocksReport('2', ['iq-report'])).toBe(false);
  });

  it('says the estimate is not clinically normed (EN, CN)', () => {
    expect(skuCopy(iqReport, 'EN').description).toContain('not clinically normed');
    expect(skuCopy(iqReport, 'CN').description).toContain('未经临床常模标准化');
  });
});

describe.each([
  { examId: '4', test: 'emotional relationships', skuId: 'ydgx-report', fr: 'Rapport Relations affectives', cn: '情感关系报告' },
  { examId: '5', test: 'career assessment', skuId: 'career-report', fr: 'Rapport de bilan d’orientation', cn: '职业测评报告' },
  { examId: '6', test: 'personal development', skuId: 'growth-report', fr: 'Rapport de développement personnel', cn: '个人成长报告' },
])('the catalogue of the $test test (exam $examId)', ({ examId, skuId, fr, cn }) => {
  const report = findSku(examId, skuId)!;

  it('sells exactly its one report, priced like the 16-type report in every currency, with the same 24-hour offer', () => {
    expect(reportOffer(examId).map((s) => [s.skuId, s.kind])).toEqual([[skuId, 'report']]);
    expect(reportSkuOf(examId)?.skuId).toBe(skuId);
    expect(skusOfExam(examId, ['addon', 'package'])).toEqual([]);
    expect(report.listPrices).toEqual(sku('mbti-report').listPrices);
    expect(report.offerDiscountTenths).toBe(5);
    const offer = priceSku(report, 'EUR', { offer: true });
    expect(offer).toMatchObject({ price: { formatted: '18,99 €' }, originalPrice: { formatted: '37,98 €' }, discountTenths: 5 });
    expect(priceSku(report, 'JPY', { offer: false }).price.formatted).toBe('¥5,980');
  });

  it('unlocks its own report only, and its report unlocks no other test', () => {
    expect(unlocksReport(examId, [skuId])).toBe(true);
    for (const other of ['mbti-report', 'deps-report', 'iq-report', 'ydgx-report', 'career-report', 'growth-report'].filter((id) => id !== skuId)) {
      expect(unlocksReport(examId, [other]), other).toBe(false);
    }
    for (const otherExam of ['1', '2', '3', '4', '5', '6'].filter((id) => id !== examId)) expect(unlocksReport(otherExam, [skuId]), otherExam).toBe(false);
    expect(() => resolvePurchaseSkus(examId, ['mbti-report'])).toThrow(/not sold for this test/);
    expect(resolvePurchaseSkus(examId, [skuId]).map((s) => s.skuId)).toEqual([skuId]);
  });

  it('names its test, never the 16 types or anything free, in every locale', () => {
    for (const locale of ['CN', 'EN', 'FR', 'ES', 'JA', 'HK', 'DE', 'PT', 'KR']) {
      const copy = skuCopy(report, locale);
      expect(copy.features, locale).toHaveLength(3);
      expect(`${copy.name} ${copy.description} ${copy.features.join(' ')}`, locale).not.toMatch(/16|free|gratuit|gratis|kostenlos|免费|免費|無料|무료/i);
    }
    expect(skuCopy(report, 'FR').name).toBe(fr);
    expect(skuCopy(report, 'CN').name).toBe(cn);
  });
});

describe('the countdown offer', () => {
  const created = new Date('2026-11-22T10:00:00Z');

  it('holds for 24 hours after the test, then the list price applies', () => {
    const expires = offerExpiresAt(created);
    expect(expires.toISOString()).toBe('2026-11-23T10:00:00.000Z');
    expect(offerApplies(expires, new Date('2026-11-23T09:59:59Z'))).toBe(true);
    expect(offerApplies(expires, expires)).toBe(false);
    const after = priceSku(sku('mbti-report'), 'USD', { offer: offerApplies(expires, new Date('2026-11-24T00:00:00Z')) });
    expect(after).toMatchObject({ discountTenths: 0, price: { formatted: '$39.98' }, youSave: { amountMinor: 0, formatted: '$0.00' } });
  });

  it('halves the report price and says how much is saved', () => {
    expect(priceSku(sku('mbti-report'), 'USD', { offer: true })).toMatchObject({
      discountTenths: 5,
      price: { amountMinor: 1999, currency: 'USD', formatted: '$19.99' },
      originalPrice: { amountMinor: 3998, formatted: '$39.98' },
      youSave: { amountMinor: 1999, formatted: '$19.99' },
    });
  });

  it('does not discount add-on packs', () => {
    expect(priceSku(sku('mbti-career-pack'), 'EUR', { offer: true })).toMatchObject({ discountTenths: 0, price: { formatted: '8,99 €' } });
  });
});

describe('promo codes', () => {
  const report = [sku('mbti-report')];

  it('take 10 % off on top of the offer, whatever the case they are typed in', () => {
    const promo = checkPromoCode(' welcome10 ', report, now)!;
    expect(promo).toMatchObject({ code: 'WELCOME10', valid: true, percentOff: 10, rejection: '' });
    const price = priceSku(sku('mbti-report'), 'USD', { offer: true, promo });
    // 39.98 → 19.99 with the offer → 17.99 with 10 % off (rounded half up).
    expect(price).toMatchObject({ price: { amountMinor: 1799, formatted: '$17.99' }, youSave: { amountMinor: 2199, formatted: '$21.99' } });
    expect(shownPrice('JP', 'mbti-report', 'WELCOME10')).toBe('¥2,691');
  });

  it('are refused as unknown, expired or not applicable, and then take nothing off', () => {
    expect(checkPromoCode('NOPE', report, now)).toMatchObject({ valid: false, rejection: 'unknown', percentOff: 0 });
    expect(checkPromoCode('summer25', report, now)).toMatchObject({ code: 'SUMMER25', valid: false, rejection: 'expired' });
    expect(checkPromoCode('SUMMER25', report, new Date('2025-08-31T23:59:59Z'))).toMatchObject({ valid: true, percentOff: 25 });
    expect(checkPromoCode('PACKS20', report, now)).toMatchObject({ valid: false, rejection: 'not_applicable' });
    expect(checkPromoCode('PACKS20', [sku('mbti-career-pack')], now)).toMatchObject({ valid: true, percentOff: 20 });
    expect(shownPrice('US', 'mbti-report', 'NOPE')).toBe('$19.99');
    expect(checkPromoCode('', report, now)).toBeUndefined();
  });

  it('apply only to the SKUs they are for within one purchase', () => {
    const skus = [sku('mbti-career-pack'), sku('mbti-report')];
    const amounts = purchaseAmounts(skus, 'USD', { offer: true, promo: checkPromoCode('PACKS20', skus, now) });
    // report 19.99 (offer) + pack 9.99 − 20 % = 7.99
    expect(amounts).toMatchObject({
      subtotal: { amountMinor: 4997, formatted: '$49.97' },
      total: { amountMinor: 2798, formatted: '$27.98' },
      discount: { amountMinor: 2199, formatted: '$21.99' },
      tax: { amountMinor: 0, formatted: '$0.00' },
      promoCode: 'PACKS20',
    });
  });
});

describe('purchases', () => {
  it('get unguessable purchase numbers', () => {
    const numbers = Array.from({ length: 1_000 }, newPurchaseNumber);
    expect(numbers.every((n) => purchaseNumberPattern.test(n))).toBe(true);
    expect(new Set(numbers).size).toBe(1_000);
  });

  it('are keyed by their SKUs in any order', () => {
    expect(skuKey(['mbti-relationship-pack', 'mbti-career-pack'])).toBe(skuKey(['mbti-career-pack', 'mbti-relationship-pack', 'mbti-career-pack']));
  });

  it('refuse SKUs of another test, none at all, or a package together with its parts', () => {
    expect(() => resolvePurchaseSkus('1', [])).toThrow(expect.objectContaining({ reason: 'INVALID_SKUS', kind: 'INVALID_ARGUMENT' }));
    expect(() => resolvePurchaseSkus('2', ['mbti-report'])).toThrow('"mbti-report" is not sold for this test (exam 2)');
    expect(() => resolvePurchaseSkus('1', ['mbti-report-plus', 'mbti-career-pack'])).toThrow(/included twice/);
    expect(resolvePurchaseSkus('1', ['mbti-report', 'mbti-report']).map((s) => s.skuId)).toEqual(['mbti-report']);
  });

  it('unlock the report when the report or a package containing it is paid', () => {
    expect(unlocksReport('1', ['mbti-report'])).toBe(true);
    expect(unlocksReport('1', ['mbti-report-plus'])).toBe(true);
    expect(unlocksReport('1', ['mbti-career-pack'])).toBe(false);
    expect(unlocksReport('2', ['mbti-report'])).toBe(false);
  });
});
