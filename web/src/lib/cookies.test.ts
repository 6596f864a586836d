import { describe, expect, it } from 'vitest';
import { readCookie, serializeCookie } from './cookies';

describe('cookies', () => {
  it('serialises the locale cookie as the spec asks (365 days, path /, SameSite=Lax)', () => {
    expect(serializeCookie('i18n_redirected', 'JA', { maxAgeDays: 365, path: '/', sameSite: 'Lax' })).toBe(
      'i18n_redirected=JA; Max-Age=31536000; Path=/; SameSite=Lax',
    );
    expect(serializeCookie('a', 'b c', { secure: true })).toBe('a=b%20c; Path=/; Secure');
  });

  it('reads a cookie by exact name', () => {
    const header = 'x_i18n_redirected=DE; i18n_redirected=FR; other=a%20b';
    expect(readCookie(header, 'i18n_redirected')).toBe('FR');
    expect(readCookie(header, 'other')).toBe('a b');
    expect(readCookie(header, 'missing')).toBeNull();
    expect(readCookie('', 'x')).toBeNull();
  });
});
