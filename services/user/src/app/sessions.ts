import type { Transaction } from '@mindprint/platform/db';
import { writeOutbox } from '@mindprint/platform/outbox';
import { SessionsEndedSchema } from '@mindprint/proto/gen/mindprint/user/v1/events_pb';
import type { SessionEndReason, SessionRepository } from '../db/session-repository.js';
import { hashSessionToken, looksLikeSessionToken, newSessionTimes, newSessionToken, type SessionPolicy } from '../domain/session.js';

export interface IssuedSession {
  /** Shown once, to be handed to the client; only its hash is stored. */
  token: string;
  expiresAt: Date;
  idleTimeoutSeconds: number;
}

/**
 * Starting and ending sessions inside the caller's transaction. Sessions that end before their time are
 * announced (SessionsEnded), so gateways stop believing tokens they verified a moment ago.
 */
export class Sessions {
  constructor(
    private readonly sessions: SessionRepository,
    readonly policy: SessionPolicy,
    private readonly clock: () => Date,
  ) {}

  /** A new session for the account; the visitor's previous session, if given, ends (no fixation). */
  async start(trx: Transaction, userId: string, clientIp: string, previousToken = ''): Promise<IssuedSession> {
    const now = this.clock();
    await this.end(trx, previousToken, 'replaced');
    const token = newSessionToken();
    const times = newSessionTimes(now, this.policy);
    await this.sessions.insert(trx, { tokenHash: hashSessionToken(token), userId, clientIp, ...times });
    return { token, expiresAt: times.expiresAt, idleTimeoutSeconds: this.policy.idleTimeoutSeconds };
  }

  /** Ends the session the token names, if it is live (anything else is fine: ending twice is not an error). */
  async end(trx: Transaction, token: string, reason: SessionEndReason): Promise<void> {
    if (!looksLikeSessionToken(token)) return;
    const now = this.clock();
    const userId = await this.sessions.revokeByTokenHash(trx, hashSessionToken(token), now, reason);
    if (userId) await this.announce(trx, userId, reason, 1, now);
  }

  /** Ends every session of the account; returns how many were live. */
  async endAll(trx: Transaction, userId: string, reason: SessionEndReason): Promise<number> {
    const now = this.clock();
    const count = await this.sessions.revokeAllOfUser(trx, userId, now, reason);
    if (count > 0) await this.announce(trx, userId, reason, count, now);
    return count;
  }

  private async announce(trx: Transaction, userId: string, reason: SessionEndReason, count: number, at: Date): Promise<void> {
    await writeOutbox(trx, SessionsEndedSchema, { userId, reason, count, endedAt: at.toISOString() }, { key: userId });
  }
}
