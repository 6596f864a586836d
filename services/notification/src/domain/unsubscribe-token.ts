import { createHmac, timingSafeEqual } from 'node:crypto';
import { normalizeEmail } from '@mindprint/platform/email-address';

/**
 * Unsubscribe tokens: `<payload>.<signature>`, both base64url (safe in a URL and a mail header as they are).
 * The payload names the purpose and the normalized address; the signature is HMAC-SHA256 of a versioned
 * label and the payload under the service's secret. They never expire: the link in a mail sent years ago
 * must still work. Only the holder of the secret can make one, so a token proves the address was mailed
 * (or asked for the link) and nobody can unsubscribe an address they merely know.
 */
export type UnsubscribePurpose = 'marketing';

/** The daily question reminder's link names the member (an account id), not an address. */
const dailyReminderPurpose = 'daily_reminder';

const label = 'mindprint.unsubscribe.v1';

const signatureOf = (secret: string, payload: string) => createHmac('sha256', secret).update(`${label}.${payload}`).digest();

export function signUnsubscribeToken(secret: string, email: string, purpose: UnsubscribePurpose = 'marketing'): string {
  const normalized = normalizeEmail(email);
  if (!normalized) throw new Error('An unsubscribe token needs a valid address');
  return signed(secret, purpose, normalized);
}

/** The address a genuine token of the purpose names; undefined for anything else (forged, altered, truncated). */
export function verifyUnsubscribeToken(secret: string, token: string, purpose: UnsubscribePurpose = 'marketing'): string | undefined {
  const email = verified(secret, token, purpose);
  return email !== undefined && normalizeEmail(email) === email ? email : undefined;
}

/** The token of the daily question reminder's unsubscribe link: it stops that member's reminder and nothing else. */
export function signDailyReminderToken(secret: string, userId: string): string {
  if (!userId) throw new Error('A daily reminder token needs a member');
  return signed(secret, dailyReminderPurpose, userId);
}

/** The member a genuine daily reminder token names; undefined for anything else (a marketing token included). */
export function verifyDailyReminderToken(secret: string, token: string): string | undefined {
  return verified(secret, token, dailyReminderPurpose) || undefined;
}

function signed(secret: string, purpose: string, subject: string): string {
  const payload = Buffer.from(`${purpose}:${subject}`, 'utf8').toString('base64url');
  return `${payload}.${signatureOf(secret, payload).toString('base64url')}`;
}

function verified(secret: string, token: string, purpose: string): string | undefined {
  const parts = token.trim().split('.');
  if (parts.length !== 2) return undefined;
  const [payload = '', signature = ''] = parts;
  if (!/^[A-Za-z0-9_-]+$/.test(payload) || !/^[A-Za-z0-9_-]+$/.test(signature)) return undefined;
  const expected = signatureOf(secret, payload);
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  const decoded = Buffer.from(payload, 'base64url').toString('utf8');
  const separator = decoded.indexOf(':');
  if (separator < 0 || decoded.slice(0, separator) !== purpose) return undefined;
  return decoded.slice(separator + 1);
}
