import { createHash, randomInt, timingSafeEqual } from 'node:crypto';

export const verificationCodeTtlSeconds = 10 * 60;
export const verificationPurposes = ['register', 'password_reset'] as const;
export type VerificationPurpose = (typeof verificationPurposes)[number];

/** Wrong tries one code survives; then it stops working and a new code is needed. */
export const maxCodeAttempts = 5;

/** Six digits from the OS's secure random source, leading zeros kept. */
export function newVerificationCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

/** Codes are stored hashed together with the address they were sent to. */
export function hashVerificationCode(email: string, code: string): string {
  return createHash('sha256').update(`${email}\u0000${code}`).digest('hex');
}

/** The newest unused code of an address for one purpose, as stored. */
export interface StoredCode {
  codeHash: string;
  attempts: number;
  expiresAt: Date;
}

export type CodeCheck =
  /** Right code, in time: use it up. */
  | { outcome: 'valid' }
  /** No unused code (never sent, already used, or retired). */
  | { outcome: 'missing' }
  /** Too late: retire it. */
  | { outcome: 'expired' }
  /** Wrong code: record the attempt; `retire` when that was the last one allowed. */
  | { outcome: 'wrong'; attempts: number; remaining: number; retire: boolean }
  /** Already tried too often (kept for codes stored before the limit was lowered). */
  | { outcome: 'used_up' };

/** Checks a submitted code against the stored one; the caller records what the outcome says. */
export function checkVerificationCode(stored: StoredCode | undefined, email: string, submitted: string, now: Date): CodeCheck {
  if (!stored) return { outcome: 'missing' };
  if (now.getTime() >= stored.expiresAt.getTime()) return { outcome: 'expired' };
  if (stored.attempts >= maxCodeAttempts) return { outcome: 'used_up' };
  const code = submitted.trim();
  const matches = /^\d{6}$/.test(code) && timingSafeEqual(Buffer.from(hashVerificationCode(email, code)), Buffer.from(stored.codeHash));
  if (matches) return { outcome: 'valid' };
  const attempts = stored.attempts + 1;
  return { outcome: 'wrong', attempts, remaining: Math.max(0, maxCodeAttempts - attempts), retire: attempts >= maxCodeAttempts };
}
