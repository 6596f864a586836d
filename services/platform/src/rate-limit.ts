import { createHash } from 'node:crypto';
import type { Cache } from './cache.js';
import { DomainError } from './errors.js';

/** Counter keys carry a hash, not the address or IP itself. */
export const limitKeyPart = (value: string) => createHash('sha256').update(value.trim().toLowerCase()).digest('hex').slice(0, 32);

/**
 * Counts one use of `key` in a fixed window and refuses it with RESOURCE_EXHAUSTED once `max` is passed;
 * the refusal's Retry-After is the window, so the wait told to the caller always matches the counting.
 */
export async function enforceLimit(
  cache: Cache,
  key: string,
  limit: { max: number; windowSeconds: number },
  refusal: { reason: string; message: string },
): Promise<void> {
  if ((await cache.increment(key, limit.windowSeconds)) > limit.max) {
    throw new DomainError(refusal.reason, refusal.message, 'RESOURCE_EXHAUSTED', { retryAfterSeconds: limit.windowSeconds });
  }
}
