import { create, toBinary } from '@bufbuild/protobuf';
import { eventHeaders } from '@mindprint/platform/bus';
import { type Cache, RedisCache } from '@mindprint/platform/cache';
import { createLogger } from '@mindprint/platform/logger';
import { InMemoryBus } from '@mindprint/platform/memory-bus';
import { topicFor } from '@mindprint/platform/outbox';
import { eventually } from '@mindprint/platform/testing';
import { ExamCompletedSchema, OrderPaidSchema } from '@mindprint/proto/gen/mindprint/order/v1/events_pb';
import { describe, expect, it } from 'vitest';
import { AccountReads, forgetAccountReadsOnOrderEvents, type ReadingAccount } from '../src/auth/account-reads.js';

const start = Date.parse('2026-01-01T00:00:00Z');
const ann: ReadingAccount = { userId: 'u-ann', verifiedEmail: 'ann@example.com' };
const bob: ReadingAccount = { userId: 'u-bob', verifiedEmail: 'bob@example.com' };

/** The shared cache (Redis in production) on the test's clock, so marks expire when the test says. */
class ClockedCache implements Cache {
  readonly kind = 'memory' as const;
  failing = false;
  private readonly values = new Map<string, { value: string; until: number }>();
  constructor(private readonly now: () => number) {}
  async get(key: string) {
    if (this.failing) throw new Error('redis: no answer');
    const entry = this.values.get(key);
    return entry && entry.until > this.now() ? entry.value : undefined;
  }
  async set(key: string, value: string, ttlSeconds: number) {
    if (this.failing) throw new Error('redis: no answer');
    this.values.set(key, { value, until: this.now() + ttlSeconds * 1000 });
  }
  async delete(key: string) {
    this.values.delete(key);
  }
  async increment(): Promise<number> {
    throw new Error('not used');
  }
  async close() {}
}

/** Two gateways sharing one cache, as replicas share Redis. */
function setUp(options: { maxAccounts?: number } = {}) {
  let now = start;
  const clock = () => now;
  const shared = new ClockedCache(clock);
  const limits = { ttlMs: 3_000, writingSeconds: 15, maxAccounts: options.maxAccounts ?? 100, now: clock };
  const gatewayA = new AccountReads(shared, limits);
  const gatewayB = new AccountReads(shared, limits);
  const calls: string[] = [];
  let version = 1;
  /** The owner's answer for an account: changes when `version` does. */
  const owner = (account: ReadingAccount) => async () => {
    calls.push(account.userId);
    return { user: account.userId, version };
  };
  return { shared, gatewayA, gatewayB, calls, owner, advance: (ms: number) => (now += ms), change: () => version++ };
}

describe('account reads', () => {
  it('keeps an account’s read for the TTL counted from when it began, then asks the owner again', async () => {
    const { gatewayA, calls, owner, advance } = setUp();
    await gatewayA.read(ann, 'center', owner(ann));
    advance(1_500);
    expect(await gatewayA.read(ann, 'center', owner(ann))).toEqual({ user: 'u-ann', version: 1 });
    expect(calls).toEqual(['u-ann']);
    advance(1_500);
    await gatewayA.read(ann, 'center', owner(ann));
    expect(calls).toEqual(['u-ann', 'u-ann']);
  });

  it('past half the TTL answers from the copy and asks the owner for the next one meanwhile, once', async () => {
    const { gatewayA, calls, owner, advance, change } = setUp();
    await gatewayA.read(ann, 'center', owner(ann));
    advance(1_000);
    await gatewayA.read(ann, 'center', owner(ann));
    expect(calls).toEqual(['u-ann']);
    advance(600);
    change();
    expect(await gatewayA.read(ann, 'center', owner(ann))).toEqual({ user: 'u-ann', version: 1 });
    await gatewayA.read(ann, 'center', owner(ann));
    expect(calls).toEqual(['u-ann', 'u-ann']);
    await new Promise((resolve) => setImmediate(resolve));
    // The first copy has expired at 3 s; the one asked for at 1.6 s serves until 4.6 s.
    advance(1_500);
    expect(await gatewayA.read(ann, 'center', owner(ann))).toEqual({ user: 'u-ann', version: 2 });
    expect(calls).toEqual(['u-ann', 'u-ann']);
  });

  it('shows the fast path a copy while fresh, past half its time only once the next one is asked for', async () => {
    const { gatewayA, owner, advance } = setUp();
    let answer: (value: { user: string; version: number }) => void = () => {};
    expect(gatewayA.kept(ann, 'center')).toBeUndefined();
    await gatewayA.read(ann, 'center', owner(ann));
    expect(gatewayA.kept(ann, 'center')).toEqual({ user: 'u-ann', version: 1 });
    expect(gatewayA.kept(bob, 'center')).toBeUndefined();
    expect(gatewayA.kept({ ...ann, verifiedEmail: 'ann@new.example.com' }, 'center')).toBeUndefined();
    advance(1_600);
    expect(gatewayA.kept(ann, 'center')).toBeUndefined();
    // The request the fast path left to Express asks for the next copy; meanwhile the fast path serves the old one.
    await gatewayA.read(ann, 'center', () => new Promise((resolve) => (answer = resolve)));
    expect(gatewayA.kept(ann, 'center')).toEqual({ user: 'u-ann', version: 1 });
    advance(1_400);
    expect(gatewayA.kept(ann, 'center')).toBeUndefined();
    answer({ user: 'u-ann', version: 2 });
    await new Promise((resolve) => setImmediate(resolve));
    expect(gatewayA.kept(ann, 'center')).toEqual({ user: 'u-ann', version: 2 });
  });

  it('looks at an account’s mark once for the reads one turn takes in, after they all arrived', async () => {
    const { shared, gatewayA, gatewayB, calls, owner } = setUp();
    let looks = 0;
    const get = shared.get.bind(shared);
    shared.get = (key: string) => {
      looks++;
      return get(key);
    };
    await gatewayA.read(ann, 'center', owner(ann));
    expect(looks).toBe(1);
    await Promise.all([gatewayA.read(ann, 'center', owner(ann)), gatewayA.read(ann, 'center', owner(ann)), gatewayA.read(bob, 'center', owner(bob))]);
    expect(looks).toBe(3);
    expect(calls).toEqual(['u-ann', 'u-bob']);
    // A write through another gateway marks the account after these reads began but before the look is sent: seen by both.
    const reads = [gatewayA.read(ann, 'center', owner(ann)), gatewayA.read(ann, 'center', owner(ann))];
    const marked = gatewayB.changed('u-ann');
    await Promise.all([...reads, marked]);
    expect(looks).toBe(4);
    expect(calls).toEqual(['u-ann', 'u-bob', 'u-ann', 'u-ann']);
  });

  it('never answers one account with another’s read of the same name, nor after its verified address changed', async () => {
    const { gatewayA, calls, owner } = setUp();
    await gatewayA.read(ann, 'my-reports', owner(ann));
    expect(await gatewayA.read(bob, 'my-reports', owner(bob))).toEqual({ user: 'u-bob', version: 1 });
    await gatewayA.read({ ...ann, verifiedEmail: 'ann@new.example.com' }, 'my-reports', owner(ann));
    expect(calls).toEqual(['u-ann', 'u-bob', 'u-ann']);
  });

  it('a write by the account through one gateway makes every gateway read from the owner until it is answered and the TTL has passed', async () => {
    const { gatewayA, gatewayB, calls, owner, advance, change } = setUp();
    await gatewayB.read(ann, 'center', owner(ann));
    await gatewayB.read(bob, 'center', owner(bob));

    const answered = await gatewayA.writing(ann.userId);
    change();
    // While the write is in flight and after it, gateway B's copy from before it is never served.
    expect(await gatewayB.read(ann, 'center', owner(ann))).toEqual({ user: 'u-ann', version: 2 });
    advance(10_000);
    answered();
    await new Promise((resolve) => setImmediate(resolve));
    expect(await gatewayB.read(ann, 'center', owner(ann))).toEqual({ user: 'u-ann', version: 2 });
    expect(calls).toEqual(['u-ann', 'u-bob', 'u-ann', 'u-ann']);
    // The mark ends TTL after the answer; then reads are kept again. Another account was never switched off.
    advance(3_000);
    await gatewayB.read(ann, 'center', owner(ann));
    await gatewayB.read(ann, 'center', owner(ann));
    expect(calls).toEqual(['u-ann', 'u-bob', 'u-ann', 'u-ann', 'u-ann']);
  });

  it('keeps the switch on while another write of the account is still in flight on this gateway', async () => {
    const { gatewayA, gatewayB, calls, owner, advance } = setUp();
    const first = await gatewayA.writing(ann.userId);
    const second = await gatewayA.writing(ann.userId);
    first();
    await new Promise((resolve) => setImmediate(resolve));
    advance(4_000);
    await gatewayB.read(ann, 'center', owner(ann));
    await gatewayB.read(ann, 'center', owner(ann));
    expect(calls).toEqual(['u-ann', 'u-ann']);
    second();
    await new Promise((resolve) => setImmediate(resolve));
    advance(3_000);
    await gatewayB.read(ann, 'center', owner(ann));
    await gatewayB.read(ann, 'center', owner(ann));
    expect(calls).toEqual(['u-ann', 'u-ann', 'u-ann']);
  });

  it('a change done without the session (a sign-in elsewhere) switches the account off on every gateway for the TTL', async () => {
    const { gatewayA, gatewayB, calls, owner, advance } = setUp();
    await gatewayB.read(ann, 'center', owner(ann));
    await gatewayA.changed(ann.userId);
    await gatewayB.read(ann, 'center', owner(ann));
    advance(3_000);
    await gatewayB.read(ann, 'center', owner(ann));
    await gatewayB.read(ann, 'center', owner(ann));
    expect(calls).toEqual(['u-ann', 'u-ann', 'u-ann']);
  });

  it('does not keep a read that was in flight when the account or its address was forgotten, nor one the route calls unsettled', async () => {
    const { gatewayA, calls, owner } = setUp();
    let release!: () => void;
    const slow = gatewayA.read(ann, 'center', async () => {
      await new Promise<void>((resolve) => (release = resolve));
      return owner(ann)();
    });
    await new Promise((resolve) => setImmediate(resolve));
    gatewayA.forgetEmail('ANN@example.com');
    release();
    await slow;
    await gatewayA.read(ann, 'center', owner(ann));
    expect(calls).toEqual(['u-ann', 'u-ann']);

    await gatewayA.read(bob, 'my-reports', owner(bob), () => false);
    await gatewayA.read(bob, 'my-reports', owner(bob), () => false);
    expect(calls).toEqual(['u-ann', 'u-ann', 'u-bob', 'u-bob']);
  });

  it('asks the owner once for a burst of the same read, and joins no read that began before a forget', async () => {
    const { gatewayA, calls, owner } = setUp();
    const burst = await Promise.all([1, 2, 3].map(() => gatewayA.read(ann, 'center', owner(ann))));
    expect(burst).toEqual([1, 2, 3].map(() => ({ user: 'u-ann', version: 1 })));
    expect(calls).toEqual(['u-ann']);

    let release!: () => void;
    const slow = gatewayA.read(bob, 'center', async () => {
      await new Promise<void>((resolve) => (release = resolve));
      return owner(bob)();
    });
    await new Promise((resolve) => setImmediate(resolve));
    gatewayA.forgetUser(bob.userId);
    const after = gatewayA.read(bob, 'center', owner(bob));
    release();
    await Promise.all([slow, after]);
    expect(calls).toEqual(['u-ann', 'u-bob', 'u-bob']);
  });

  it('reads from the owner, keeping nothing, while the shared cache does not answer', async () => {
    const { shared, gatewayA, calls, owner } = setUp();
    shared.failing = true;
    await gatewayA.read(ann, 'center', owner(ann));
    await gatewayA.read(ann, 'center', owner(ann));
    expect(calls).toEqual(['u-ann', 'u-ann']);
    expect(gatewayA.size).toBe(0);
  });

  it('keeps at most maxAccounts accounts, dropping the oldest', async () => {
    const { gatewayA, calls, owner } = setUp({ maxAccounts: 1 });
    await gatewayA.read(ann, 'center', owner(ann));
    await gatewayA.read(bob, 'center', owner(bob));
    expect(gatewayA.size).toBe(1);
    await gatewayA.read(ann, 'center', owner(ann));
    expect(calls).toEqual(['u-ann', 'u-bob', 'u-ann']);
  });
});

describe('account reads and the order service events', () => {
  it('drops the reads of the account with the address an order was placed or paid for (a guest checkout, a payment settled later)', async () => {
    const { gatewayA, calls, owner } = setUp();
    const bus = new InMemoryBus(createLogger({ service: 'gateway', level: 'silent' }));
    await forgetAccountReadsOnOrderEvents({ bus, accountReads: gatewayA });
    await gatewayA.read(ann, 'my-reports', owner(ann));
    await gatewayA.read(bob, 'my-reports', owner(bob));
    const event = (schema: typeof ExamCompletedSchema | typeof OrderPaidSchema, value: Uint8Array) => ({
      topic: topicFor(schema),
      key: 'MP-1',
      value: Buffer.from(value),
      headers: { [eventHeaders.eventId]: crypto.randomUUID(), [eventHeaders.eventType]: schema.typeName },
    });
    await bus.publish([event(ExamCompletedSchema, toBinary(ExamCompletedSchema, create(ExamCompletedSchema, { orderNumber: 'MP-1', email: 'Ann@Example.com' })))]);
    await eventually(() => expect(gatewayA.size).toBe(1));
    await gatewayA.read(ann, 'my-reports', owner(ann));
    await bus.publish([event(OrderPaidSchema, toBinary(OrderPaidSchema, create(OrderPaidSchema, { orderNumber: 'MP-2', email: 'bob@example.com' })))]);
    await eventually(() => expect(gatewayA.size).toBe(1));
    await gatewayA.read(bob, 'my-reports', owner(bob));
    expect(calls).toEqual(['u-ann', 'u-bob', 'u-ann', 'u-bob']);
    await bus.stop();
  });
});

describe.runIf(process.env.REDIS_URL)('account reads on Redis', () => {
  it('a write through one gateway switches the account off on another through Redis', async () => {
    const log = createLogger({ service: 'gateway', level: 'silent' });
    const redis = new RedisCache(process.env.REDIS_URL!, `test-account-reads-${crypto.randomUUID()}:`, log);
    const limits = { ttlMs: 3_000, writingSeconds: 15, maxAccounts: 10 };
    const [gatewayA, gatewayB] = [new AccountReads(redis, limits, log), new AccountReads(redis, limits, log)];
    const calls: string[] = [];
    const produce = async () => calls.push('owner');
    await gatewayB.read(ann, 'center', produce);
    await gatewayB.read(ann, 'center', produce);
    expect(calls).toHaveLength(1);
    await gatewayA.writing(ann.userId);
    await gatewayB.read(ann, 'center', produce);
    await gatewayB.read(ann, 'center', produce);
    expect(calls).toHaveLength(3);
    await redis.close();
  });
});
