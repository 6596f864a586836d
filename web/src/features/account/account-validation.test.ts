import { describe, expect, it } from 'vitest';
import { ApiError, NetworkError } from '../../lib/api-client';
import { describeError, REASON_MESSAGES } from './account-errors';
import { loginPathFor, safeRedirect } from './account-paths';
import {
  firstInvalid,
  isValidBirthday,
  isValidEmail,
  isValidPhone,
  normalizeCode,
  passwordLength,
  validateAvatarFile,
  validateCode,
  validateLogin,
  validateNewPassword,
  validateProfile,
  validateRegister,
  type RegisterForm,
} from './account-validation';
import en from './locales/en.json';

const today = new Date('2025-06-01T12:00:00Z');
const goodRegister: RegisterForm = {
  name: 'Ada',
  email: 'ada@example.com',
  password: 'a long passphrase',
  confirmPassword: 'a long passphrase',
  agreePrivacy: true,
};

describe('e-mail', () => {
  it('accepts what the services accept', () => {
    for (const email of ['a@b.co', ' Ada.Lovelace+x@Example.co.uk ', 'x_y@sub.domain.io']) expect(isValidEmail(email), email).toBe(true);
  });
  it('refuses malformed addresses', () => {
    for (const email of ['', 'ada', 'ada@', '@example.com', 'ada@example', 'ada@example.c', 'a b@c.de', 'a@@b.com']) {
      expect(isValidEmail(email), email).toBe(false);
    }
  });
});

describe('login', () => {
  it("says 'wrong email format' for a non-address", () => {
    expect(validateLogin({ email: 'not-an-email', password: 'x' })).toEqual({ email: 'wrongEmailFormat' });
    expect(en.errors.wrongEmailFormat).toBe('wrong email format');
  });
  it('requires both fields', () => {
    expect(validateLogin({ email: ' ', password: '' })).toEqual({ email: 'emailRequired', password: 'passwordRequired' });
  });
  it('does not apply the new-password rules to the current password', () => {
    expect(validateLogin({ email: 'ada@example.com', password: 'short' })).toEqual({});
  });
});

describe('register', () => {
  it('passes a complete form', () => {
    expect(validateRegister(goodRegister)).toEqual({});
  });
  it('names every problem with the spec’s messages', () => {
    expect(validateRegister({ name: ' ', email: '', password: '', confirmPassword: 'x', agreePrivacy: false })).toEqual({
      name: 'nameRequired',
      email: 'emailRequired',
      password: 'passwordRequired',
      confirmPassword: 'passwordsDoNotMatch',
      agreePrivacy: 'privacyNotAgreed',
    });
    expect(en.errors.passwordsDoNotMatch).toBe('passwords do not match');
    expect(en.errors.privacyNotAgreed).toBe('please agree to the privacy policy');
    expect(en.errors.nameRequired).toBe('Please input name');
    expect(en.errors.emailRequired).toBe('Please input email address');
    expect(en.errors.emailInvalid).toBe('Please input correct email address');
  });
  it('checks the e-mail format', () => {
    expect(validateRegister({ ...goodRegister, email: 'ada@example' }).email).toBe('emailInvalid');
  });
  it('counts 8 to 128 characters as the server does, with no composition rules', () => {
    const of = (password: string) => validateRegister({ ...goodRegister, password, confirmPassword: password }).password;
    expect(of('1234567')).toBe('passwordTooShort');
    expect(of('abcdefgh')).toBeUndefined();
    expect(of('a'.repeat(128))).toBeUndefined();
    expect(of('a'.repeat(129))).toBe('passwordTooLong');
    expect(of('😀😀😀😀😀😀😀😀')).toBeUndefined();
    expect(passwordLength('😀😀')).toBe(2);
  });
  it('refuses an overlong name', () => {
    expect(validateRegister({ ...goodRegister, name: 'x'.repeat(101) }).name).toBe('nameTooLong');
  });
});

describe('verification code', () => {
  it('is required and has six digits', () => {
    expect(validateCode('')).toBe('codeRequired');
    expect(validateCode('  ')).toBe('codeRequired');
    expect(validateCode('12345')).toBe('codeFormat');
    expect(validateCode('12a456')).toBe('codeFormat');
    expect(validateCode('123 456')).toBeUndefined();
    expect(normalizeCode(' 123 456 ')).toBe('123456');
  });
});

describe('new password', () => {
  it('checks length, match and (when changing) a different password', () => {
    expect(validateNewPassword({ newPassword: 'short', confirmPassword: 'short' })).toEqual({ newPassword: 'passwordTooShort' });
    expect(validateNewPassword({ newPassword: 'long enough', confirmPassword: 'other one' })).toEqual({ confirmPassword: 'passwordsDoNotMatch' });
    expect(validateNewPassword({ oldPassword: '', newPassword: 'long enough', confirmPassword: 'long enough' })).toEqual({ oldPassword: 'passwordRequired' });
    expect(validateNewPassword({ oldPassword: 'long enough', newPassword: 'long enough', confirmPassword: 'long enough' })).toEqual({
      newPassword: 'passwordUnchanged',
    });
    expect(validateNewPassword({ oldPassword: 'old secret', newPassword: 'long enough', confirmPassword: 'long enough' })).toEqual({});
  });
});

describe('profile', () => {
  const good = { nickname: 'Ada', phone: '+44 20 7946 0958', birthday: '1990-12-10', gender: 'female' };
  it('passes a valid profile and empty optional fields', () => {
    expect(validateProfile(good, today)).toEqual({});
    expect(validateProfile({ nickname: '', phone: '', birthday: '', gender: 'secret' }, today)).toEqual({});
  });
  it("says 'invalid date' for anything but a real YYYY-MM-DD day from 1900 to today", () => {
    for (const birthday of ['2020-1-1', '01-01-2020', '2020/01/01', '2021-02-29', '2020-13-01', '1899-12-31', '2025-06-02', 'yesterday']) {
      expect(isValidBirthday(birthday, today), birthday).toBe(false);
      expect(validateProfile({ ...good, birthday }, today).birthday).toBe('invalidDate');
    }
    for (const birthday of ['2020-01-01', '2020-02-29', '1900-01-01', '2025-06-01']) expect(isValidBirthday(birthday, today), birthday).toBe(true);
    expect(en.errors.invalidDate).toBe('invalid date');
  });
  it('checks phone, nickname and gender as the server does', () => {
    expect(isValidPhone('12-34')).toBe(false);
    expect(isValidPhone('(030) 1234567')).toBe(true);
    expect(isValidPhone('call me')).toBe(false);
    expect(validateProfile({ ...good, nickname: 'n'.repeat(51) }, today).nickname).toBe('nicknameTooLong');
    expect(validateProfile({ ...good, gender: 'other' }, today).gender).toBe('invalidGender');
  });
});

describe('avatar file', () => {
  it('takes PNG, JPEG and WebP of at most 512 KB', () => {
    expect(validateAvatarFile({ type: 'image/png', size: 512 * 1024 })).toBeUndefined();
    expect(validateAvatarFile({ type: 'image/webp', size: 10 })).toBeUndefined();
    expect(validateAvatarFile({ type: 'image/jpeg', size: 512 * 1024 + 1 })).toBe('avatarTooLarge');
    expect(validateAvatarFile({ type: 'image/gif', size: 10 })).toBe('avatarType');
    expect(validateAvatarFile({ type: 'image/svg+xml', size: 10 })).toBe('avatarType');
  });
});

describe('firstInvalid', () => {
  it('follows the form order', () => {
    expect(firstInvalid({ confirmPassword: 'passwordsDoNotMatch', email: 'emailInvalid' }, ['name', 'email', 'password', 'confirmPassword'])).toBe('email');
    expect(firstInvalid({}, ['name'])).toBeNull();
  });
});

describe('server reasons', () => {
  const fail = (result: number, reason?: string, message = 'server text') => new ApiError({ result, reason, message, status: result });

  it('has a translated message for every reason', () => {
    for (const { key } of Object.values(REASON_MESSAGES)) {
      const [group, name] = key.split('.') as [keyof typeof en, string];
      expect((en[group] as Record<string, string>)[name], key).toBeTruthy();
    }
  });
  it('puts a reason on its field', () => {
    expect(describeError(fail(409, 'EMAIL_TAKEN'))).toEqual({ key: 'errors.emailTaken', field: 'email' });
    expect(describeError(fail(400, 'INVALID_DATE'))).toEqual({ key: 'errors.invalidDate', field: 'birthday' });
    expect(describeError(fail(400, 'PASSWORD_TOO_COMMON'), { passwordField: 'newPassword' })).toEqual({
      key: 'errors.passwordTooCommon',
      field: 'newPassword',
    });
  });
  it("uses 'wrong email format' on the login form", () => {
    expect(describeError(fail(400, 'INVALID_EMAIL'), { context: 'login' })).toEqual({ key: 'errors.wrongEmailFormat', field: 'email' });
    expect(describeError(fail(400, 'INVALID_EMAIL'))).toEqual({ key: 'errors.emailInvalid', field: 'email' });
  });
  it('falls back to rate limit, network, server and the envelope message', () => {
    expect(describeError(fail(429, 'SOMETHING_NEW'))).toEqual({ key: 'errors.tooManyRequests' });
    expect(describeError(new NetworkError('x', { timedOut: true }))).toEqual({ key: 'errors.network' });
    expect(describeError(fail(503, 'DOWN'))).toEqual({ key: 'errors.server' });
    expect(describeError(fail(400, 'ODD', 'Odd input'))).toEqual({ message: 'Odd input' });
  });
});

describe('redirect after sign-in', () => {
  it('keeps paths of this site only', () => {
    expect(safeRedirect('/userCenter/setting?x=1')).toBe('/userCenter/setting?x=1');
    expect(safeRedirect(null)).toBe('/userCenter');
    for (const bad of ['https://evil.example', '//evil.example', '/\\evil.example', 'userCenter', 'javascript:alert(1)']) {
      expect(safeRedirect(bad), bad).toBe('/userCenter');
    }
    expect(loginPathFor('/user/setting')).toBe('/user/login?redirect=%2Fuser%2Fsetting');
  });
});
