import type { Knex, Transaction } from '@mindprint/platform/db';

export interface StoredSession {
  id: number;
  userId: string;
  createdAt: Date;
  lastSeenAt: Date;
  expiresAt: Date;
  revokedAt: Date | null;
  email: string;
  emailVerifiedAt: Date | null;
}

export type SessionEndReason = 'logout' | 'replaced' | 'password_reset' | 'password_changed' | 're_registered';

export class SessionRepository {
  constructor(private readonly knex: Knex) {}

  async insert(
    trx: Transaction,
    session: { tokenHash: string; userId: string; clientIp: string; createdAt: Date; lastSeenAt: Date; expiresAt: Date },
  ): Promise<void> {
    await trx('sessions').insert({
      token_hash: session.tokenHash,
      user_id: session.userId,
      client_ip: session.clientIp.slice(0, 64) || null,
      created_at: session.createdAt,
      last_seen_at: session.lastSeenAt,
      expires_at: session.expiresAt,
    });
  }

  /** The session with its account's address, whatever its state (the caller decides with the domain rules). */
  async byTokenHash(tokenHash: string): Promise<StoredSession | undefined> {
    const row = await this.knex('sessions')
      .join('users', 'users.id', 'sessions.user_id')
      .where('sessions.token_hash', tokenHash)
      .first('sessions.*', 'users.email', 'users.email_verified_at');
    return (
      row && {
        id: row.id,
        userId: row.user_id,
        createdAt: new Date(row.created_at),
        lastSeenAt: new Date(row.last_seen_at),
        expiresAt: new Date(row.expires_at),
        revokedAt: row.revoked_at ? new Date(row.revoked_at) : null,
        email: row.email,
        emailVerifiedAt: row.email_verified_at ? new Date(row.email_verified_at) : null,
      }
    );
  }

  async touch(id: number, at: Date): Promise<void> {
    await this.knex('sessions').where({ id }).whereNull('revoked_at').update({ last_seen_at: at });
  }

  /** Ends the live session with this token hash; the account it belonged to, or undefined when none was live. */
  async revokeByTokenHash(trx: Transaction, tokenHash: string, at: Date, reason: SessionEndReason): Promise<string | undefined> {
    const [row] = await trx('sessions').where({ token_hash: tokenHash }).whereNull('revoked_at').update({ revoked_at: at, revoked_reason: reason }, ['user_id']);
    return row?.user_id;
  }

  async revokeAllOfUser(trx: Transaction, userId: string, at: Date, reason: SessionEndReason): Promise<number> {
    return trx('sessions').where({ user_id: userId }).whereNull('revoked_at').update({ revoked_at: at, revoked_reason: reason });
  }

  /**
   * The count of an account's sessions neither ended, nor past their absolute end, nor idle since `idleCutoff`, as
   * a column `live_sessions` of a query on `users` (the user center reads both in one statement).
   */
  liveSessionsColumn(now: Date, idleCutoff: Date): Knex.QueryBuilder {
    return this.knex('sessions')
      .whereRaw('sessions.user_id = users.id')
      .whereNull('revoked_at')
      .andWhere('expires_at', '>', now)
      .andWhere('last_seen_at', '>', idleCutoff)
      .count('*')
      .as('live_sessions');
  }

  /** Deletes sessions that ended (revoked, past their absolute end, or idle) before `cutoff`, at most `limit`. */
  async deleteEndedBefore(cutoff: Date, idleCutoff: Date, limit: number): Promise<number> {
    const ended = this.knex('sessions')
      .select('id')
      .where((q) => q.where('revoked_at', '<', cutoff).orWhere('expires_at', '<', cutoff).orWhere('last_seen_at', '<', idleCutoff))
      .limit(limit);
    return (await this.knex('sessions').whereIn('id', ended).delete(['id'])).length;
  }
}
