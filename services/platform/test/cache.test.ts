import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { type Cache, MemoryCache, RedisCache } from '../src/cache.js';
import { realRedisUrl, testLogger } from '../src/testing.js';

const log = testLogger();
const redisWithPrefix = (prefix = `test-${randomUUID().slice(0, 8)}:`) => new RedisCache(realRedisUrl!, prefix, log);

const caches: Array<[string, () => Cache]> = [
  ['memory', () => new MemoryCache()],
  ...(realRedisUrl ? [['redis', () => redisWithPrefix()] as [string, () => Cache]] : []),
];

describe.each(caches)('%s cache', (_kind, open) => {
  const cache = open();
  afterAll(() => cache.close());

  it('stores, reads and deletes values', async () => {
    await cache.set('a', '1', 60);
    expect(await cache.get('a')).toBe('1');
    await cache.delete('a');
    expect(await cache.get('a')).toBeUndefined();
  });

  it('expires values after their time to live', async () => {
    await cache.set('short', 'x', 1);
    await new Promise((r) => setTimeout(r, 1_100));
    expect(await cache.get('short')).toBeUndefined();
  });

  it('counts increments within one window and starts again after it', async () => {
    expect(await cache.increment('hits', 1)).toBe(1);
    expect(await cache.increment('hits', 1)).toBe(2);
    expect(await cache.increment('hits', 1)).toBe(3);
    await new Promise((r) => setTimeout(r, 1_100));
    expect(await cache.increment('hits', 1)).toBe(1);
  });
});

describe.runIf(realRedisUrl)('redis cache on a shared Redis', () => {
  const opened: Cache[] = [];
  afterAll(() => Promise.all(opened.map((cache) => cache.close())));

  it('keeps each prefix to itself', async () => {
    const [order, user] = [redisWithPrefix(), redisWithPrefix()];
    opened.push(order, user);
    await order.set('same-key', 'order', 60);
    await user.set('same-key', 'user', 60);
    expect(await order.increment('counter', 60)).toBe(1);
    expect(await order.get('same-key')).toBe('order');
    expect(await user.get('same-key')).toBe('user');
    expect(await user.get('counter')).toBeUndefined();
  });

  it('shares values and counts between clients with the same prefix (replicas)', async () => {
    const prefix = `test-${randomUUID().slice(0, 8)}:`;
    const [one, two] = [redisWithPrefix(prefix), redisWithPrefix(prefix)];
    opened.push(one, two);
    await one.set('k', 'v', 60);
    expect(await two.get('k')).toBe('v');
    expect(await one.increment('c', 60)).toBe(1);
    expect(await two.increment('c', 60)).toBe(2);
  });
});

describe('redis cache when Redis does not answer', () => {
  let silent: Server;
  afterAll(() => new Promise<void>((resolve) => silent.close(() => resolve())));

  it('fails calls instead of holding them, and closes', async () => {
    // Reads what it is sent and never replies: the client's handshake and every call wait on it.
    silent = createServer((socket) => socket.resume());
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as { port: number };
    const cache = new RedisCache(`redis://127.0.0.1:${port}`, 'unanswered:', log);
    await expect(cache.get('a')).rejects.toThrow();
    await expect(cache.increment('a', 60)).rejects.toThrow();
    await cache.close();
  });
});
