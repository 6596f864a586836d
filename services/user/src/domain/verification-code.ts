import { createHash, randomInt } from 'node:crypto';

export const verificationCodeTtlSeconds = 10 * 60;
export const verificationPurposes = ['register', 'password_reset'] as const;
export type VerificationPurpose = (typeof verificationPurposes)[number];

/** Six digits from the OS's secure random source, leading zeros kept. */
export function newVerificationCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

/** Codes are stored hashed together with the address they were sent to. */
export function hashVerificationCode(email: string, code: string): string {
  return createHash('sha256').update(`${email}\u0000${code}`).digest('hex');
}

const emailPattern = /^[^\s@]{1,64}@[^\s@]+\.[^\s@]{2,}$/;

/** Trimmed and lower-cased; undefined when it is not an e-mail address we can send to. */
export function normalizeEmail(value: string): string | undefined {
  const email = value.trim().toLowerCase();
  return email.length <= 254 && emailPattern.test(email) ? email : undefined;
}
