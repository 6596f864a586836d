import { describe, expect, it } from 'vitest';
import {
  EMPTY_CARD,
  firstInvalidCardField,
  formatCardNumber,
  formatExpiryInput,
  isValidCardNumber,
  isValidCvc,
  isValidEmail,
  isValidExpiry,
  normalizeExpiry,
  parseExpiry,
  passesLuhn,
  SANDBOX_TEST_CARDS,
  validateCard,
} from './card-validation';

const now = new Date(2026, 10, 22); // 22 November 2026

describe('card number', () => {
  it('passes Luhn for the sandbox test cards and fails with a changed digit', () => {
    for (const card of SANDBOX_TEST_CARDS) expect(passesLuhn(card.number), card.number).toBe(true);
    expect(passesLuhn('4242 4242 4242 4241')).toBe(false);
    expect(passesLuhn('79927398713')).toBe(true);
    expect(passesLuhn('')).toBe(false);
  });

  it('needs 12 to 19 digits, spaces or dashes only', () => {
    expect(isValidCardNumber('4242-4242-4242-4242')).toBe(true);
    expect(isValidCardNumber('378282246310005')).toBe(true); // Amex, 15 digits
    expect(isValidCardNumber('4242 4242 4242 424a')).toBe(false);
    expect(isValidCardNumber('0000 0000 0')).toBe(false); // Luhn ok, too short
    expect(isValidCardNumber('4242 4242 4242 4242 4242')).toBe(false);
  });

  it('is grouped by four as it is typed', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('4242 42x')).toBe('4242 42');
    expect(formatCardNumber('4'.repeat(25))).toHaveLength(19 + 4);
  });
});

describe('expiry', () => {
  it('reads MM/YY, MM/YYYY and MMYY', () => {
    expect(parseExpiry('04/28')).toEqual({ month: 4, year: 2028 });
    expect(parseExpiry('4/2028')).toEqual({ month: 4, year: 2028 });
    expect(parseExpiry('0428')).toEqual({ month: 4, year: 2028 });
    expect(parseExpiry('13/28')).toBeNull();
    expect(parseExpiry('00/28')).toBeNull();
    expect(parseExpiry('ab/cd')).toBeNull();
    expect(normalizeExpiry('4/2028')).toBe('04/28');
  });

  it('accepts this month and later, up to 20 years ahead', () => {
    expect(isValidExpiry('11/26', now)).toBe(true);
    expect(isValidExpiry('10/26', now)).toBe(false);
    expect(isValidExpiry('12/25', now)).toBe(false);
    expect(isValidExpiry('01/27', now)).toBe(true);
    expect(isValidExpiry('11/46', now)).toBe(true);
    expect(isValidExpiry('12/46', now)).toBe(false);
  });

  it('adds the slash while typing and lets it be deleted', () => {
    expect(formatExpiryInput('1')).toBe('1');
    expect(formatExpiryInput('12')).toBe('12/');
    expect(formatExpiryInput('123')).toBe('12/3');
    expect(formatExpiryInput('12/345')).toBe('12/34');
    expect(formatExpiryInput('12', '12/')).toBe('12');
  });
});

describe('security code', () => {
  it('is three digits, four for American Express', () => {
    expect(isValidCvc('123', '4242424242424242')).toBe(true);
    expect(isValidCvc('12', '4242424242424242')).toBe(false);
    expect(isValidCvc('1234', '4242424242424242')).toBe(false);
    expect(isValidCvc('1234', '378282246310005')).toBe(true);
    expect(isValidCvc('123', '378282246310005')).toBe(false);
    expect(isValidCvc('12a', '4242424242424242')).toBe(false);
  });
});

describe('validateCard', () => {
  it('asks for every field, then checks each', () => {
    expect(validateCard(EMPTY_CARD, now)).toEqual({
      cardNumber: 'required',
      expiry: 'required',
      cvc: 'required',
      cardholderName: 'required',
      postalCode: 'required',
    });
    const errors = validateCard({ cardNumber: '4242 4242 4242 4241', expiry: '01/20', cvc: '1', cardholderName: 'Ada', postalCode: '!' }, now);
    expect(errors).toEqual({ cardNumber: 'invalidNumber', expiry: 'invalidExpiry', cvc: 'invalidCvc', postalCode: 'invalidPostalCode' });
    expect(firstInvalidCardField(errors)).toBe('cardNumber');
    expect(firstInvalidCardField({ postalCode: 'required', cvc: 'invalidCvc' })).toBe('cvc');
    expect(validateCard({ cardNumber: '4242 4242 4242 4242', expiry: '12/30', cvc: '123', cardholderName: 'Ada L', postalCode: 'SW1A 1AA' }, now)).toEqual({});
  });
});

describe('isValidEmail', () => {
  it('accepts ordinary addresses only', () => {
    expect(isValidEmail(' ada@example.com ')).toBe(true);
    expect(isValidEmail('ada@example')).toBe(false);
    expect(isValidEmail('ada@@example.com')).toBe(false);
    expect(isValidEmail('')).toBe(false);
    expect(isValidEmail('a..b@example.com')).toBe(false);
  });
});
