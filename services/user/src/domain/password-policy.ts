import { DomainError } from '@mindprint/platform/errors';
import commonPasswordList from './common-passwords.json' with { type: 'json' };

/**
 * Password rules (OWASP ASVS V2.1 / NIST 800-63B): length only, no composition rules, any Unicode character
 * including spaces, no truncation, and a refusal of well-known leaked passwords and of the account's own
 * address or name.
 */
export const passwordMinLength = 8;
export const passwordMaxLength = 128;

/** The same password typed on another keyboard or OS (composed vs decomposed accents) hashes the same. */
export function normalizePassword(password: string): string {
  return password.normalize('NFKC');
}

const commonPasswords = new Set((commonPasswordList as string[]).map((p) => p.toLowerCase()));

export function isCommonPassword(password: string): boolean {
  return commonPasswords.has(normalizePassword(password).toLowerCase());
}

/** Throws the first reason the password cannot be used for this account. */
export function assertAcceptablePassword(password: string, account: { email?: string; name?: string } = {}): void {
  const normalized = normalizePassword(password);
  const length = [...normalized].length; // code points, so an emoji counts as one character
  if (length < passwordMinLength) {
    throw new DomainError('PASSWORD_TOO_SHORT', `Password must be at least ${passwordMinLength} characters`, 'INVALID_ARGUMENT');
  }
  if (length > passwordMaxLength) {
    throw new DomainError('PASSWORD_TOO_LONG', `Password must be at most ${passwordMaxLength} characters`, 'INVALID_ARGUMENT');
  }
  const lower = normalized.toLowerCase();
  if (commonPasswords.has(lower) || new Set(lower).size === 1) {
    throw new DomainError('PASSWORD_TOO_COMMON', 'This password is too common and easy to guess; please choose another', 'INVALID_ARGUMENT');
  }
  const email = account.email?.toLowerCase();
  const personal = [email, email?.split('@')[0], account.name?.trim().toLowerCase()].filter((v): v is string => Boolean(v));
  if (personal.includes(lower)) {
    throw new DomainError('PASSWORD_TOO_PERSONAL', 'Password must not be your e-mail address or your name', 'INVALID_ARGUMENT');
  }
}
