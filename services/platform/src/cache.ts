import { Redis } from 'ioredis';
import { LRUCache } from 'lru-cache';

/** Short-lived shared state: caches, rate-limit counters, sessions. Values are strings; TTLs in seconds. */
export interface Cache {
  readonly kind: 'redis' | 'memory';
  get(key: string): Promise<string | undefined>;
  set(key: string, value: string, ttlSeconds: number): Promise<void>;
  delete(key: string): Promise<void>;
  /** Adds one and returns the new count; the TTL starts with the first increment. */
  increment(key: string, ttlSeconds: number): Promise<number>;
  close(): Promise<void>;
}

export class RedisCache implements Cache {
  readonly kind = 'redis' as const;
  private readonly redis: Redis;

  constructor(url: string, keyPrefix: string) {
    this.redis = new Redis(url, { keyPrefix, maxRetriesPerRequest: 2, enableOfflineQueue: true, lazyConnect: false });
  }

  async get(key: string) {
    return (await this.redis.get(key)) ?? undefined;
  }

  async set(key: string, value: string, ttlSeconds: number) {
    await this.redis.set(key, value, 'EX', ttlSeconds);
  }

  async delete(key: string) {
    await this.redis.del(key);
  }

  async increment(key: string, ttlSeconds: number) {
    const [[, count]] = (await this.redis.multi().incr(key).expire(key, ttlSeconds, 'NX').exec()) as [[null, number]];
    return count;
  }

  async close() {
    await this.redis.quit();
  }
}

export class MemoryCache implements Cache {
  readonly kind = 'memory' as const;
  private readonly lru = new LRUCache<string, string>({ max: 50_000, ttlAutopurge: false });

  async get(key: string) {
    return this.lru.get(key);
  }

  async set(key: string, value: string, ttlSeconds: number) {
    this.lru.set(key, value, { ttl: ttlSeconds * 1000 });
  }

  async delete(key: string) {
    this.lru.delete(key);
  }

  async increment(key: string, ttlSeconds: number) {
    const remaining = this.lru.getRemainingTTL(key);
    const count = Number(this.lru.get(key) ?? 0) + 1;
    this.lru.set(key, String(count), { ttl: count === 1 || !Number.isFinite(remaining) || remaining <= 0 ? ttlSeconds * 1000 : remaining });
    return count;
  }

  async close() {
    this.lru.clear();
  }
}

export function openCache(options: { redisUrl?: string; keyPrefix: string }): Cache {
  return options.redisUrl ? new RedisCache(options.redisUrl, options.keyPrefix) : new MemoryCache();
}
