import { createHmac, timingSafeEqual } from 'node:crypto';

const dayMs = 86_400_000;
/** How long the link mailed on request ("cancel by e-mail") works. */
export const requestedLinkTtlMs = 7 * dayMs;
/** How long the management link in a membership mail works; every later mail carries a fresh one. */
export const mailedLinkTtlMs = 60 * dayMs;

export interface MembershipClaims {
  subscriptionId: string;
  email: string;
}

/**
 * `payload.signature`, both base64url: one subscription, the address it was sent to, and the expiry, signed
 * with HMAC-SHA256. It manages that subscription only (status, cancel, receipt), so a forwarded link grants
 * nothing else.
 */
export function signMembershipToken(secret: string, claims: MembershipClaims, now: Date, ttlMs: number): string {
  const payload = Buffer.from(JSON.stringify({ s: claims.subscriptionId, e: claims.email, x: now.getTime() + ttlMs })).toString('base64url');
  return `${payload}.${sign(secret, payload)}`;
}

/**
 * The claims of a genuine token, with whether it has expired (an expired link may still show the state, never
 * change it); undefined for anything we did not sign.
 */
export function readMembershipToken(secret: string, token: string, now: Date): (MembershipClaims & { expired: boolean }) | undefined {
  const [payload, signature, extra] = token.split('.');
  if (!payload || !signature || extra !== undefined) return undefined;
  const expected = Buffer.from(sign(secret, payload));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return undefined;
  try {
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { s?: unknown; e?: unknown; x?: unknown };
    if (typeof claims.s !== 'string' || typeof claims.e !== 'string' || typeof claims.x !== 'number') return undefined;
    return { subscriptionId: claims.s, email: claims.e, expired: claims.x <= now.getTime() };
  } catch {
    return undefined;
  }
}

function sign(secret: string, payload: string): string {
  return createHmac('sha256', secret).update(payload).digest('base64url');
}
