import type { Transaction, Knex } from '@mindprint/platform/db';
import type { SessionEndReason, SessionRepository } from '../db/session-repository.js';
import { hashSessionToken, looksLikeSessionToken, newSessionTimes, newSessionToken, type SessionPolicy } from '../domain/session.js';

export interface IssuedSession {
  /** Shown once, to be handed to the client; only its hash is stored. */
  token: string;
  expiresAt: Date;
  idleTimeoutSeconds: number;
}

/** Starting and ending sessions inside the caller's transaction. */
export class Sessions {
  constructor(
    private readonly sessions: SessionRepository,
    readonly policy: SessionPolicy,
    private readonly clock: () => Date,
  ) {}

  /** A new session for the account; the visitor's previous session, if given, ends (no fixation). */
  async start(trx: Transaction, userId: string, clientIp: string, previousToken = ''): Promise<IssuedSession> {
    const now = this.clock();
    if (looksLikeSessionToken(previousToken)) await this.sessions.revokeByTokenHash(trx, hashSessionToken(previousToken), now, 'replaced');
    const token = newSessionToken();
    const times = newSessionTimes(now, this.policy);
    await this.sessions.insert(trx, { tokenHash: hashSessionToken(token), userId, clientIp, ...times });
    return { token, expiresAt: times.expiresAt, idleTimeoutSeconds: this.policy.idleTimeoutSeconds };
  }

  async end(db: Knex | Transaction, token: string, reason: SessionEndReason): Promise<void> {
    if (looksLikeSessionToken(token)) await this.sessions.revokeByTokenHash(db, hashSessionToken(token), this.clock(), reason);
  }

  /** Ends every session of the account; returns how many were live. */
  endAll(trx: Transaction, userId: string, reason: SessionEndReason): Promise<number> {
    return this.sessions.revokeAllOfUser(trx, userId, this.clock(), reason);
  }
}
