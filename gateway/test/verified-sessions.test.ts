import { create, toBinary } from '@bufbuild/protobuf';
import { eventHeaders } from '@mindprint/platform/bus';
import { createLogger } from '@mindprint/platform/logger';
import { InMemoryBus } from '@mindprint/platform/memory-bus';
import { topicFor } from '@mindprint/platform/outbox';
import { eventually } from '@mindprint/platform/testing';
import { SessionsEndedSchema, VerificationCodeRequestedSchema } from '@mindprint/proto/gen/mindprint/user/v1/events_pb';
import { describe, expect, it } from 'vitest';
import { localAccountReads } from '../src/auth/account-reads.js';
import { forgetSessionsOnAccountEvents } from '../src/auth/session-revocation.js';
import { type VerifiedSession, VerifiedSessions } from '../src/auth/verified-sessions.js';

const token = 'a'.repeat(43);
const otherToken = 'b'.repeat(43);
const start = Date.parse('2026-01-01T00:00:00Z');

function setUp(options: { ttlMs?: number; maxEntries?: number } = {}) {
  let now = start;
  const sessions = new VerifiedSessions({ ttlMs: options.ttlMs ?? 10_000, maxEntries: options.maxEntries ?? 100, now: () => now });
  const calls: string[] = [];
  const session = (userId: string, expiresAt = new Date(start + 3_600_000).toISOString()): VerifiedSession => ({
    userId,
    email: `${userId}@example.com`,
    emailVerified: true,
    verifiedEmail: `${userId}@example.com`,
    expiresAt,
  });
  const check = (userId: string, expiresAt?: string) => async () => {
    calls.push(userId);
    return session(userId, expiresAt);
  };
  return { sessions, calls, check, advance: (ms: number) => (now += ms) };
}

describe('verified sessions', () => {
  it('asks the user service once for a burst of requests with the same token, then again after the TTL', async () => {
    const { sessions, calls, check, advance } = setUp();
    await Promise.all([sessions.verify(token, check('u1')), sessions.verify(token, check('u1')), sessions.verify(token, check('u1'))]);
    await sessions.verify(token, check('u1'));
    expect(calls).toHaveLength(1);
    advance(10_000);
    expect((await sessions.verify(token, check('u1'))).userId).toBe('u1');
    expect(calls).toHaveLength(2);
  });

  it('never believes a session past its own end', async () => {
    const { sessions, calls, check, advance } = setUp();
    await sessions.verify(token, check('u1', new Date(start + 3_000).toISOString()));
    advance(3_000);
    await sessions.verify(token, check('u1'));
    expect(calls).toHaveLength(2);
  });

  it('keeps no refusal: a bad token is asked each time', async () => {
    const { sessions } = setUp();
    let asked = 0;
    const refuse = async (): Promise<VerifiedSession> => {
      asked++;
      throw new Error('session ended');
    };
    await expect(sessions.verify(token, refuse)).rejects.toThrow('session ended');
    await expect(sessions.verify(token, refuse)).rejects.toThrow('session ended');
    expect(asked).toBe(2);
    expect(sessions.size).toBe(0);
  });

  it('asks again after the token is forgotten (a logout), and only for that token', async () => {
    const { sessions, calls, check } = setUp();
    await sessions.verify(token, check('u1'));
    await sessions.verify(otherToken, check('u2'));
    sessions.forgetToken(token);
    await sessions.verify(token, check('u1'));
    await sessions.verify(otherToken, check('u2'));
    expect(calls).toEqual(['u1', 'u2', 'u1']);
  });

  it('forgets every session of an account (a password change heard as an event)', async () => {
    const { sessions, calls, check } = setUp();
    await sessions.verify(token, check('u1'));
    await sessions.verify(otherToken, check('u1'));
    await sessions.verify('c'.repeat(43), check('u2'));
    sessions.forgetUser('u1');
    expect(sessions.size).toBe(1);
    await sessions.verify(token, check('u1'));
    await sessions.verify('c'.repeat(43), check('u2'));
    expect(calls).toEqual(['u1', 'u1', 'u2', 'u1']);
  });

  it('does not keep a check that was in flight when the account was forgotten', async () => {
    const { sessions, calls, check } = setUp();
    let answer!: (session: VerifiedSession) => void;
    const slow = sessions.verify(token, () => new Promise<VerifiedSession>((resolve) => (answer = resolve)));
    sessions.forgetUser('u1');
    answer({ userId: 'u1', email: 'u1@example.com', emailVerified: true, verifiedEmail: 'u1@example.com', expiresAt: new Date(start + 3_600_000).toISOString() });
    expect((await slow).userId).toBe('u1');
    await sessions.verify(token, check('u1'));
    expect(calls).toEqual(['u1']);
  });

  it('holds at most maxEntries tokens, the oldest going first', async () => {
    const { sessions, calls, check } = setUp({ maxEntries: 2 });
    await sessions.verify('1'.repeat(43), check('u1'));
    await sessions.verify('2'.repeat(43), check('u2'));
    await sessions.verify('3'.repeat(43), check('u3'));
    expect(sessions.size).toBe(2);
    await sessions.verify('1'.repeat(43), check('u1'));
    expect(calls).toEqual(['u1', 'u2', 'u3', 'u1']);
  });
});

describe('verified sessions and the user service events', () => {
  it('forgets an account’s sessions and kept reads when another gateway ended them (SessionsEnded), and nothing for other events', async () => {
    const { sessions, calls, check } = setUp();
    const accountReads = localAccountReads();
    const bus = new InMemoryBus(createLogger({ service: 'gateway', level: 'silent' }));
    await forgetSessionsOnAccountEvents({ bus, verifiedSessions: sessions, accountReads, log: createLogger({ service: 'gateway', level: 'silent' }) });
    await sessions.verify(token, check('u1'));
    await sessions.verify(otherToken, check('u2'));
    const reads: string[] = [];
    const read = (userId: string) => accountReads.read({ userId, verifiedEmail: `${userId}@example.com` }, 'center', async () => reads.push(userId));
    await read('u1');
    await read('u2');
    const event = (schema: typeof SessionsEndedSchema | typeof VerificationCodeRequestedSchema, key: string, value: Uint8Array) => ({
      topic: topicFor(schema),
      key,
      value: Buffer.from(value),
      headers: { [eventHeaders.eventId]: crypto.randomUUID(), [eventHeaders.eventType]: schema.typeName },
    });
    await bus.publish([
      event(VerificationCodeRequestedSchema, 'u2', toBinary(VerificationCodeRequestedSchema, create(VerificationCodeRequestedSchema, { email: 'u2@example.com' }))),
      event(SessionsEndedSchema, 'u1', toBinary(SessionsEndedSchema, create(SessionsEndedSchema, { userId: 'u1', reason: 'logout', count: 1 }))),
    ]);
    await eventually(() => expect(sessions.size).toBe(1));
    await sessions.verify(token, check('u1'));
    await sessions.verify(otherToken, check('u2'));
    expect(calls).toEqual(['u1', 'u2', 'u1']);
    await read('u1');
    await read('u2');
    expect(reads).toEqual(['u1', 'u2', 'u1']);
    await bus.stop();
  });
});
