import { createHmac, timingSafeEqual } from 'node:crypto';

/** How long a mailed cancellation link works. */
export const cancelTokenTtlMs = 7 * 86_400_000;

/** `payload.signature`, both base64url: the subscription, the address it was sent to, and the expiry, signed with HMAC-SHA256. */
export function signCancelToken(secret: string, claims: { subscriptionId: string; email: string }, now: Date): string {
  const payload = Buffer.from(JSON.stringify({ s: claims.subscriptionId, e: claims.email, x: now.getTime() + cancelTokenTtlMs })).toString('base64url');
  return `${payload}.${sign(secret, payload)}`;
}

/** The claims of a genuine, unexpired token; undefined otherwise. */
export function verifyCancelToken(secret: string, token: string, now: Date): { subscriptionId: string; email: string } | undefined {
  const [payload, signature, extra] = token.split('.');
  if (!payload || !signature || extra !== undefined) return undefined;
  const expected = Buffer.from(sign(secret, payload));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return undefined;
  try {
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { s?: unknown; e?: unknown; x?: unknown };
    if (typeof claims.s !== 'string' || typeof claims.e !== 'string' || typeof claims.x !== 'number') return undefined;
    if (claims.x <= now.getTime()) return undefined;
    return { subscriptionId: claims.s, email: claims.e };
  } catch {
    return undefined;
  }
}

function sign(secret: string, payload: string): string {
  return createHmac('sha256', secret).update(payload).digest('base64url');
}
