/**
 * Client-side checks of the account forms (spec §5), mirroring the user service: the same e-mail
 * pattern, passwords of 8–128 characters (code points, NFKC) with no composition rules, birthday
 * YYYY-MM-DD from 1900 to today, phone of 5–20 digits, nickname of at most 50 characters. Each
 * validator returns field → message key of the `account` namespace's `errors` group.
 */

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const NAME_MAX_LENGTH = 100;
export const NICKNAME_MAX_LENGTH = 50;
export const AVATAR_MAX_BYTES = 512 * 1024;
export const AVATAR_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export const GENDERS = ['male', 'female', 'secret'] as const;
export type Gender = (typeof GENDERS)[number];

export type ErrorKey =
  | 'nameRequired'
  | 'nameTooLong'
  | 'emailRequired'
  | 'emailInvalid'
  | 'wrongEmailFormat'
  | 'passwordRequired'
  | 'passwordTooShort'
  | 'passwordTooLong'
  | 'passwordsDoNotMatch'
  | 'privacyNotAgreed'
  | 'codeRequired'
  | 'codeFormat'
  | 'invalidDate'
  | 'invalidPhone'
  | 'nicknameTooLong'
  | 'invalidGender'
  | 'avatarType'
  | 'avatarTooLarge'
  | 'passwordUnchanged';

export type Errors<F extends string> = Partial<Record<F, ErrorKey>>;

// The services' pattern (platform/email-address): one @, a dotted domain, a 2+ character ending.
const EMAIL_PATTERN = /^[^\s@]{1,64}@[^\s@]+\.[^\s@]{2,}$/;

export function isValidEmail(value: string): boolean {
  const email = value.trim().toLowerCase();
  return email.length <= 254 && EMAIL_PATTERN.test(email);
}

/** Length as the server counts it: code points after NFKC normalisation. */
export function passwordLength(password: string): number {
  return [...password.normalize('NFKC')].length;
}

function passwordError(password: string): ErrorKey | undefined {
  if (!password) return 'passwordRequired';
  const length = passwordLength(password);
  if (length < PASSWORD_MIN_LENGTH) return 'passwordTooShort';
  if (length > PASSWORD_MAX_LENGTH) return 'passwordTooLong';
  return undefined;
}

function emailError(email: string): ErrorKey | undefined {
  if (!email.trim()) return 'emailRequired';
  return isValidEmail(email) ? undefined : 'emailInvalid';
}

export type LoginField = 'email' | 'password';
export interface LoginForm {
  email: string;
  password: string;
}

/** Login: the account must be an e-mail address ('wrong email format'). */
export function validateLogin(form: LoginForm): Errors<LoginField> {
  const errors: Errors<LoginField> = {};
  if (!form.email.trim()) errors.email = 'emailRequired';
  else if (!isValidEmail(form.email)) errors.email = 'wrongEmailFormat';
  if (!form.password) errors.password = 'passwordRequired';
  return errors;
}

export type RegisterField = 'name' | 'email' | 'password' | 'confirmPassword' | 'agreePrivacy';
export interface RegisterForm {
  name: string;
  email: string;
  password: string;
  confirmPassword: string;
  agreePrivacy: boolean;
}

export function validateRegister(form: RegisterForm): Errors<RegisterField> {
  const errors: Errors<RegisterField> = {};
  const name = form.name.trim();
  if (!name) errors.name = 'nameRequired';
  else if ([...name].length > NAME_MAX_LENGTH) errors.name = 'nameTooLong';
  const email = emailError(form.email);
  if (email) errors.email = email;
  const password = passwordError(form.password);
  if (password) errors.password = password;
  if (form.password !== form.confirmPassword) errors.confirmPassword = 'passwordsDoNotMatch';
  if (!form.agreePrivacy) errors.agreePrivacy = 'privacyNotAgreed';
  return errors;
}

/** The six-digit code of the e-mail (spaces the visitor typed are ignored). */
export function normalizeCode(value: string): string {
  return value.replace(/\s+/g, '');
}

export function validateCode(code: string): ErrorKey | undefined {
  const value = normalizeCode(code);
  if (!value) return 'codeRequired';
  return /^\d{6}$/.test(value) ? undefined : 'codeFormat';
}

export function validateEmailOnly(email: string): ErrorKey | undefined {
  return emailError(email);
}

export type NewPasswordField = 'oldPassword' | 'newPassword' | 'confirmPassword';
export interface NewPasswordForm {
  /** Only when changing the password while signed in. */
  oldPassword?: string;
  newPassword: string;
  confirmPassword: string;
}

export function validateNewPassword(form: NewPasswordForm): Errors<NewPasswordField> {
  const errors: Errors<NewPasswordField> = {};
  if (form.oldPassword !== undefined && !form.oldPassword) errors.oldPassword = 'passwordRequired';
  const password = passwordError(form.newPassword);
  if (password) errors.newPassword = password;
  else if (form.oldPassword !== undefined && form.oldPassword === form.newPassword) errors.newPassword = 'passwordUnchanged';
  if (form.newPassword !== form.confirmPassword) errors.confirmPassword = 'passwordsDoNotMatch';
  return errors;
}

/** YYYY-MM-DD, a real calendar day from 1900 up to today; empty is allowed (clears it). */
export function isValidBirthday(value: string, today: Date = new Date()): boolean {
  const text = value.trim();
  if (text === '') return true;
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  const real = date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  const todayUtc = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
  return real && year >= 1900 && date.getTime() <= todayUtc;
}

/** Digits with an optional leading +, spaces, dashes and brackets; 5 to 20 digits; empty clears it. */
export function isValidPhone(value: string): boolean {
  const phone = value.trim();
  if (phone === '') return true;
  const digits = phone.replace(/\D/g, '').length;
  return phone.length <= 32 && /^\+?[\d\s()-]+$/.test(phone) && digits >= 5 && digits <= 20;
}

export type ProfileField = 'nickname' | 'phone' | 'birthday' | 'gender';
export interface ProfileForm {
  nickname: string;
  phone: string;
  birthday: string;
  gender: string;
}

export function validateProfile(form: ProfileForm, today: Date = new Date()): Errors<ProfileField> {
  const errors: Errors<ProfileField> = {};
  if ([...form.nickname.trim()].length > NICKNAME_MAX_LENGTH) errors.nickname = 'nicknameTooLong';
  if (!isValidPhone(form.phone)) errors.phone = 'invalidPhone';
  if (!isValidBirthday(form.birthday, today)) errors.birthday = 'invalidDate';
  if (!(GENDERS as readonly string[]).includes(form.gender)) errors.gender = 'invalidGender';
  return errors;
}

/** The avatar file before it is read: PNG, JPEG or WebP of at most 512 KB. */
export function validateAvatarFile(file: { type: string; size: number }): ErrorKey | undefined {
  if (!(AVATAR_TYPES as readonly string[]).includes(file.type)) return 'avatarType';
  if (file.size > AVATAR_MAX_BYTES) return 'avatarTooLarge';
  return undefined;
}

/** The first field (in form order) with an error, for moving the focus there. */
export function firstInvalid<F extends string>(errors: Errors<F>, order: readonly F[]): F | null {
  return order.find((field) => errors[field] !== undefined) ?? null;
}
