import { fromBinary } from '@bufbuild/protobuf';
import {
  PasswordChangedSchema,
  SessionsEndedSchema,
  UserContactChangedSchema,
  UserEmailVerifiedSchema,
  UserRegisteredSchema,
  VerificationCodeRequestedSchema,
} from '@mindprint/proto/gen/mindprint/user/v1/events_pb';
import { MemoryCache } from '@mindprint/platform/cache';
import type { Database } from '@mindprint/platform/db';
import { databaseEngines, openTestDatabase } from '@mindprint/platform/testing';
import { afterEach, describe, expect, it } from 'vitest';
import { Argon2PasswordHasher, type PasswordHasher } from '../src/app/password-hasher.js';
import { PruneExpired } from '../src/app/prune-expired.js';
import { loadUserConfig } from '../src/config.js';
import { userMigrations } from '../src/db/migrations.js';
import { SessionRepository } from '../src/db/session-repository.js';
import { VerificationCodeRepository } from '../src/db/verification-code-repository.js';
import type { UserUseCases } from '../src/grpc/user-handlers.js';
import { userUseCases } from '../src/service.js';

const settings = loadUserConfig({});
const minute = 60_000;
const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(200, 7)]);

/** The real hasher, counting how often the no-account path runs. */
class CountingHasher implements PasswordHasher {
  private readonly real = new Argon2PasswordHasher();
  withoutAccount = 0;
  hash = (p: string) => this.real.hash(p);
  verify = (h: string, p: string) => this.real.verify(h, p);
  needsRehash = (h: string) => this.real.needsRehash(h);
  verifyWithoutAccount = (p: string) => {
    this.withoutAccount++;
    return this.real.verifyWithoutAccount(p);
  };
}

const open: Database[] = [];
afterEach(async () => {
  await Promise.all(open.splice(0).map((db) => db.close()));
});

describe.each(databaseEngines)('accounts on %s', (engine) => {
  async function setup() {
    const db = await openTestDatabase(engine, userMigrations);
    open.push(db);
    let now = Date.now();
    const delays: number[] = [];
    const hasher = new CountingHasher();
    const useCases: UserUseCases = userUseCases({
      db,
      cache: new MemoryCache(),
      settings,
      clock: () => new Date(now),
      sleep: async (ms) => {
        delays.push(ms);
      },
      hasher,
    });
    const events = async (type: { typeName: string }) =>
      (await db.knex('outbox').where({ event_type: type.typeName }).orderBy('seq')).map((r) => ({ key: r.message_key as string, payload: r.payload as Buffer }));
    const lastCode = async (email: string, purpose = 'register') => {
      const rows = await events(VerificationCodeRequestedSchema);
      const codes = rows.map((r) => fromBinary(VerificationCodeRequestedSchema, r.payload)).filter((e) => e.email === email && e.purpose === purpose);
      return codes.at(-1)!.code;
    };
    const register = (email: string, password = 'a quiet lighthouse', clientIp = '203.0.113.1') =>
      useCases.register.run({ name: 'Ann', email, password, confirmPassword: password, agreePrivacy: true, locale: 'fr', clientIp });
    const verified = async (email: string, password = 'a quiet lighthouse') => {
      const { user } = await register(email, password);
      const { session } = await useCases.verifyEmail.run({ email, code: await lastCode(email), clientIp: '203.0.113.1', previousSessionToken: '' });
      return { user, session };
    };
    const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    return {
      db,
      useCases,
      hasher,
      delays,
      events,
      lastCode,
      register,
      verified,
      wrongCode,
      advance: (ms: number) => {
        now += ms;
      },
      clock: () => new Date(now),
    };
  }

  describe('registering', () => {
    it('creates an unverified account with an Argon2id hash, and records UserRegistered and the code mail with it', async () => {
      const { db, register, events, lastCode } = await setup();
      const { user, codeExpiresInSeconds } = await register('Ann@Example.com');
      expect(user).toMatchObject({ email: 'ann@example.com', name: 'Ann', emailVerifiedAt: null, locale: 'FR', gender: 'secret' });
      expect(codeExpiresInSeconds).toBe(600);
      const row = await db.knex('users').where({ id: user.id }).first();
      expect(row.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
      expect(row.password_hash).not.toContain('lighthouse');
      const [registered] = await events(UserRegisteredSchema);
      expect(registered!.key).toBe(user.id);
      expect(fromBinary(UserRegisteredSchema, registered!.payload)).toMatchObject({ userId: user.id, email: 'ann@example.com', locale: 'FR' });
      expect(await lastCode('ann@example.com')).toMatch(/^\d{6}$/);
    });

    it('lets the next registration take over an address nobody verified, and refuses a verified one', async () => {
      const { useCases, register, verified, events, lastCode } = await setup();
      const first = await register('squat@x.io', 'attacker chose this');
      const second = await register('squat@x.io', 'owner chose this one');
      expect(second.user.id).toBe(first.user.id);
      // Only the newest code works, and it signs in with the newest password.
      await useCases.verifyEmail.run({ email: 'squat@x.io', code: await lastCode('squat@x.io'), clientIp: '', previousSessionToken: '' });
      await expect(useCases.login.run({ email: 'squat@x.io', password: 'attacker chose this', clientIp: '', previousSessionToken: '' })).rejects.toMatchObject({ reason: 'INVALID_CREDENTIALS' });
      await useCases.login.run({ email: 'squat@x.io', password: 'owner chose this one', clientIp: '', previousSessionToken: '' });
      expect(await events(UserRegisteredSchema)).toHaveLength(1);

      await verified('taken@x.io');
      await expect(register('taken@x.io', 'another long password')).rejects.toMatchObject({ reason: 'EMAIL_TAKEN', kind: 'CONFLICT' });
    });

    it('refuses bad forms with the form messages and limits registrations per client', async () => {
      const { useCases, register } = await setup();
      const form = { name: 'Ann', email: 'a@x.io', password: 'long enough pw', confirmPassword: 'long enough pw', agreePrivacy: true, locale: '', clientIp: '198.51.100.1' };
      await expect(useCases.register.run({ ...form, confirmPassword: 'other' })).rejects.toMatchObject({ message: 'passwords do not match' });
      await expect(useCases.register.run({ ...form, agreePrivacy: false })).rejects.toMatchObject({ message: 'please agree to the privacy policy' });
      await expect(useCases.register.run({ ...form, password: 'qwerty123', confirmPassword: 'qwerty123' })).rejects.toMatchObject({ reason: 'PASSWORD_TOO_COMMON' });
      for (let i = 0; i < settings.registrationsPerClientPerHour; i++) await register(`n${i}@x.io`, 'long enough pw', '198.51.100.2');
      await expect(register('one-more@x.io', 'long enough pw', '198.51.100.2')).rejects.toMatchObject({ reason: 'TOO_MANY_REGISTRATIONS', kind: 'RESOURCE_EXHAUSTED' });
    });
  });

  describe('verifying the address', () => {
    it('accepts the code once, verifies the address, tells other services, and signs in', async () => {
      const { useCases, register, lastCode, events } = await setup();
      const { user } = await register('v@x.io');
      const code = await lastCode('v@x.io');
      const { session, user: after } = await useCases.verifyEmail.run({ email: 'V@x.io', code, clientIp: '203.0.113.5', previousSessionToken: '' });
      expect(after.emailVerifiedAt).not.toBeNull();
      expect(session.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(await useCases.authenticateSession.run(session.token)).toMatchObject({ userId: user.id, email: 'v@x.io', emailVerified: true });
      const [event] = await events(UserEmailVerifiedSchema);
      expect(fromBinary(UserEmailVerifiedSchema, event!.payload)).toMatchObject({ userId: user.id, email: 'v@x.io' });
      await expect(useCases.verifyEmail.run({ email: 'v@x.io', code, clientIp: '', previousSessionToken: '' })).rejects.toMatchObject({ reason: 'INVALID_CODE' });
    });

    it('allows five wrong tries per code; after that even the right code needs replacing', async () => {
      const { useCases, register, lastCode, wrongCode } = await setup();
      await register('t@x.io');
      const code = await lastCode('t@x.io');
      const attempt = (c: string) => useCases.verifyEmail.run({ email: 't@x.io', code: c, clientIp: '203.0.113.6', previousSessionToken: '' });
      for (let i = 1; i <= 4; i++) await expect(attempt(wrongCode(code))).rejects.toMatchObject({ reason: 'INVALID_CODE', message: expect.stringContaining(`${5 - i} tries left`) });
      await expect(attempt(wrongCode(code))).rejects.toMatchObject({ reason: 'CODE_ATTEMPTS_EXCEEDED', kind: 'RESOURCE_EXHAUSTED' });
      await expect(attempt(code)).rejects.toMatchObject({ reason: 'INVALID_CODE' });
      await useCases.requestVerificationCode.run({ email: 't@x.io', purpose: 'register', locale: 'EN' });
      await attempt(await lastCode('t@x.io'));
    });

    it('refuses a code after ten minutes', async () => {
      const { useCases, register, lastCode, advance } = await setup();
      await register('late@x.io');
      advance(10 * minute);
      await expect(useCases.verifyEmail.run({ email: 'late@x.io', code: await lastCode('late@x.io'), clientIp: '', previousSessionToken: '' })).rejects.toMatchObject({ reason: 'CODE_EXPIRED' });
    });
  });

  describe('signing in', () => {
    it('needs a verified address, answers unknown addresses exactly like wrong passwords, and checks e-mail format', async () => {
      const { useCases, register, verified, hasher } = await setup();
      const login = (email: string, password: string) => useCases.login.run({ email, password, clientIp: '203.0.113.7', previousSessionToken: '' });
      await register('unverified@x.io');
      await expect(login('unverified@x.io', 'a quiet lighthouse')).rejects.toMatchObject({ reason: 'EMAIL_NOT_VERIFIED', kind: 'PERMISSION_DENIED' });
      await verified('known@x.io');
      const wrong = await login('known@x.io', 'not the password').catch((e: Error) => e);
      const unknown = await login('nobody@x.io', 'not the password').catch((e: Error) => e);
      expect(unknown).toEqual(wrong);
      expect(unknown).toMatchObject({ reason: 'INVALID_CREDENTIALS', kind: 'UNAUTHENTICATED', message: 'Incorrect email or password' });
      expect(hasher.withoutAccount).toBe(1); // the unknown address still cost one Argon2 verification
      await expect(login('known', 'a quiet lighthouse')).rejects.toMatchObject({ reason: 'INVALID_EMAIL', message: 'wrong email format' });
      expect((await login('known@x.io', 'a quiet lighthouse')).user.email).toBe('known@x.io');
    });

    it('starts a new session and ends the one the visitor had (no fixation)', async () => {
      const { useCases, verified } = await setup();
      const { session: before } = await verified('rot@x.io');
      const { session: after } = await useCases.login.run({ email: 'rot@x.io', password: 'a quiet lighthouse', clientIp: '', previousSessionToken: before.token });
      expect(after.token).not.toBe(before.token);
      await expect(useCases.authenticateSession.run(before.token)).rejects.toMatchObject({ kind: 'UNAUTHENTICATED' });
      await useCases.authenticateSession.run(after.token);
    });

    it('announces sessions that end before their time (SessionsEnded, keyed by the account), so gateways stop believing them', async () => {
      const { useCases, verified, events } = await setup();
      const { user, session: first } = await verified('ends@x.io');
      const { session: second } = await useCases.login.run({ email: 'ends@x.io', password: 'a quiet lighthouse', clientIp: '', previousSessionToken: first.token });
      await useCases.logout.run(second.token);
      await useCases.logout.run(second.token); // nothing live ended: nothing to announce
      await useCases.logout.run('not-a-token');
      const ended = (await events(SessionsEndedSchema)).map((e) => ({ key: e.key, ...fromBinary(SessionsEndedSchema, e.payload) }));
      expect(ended).toMatchObject([
        { key: user.id, userId: user.id, reason: 'replaced', count: 1 },
        { key: user.id, userId: user.id, reason: 'logout', count: 1 },
      ]);
      expect(ended.every((e) => !Number.isNaN(Date.parse(e.endedAt)))).toBe(true);
    });

    it('stops one client guessing after five failures but lets the owner in from elsewhere; many failures only slow the account', async () => {
      const { useCases, verified, delays } = await setup();
      await verified('target@x.io');
      const login = (password: string, clientIp: string) => useCases.login.run({ email: 'target@x.io', password, clientIp, previousSessionToken: '' });
      for (let i = 0; i < 5; i++) await expect(login(`guess number ${i}`, '203.0.113.66')).rejects.toMatchObject({ reason: 'INVALID_CREDENTIALS' });
      await expect(login('a quiet lighthouse', '203.0.113.66')).rejects.toMatchObject({ reason: 'TOO_MANY_ATTEMPTS', kind: 'RESOURCE_EXHAUSTED' });
      await login('a quiet lighthouse', '198.51.100.10');
      expect(delays).toEqual([]);
      // Failures from many networks: the account is slowed down, never locked.
      for (let i = 0; i < 6; i++) await expect(login('wrong', `192.0.2.${i}`)).rejects.toMatchObject({ reason: 'INVALID_CREDENTIALS' });
      await login('a quiet lighthouse', '198.51.100.10');
      expect(delays.at(-1)).toBeGreaterThan(0);
    });
  });

  describe('sessions', () => {
    it('end after 30 idle minutes, are extended by use, and end after 7 days whatever the use', async () => {
      const { useCases, verified, advance } = await setup();
      const { session } = await verified('s@x.io');
      advance(29 * minute);
      await useCases.authenticateSession.run(session.token);
      advance(29 * minute);
      await useCases.authenticateSession.run(session.token); // 58 minutes old, 29 idle
      advance(30 * minute);
      await expect(useCases.authenticateSession.run(session.token)).rejects.toMatchObject({ reason: 'SESSION_ENDED' });

      const { session: busy } = await useCases.login.run({ email: 's@x.io', password: 'a quiet lighthouse', clientIp: '', previousSessionToken: '' });
      for (let elapsed = 0; elapsed < 7 * 24 * 60 - 20; elapsed += 20) {
        advance(20 * minute);
        await useCases.authenticateSession.run(busy.token);
      }
      advance(20 * minute);
      await expect(useCases.authenticateSession.run(busy.token)).rejects.toMatchObject({ reason: 'SESSION_ENDED' });
    }, 120_000);

    it('end at logout; a copy of the token is useless afterwards; logging out twice is fine', async () => {
      const { db, useCases, verified } = await setup();
      const { session } = await verified('out@x.io');
      await useCases.logout.run(session.token);
      await useCases.logout.run(session.token);
      await expect(useCases.authenticateSession.run(session.token)).rejects.toMatchObject({ kind: 'UNAUTHENTICATED' });
      const rows = await db.knex('sessions');
      expect(rows.map((r) => r.revoked_reason)).toEqual(['logout']);
      expect(rows.every((r) => r.token_hash !== session.token && /^[0-9a-f]{64}$/.test(r.token_hash))).toBe(true);
    });
    it('are deleted a day after they ended, with expired codes; live ones stay', async () => {
      const { db, useCases, verified, advance, clock, register } = await setup();
      const { session: ended } = await verified('old@x.io');
      await useCases.logout.run(ended.token);
      await register('pending@x.io');
      advance(25 * 60 * minute);
      const { session: live } = await useCases.login.run({ email: 'old@x.io', password: 'a quiet lighthouse', clientIp: '', previousSessionToken: '' });
      await register('fresh@x.io');
      const pruning = new PruneExpired({
        knex: db.knex,
        sessions: new SessionRepository(db.knex),
        codes: new VerificationCodeRepository(),
        idleTimeoutSeconds: settings.session.idleTimeoutSeconds,
        clock,
      });
      expect(await pruning.runOnce()).toEqual({ sessions: 1, codes: 2 });
      await useCases.authenticateSession.run(live.token);
      expect((await db.knex('verification_codes')).map((r) => r.email)).toEqual(['fresh@x.io']);
      expect(await pruning.runOnce()).toEqual({ sessions: 0, codes: 0 });
    });
  });

  describe('passwords', () => {
    it('reset with an e-mailed code ends every session, and all failures read the same', async () => {
      const { useCases, verified, lastCode, events, wrongCode } = await setup();
      const { user, session } = await verified('r@x.io');
      const { session: other } = await useCases.login.run({ email: 'r@x.io', password: 'a quiet lighthouse', clientIp: '', previousSessionToken: '' });
      await useCases.requestVerificationCode.run({ email: 'r@x.io', purpose: 'password_reset', locale: 'EN' });
      await useCases.requestVerificationCode.drain();
      const code = await lastCode('r@x.io', 'password_reset');
      const reset = (email: string, c: string) =>
        useCases.resetPassword.run({ email, code: c, password: 'brand new secret', confirmPassword: 'brand new secret', clientIp: '203.0.113.8' });
      const wrong = await reset('r@x.io', wrongCode(code)).catch((e: Error) => e);
      const noAccount = await reset('nobody@x.io', code).catch((e: Error) => e);
      expect(noAccount).toEqual(wrong);
      expect(wrong).toMatchObject({ reason: 'INVALID_CODE', kind: 'INVALID_ARGUMENT' });

      expect(await reset('r@x.io', code)).toEqual({ sessionsEnded: 2, userId: user.id });
      for (const token of [session.token, other.token]) await expect(useCases.authenticateSession.run(token)).rejects.toMatchObject({ kind: 'UNAUTHENTICATED' });
      const login = (password: string) => useCases.login.run({ email: 'r@x.io', password, clientIp: '', previousSessionToken: '' });
      await expect(login('a quiet lighthouse')).rejects.toMatchObject({ reason: 'INVALID_CREDENTIALS' });
      await login('brand new secret');
      await expect(reset('r@x.io', code)).rejects.toMatchObject({ reason: 'INVALID_CODE' });
      const [changed] = await events(PasswordChangedSchema);
      expect(fromBinary(PasswordChangedSchema, changed!.payload)).toMatchObject({ userId: user.id, via: 'reset' });
      expect((await events(SessionsEndedSchema)).map((e) => fromBinary(SessionsEndedSchema, e.payload))).toMatchObject([{ userId: user.id, reason: 'password_reset', count: 2 }]);
    });

    it('reset also verifies an address nobody verified yet', async () => {
      const { useCases, register, lastCode } = await setup();
      await register('late-verify@x.io');
      await useCases.requestVerificationCode.run({ email: 'late-verify@x.io', purpose: 'password_reset', locale: 'EN' });
      await useCases.requestVerificationCode.drain();
      await useCases.resetPassword.run({ email: 'late-verify@x.io', code: await lastCode('late-verify@x.io', 'password_reset'), password: 'brand new secret', confirmPassword: '', clientIp: '' });
      await useCases.login.run({ email: 'late-verify@x.io', password: 'brand new secret', clientIp: '', previousSessionToken: '' });
    });

    it('change needs the current password, ends every session and hands out a new one', async () => {
      const { useCases, verified, events } = await setup();
      const { user, session } = await verified('c@x.io');
      const { session: elsewhere } = await useCases.login.run({ email: 'c@x.io', password: 'a quiet lighthouse', clientIp: '', previousSessionToken: '' });
      const change = (oldPassword: string, newPassword: string) =>
        useCases.changePassword.run({ userId: user.id, oldPassword, newPassword, confirmPassword: newPassword, clientIp: '' });
      await expect(change('wrong one', 'another fine secret')).rejects.toMatchObject({ reason: 'INCORRECT_PASSWORD' });
      await expect(change('a quiet lighthouse', 'a quiet lighthouse')).rejects.toMatchObject({ reason: 'PASSWORD_UNCHANGED' });
      await expect(change('a quiet lighthouse', 'password123')).rejects.toMatchObject({ reason: 'PASSWORD_TOO_COMMON' });
      const { session: renewed } = await change('a quiet lighthouse', 'another fine secret');
      for (const token of [session.token, elsewhere.token]) await expect(useCases.authenticateSession.run(token)).rejects.toMatchObject({ kind: 'UNAUTHENTICATED' });
      await useCases.authenticateSession.run(renewed.token);
      expect(fromBinary(PasswordChangedSchema, (await events(PasswordChangedSchema))[0]!.payload).via).toBe('update');
      await expect(useCases.changePassword.run({ userId: '', oldPassword: 'x', newPassword: 'y', confirmPassword: '', clientIp: '' })).rejects.toMatchObject({ kind: 'UNAUTHENTICATED' });
    });

    it('limits wrong current passwords per account', async () => {
      const { useCases, verified } = await setup();
      const { user } = await verified('limit@x.io');
      const change = (oldPassword: string) => useCases.changePassword.run({ userId: user.id, oldPassword, newPassword: 'another fine secret', confirmPassword: '', clientIp: '' });
      for (let i = 0; i < 5; i++) await expect(change(`guess ${i}`)).rejects.toMatchObject({ reason: 'INCORRECT_PASSWORD' });
      await expect(change('a quiet lighthouse')).rejects.toMatchObject({ reason: 'TOO_MANY_ATTEMPTS' });
    });
  });

  describe('the profile', () => {
    it('changes only the fields given, stores the avatar as bytes and serves it back', async () => {
      const { db, useCases, verified } = await setup();
      const { user } = await verified('p@x.io');
      const updated = await useCases.updateProfile.run({
        userId: user.id,
        nickname: ' Annie ',
        birthday: '1990-05-17',
        gender: 'female',
        avatarDataUrl: `data:image/png;base64,${png.toString('base64')}`,
        removeAvatar: false,
      });
      expect(updated).toMatchObject({ nickname: 'Annie', birthday: '1990-05-17', gender: 'female', phone: null });
      expect(updated.avatarUpdatedAt).not.toBeNull();
      const stored = await db.knex('user_avatars').where({ user_id: user.id }).first();
      expect(Buffer.isBuffer(stored.image) && stored.image.equals(png)).toBe(true);
      expect(await useCases.profiles.avatar(user.id)).toMatchObject({ contentType: 'image/png', image: png });

      const again = await useCases.updateProfile.run({ userId: user.id, phone: '+33 1 23 45 67 89', removeAvatar: true });
      expect(again).toMatchObject({ nickname: 'Annie', birthday: '1990-05-17', phone: '+33 1 23 45 67 89', avatarUpdatedAt: null });
      await expect(useCases.profiles.avatar(user.id)).rejects.toMatchObject({ reason: 'AVATAR_NOT_FOUND', kind: 'NOT_FOUND' });
    });

    it('refuses a bad field without changing any', async () => {
      const { useCases, verified } = await setup();
      const { user } = await verified('bad@x.io');
      await expect(useCases.updateProfile.run({ userId: user.id, nickname: 'Kept?', birthday: '2020-02-30', removeAvatar: false })).rejects.toMatchObject({
        reason: 'INVALID_DATE',
        message: 'invalid date',
      });
      await expect(
        useCases.updateProfile.run({ userId: user.id, avatarDataUrl: 'data:image/gif;base64,R0lGODlhAQABAAAAACw=', removeAvatar: false }),
      ).rejects.toMatchObject({ reason: 'INVALID_AVATAR' });
      expect((await useCases.profiles.profile(user.id)).nickname).toBeNull();
    });

    it('changes the language mail is written in and announces it once per change (UserContactChanged), refusing an unknown one', async () => {
      const { useCases, verified, events } = await setup();
      const { user } = await verified('lang@x.io');
      expect(user.locale).toBe('FR');
      await expect(useCases.updateProfile.run({ userId: user.id, locale: 'klingon', nickname: 'Kept?', removeAvatar: false })).rejects.toMatchObject({
        reason: 'INVALID_LOCALE',
        kind: 'INVALID_ARGUMENT',
      });
      expect((await useCases.profiles.profile(user.id)).nickname).toBeNull();
      expect(await useCases.updateProfile.run({ userId: user.id, locale: 'de', removeAvatar: false })).toMatchObject({ locale: 'DE' });
      // The same language again, or other fields: nothing to announce.
      await useCases.updateProfile.run({ userId: user.id, locale: 'DE', nickname: 'Ann', removeAvatar: false });
      const announced = (await events(UserContactChangedSchema)).map((e) => ({ key: e.key, event: fromBinary(UserContactChangedSchema, e.payload) }));
      expect(announced).toEqual([{ key: user.id, event: expect.objectContaining({ userId: user.id, email: 'lang@x.io', locale: 'DE' }) }]);
    });

    it('sums up the user center: membership, live sessions, profile completion', async () => {
      const { db, useCases, verified, advance } = await setup();
      const { user, session } = await verified('center@x.io');
      await useCases.login.run({ email: 'center@x.io', password: 'a quiet lighthouse', clientIp: '', previousSessionToken: '' });
      await useCases.updateProfile.run({ userId: user.id, nickname: 'C', gender: 'male', removeAvatar: false });
      advance(2 * 24 * 60 * minute);
      const ended = await useCases.login.run({ email: 'center@x.io', password: 'a quiet lighthouse', clientIp: '', previousSessionToken: '' });
      await useCases.logout.run(ended.session.token);
      const data = await useCases.profiles.centerData(user.id);
      expect(data).toMatchObject({ memberDays: 2, profileCompletionPercent: 40, passwordChangedAt: null });
      expect(data.activeSessions).toBe(0); // the first two went idle two days ago, the third was ended
      await expect(useCases.authenticateSession.run(session.token)).rejects.toMatchObject({ kind: 'UNAUTHENTICATED' });

      await useCases.login.run({ email: 'center@x.io', password: 'a quiet lighthouse', clientIp: '', previousSessionToken: '' });
      const statements: string[] = [];
      db.knex.on('query', (query: { sql: string }) => statements.push(query.sql));
      expect((await useCases.profiles.centerData(user.id)).activeSessions).toBe(1);
      expect(statements).toHaveLength(1); // the account and its live sessions in one statement
    });
  });
});
