import { describe, expect, it } from 'vitest';
import { fromPayPalValue, fromStripeAmount, toPayPalValue, toStripeAmount } from '../src/providers/provider-amounts.js';

describe('amounts for Stripe', () => {
  it('keeps two-decimal currencies as they are', () => {
    expect(toStripeAmount(1299, 'USD')).toBe(1299);
    expect(toStripeAmount(1299, 'eur')).toBe(1299);
  });

  it("turns the spec's whole units into Stripe's hundredths where Stripe counts decimals", () => {
    expect(toStripeAmount(999, 'INR')).toBe(99900);
    expect(toStripeAmount(199, 'MXN')).toBe(19900);
    expect(toStripeAmount(68, 'CNY')).toBe(6800);
    expect(toStripeAmount(3500, 'HUF')).toBe(350000);
    expect(toStripeAmount(390, 'TWD')).toBe(39000);
  });

  it('keeps currencies both count in whole units', () => {
    expect(toStripeAmount(1200, 'JPY')).toBe(1200);
    expect(toStripeAmount(19900, 'KRW')).toBe(19900);
    expect(toStripeAmount(250000, 'VND')).toBe(250000);
    expect(toStripeAmount(9900, 'CLP')).toBe(9900);
    expect(toStripeAmount(40000, 'UGX')).toBe(40000);
  });

  it('uses thousandths for three-decimal currencies', () => {
    expect(toStripeAmount(1250, 'KWD')).toBe(12500);
  });

  it('refuses amounts that are not whole minor units', () => {
    expect(() => toStripeAmount(12.5, 'USD')).toThrow(RangeError);
    expect(() => toStripeAmount(-1, 'USD')).toThrow(RangeError);
  });

  it('converts back', () => {
    expect(fromStripeAmount(99900, 'INR')).toBe(999);
    expect(fromStripeAmount(1200, 'JPY')).toBe(1200);
    expect(fromStripeAmount(1299, 'USD')).toBe(1299);
    expect(() => fromStripeAmount(99950, 'INR')).toThrow(RangeError);
  });
});

describe('amounts for PayPal', () => {
  it('writes decimal strings', () => {
    expect(toPayPalValue(1299, 'USD')).toBe('12.99');
    expect(toPayPalValue(5, 'EUR')).toBe('0.05');
    expect(toPayPalValue(100, 'GBP')).toBe('1.00');
  });

  it("writes the spec's zero-decimal currencies with PayPal's decimals", () => {
    expect(toPayPalValue(199, 'MXN')).toBe('199.00');
    expect(toPayPalValue(68, 'CNY')).toBe('68.00');
  });

  it("writes PayPal's no-decimal currencies without decimals", () => {
    expect(toPayPalValue(1200, 'JPY')).toBe('1200');
    expect(toPayPalValue(3500, 'HUF')).toBe('3500');
    expect(toPayPalValue(390, 'TWD')).toBe('390');
  });

  it('converts back', () => {
    expect(fromPayPalValue('12.99', 'USD')).toBe(1299);
    expect(fromPayPalValue('199.00', 'MXN')).toBe(199);
    expect(fromPayPalValue('1200', 'JPY')).toBe(1200);
    expect(() => fromPayPalValue('199.50', 'MXN')).toThrow(RangeError);
    expect(() => fromPayPalValue('abc', 'USD')).toThrow(RangeError);
  });
});
