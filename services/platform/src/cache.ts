import { LRUCache } from 'lru-cache';
import type { Logger } from './logger.js';
import { requireInstrumented } from './telemetry.js';

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

/**
 * A Redis that does not answer fails a call after this long instead of holding it (callers fall back: the
 * response cache asks the owner, limits refuse). node-redis's own command timeout only covers a call still
 * queued (connecting, reconnecting: it is then dropped, not sent later); a call already sent to a Redis that
 * stalls would wait for the socket to die, hence the deadline around every call too.
 */
const commandTimeoutMs = 2_000;

function withDeadline<T>(call: Promise<T>, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const expired = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`redis: no answer to ${what} within ${commandTimeoutMs} ms`)), commandTimeoutMs);
  });
  return Promise.race([call, expired]).finally(() => clearTimeout(timer));
}

/** node-redis is loaded with the first Redis cache: a process without Redis never holds it. */
function connectRedis(url: string) {
  const { createClient, defineScript } = requireInstrumented<typeof import('redis')>('redis');
  /** INCR and the window's TTL in one atomic step, so a counter can never be left without an expiry. */
  const incrementInWindow = defineScript({
    NUMBER_OF_KEYS: 1,
    SCRIPT: "local count = redis.call('INCR', KEYS[1]) redis.call('EXPIRE', KEYS[1], ARGV[1], 'NX') return count",
    parseCommand(parser, key: string, ttlSeconds: number) {
      parser.pushKey(key);
      parser.push(String(ttlSeconds));
    },
    transformReply: (count: unknown) => Number(count),
  });
  return createClient({
    url,
    commandOptions: { timeout: commandTimeoutMs },
    socket: { connectTimeout: commandTimeoutMs },
    scripts: { incrementInWindow },
  });
}

export class RedisCache implements Cache {
  readonly kind = 'redis' as const;
  private readonly client: ReturnType<typeof connectRedis>;

  /** Every key is stored under `keyPrefix`, so services and gateways sharing one Redis never meet. */
  constructor(
    url: string,
    private readonly keyPrefix: string,
    log: Logger,
  ) {
    this.client = connectRedis(url);
    // node-redis emits an error on every failed reconnect (and throws without a listener): log the outage once.
    let reachable = true;
    this.client.on('error', (error: unknown) => {
      if (!reachable) return;
      reachable = false;
      log.warn({ err: error }, 'redis: connection lost, reconnecting');
    });
    this.client.on('ready', () => {
      if (reachable) return;
      reachable = true;
      log.info('redis: connected again');
    });
    this.client.connect().catch((error: unknown) => log.error({ err: error }, 'redis: gave up connecting'));
  }

  async get(key: string) {
    return (await withDeadline(this.client.get(this.keyPrefix + key), 'GET')) ?? undefined;
  }

  async set(key: string, value: string, ttlSeconds: number) {
    await withDeadline(this.client.set(this.keyPrefix + key, value, { expiration: { type: 'EX', value: ttlSeconds } }), 'SET');
  }

  async delete(key: string) {
    await withDeadline(this.client.del(this.keyPrefix + key), 'DEL');
  }

  async increment(key: string, ttlSeconds: number) {
    return withDeadline(this.client.incrementInWindow(this.keyPrefix + key, ttlSeconds), 'increment');
  }

  /** Lets calls in flight finish when Redis answers; drops them when it does not. */
  async close() {
    if (!this.client.isReady) return this.client.destroy();
    await withDeadline(this.client.close(), 'close').catch(() => this.client.destroy());
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

export function openCache(options: { redisUrl?: string; keyPrefix: string; log: Logger }): Cache {
  return options.redisUrl ? new RedisCache(options.redisUrl, options.keyPrefix, options.log) : new MemoryCache();
}
