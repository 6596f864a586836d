import { describe, expect, it } from 'vitest';
import {
  basenameFromHref,
  checkoutPaths,
  cleanOrderNumber,
  examIdFromParam,
  normalizePromoCode,
  parsePaymentTarget,
  parseSkuIds,
  paymentPathAfter,
  paymentQuery,
  sitePathOf,
  toAppPath,
} from './checkout-paths';

describe('checkout paths', () => {
  it('carry every name the spec gives the payment pages', () => {
    const all = Object.values(checkoutPaths).flat();
    for (const path of ['/paying/buyreport', '/paying/scheme', '/paying/payment', '/paying/paypage', '/payment', '/payPage', '/pay_check', '/paying/check', '/pay_success', '/paying/success', '/pay_failed', '/paying/failed', '/pay_package', '/paying/package', '/scheme_select/:examId', '/paying-scheme/:examId', '/paying-payment/:examId', '/payment/:examId']) {
      expect(all).toContain(path);
    }
    expect(new Set(all).size).toBe(all.length);
  });

  it('read exam ids from step parameters', () => {
    expect(examIdFromParam('72')).toBe('72');
    expect(examIdFromParam('relax-72')).toBe('72');
    expect(examIdFromParam(undefined)).toBeNull();
    expect(examIdFromParam('a/b')).toBeNull();
  });

  it('clean order numbers, SKU ids and promo codes', () => {
    expect(cleanOrderNumber(' MP-123 ')).toBe('MP-123');
    expect(cleanOrderNumber('<script>')).toBeNull();
    expect(cleanOrderNumber(null)).toBeNull();
    expect(parseSkuIds(new URLSearchParams('skuIds=a,b,,a&skuIds=c&skuIds=bad id'))).toEqual(['a', 'b', 'c']);
    expect(normalizePromoCode(' save10 ')).toBe('SAVE10');
    expect(normalizePromoCode('no spaces please')).toBe('');
  });

  it('round-trip the payment target through the query', () => {
    const target = parsePaymentTarget(new URLSearchParams('orderNumber=MP1&skuIds=r1&promoCode=save10&method=paypal&mode=package'));
    expect(target).toEqual({ orderNumber: 'MP1', skuIds: ['r1'], promoCode: 'SAVE10', mode: 'package', step: '', method: 'paypal' });
    expect(parsePaymentTarget(new URLSearchParams(paymentQuery(target!)))).toEqual(target);
    expect(parsePaymentTarget(new URLSearchParams('orderNumber=MP1'))).toBeNull();
    expect(parsePaymentTarget(new URLSearchParams('skuIds=r1'))).toBeNull();
    expect(parsePaymentTarget(new URLSearchParams('orderNumber=MP1&skuIds=r1&method=bitcoin'))?.method).toBe('');
  });

  it('keep the step-route form from the SKU page to the payment page', () => {
    expect(paymentPathAfter('/paying/buyreport', undefined)).toBe('/payment');
    expect(paymentPathAfter('/paying-scheme/relax-72', 'relax-72')).toBe('/paying-payment/relax-72');
    expect(paymentPathAfter('/scheme_select/72', '72')).toBe('/payment/72');
  });

  it('turn server URLs of this site into app paths without the locale prefix', () => {
    const origin = 'https://mindprint.example';
    expect(toAppPath('/paying/sandbox-approval?paymentId=p1', origin, '')).toBe('/paying/sandbox-approval?paymentId=p1');
    expect(toAppPath('https://mindprint.example/fr/pay_check?paymentId=p1', origin, '/fr')).toBe('/pay_check?paymentId=p1');
    expect(toAppPath('/fr', origin, '/fr')).toBe('/');
    expect(toAppPath('/france/x', origin, '/fr')).toBe('/france/x');
    expect(toAppPath('https://www.paypal.com/checkoutnow?token=x', origin, '')).toBeNull();
    expect(sitePathOf('http://localhost:8080/fr/pay_check?paymentId=p1', '/fr')).toBe('/pay_check?paymentId=p1');
    expect(sitePathOf('/pay_failed?paymentId=p1', '')).toBe('/pay_failed?paymentId=p1');
    expect(basenameFromHref('/fr/')).toBe('/fr');
    expect(basenameFromHref('/')).toBe('');
  });
});
