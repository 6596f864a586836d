import { describe, expect, it } from 'vitest';
import {
  addPeriod,
  EXAMPLE_ACTIVITY_MINUTES,
  exampleActivity,
  firstRenewalDate,
  formatCountdown,
  invalidCardFields,
  isValidEmail,
  periodKey,
  secondsLeft,
  validateConsent,
} from './subscription-logic';

const basic = { trialDays: 7, billingInterval: 'WEEK', intervalCount: 4 };
const premium = { trialDays: 0, billingInterval: 'MONTH', intervalCount: 1 };

describe('firstRenewalDate', () => {
  const now = new Date('2026-11-22T18:00:00Z');
  it('is today plus the trial days', () => {
    expect(firstRenewalDate(now, basic, false).toISOString()).toBe('2026-11-29T18:00:00.000Z');
  });
  it('is one period later when the trial is skipped', () => {
    expect(firstRenewalDate(now, basic, true).toISOString()).toBe('2026-12-20T18:00:00.000Z');
  });
  it('is one month later without a trial, clamped to the month end', () => {
    expect(firstRenewalDate(now, premium, false).toISOString()).toBe('2026-12-22T18:00:00.000Z');
    expect(addPeriod(new Date('2027-01-31T10:00:00Z'), 'MONTH', 1).toISOString()).toBe('2027-02-28T10:00:00.000Z');
    expect(addPeriod(new Date('2028-02-29T10:00:00Z'), 'YEAR', 1).toISOString()).toBe('2029-02-28T10:00:00.000Z');
  });
  it('crosses a year end', () => {
    expect(firstRenewalDate(new Date('2026-12-28T00:00:00Z'), basic, false).toISOString()).toBe('2027-01-04T00:00:00.000Z');
  });
});

describe('periodKey', () => {
  it('names one or several periods', () => {
    expect(periodKey('WEEK', 4)).toEqual({ key: 'period.weekMany', count: 4 });
    expect(periodKey('month', 1)).toEqual({ key: 'period.monthOne', count: 1 });
    expect(periodKey('DAY', 0)).toEqual({ key: 'period.dayOne', count: 1 });
  });
});

describe('exampleActivity', () => {
  it('has the spec nine items at 1…45 minutes ago', () => {
    const items = exampleActivity('en');
    expect(items.map((i) => i.minutes)).toEqual([...EXAMPLE_ACTIVITY_MINUTES]);
    expect(items.map((i) => i.minutes)).toEqual([1, 3, 5, 10, 15, 20, 25, 30, 45]);
    expect(items[0]?.ago).toBe('1 minute ago');
    expect(items[8]?.ago).toBe('45 minutes ago');
  });
  it('labels the time in the visitor language', () => {
    expect(exampleActivity('fr')[1]?.ago).toBe('il y a 3 minutes');
    expect(exampleActivity('de')[2]?.ago).toBe('vor 5 Minuten');
  });
  it('holds no names or places', () => {
    for (const item of exampleActivity('en')) expect(Object.keys(item).sort()).toEqual(['ago', 'kind', 'minutes']);
  });
});

describe('validateConsent', () => {
  it('asks for the ticked box', () => {
    expect(validateConsent(false)).toBe('consent.required');
    expect(validateConsent(true)).toBeNull();
  });
});

describe('form checks', () => {
  it('e-mail', () => {
    expect(isValidEmail('ada@example.com')).toBe(true);
    expect(isValidEmail('ada@example')).toBe(false);
    expect(isValidEmail('')).toBe(false);
  });
  it('card', () => {
    expect(invalidCardFields({ cardNumber: '4242 4242 4242 4242', expiry: '12/34', cvc: '123', cardholderName: 'Ada', postalCode: '10001' })).toEqual([]);
    expect(invalidCardFields({ cardNumber: '42', expiry: '13/34', cvc: '1', cardholderName: '', postalCode: '' })).toEqual([
      'cardNumber',
      'expiry',
      'cvc',
      'cardholderName',
      'postalCode',
    ]);
  });
  it('countdown', () => {
    expect(secondsLeft('', 0)).toBeNull();
    expect(secondsLeft('2026-01-01T00:01:00Z', Date.parse('2026-01-01T00:00:00Z'))).toBe(60);
    expect(secondsLeft('2025-01-01T00:00:00Z', Date.parse('2026-01-01T00:00:00Z'))).toBeNull();
    expect(formatCountdown(3725)).toBe('1:02:05');
    expect(formatCountdown(65)).toBe('01:05');
  });
});
