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
