import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import type { Cache } from '@mindprint/platform/cache';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Logger } from '@mindprint/platform/logger';

/** One public answer, ready to send: the bytes, their gzip form when that pays, and the strong ETag of each. */
export interface CachedAnswer {
  body: Buffer;
  etag: string;
  gzip?: { body: Buffer; etag: string };
}

/** Below this size gzip saves less than its own cost (and a TCP packet holds the answer anyway). */
const gzipFrom = 1_024;
/**
 * The in-process level: least recently used first out when full, each answer with its expiry. A Map keeps
 * insertion order, so a hit moves its key to the end and the first key is the one to evict.
 */
class AnswerLru {
  private readonly entries = new Map<string, { answer: CachedAnswer; expiresAt: number; bytes: number }>();
  private bytes = 0;

  /** Bounded in bytes too: visitors choose query strings, so they could otherwise fill memory. */
  constructor(private readonly maxBytes: number) {}

  get(key: string): CachedAnswer | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.remove(key);
    if (entry.expiresAt <= Date.now()) return undefined;
    this.add(key, entry);
    return entry.answer;
  }

  set(key: string, answer: CachedAnswer, ttlMs: number) {
    this.remove(key);
    this.add(key, { answer, expiresAt: Date.now() + ttlMs, bytes: answer.body.length + (answer.gzip?.body.length ?? 0) + key.length });
    while (this.bytes > this.maxBytes && this.entries.size > 1) this.remove(this.entries.keys().next().value!);
  }

  clear() {
    this.entries.clear();
    this.bytes = 0;
  }

  private add(key: string, entry: { answer: CachedAnswer; expiresAt: number; bytes: number }) {
    this.entries.set(key, entry);
    this.bytes += entry.bytes;
  }

  private remove(key: string) {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.bytes -= entry.bytes;
  }
}

/** Generations outlive any cached answer, so a bump is never forgotten while an older copy could be read. */
const generationTtlSeconds = 30 * 24 * 3_600;

export function cachedAnswer(body: string | Buffer): CachedAnswer {
  const bytes = Buffer.isBuffer(body) ? body : Buffer.from(body);
  const hash = createHash('sha256').update(bytes).digest('base64url').slice(0, 27);
  const answer: CachedAnswer = { body: bytes, etag: `"${hash}"` };
  if (bytes.length >= gzipFrom) answer.gzip = { body: gzipSync(bytes), etag: `"${hash}-gz"` };
  return answer;
}

/**
 * A personal answer: no ETag (personal answers carry none, so hashing them is waste), and its gzip form made the
 * first time a client that accepts gzip is sent it, then kept with it: a report that is not settled goes out once,
 * and most clients of the API that read it do not ask for gzip.
 */
class PersonalAnswer implements CachedAnswer {
  readonly etag = '';
  private compressed: CachedAnswer['gzip'] | null = null;

  constructor(readonly body: Buffer) {}

  get gzip(): CachedAnswer['gzip'] {
    if (this.compressed === null) this.compressed = this.body.length >= gzipFrom ? { body: gzipSync(this.body), etag: '' } : undefined;
    return this.compressed;
  }
}

/** A personal answer's bytes, ready to send (gzip made when first asked for). */
export function personalAnswer(body: string): CachedAnswer {
  return new PersonalAnswer(Buffer.from(body));
}

/**
 * This process's kept answers and the loads in flight: one load per key however many requests wait for it;
 * what a load returns is kept for `keepMs` when it gives one.
 */
class LocalAnswers {
  private readonly kept: AnswerLru;
  private readonly inFlight = new Map<string, Promise<CachedAnswer>>();

  constructor(maxBytes: number) {
    this.kept = new AnswerLru(maxBytes);
  }

  async get(key: string, load: () => Promise<{ answer: CachedAnswer; keepMs?: number }>): Promise<CachedAnswer> {
    const hit = this.kept.get(key);
    if (hit) return hit;
    const pending = this.inFlight.get(key);
    if (pending) return pending;
    const loading = load()
      .then(({ answer, keepMs }) => {
        if (keepMs !== undefined) this.kept.set(key, answer, keepMs);
        return answer;
      })
      .finally(() => this.inFlight.delete(key));
    this.inFlight.set(key, loading);
    return loading;
  }

  /** A fresh kept answer, without loading one. */
  fresh(key: string): CachedAnswer | undefined {
    return this.kept.get(key);
  }

  clear(): void {
    this.kept.clear();
  }
}

/**
 * What the last requests' keys were served as (a route), for the answers kept in memory: bounded in entries, since
 * visitors choose query strings, oldest first out.
 */
export class RecentKeys<Value> {
  private readonly values = new Map<string, Value>();

  constructor(private readonly maxEntries: number) {}

  get(key: string): Value | undefined {
    return this.values.get(key);
  }

  set(key: string, value: Value): void {
    if (this.values.has(key)) return;
    this.values.set(key, value);
    if (this.values.size > this.maxEntries) this.values.delete(this.values.keys().next().value!);
  }
}

/** The form of an answer to send: its gzip bytes when the client accepts gzip and they exist. */
export function answerVariant(req: IncomingMessage, answer: CachedAnswer): { body: Buffer; etag: string } {
  const gzip = /\bgzip\b/.test(req.headers['accept-encoding'] ?? '') ? answer.gzip : undefined;
  return gzip ?? answer;
}

/** Sends an answer's bytes (the variant `answerVariant` chose) as the 200 JSON answer. */
export function sendAnswer(res: ServerResponse, answer: CachedAnswer, variant: { body: Buffer }): void {
  res.statusCode = 200;
  res.setHeader('content-type', 'application/json; charset=utf-8');
  if (variant !== answer) res.setHeader('content-encoding', 'gzip');
  res.setHeader('content-length', variant.body.length);
  res.end(variant.body);
}

/**
 * The gateway's cache of public answers: an in-process LRU in front of the shared cache (Redis when
 * configured), with one upstream call per key however many requests wait for it. Each route has a generation;
 * invalidating the route bumps it (in Redis too, so every gateway reads past the old copies).
 */
export class ResponseCache {
  private readonly local = new LocalAnswers(64 * 1024 * 1024);
  private readonly generations = new Map<string, number>();

  constructor(
    private readonly shared: Cache | undefined,
    private readonly log: Logger,
  ) {}

  /**
   * The cached answer for a key of a route, else the one `produce` makes (shared by every concurrent caller), kept
   * `ttlSeconds`, or as long as `ttlOf` says for that answer (an answer saying "not found" only briefly).
   */
  async get(route: string, key: string, ttlSeconds: number, produce: () => Promise<string>, ttlOf: (body: string) => number = () => ttlSeconds): Promise<CachedAnswer> {
    const fullKey = this.fullKey(route, key);
    return this.local.get(fullKey, () => this.load(fullKey, produce, ttlOf));
  }

  /** The answer this process keeps for a key of a route while fresh and of the route's current generation; no load. */
  fresh(route: string, key: string): CachedAnswer | undefined {
    return this.local.fresh(this.fullKey(route, key));
  }

  /** Drops every cached answer of these routes, here and (by generation) in the shared cache. */
  async invalidate(routes: Iterable<string>): Promise<void> {
    // Every route at once: one round trip to Redis for all of them (node-redis pipelines one tick's commands).
    await Promise.all(
      [...routes].map(async (route) => {
        let next = (this.generations.get(route) ?? 0) + 1;
        if (this.shared) {
          try {
            next = Math.max(next, await this.shared.increment(`generation:${route}`, generationTtlSeconds));
          } catch (error) {
            this.log.warn({ err: error, route }, 'response cache: could not bump the shared generation');
          }
        }
        this.generations.set(route, Math.max(next, this.generations.get(route) ?? 0));
      }),
    );
  }

  /** Reads the routes' generations from the shared cache, so a new gateway reads what the others cached. */
  async loadGenerations(routes: Iterable<string>): Promise<void> {
    if (!this.shared) return;
    for (const route of routes) {
      const stored = Number((await this.shared.get(`generation:${route}`).catch(() => undefined)) ?? 0);
      if (stored > (this.generations.get(route) ?? 0)) this.generations.set(route, stored);
    }
  }

  private fullKey(route: string, key: string): string {
    return `${route}#${this.generations.get(route) ?? 0}#${key}`;
  }

  private async load(fullKey: string, produce: () => Promise<string>, ttlOf: (body: string) => number): Promise<{ answer: CachedAnswer; keepMs: number }> {
    const stored = await this.readShared(fullKey);
    if (stored !== undefined) return { answer: cachedAnswer(stored), keepMs: ttlOf(stored) * 1_000 };
    const body = await produce();
    const ttlSeconds = ttlOf(body);
    if (this.shared) this.shared.set(`answer:${fullKey}`, body, ttlSeconds).catch((error: unknown) => this.log.warn({ err: error }, 'response cache: could not store an answer'));
    return { answer: cachedAnswer(body), keepMs: ttlSeconds * 1_000 };
  }

  /** A shared cache that is down only costs the upstream call. */
  private async readShared(fullKey: string): Promise<string | undefined> {
    if (!this.shared) return undefined;
    try {
      return await this.shared.get(`answer:${fullKey}`);
    } catch (error) {
      this.log.warn({ err: error }, 'response cache: shared cache unavailable');
      return undefined;
    }
  }

  /** The shared cache belongs to whoever opened it. */
  close(): void {
    this.local.clear();
  }
}

/**
 * Personal answers that no longer change once settled (a paid report): kept in this gateway's memory only,
 * never in the shared cache, for a short time so the real counts inside them stay fresh. An answer that is not
 * settled yet (an unpaid report, which payment unlocks) is never kept; concurrent requests still share one call.
 */
export class SettledAnswerCache {
  private readonly local = new LocalAnswers(16 * 1024 * 1024);

  get(key: string, ttlSeconds: number, produce: () => Promise<{ body: string; settled: boolean }>): Promise<CachedAnswer> {
    return this.local.get(key, async () => {
      const { body, settled } = await produce();
      return { answer: personalAnswer(body), keepMs: settled ? ttlSeconds * 1_000 : undefined };
    });
  }

  /** A settled answer still kept for the key; no load. */
  fresh(key: string): CachedAnswer | undefined {
    return this.local.fresh(key);
  }
}
