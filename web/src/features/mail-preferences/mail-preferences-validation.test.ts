import { describe, expect, it } from 'vitest';
import { isValidEmail, normalizeEmail } from './mail-preferences-validation';

describe('unsubscribe e-mail check', () => {
  it('accepts ordinary addresses, with surrounding spaces trimmed', () => {
    expect(isValidEmail('ada@example.com')).toBe(true);
    expect(isValidEmail('  first.last+news@mail.example.co.uk ')).toBe(true);
    expect(isValidEmail('名前@例え.jp')).toBe(true);
    expect(normalizeEmail('  ada@example.com\n')).toBe('ada@example.com');
  });

  it('rejects empty and malformed addresses (both read "Please enter a valid email address")', () => {
    for (const value of ['', '   ', 'ada', 'ada@', '@example.com', 'ada@example', 'ada@@example.com', 'a da@example.com', 'ada@example..com', 'ada@.com']) {
      expect(isValidEmail(value), JSON.stringify(value)).toBe(false);
    }
  });

  it('rejects addresses longer than 254 characters or with a local part over 64', () => {
    expect(isValidEmail(`${'a'.repeat(65)}@example.com`)).toBe(false);
    expect(isValidEmail(`${'a'.repeat(64)}@example.com`)).toBe(true);
    expect(isValidEmail(`ada@${'b'.repeat(250)}.com`)).toBe(false);
  });
});
