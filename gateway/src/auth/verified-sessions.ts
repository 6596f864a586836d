import { createHash } from 'node:crypto';

/** What the user service answered for a token: the account behind it (the request's `via` is added per request). */
export interface VerifiedSession {
  userId: string;
  email: string;
  emailVerified: boolean;
  verifiedEmail: string;
  expiresAt: string;
}

export interface VerifiedSessionsOptions {
  /**
   * How long a verified token is believed without asking again: the most a session ended elsewhere (another
   * gateway, when its event is late) stays usable here. Also keeps the user service's idle timeout honest: it
   * hears from an active session at least this often.
   */
  ttlMs: number;
  /** Bound on memory: the oldest entries go first. */
  maxEntries: number;
  now?: () => number;
}

/**
 * Ten seconds: a member's page loads and clicks are believed for that long after one check; a session ended
 * through another gateway whose event is late stays usable here at most that long.
 */
export const verifiedSessionLimits: VerifiedSessionsOptions = { ttlMs: 10_000, maxEntries: 50_000 };

interface Entry {
  session: VerifiedSession;
  keptUntil: number;
}

/**
 * This gateway's short-lived memory of session tokens the user service verified, so a member's burst of reads
 * costs one AuthenticateSession call per `ttlMs` instead of one per request. Only successes are kept (an unknown
 * token is asked each time), never past the session's own end, keyed by the token's SHA-256 (the token itself is
 * not kept). `forgetToken` and `forgetUser` drop entries at once (logout, password change, a changed address);
 * a check that was in flight when they were called is not kept, so it cannot bring an ended session back.
 */
export class VerifiedSessions {
  private readonly entries = new Map<string, Entry>();
  private readonly inFlight = new Map<string, Promise<VerifiedSession>>();
  /** Bumped by every forget: a check that began before it answers its caller but is not kept. */
  private forgets = 0;
  private readonly now: () => number;

  constructor(private readonly options: VerifiedSessionsOptions) {
    this.now = options.now ?? Date.now;
  }

  /** The session for `token`: remembered, joined with a check already in flight, or from `verify` (which throws for a bad token). */
  async verify(token: string, check: () => Promise<VerifiedSession>): Promise<VerifiedSession> {
    const key = tokenKey(token);
    const entry = this.entries.get(key);
    if (entry) {
      if (entry.keptUntil > this.now()) return entry.session;
      this.entries.delete(key);
    }
    const pending = this.inFlight.get(key);
    if (pending) return pending;
    const forgetsBefore = this.forgets;
    const checking = check()
      .then((session) => {
        if (this.forgets === forgetsBefore) this.keep(key, session);
        return session;
      })
      .finally(() => {
        if (this.inFlight.get(key) === checking) this.inFlight.delete(key);
      });
    this.inFlight.set(key, checking);
    return checking;
  }

  /** The session for `token` while still believed, without a check (the fast path, memory-answers.ts). */
  believed(token: string): VerifiedSession | undefined {
    const entry = this.entries.get(tokenKey(token));
    return entry && entry.keptUntil > this.now() ? entry.session : undefined;
  }

  forgetToken(token: string): void {
    this.forgets++;
    const key = tokenKey(token);
    this.entries.delete(key);
    this.inFlight.delete(key);
  }

  /** Every remembered session of the account (events name the account, not the token). */
  forgetUser(userId: string): void {
    this.forgets++;
    for (const [key, entry] of this.entries) if (entry.session.userId === userId) this.entries.delete(key);
    // A check in flight does not say whose token it is until it answers; none of them will be kept (see `forgets`).
    this.inFlight.clear();
  }

  get size(): number {
    return this.entries.size;
  }

  private keep(key: string, session: VerifiedSession) {
    const keptUntil = Math.min(this.now() + this.options.ttlMs, Date.parse(session.expiresAt));
    if (!(keptUntil > this.now())) return;
    this.entries.delete(key);
    this.entries.set(key, { session, keptUntil });
    while (this.entries.size > this.options.maxEntries) this.entries.delete(this.entries.keys().next().value!);
  }
}

function tokenKey(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}
