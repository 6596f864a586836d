import { describe, expect, it } from 'vitest';
import { formatAmount, formatMoney, isZeroDecimal, zeroDecimalCurrencies } from '../src/money.js';

describe('money rules of the spec', () => {
  it('divides amounts by 100 except for the zero-decimal currencies', () => {
    expect(formatMoney(1299, 'USD')).toBe('$12.99');
    expect(formatMoney(1200, 'JPY')).toBe('¥1,200');
    expect(formatMoney(99, 'KRW')).toBe('₩99');
    expect(formatMoney(129900, 'INR')).toBe('₹129,900');
    for (const code of ['CNY', 'NOK', 'TRY', 'EGP', 'MXN', 'CZK', 'TWD', 'UAH', 'PHP', 'RUB', 'ARS', 'JPY', 'HUF', 'KZT', 'CLP', 'KRW', 'UGX', 'COP', 'IDR', 'INR', 'THB', 'VND', 'ZAR']) {
      expect(isZeroDecimal(code)).toBe(true);
    }
    expect(isZeroDecimal('usd')).toBe(false);
  });

  it('writes EUR, PLN, BRL, DKK and HRK with a comma decimal separator', () => {
    expect(formatMoney(1299, 'EUR')).toBe('12,99 €');
    expect(formatMoney(123456, 'PLN')).toBe('1.234,56 zł');
    expect(formatMoney(4990, 'BRL')).toBe('R$ 49,90');
    expect(formatAmount(5, 'DKK')).toBe('0,05');
    expect(formatAmount(100000, 'HRK')).toBe('1.000,00');
    expect(formatAmount(123456, 'GBP')).toBe('1,234.56');
  });

  it('names a currency it has no symbol for by its code', () => {
    expect(formatMoney(500, 'XAF')).toBe('5.00 XAF');
  });

  it('refuses an amount that is not whole minor units', () => {
    expect(() => formatAmount(1.5, 'USD')).toThrow(RangeError);
  });
});
