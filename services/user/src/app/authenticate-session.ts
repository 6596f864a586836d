import type { SessionRepository } from '../db/session-repository.js';
import { accountErrors } from '../domain/account-errors.js';
import { hashSessionToken, looksLikeSessionToken, needsTouch, sessionState, type SessionPolicy } from '../domain/session.js';

export interface AuthenticatedSession {
  userId: string;
  email: string;
  emailVerified: boolean;
  expiresAt: Date;
}

/** The gateway's one call per signed-in request: token → account, extending the idle timeout. */
export class AuthenticateSession {
  constructor(
    private readonly deps: { sessions: SessionRepository; policy: SessionPolicy; clock: () => Date },
  ) {}

  async run(token: string): Promise<AuthenticatedSession> {
    const { sessions, policy, clock } = this.deps;
    if (!looksLikeSessionToken(token)) throw accountErrors.sessionEnded();
    const session = await sessions.byTokenHash(hashSessionToken(token));
    const now = clock();
    if (!session || sessionState(session, now, policy) !== 'active') throw accountErrors.sessionEnded();
    if (needsTouch(session, now, policy)) await sessions.touch(session.id, now);
    return { userId: session.userId, email: session.email, emailVerified: session.emailVerifiedAt !== null, expiresAt: session.expiresAt };
  }
}
