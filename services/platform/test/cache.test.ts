import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { type Cache, MemoryCache, RedisCache } from '../src/cache.js';
import { realRedisUrl } from '../src/testing.js';

const caches: Array<[string, () => Cache]> = [
  ['memory', () => new MemoryCache()],
  ...(realRedisUrl ? [['redis', () => new RedisCache(realRedisUrl!, `test-${randomUUID().slice(0, 8)}:`)] as [string, () => Cache]] : []),
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
