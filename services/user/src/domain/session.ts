import { createHash, randomBytes } from 'node:crypto';

/**
 * Sessions (OWASP ASVS V3): opaque random tokens, only their SHA-256 stored, ended after a period without
 * requests (idle) and in any case after a fixed lifetime (absolute). Every decision takes `now` from the
 * caller's clock.
 */
export interface SessionPolicy {
  idleTimeoutSeconds: number;
  absoluteTimeoutSeconds: number;
  /** last_seen_at is written at most this often, so a busy visitor does not cost a write per request. */
  touchIntervalSeconds: number;
}

export const defaultSessionPolicy: SessionPolicy = {
  idleTimeoutSeconds: 30 * 60,
  absoluteTimeoutSeconds: 7 * 24 * 3600,
  touchIntervalSeconds: 60,
};

/** 256 bits from the OS's secure random source, URL-safe: 43 characters. */
export function newSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

const tokenPattern = /^[A-Za-z0-9_-]{43}$/;

/** Cheap shape check before any lookup: anything else cannot be one of our tokens. */
export function looksLikeSessionToken(token: string): boolean {
  return tokenPattern.test(token);
}

export function hashSessionToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export interface SessionTimes {
  createdAt: Date;
  lastSeenAt: Date;
  expiresAt: Date;
  revokedAt: Date | null;
}

export type SessionState = 'active' | 'revoked' | 'idle_expired' | 'expired';

export function newSessionTimes(now: Date, policy: SessionPolicy): SessionTimes {
  return { createdAt: now, lastSeenAt: now, expiresAt: new Date(now.getTime() + policy.absoluteTimeoutSeconds * 1000), revokedAt: null };
}

export function sessionState(session: SessionTimes, now: Date, policy: SessionPolicy): SessionState {
  if (session.revokedAt) return 'revoked';
  if (now.getTime() >= session.expiresAt.getTime()) return 'expired';
  if (now.getTime() >= session.lastSeenAt.getTime() + policy.idleTimeoutSeconds * 1000) return 'idle_expired';
  return 'active';
}

/** Whether this request should move last_seen_at forward (an active session seen long enough ago). */
export function needsTouch(session: SessionTimes, now: Date, policy: SessionPolicy): boolean {
  return now.getTime() - session.lastSeenAt.getTime() >= policy.touchIntervalSeconds * 1000;
}

/** The oldest last_seen_at a session may have and still be active at `now`. */
export function idleCutoff(now: Date, policy: SessionPolicy): Date {
  return new Date(now.getTime() - policy.idleTimeoutSeconds * 1000);
}
