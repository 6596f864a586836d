import { createHash } from 'node:crypto';
import type { Cache } from '@mindprint/platform/cache';

/**
 * Rate-limit counters in the shared cache (Redis, or in memory without REDIS_URL). A window starts with its
 * first count and lasts `windowSeconds`.
 */
export class AttemptCounter {
  constructor(private readonly cache: Cache) {}

  async count(key: string): Promise<number> {
    return Number((await this.cache.get(key)) ?? 0);
  }

  /** Counts one and returns the new total. */
  add(key: string, windowSeconds: number): Promise<number> {
    return this.cache.increment(key, windowSeconds);
  }

  clear(key: string): Promise<void> {
    return this.cache.delete(key);
  }
}

/** Accounts are named in counter keys by a hash of the address, so the cache holds no addresses. */
export function accountKey(email: string): string {
  return createHash('sha256').update(`account:${email}`).digest('base64url').slice(0, 22);
}
