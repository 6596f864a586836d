import { describe, expect, it } from 'vitest';
import { EMPTY_FORM, type PersonalForm } from './quiz-state';
import { birthYearRange, firstInvalidField, isValidEmail, validateEmailCapture, validatePersonalForm } from './quiz-validation';

const now = new Date('2025-06-01T00:00:00Z');
const good: PersonalForm = { firstName: 'Ada', lastName: 'Lovelace', yearOfBirth: '1990', gender: 'female', country: 'GB' };

describe('e-mail', () => {
  it('accepts ordinary addresses', () => {
    for (const email of ['a@b.co', ' ada.lovelace+test@example.co.uk ', '名前@例え.jp', 'x_y@sub.domain.io']) {
      expect(isValidEmail(email), email).toBe(true);
    }
  });

  it('refuses empty and malformed ones', () => {
    for (const email of ['', '   ', 'ada', 'ada@', '@example.com', 'ada@example', 'ada@example.c', 'a b@c.de', 'a@b..com', '.a@b.com', 'a..b@c.com', 'a@b.123', 'a@@b.com']) {
      expect(isValidEmail(email), email).toBe(false);
    }
  });

  it('uses one message for empty and invalid on the capture page', () => {
    expect(validateEmailCapture('')).toBe('emailCapture');
    expect(validateEmailCapture('nope')).toBe('emailCapture');
    expect(validateEmailCapture('ada@example.com')).toBeNull();
  });
});

describe('validatePersonalForm', () => {
  it('passes a complete form', () => {
    expect(validatePersonalForm(good, 'ada@example.com', now)).toEqual({});
  });

  it('names each missing field with the spec’s messages', () => {
    expect(validatePersonalForm(EMPTY_FORM, '', now)).toEqual({
      firstName: 'nameRequired',
      lastName: 'nameRequired',
      email: 'emailRequired',
      yearOfBirth: 'yearRequired',
      gender: 'genderRequired',
      country: 'countryRequired',
    });
    expect(validatePersonalForm({ ...good, firstName: '  ' }, 'bad@', now)).toEqual({ firstName: 'nameRequired', email: 'emailInvalid' });
  });

  it('accepts years from 1900 to ten years ago', () => {
    expect(birthYearRange(now)).toEqual({ min: 1900, max: 2015 });
    expect(validatePersonalForm({ ...good, yearOfBirth: '1900' }, 'a@b.co', now)).toEqual({});
    expect(validatePersonalForm({ ...good, yearOfBirth: '2015' }, 'a@b.co', now)).toEqual({});
    for (const year of ['1899', '2016', '199', '19a0', '20155']) {
      expect(validatePersonalForm({ ...good, yearOfBirth: year }, 'a@b.co', now).yearOfBirth, year).toBe('yearRange');
    }
  });

  it('refuses an unknown gender or country code', () => {
    const errors = validatePersonalForm({ ...good, gender: 'other' as never, country: 'gb' }, 'a@b.co', now);
    expect(errors).toEqual({ gender: 'genderRequired', country: 'countryRequired' });
  });

  it('finds the first invalid field in page order', () => {
    expect(firstInvalidField({ country: 'countryRequired', email: 'emailInvalid' })).toBe('email');
    expect(firstInvalidField({})).toBeNull();
  });
});
