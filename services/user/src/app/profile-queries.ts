import { DomainError } from '@mindprint/platform/errors';
import type { SessionRepository } from '../db/session-repository.js';
import type { User, UserRepository } from '../db/user-repository.js';
import { accountErrors } from '../domain/account-errors.js';
import { profileCompletionPercent, wholeDaysBetween } from '../domain/profile.js';
import { idleCutoff, type SessionPolicy } from '../domain/session.js';

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** What a signed-in user (or, for avatars, anyone) can read. */
export class ProfileQueries {
  constructor(
    private readonly deps: { users: UserRepository; sessions: SessionRepository; policy: SessionPolicy; clock: () => Date },
  ) {}

  async profile(userId: string): Promise<User> {
    const user = userId ? await this.deps.users.byId(userId) : undefined;
    if (!user) throw accountErrors.notSignedIn();
    return user;
  }

  async avatar(userId: string): Promise<{ image: Buffer; contentType: string; version: number }> {
    const avatar = uuidPattern.test(userId) ? await this.deps.users.avatar(userId) : undefined;
    if (!avatar) throw new DomainError('AVATAR_NOT_FOUND', 'This account has no avatar', 'NOT_FOUND');
    return { image: avatar.image, contentType: avatar.contentType, version: avatar.updatedAt.getTime() };
  }

  async centerData(userId: string) {
    const now = this.deps.clock();
    const found = userId ? await this.deps.users.byIdWithLiveSessions(userId, this.deps.sessions.liveSessionsColumn(now, idleCutoff(now, this.deps.policy))) : undefined;
    if (!found) throw accountErrors.notSignedIn();
    const { user, liveSessions: activeSessions } = found;
    return {
      user,
      memberDays: wholeDaysBetween(user.createdAt, now),
      activeSessions,
      profileCompletionPercent: profileCompletionPercent({ ...user, hasAvatar: user.avatarUpdatedAt !== null }),
      passwordChangedAt: user.passwordChangedAt,
    };
  }
}
