import type { Knex, Transaction } from '@mindprint/platform/db';

export interface User {
  id: string;
  email: string;
  emailVerifiedAt: Date | null;
  name: string;
  passwordHash: string;
  passwordChangedAt: Date | null;
  nickname: string | null;
  phone: string | null;
  /** YYYY-MM-DD */
  birthday: string | null;
  gender: string;
  locale: string;
  createdAt: Date;
  /** When the avatar was last set; null without one. */
  avatarUpdatedAt: Date | null;
}

export interface NewUser {
  id: string;
  email: string;
  name: string;
  passwordHash: string;
  locale: string;
  at: Date;
}

export interface ProfileChanges {
  nickname?: string | null;
  phone?: string | null;
  birthday?: string | null;
  gender?: string;
  locale?: string;
}

const date = (value: unknown) => (value === null || value === undefined ? null : new Date(value as string | Date));

function fromRow(r: Record<string, unknown>): User {
  return {
    id: r.id as string,
    email: r.email as string,
    emailVerifiedAt: date(r.email_verified_at),
    name: r.name as string,
    passwordHash: r.password_hash as string,
    passwordChangedAt: date(r.password_changed_at),
    nickname: r.nickname as string | null,
    phone: r.phone as string | null,
    birthday: r.birthday_text as string | null,
    gender: r.gender as string,
    locale: r.locale as string,
    createdAt: new Date(r.created_at as string | Date),
    avatarUpdatedAt: date(r.avatar_updated_at),
  };
}

export class UserRepository {
  constructor(private readonly knex: Knex) {}

  /** Users with their avatar's date, without the image; birthday as text so no time zone touches it. */
  private select(db: Knex | Transaction) {
    return db('users')
      .leftJoin('user_avatars', 'user_avatars.user_id', 'users.id')
      .select('users.*', db.raw(`to_char(users.birthday, 'YYYY-MM-DD') as birthday_text`), 'user_avatars.updated_at as avatar_updated_at');
  }

  async byId(id: string, db: Knex | Transaction = this.knex): Promise<User | undefined> {
    const row = await this.select(db).where('users.id', id).first();
    return row && fromRow(row);
  }

  /** The account and its live sessions' count (the column SessionRepository.liveSessionsColumn gives), in one statement. */
  async byIdWithLiveSessions(id: string, liveSessions: Knex.QueryBuilder): Promise<{ user: User; liveSessions: number } | undefined> {
    const row = await this.select(this.knex).select(liveSessions).where('users.id', id).first();
    return row && { user: fromRow(row), liveSessions: Number(row.live_sessions) };
  }

  async byEmail(email: string): Promise<User | undefined> {
    const row = await this.select(this.knex).where('users.email', email).first();
    return row && fromRow(row);
  }

  /** Locks the account's row until the transaction ends. */
  async byEmailForUpdate(trx: Transaction, email: string): Promise<User | undefined> {
    const row = await this.select(trx).where('users.email', email).forUpdate('users').first();
    return row && fromRow(row);
  }

  async byIdForUpdate(trx: Transaction, id: string): Promise<User | undefined> {
    const row = await this.select(trx).where('users.id', id).forUpdate('users').first();
    return row && fromRow(row);
  }

  async insert(trx: Transaction, user: NewUser): Promise<User> {
    await trx('users').insert({
      id: user.id,
      email: user.email,
      name: user.name,
      password_hash: user.passwordHash,
      locale: user.locale,
      privacy_accepted_at: user.at,
      created_at: user.at,
      updated_at: user.at,
    });
    return (await this.byId(user.id, trx))!;
  }

  /** A registration nobody verified is taken over by the next one for the same address. */
  async replacePendingRegistration(trx: Transaction, id: string, registration: Omit<NewUser, 'id' | 'email'>): Promise<User> {
    await trx('users').where({ id }).whereNull('email_verified_at').update({
      name: registration.name,
      password_hash: registration.passwordHash,
      locale: registration.locale,
      privacy_accepted_at: registration.at,
      updated_at: registration.at,
    });
    return (await this.byId(id, trx))!;
  }

  async markEmailVerified(trx: Transaction, id: string, at: Date): Promise<void> {
    await trx('users').where({ id }).whereNull('email_verified_at').update({ email_verified_at: at, updated_at: at });
  }

  async setPasswordHash(db: Knex | Transaction, id: string, passwordHash: string, at: Date, changed: boolean): Promise<void> {
    await db('users')
      .where({ id })
      .update({ password_hash: passwordHash, updated_at: at, ...(changed ? { password_changed_at: at } : {}) });
  }

  async updateProfile(trx: Transaction, id: string, changes: ProfileChanges, at: Date): Promise<void> {
    const columns: Record<string, unknown> = {};
    if (changes.nickname !== undefined) columns.nickname = changes.nickname;
    if (changes.phone !== undefined) columns.phone = changes.phone;
    if (changes.birthday !== undefined) columns.birthday = changes.birthday;
    if (changes.gender !== undefined) columns.gender = changes.gender;
    if (changes.locale !== undefined) columns.locale = changes.locale;
    await trx('users').where({ id }).update({ ...columns, updated_at: at });
  }

  async setAvatar(trx: Transaction, userId: string, avatar: { contentType: string; image: Buffer }, at: Date): Promise<void> {
    await trx('user_avatars')
      .insert({ user_id: userId, content_type: avatar.contentType, image: avatar.image, updated_at: at })
      .onConflict('user_id')
      .merge();
  }

  async removeAvatar(trx: Transaction, userId: string): Promise<void> {
    await trx('user_avatars').where({ user_id: userId }).delete();
  }

  async avatar(userId: string): Promise<{ contentType: string; image: Buffer; updatedAt: Date } | undefined> {
    const row = await this.knex('user_avatars').where({ user_id: userId }).first();
    return row && { contentType: row.content_type, image: row.image, updatedAt: new Date(row.updated_at) };
  }
}
