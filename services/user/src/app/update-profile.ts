import { UserContactChangedSchema } from '@mindprint/proto/gen/mindprint/user/v1/events_pb';
import type { Database } from '@mindprint/platform/db';
import { DomainError } from '@mindprint/platform/errors';
import { normalizeLocale } from '@mindprint/platform/locales';
import { writeOutbox } from '@mindprint/platform/outbox';
import type { ProfileChanges, User, UserRepository } from '../db/user-repository.js';
import { accountErrors } from '../domain/account-errors.js';
import { parseAvatarDataUrl, type Avatar } from '../domain/avatar.js';
import { parseBirthday, parseGender, parseNickname, parsePhone } from '../domain/profile.js';

export interface UpdateProfileInput {
  userId: string;
  nickname?: string;
  phone?: string;
  birthday?: string;
  gender?: string;
  avatarDataUrl?: string;
  removeAvatar: boolean;
  /** The language mail to the account is written in (a locale code, any case). */
  locale?: string;
}

/**
 * Signed in: changes the fields given (all checked before anything is written), leaves the others. A new
 * language is announced (UserContactChanged) in the same transaction, for the mail that follows the account.
 */
export class UpdateProfile {
  constructor(private readonly deps: { db: Database; users: UserRepository; clock: () => Date }) {}

  async run(input: UpdateProfileInput): Promise<User> {
    const { db, users, clock } = this.deps;
    if (!input.userId) throw accountErrors.notSignedIn();
    const now = clock();
    const changes: ProfileChanges = {};
    if (input.nickname !== undefined) changes.nickname = parseNickname(input.nickname);
    if (input.phone !== undefined) changes.phone = parsePhone(input.phone);
    if (input.birthday !== undefined) changes.birthday = parseBirthday(input.birthday, now);
    if (input.gender !== undefined) changes.gender = parseGender(input.gender);
    if (input.locale !== undefined) {
      const locale = normalizeLocale(input.locale);
      if (!locale) throw new DomainError('INVALID_LOCALE', `locale: "${input.locale}" is not a language of the site`, 'INVALID_ARGUMENT');
      changes.locale = locale;
    }
    const avatar: Avatar | undefined = input.avatarDataUrl ? parseAvatarDataUrl(input.avatarDataUrl) : undefined;

    return db.withTransaction(async (trx) => {
      const user = await users.byIdForUpdate(trx, input.userId);
      if (!user) throw accountErrors.notSignedIn();
      await users.updateProfile(trx, user.id, changes, now);
      if (changes.locale && changes.locale !== user.locale) {
        await writeOutbox(trx, UserContactChangedSchema, { userId: user.id, email: user.email, locale: changes.locale, changedAt: now.toISOString() }, { key: user.id });
      }
      if (avatar) await users.setAvatar(trx, user.id, avatar, now);
      else if (input.removeAvatar) await users.removeAvatar(trx, user.id);
      return (await users.byId(user.id, trx))!;
    });
  }
}
