import { MemoryCache } from '@mindprint/platform/cache';
import { databaseEngines, openTestDatabase } from '@mindprint/platform/testing';
import { describe, expect, it } from 'vitest';
import { RequestVerificationCode } from '../src/app/request-verification-code.js';
import { userMigrations } from '../src/db/migrations.js';
import { VerificationCodeRepository } from '../src/db/verification-code-repository.js';
import { normalizeEmail } from '@mindprint/platform/email-address';
import { hashVerificationCode, newVerificationCode } from '../src/domain/verification-code.js';

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

describe.each(databaseEngines)('requesting a code on %s', (engine) => {
  async function setup(perHour = 5) {
    const db = await openTestDatabase(engine, userMigrations);
    return { db, useCase: new RequestVerificationCode(db, new VerificationCodeRepository(), new MemoryCache(), { perHour }) };
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
});
