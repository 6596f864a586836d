/**
 * Small wrappers over Web Storage: every key gets a fixed prefix, localStorage entries expire
 * (365 days by default, spec §9), and storage that throws (private mode, disabled cookies)
 * behaves as empty instead of breaking the page.
 */
export const STORAGE_PREFIX = 'mindprint:';
export const DEFAULT_TTL_DAYS = 365;
const DAY_MS = 24 * 60 * 60 * 1000;

export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export interface PersistentStore {
  get<T>(key: string): T | null;
  /** `ttlDays` null stores without expiry; omitted uses the store's default. */
  set<T>(key: string, value: T, ttlDays?: number | null): void;
  remove(key: string): void;
}

interface Entry<T> {
  v: T;
  /** Expiry time in ms since the epoch; absent means no expiry. */
  e?: number;
}

export function createStore(
  storage: KeyValueStorage | null | undefined,
  options: { prefix?: string; now?: () => number; defaultTtlDays?: number | null } = {},
): PersistentStore {
  const prefix = options.prefix ?? STORAGE_PREFIX;
  const now = options.now ?? Date.now;
  const defaultTtl = options.defaultTtlDays === undefined ? DEFAULT_TTL_DAYS : options.defaultTtlDays;
  return {
    get<T>(key: string): T | null {
      try {
        const raw = storage?.getItem(prefix + key);
        if (raw == null) return null;
        const entry = JSON.parse(raw) as Entry<T>;
        if (entry.e !== undefined && entry.e <= now()) {
          storage?.removeItem(prefix + key);
          return null;
        }
        return entry.v;
      } catch {
        return null;
      }
    },
    set<T>(key: string, value: T, ttlDays: number | null = defaultTtl): void {
      const entry: Entry<T> = ttlDays === null ? { v: value } : { v: value, e: now() + ttlDays * DAY_MS };
      try {
        storage?.setItem(prefix + key, JSON.stringify(entry));
      } catch {
        // Storage full or unavailable: the value simply is not remembered.
      }
    },
    remove(key: string): void {
      try {
        storage?.removeItem(prefix + key);
      } catch {
        // ignore, as above
      }
    },
  };
}

function safeStorage(pick: () => Storage): KeyValueStorage | null {
  try {
    return pick();
  } catch {
    return null; // accessing window.localStorage itself can throw
  }
}

/** localStorage, prefixed, entries expire after 365 days. */
export const localStore: PersistentStore = createStore(
  typeof window === 'undefined' ? null : safeStorage(() => window.localStorage),
);

/** sessionStorage, prefixed, no expiry (the tab's lifetime bounds it). */
export const sessionStore: PersistentStore = createStore(
  typeof window === 'undefined' ? null : safeStorage(() => window.sessionStorage),
  { defaultTtlDays: null },
);
