import { MemoryCache } from '@mindprint/platform/cache';
import { databaseEngines, openTestDatabase } from '@mindprint/platform/testing';
import { describe, expect, it } from 'vitest';
import { AttemptCounter } from '../src/app/attempt-counter.js';
import { RequestVerificationCode } from '../src/app/request-verification-code.js';
import { userMigrations } from '../src/db/migrations.js';
import { UserRepository } from '../src/db/user-repository.js';
import { VerificationCodeRepository } from '../src/db/verification-code-repository.js';
import { normalizeEmail } from '@mindprint/platform/email-address';
import { checkVerificationCode, hashVerificationCode, maxCodeAttempts, newVerificationCode } from '../src/domain/verification-code.js';

describe('verification codes', () => {
  it('are six digits, leading zeros kept, and not repeated run after run', () => {
    const codes = Array.from({ length: 2_000 }, newVerificationCode);
    expect(codes.every((c) => /^\d{6}$/.test(c))).toBe(true);
    expect(new Set(codes).size).toBeGreaterThan(1_990);
  });

  it('are stored only as a hash bound to the address', () => {
    expect(hashVerificationCode('a@x.io', '123456')).not.toBe(hashVerificationCode('b@x.io', '123456'));
    expect(hashVerificationCode('a@x.io', '123456')).not.toContain('123456');
  });

  it('accept addresses in any case and refuse what is not an address', () => {
    expect(normalizeEmail('  Ann@Example.COM ')).toBe('ann@example.com');
    for (const bad of ['', 'ann', 'ann@', '@x.io', 'a b@x.io', `${'a'.repeat(250)}@x.io`]) expect(normalizeEmail(bad)).toBeUndefined();
  });
});

describe('checking a code', () => {
  const now = new Date('2025-03-01T12:00:00Z');
  const stored = (attempts = 0, expiresAt = new Date(now.getTime() + 60_000)) => ({ codeHash: hashVerificationCode('a@x.io', '042042'), attempts, expiresAt });

  it('accepts the right code for the right address within ten minutes', () => {
    expect(checkVerificationCode(stored(), 'a@x.io', '042042', now)).toEqual({ outcome: 'valid' });
    expect(checkVerificationCode(stored(), 'a@x.io', ' 042042 ', now)).toEqual({ outcome: 'valid' });
    expect(checkVerificationCode(stored(), 'b@x.io', '042042', now).outcome).toBe('wrong');
    expect(checkVerificationCode(stored(0, now), 'a@x.io', '042042', now)).toEqual({ outcome: 'expired' });
  });

  it('counts wrong tries and retires the code on the fifth', () => {
    expect(checkVerificationCode(stored(0), 'a@x.io', '111111', now)).toEqual({ outcome: 'wrong', attempts: 1, remaining: 4, retire: false });
    expect(checkVerificationCode(stored(maxCodeAttempts - 1), 'a@x.io', '111111', now)).toEqual({ outcome: 'wrong', attempts: 5, remaining: 0, retire: true });
    expect(checkVerificationCode(stored(maxCodeAttempts), 'a@x.io', '042042', now)).toEqual({ outcome: 'used_up' });
    expect(checkVerificationCode(stored(), 'a@x.io', 'abcdef', now).outcome).toBe('wrong');
    expect(checkVerificationCode(undefined, 'a@x.io', '042042', now)).toEqual({ outcome: 'missing' });
  });
});

describe.each(databaseEngines)('requesting a code on %s', (engine) => {
  async function setup(perHour = 5, perClientPerHour = 20) {
    const db = await openTestDatabase(engine, userMigrations);
    const useCase = new RequestVerificationCode({
      db,
      codes: new VerificationCodeRepository(),
      users: new UserRepository(db.knex),
      counter: new AttemptCounter(new MemoryCache()),
      limits: { perHour, perClientPerHour },
    });
    return { db, useCase };
  }

  it('stores the hashed code and the event in one transaction', async () => {
    const { db, useCase } = await setup();
    await useCase.run({ email: 'Ann@Example.com', locale: 'FR', purpose: 'register' });
    const [code] = await db.knex('verification_codes').where({ email: 'ann@example.com' });
    expect(code.code_hash).toMatch(/^[0-9a-f]{64}$/);
    const [event] = await db.knex('outbox');
    expect(event).toMatchObject({ topic: 'user.events.v1', event_type: 'mindprint.user.v1.VerificationCodeRequested', message_key: 'ann@example.com' });
    await db.close();
  });

  it('refuses a bad address or purpose with a clear reason and stores nothing', async () => {
    const { db, useCase } = await setup();
    await expect(useCase.run({ email: 'nope', locale: 'EN', purpose: 'register' })).rejects.toMatchObject({ reason: 'INVALID_EMAIL', kind: 'INVALID_ARGUMENT' });
    await expect(useCase.run({ email: 'a@x.io', locale: 'EN', purpose: 'admin' })).rejects.toMatchObject({ reason: 'INVALID_PURPOSE' });
    expect(await db.knex('outbox')).toHaveLength(0);
    await db.close();
  });

  it('limits how many codes one address can be sent per hour', async () => {
    const { db, useCase } = await setup(2);
    await useCase.run({ email: 'a@x.io', locale: 'EN', purpose: 'register' });
    await useCase.run({ email: 'a@x.io', locale: 'EN', purpose: 'register' });
    await expect(useCase.run({ email: 'a@x.io', locale: 'EN', purpose: 'register' })).rejects.toMatchObject({ reason: 'TOO_MANY_CODES', kind: 'RESOURCE_EXHAUSTED' });
    await useCase.run({ email: 'b@x.io', locale: 'EN', purpose: 'register' });
    expect(await db.knex('verification_codes').whereNull('used_at')).toHaveLength(2);
    await db.close();
  });

  it('limits how many codes one client address can ask for, whatever the addresses', async () => {
    const { db, useCase } = await setup(5, 3);
    for (const email of ['a@x.io', 'b@x.io', 'c@x.io']) await useCase.run({ email, locale: 'EN', purpose: 'register', clientIp: '203.0.113.9' });
    await expect(useCase.run({ email: 'd@x.io', locale: 'EN', purpose: 'register', clientIp: '203.0.113.9' })).rejects.toMatchObject({ reason: 'TOO_MANY_CODES' });
    await useCase.run({ email: 'd@x.io', locale: 'EN', purpose: 'register', clientIp: '198.51.100.7' });
    await db.close();
  });

  it('sends a password-reset code only to an existing account, answering the same either way', async () => {
    const { db, useCase } = await setup();
    const now = new Date();
    await db.knex('users').insert({ id: '7d3c2a4e-0d3c-4f3e-9a53-0b1b2c3d4e5f', email: 'known@x.io', name: 'K', password_hash: 'x', privacy_accepted_at: now, created_at: now, updated_at: now });
    const known = await useCase.run({ email: 'known@x.io', locale: 'EN', purpose: 'password_reset' });
    const unknown = await useCase.run({ email: 'unknown@x.io', locale: 'EN', purpose: 'password_reset' });
    expect(unknown).toEqual(known);
    await useCase.drain(); // the code is issued after answering, so the answer's timing says nothing
    expect((await db.knex('outbox')).map((r) => r.message_key)).toEqual(['known@x.io']);
    await db.close();
  });
});
