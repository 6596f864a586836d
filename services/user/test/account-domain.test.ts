import { describe, expect, it } from 'vitest';
import commonPasswords from '../src/domain/common-passwords.json' with { type: 'json' };
import { parseAvatarDataUrl, sniffImageType } from '../src/domain/avatar.js';
import { clientBucket } from '../src/domain/client-address.js';
import { decideLoginAttempt, defaultLoginLimits } from '../src/domain/login-throttle.js';
import { assertAcceptablePassword, isCommonPassword, normalizePassword, passwordMaxLength } from '../src/domain/password-policy.js';
import { parseBirthday, parseGender, parseNickname, parsePhone, profileCompletionPercent, wholeDaysBetween } from '../src/domain/profile.js';
import { accountLocale, validateRegistration } from '../src/domain/registration.js';
import {
  defaultSessionPolicy,
  hashSessionToken,
  idleCutoff,
  looksLikeSessionToken,
  needsTouch,
  newSessionTimes,
  newSessionToken,
  sessionState,
} from '../src/domain/session.js';

const reasonOf = (fn: () => unknown) => {
  try {
    fn();
    return undefined;
  } catch (error) {
    return (error as { reason?: string }).reason;
  }
};

describe('the password policy', () => {
  it('asks for 8 to 128 characters, counted as characters, with no composition rules', () => {
    expect(reasonOf(() => assertAcceptablePassword('short12'))).toBe('PASSWORD_TOO_SHORT');
    expect(reasonOf(() => assertAcceptablePassword('pomegranate stairs'))).toBeUndefined(); // no digits, no capitals: fine
    expect(reasonOf(() => assertAcceptablePassword('x'.repeat(7) + 'y'))).toBeUndefined();
    expect(reasonOf(() => assertAcceptablePassword('🐙🦑🐳🐬🦈🐟🐠🐡'))).toBeUndefined(); // 8 emoji are 8 characters
    expect(reasonOf(() => assertAcceptablePassword('ab'.repeat(64)))).toBeUndefined();
    expect(reasonOf(() => assertAcceptablePassword('ab'.repeat(64) + 'c'))).toBe('PASSWORD_TOO_LONG');
    expect(passwordMaxLength).toBeGreaterThanOrEqual(64);
  });

  it('refuses well-known leaked passwords in any case, repeated characters and the account’s own address or name', () => {
    for (const common of ['password', 'Password1', 'QWERTYUIOP', '12345678', 'iloveyou', 'sunshine', 'football']) {
      expect(reasonOf(() => assertAcceptablePassword(common)), common).toBe('PASSWORD_TOO_COMMON');
    }
    expect(reasonOf(() => assertAcceptablePassword('zzzzzzzzzz'))).toBe('PASSWORD_TOO_COMMON');
    expect(reasonOf(() => assertAcceptablePassword('ann.lee@example.com', { email: 'ann.lee@example.com' }))).toBe('PASSWORD_TOO_PERSONAL');
    expect(reasonOf(() => assertAcceptablePassword('Ann.Lee1984', { email: 'ann.lee1984@example.com' }))).toBe('PASSWORD_TOO_PERSONAL');
    expect(reasonOf(() => assertAcceptablePassword('Annabelle Lee', { name: 'annabelle lee' }))).toBe('PASSWORD_TOO_PERSONAL');
  });

  it('ships a list of at least a thousand distinct common passwords', () => {
    const list = commonPasswords as string[];
    expect(list.length).toBeGreaterThanOrEqual(1_000);
    expect(new Set(list.map((p) => p.toLowerCase())).size).toBe(list.length);
    expect(isCommonPassword('123456')).toBe(true);
    expect(isCommonPassword('correct horse battery staple')).toBe(false);
  });

  it('treats composed and decomposed accents as the same password', () => {
    expect(normalizePassword('cafe\u0301 au lait')).toBe(normalizePassword('caf\u00e9 au lait'));
  });
});

describe('registration rules', () => {
  const ok = { name: ' Ann ', email: ' Ann@Example.com ', password: 'a quiet lighthouse', confirmPassword: 'a quiet lighthouse', agreePrivacy: true };

  it('cleans the name and address', () => {
    expect(validateRegistration(ok)).toEqual({ name: 'Ann', email: 'ann@example.com' });
  });

  it('answers with the form’s messages, first problem first', () => {
    const problem = (change: Partial<typeof ok>) => {
      try {
        validateRegistration({ ...ok, ...change });
        return undefined;
      } catch (error) {
        return [(error as { reason: string }).reason, (error as Error).message];
      }
    };
    expect(problem({ name: '  ' })).toEqual(['NAME_REQUIRED', 'Please input name']);
    expect(problem({ email: '' })).toEqual(['EMAIL_REQUIRED', 'Please input email address']);
    expect(problem({ email: 'ann@' })).toEqual(['INVALID_EMAIL', 'Please input correct email address']);
    expect(problem({ confirmPassword: 'a quiet lighthousE' })).toEqual(['PASSWORDS_DO_NOT_MATCH', 'passwords do not match']);
    expect(problem({ password: 'password1', confirmPassword: 'password1' })?.[0]).toBe('PASSWORD_TOO_COMMON');
    expect(problem({ agreePrivacy: false })).toEqual(['PRIVACY_NOT_AGREED', 'please agree to the privacy policy']);
  });

  it('keeps one of the nine site locales for the account’s mail, else EN', () => {
    expect(['fr', 'KR', 'hk', '', 'xx', undefined].map(accountLocale)).toEqual(['FR', 'KR', 'HK', 'EN', 'EN', 'EN']);
  });
});

describe('sessions', () => {
  const policy = defaultSessionPolicy;
  const start = new Date('2025-03-01T08:00:00Z');
  const at = (ms: number) => new Date(start.getTime() + ms);
  const minutes = (n: number) => n * 60_000;

  it('are 256-bit random tokens stored only as their SHA-256', () => {
    const token = newSessionToken();
    expect(looksLikeSessionToken(token)).toBe(true);
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    expect(hashSessionToken(token)).toMatch(/^[0-9a-f]{64}$/);
    expect(new Set(Array.from({ length: 1_000 }, newSessionToken)).size).toBe(1_000);
    expect(looksLikeSessionToken('x')).toBe(false);
    expect(looksLikeSessionToken(`${token}=`)).toBe(false);
  });

  it('end after 30 idle minutes, however new', () => {
    const session = newSessionTimes(start, policy);
    expect(sessionState(session, at(minutes(29)), policy)).toBe('active');
    expect(sessionState(session, at(minutes(30)), policy)).toBe('idle_expired');
    expect(sessionState({ ...session, lastSeenAt: at(minutes(25)) }, at(minutes(50)), policy)).toBe('active');
  });

  it('end after 7 days, however busy, and at once when revoked', () => {
    const session = newSessionTimes(start, policy);
    const sevenDays = 7 * 24 * 60 * 60_000;
    expect(sessionState({ ...session, lastSeenAt: at(sevenDays - minutes(1)) }, at(sevenDays - 1), policy)).toBe('active');
    expect(sessionState({ ...session, lastSeenAt: at(sevenDays - minutes(1)) }, at(sevenDays), policy)).toBe('expired');
    expect(sessionState({ ...session, revokedAt: at(1) }, at(2), policy)).toBe('revoked');
  });

  it('record activity at most once a minute', () => {
    const session = newSessionTimes(start, policy);
    expect(needsTouch(session, at(59_000), policy)).toBe(false);
    expect(needsTouch(session, at(60_000), policy)).toBe(true);
    expect(idleCutoff(at(minutes(30)), policy)).toEqual(start);
  });
});

describe('login throttling', () => {
  const limits = defaultLoginLimits;
  const counts = (accountAndClient: number, client: number, account: number) => ({ accountAndClient, client, account });

  it('stops one client guessing one account after five failures, for the window', () => {
    expect(decideLoginAttempt(counts(4, 4, 4), limits)).toEqual({ allowed: true, delayMs: 0 });
    expect(decideLoginAttempt(counts(5, 5, 5), limits)).toEqual({ allowed: false, limitedBy: 'account_and_client', retryAfterSeconds: 900 });
  });

  it('never locks the account for another client: many failures elsewhere only slow it down, up to 3 s', () => {
    expect(decideLoginAttempt(counts(0, 0, 9), limits)).toEqual({ allowed: true, delayMs: 0 });
    expect(decideLoginAttempt(counts(0, 0, 10), limits)).toEqual({ allowed: true, delayMs: 500 });
    expect(decideLoginAttempt(counts(0, 0, 12), limits)).toEqual({ allowed: true, delayMs: 1_500 });
    expect(decideLoginAttempt(counts(0, 0, 10_000), limits)).toEqual({ allowed: true, delayMs: 3_000 });
  });

  it('stops one client spraying many accounts', () => {
    expect(decideLoginAttempt(counts(0, 30, 0), limits)).toMatchObject({ allowed: false, limitedBy: 'client' });
  });

  it('counts IPv6 clients by /64 and IPv4-mapped addresses as IPv4', () => {
    expect(clientBucket('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(clientBucket('2001:0db8:0001:0002:ffff:ffff:ffff:ffff')).toBe('2001:db8:1:2::/64');
    expect(clientBucket('::1')).toBe('0:0:0:0::/64');
    expect(clientBucket('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(clientBucket('203.0.113.7')).toBe('203.0.113.7');
    expect(clientBucket('')).toBe('unknown');
    expect(clientBucket('not an address')).toBe('unknown');
  });
});

describe('profile rules', () => {
  const today = new Date('2025-03-01T10:00:00Z');

  it('takes birthdays as real YYYY-MM-DD days up to today, else "invalid date"', () => {
    expect(parseBirthday('2020-01-01', today)).toBe('2020-01-01');
    expect(parseBirthday('2025-03-01', today)).toBe('2025-03-01');
    expect(parseBirthday('', today)).toBeNull();
    for (const bad of ['2020-02-30', '2021-13-01', '01/01/2020', '2020-1-1', '2025-03-02', '1899-12-31', 'tomorrow']) {
      expect(() => parseBirthday(bad, today), bad).toThrow('invalid date');
    }
    expect(parseBirthday('2024-02-29', today)).toBe('2024-02-29');
  });

  it('takes gender male, female or secret, phone numbers and nicknames within bounds', () => {
    expect(['Male', 'female', 'secret'].map(parseGender)).toEqual(['male', 'female', 'secret']);
    expect(reasonOf(() => parseGender('other'))).toBe('INVALID_GENDER');
    expect(parsePhone('+49 (30) 1234-567')).toBe('+49 (30) 1234-567');
    expect(parsePhone('')).toBeNull();
    for (const bad of ['12', 'call me', '+1 555 0100 ext 2', '1'.repeat(21)]) expect(reasonOf(() => parsePhone(bad)), bad).toBe('INVALID_PHONE');
    expect(parseNickname('  Annie ')).toBe('Annie');
    expect(parseNickname(' ')).toBeNull();
    expect(reasonOf(() => parseNickname('n'.repeat(51)))).toBe('NICKNAME_TOO_LONG');
  });

  it('computes profile completion and membership days', () => {
    expect(profileCompletionPercent({ nickname: null, phone: null, birthday: null, gender: 'secret', hasAvatar: false })).toBe(0);
    expect(profileCompletionPercent({ nickname: 'A', phone: null, birthday: '2000-01-01', gender: 'female', hasAvatar: false })).toBe(60);
    expect(wholeDaysBetween(new Date('2025-01-01T10:00:00Z'), today)).toBe(59);
  });
});

describe('avatars', () => {
  const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 1)]);
  const jpeg = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 2)]);
  const webp = Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from('WEBPVP8 '), Buffer.alloc(64, 3)]);
  const gif = Buffer.concat([Buffer.from('GIF89a'), Buffer.alloc(64)]);
  const dataUrl = (type: string, bytes: Buffer) => `data:${type};base64,${bytes.toString('base64')}`;

  it('accepts PNG, JPEG and WebP data URLs whose bytes are what they claim', () => {
    expect(parseAvatarDataUrl(dataUrl('image/png', png))).toEqual({ contentType: 'image/png', image: png });
    expect(parseAvatarDataUrl(dataUrl('image/jpeg', jpeg)).contentType).toBe('image/jpeg');
    expect(parseAvatarDataUrl(dataUrl('image/jpg', jpeg)).contentType).toBe('image/jpeg');
    expect(parseAvatarDataUrl(dataUrl('image/webp', webp)).contentType).toBe('image/webp');
    expect(sniffImageType(gif)).toBeUndefined();
  });

  it('refuses other types, disguised files, and anything over 512 KB', () => {
    expect(reasonOf(() => parseAvatarDataUrl(dataUrl('image/gif', gif)))).toBe('INVALID_AVATAR');
    expect(reasonOf(() => parseAvatarDataUrl(dataUrl('image/png', gif)))).toBe('INVALID_AVATAR');
    expect(reasonOf(() => parseAvatarDataUrl(dataUrl('image/svg+xml', Buffer.from('<svg/>'))))).toBe('INVALID_AVATAR');
    expect(reasonOf(() => parseAvatarDataUrl('https://example.com/me.png'))).toBe('INVALID_AVATAR');
    const big = Buffer.concat([png, Buffer.alloc(512 * 1024 - png.length + 1)]);
    expect(reasonOf(() => parseAvatarDataUrl(dataUrl('image/png', big)))).toBe('AVATAR_TOO_LARGE');
    const justRight = Buffer.concat([png, Buffer.alloc(512 * 1024 - png.length)]);
    expect(parseAvatarDataUrl(dataUrl('image/png', justRight)).image).toHaveLength(512 * 1024);
  });
});
