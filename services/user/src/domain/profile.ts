import { DomainError } from '@mindprint/platform/errors';

/** Profile fields a signed-in user may change (spec §3 "Profile", §5 birthday rule). */
export const genders = ['male', 'female', 'secret'] as const;
export type Gender = (typeof genders)[number];

export const nicknameMaxLength = 50;

const invalid = (reason: string, message: string) => new DomainError(reason, message, 'INVALID_ARGUMENT');

/** YYYY-MM-DD, a real calendar day, from 1900 up to today; "" clears it. */
export function parseBirthday(value: string, today: Date): string | null {
  const text = value.trim();
  if (text === '') return null;
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) throw invalid('INVALID_DATE', 'invalid date');
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  const real = date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  const todayUtc = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
  if (!real || year < 1900 || date.getTime() > todayUtc) throw invalid('INVALID_DATE', 'invalid date');
  return text;
}

export function parseGender(value: string): Gender {
  const gender = value.trim().toLowerCase();
  if (!(genders as readonly string[]).includes(gender)) throw invalid('INVALID_GENDER', 'gender must be male, female or secret');
  return gender as Gender;
}

/** Digits with an optional leading +, spaces, dashes and brackets; 5 to 20 digits; "" clears it. */
export function parsePhone(value: string): string | null {
  const phone = value.trim();
  if (phone === '') return null;
  const digits = phone.replace(/\D/g, '').length;
  if (phone.length > 32 || !/^\+?[\d\s()-]+$/.test(phone) || digits < 5 || digits > 20) {
    throw invalid('INVALID_PHONE', 'Please enter a valid phone number');
  }
  return phone;
}

export function parseNickname(value: string): string | null {
  const nickname = value.trim();
  if (nickname === '') return null;
  if ([...nickname].length > nicknameMaxLength) throw invalid('NICKNAME_TOO_LONG', `Nickname must be at most ${nicknameMaxLength} characters`);
  if (/\p{Cc}/u.test(nickname)) throw invalid('INVALID_NICKNAME', 'Nickname must not contain control characters');
  return nickname;
}

/** Share of the optional fields filled in, 0-100, for the user center's "complete your profile". */
export function profileCompletionPercent(profile: { nickname: string | null; phone: string | null; birthday: string | null; gender: string; hasAvatar: boolean }): number {
  const filled = [profile.nickname, profile.phone, profile.birthday, profile.gender !== 'secret' ? profile.gender : null, profile.hasAvatar ? 'yes' : null];
  return Math.round((filled.filter(Boolean).length / filled.length) * 100);
}

/** Whole days between two instants (0 on the first day). */
export function wholeDaysBetween(from: Date, to: Date): number {
  return Math.max(0, Math.floor((to.getTime() - from.getTime()) / 86_400_000));
}
