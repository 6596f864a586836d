import { describe, expect, it } from 'vitest';
import { createStore, type KeyValueStorage } from './storage';

function memoryStorage(): KeyValueStorage & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => void data.set(k, v),
    removeItem: (k) => void data.delete(k),
  };
}

const DAY = 24 * 60 * 60 * 1000;

describe('createStore', () => {
  it('prefixes keys and round-trips values', () => {
    const storage = memoryStorage();
    const store = createStore(storage, { now: () => 0 });
    store.set('locale', 'FR');
    expect([...storage.data.keys()]).toEqual(['mindprint:locale']);
    expect(store.get('locale')).toBe('FR');
  });

  it('expires entries after 365 days by default', () => {
    let now = 0;
    const store = createStore(memoryStorage(), { now: () => now });
    store.set('cookie-consent', true);
    now = 365 * DAY - 1;
    expect(store.get('cookie-consent')).toBe(true);
    now = 365 * DAY;
    expect(store.get('cookie-consent')).toBeNull();
  });

  it('can store without expiry', () => {
    let now = 0;
    const store = createStore(memoryStorage(), { now: () => now });
    store.set('x', 1, null);
    now = 10_000 * DAY;
    expect(store.get('x')).toBe(1);
  });

  it('treats broken or missing storage as empty', () => {
    const throwing: KeyValueStorage = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('quota');
      },
      removeItem: () => {
        throw new Error('denied');
      },
    };
    const store = createStore(throwing);
    expect(() => store.set('a', 1)).not.toThrow();
    expect(store.get('a')).toBeNull();
    expect(createStore(null).get('a')).toBeNull();
    const storage = memoryStorage();
    storage.setItem('mindprint:bad', '{not json');
    expect(createStore(storage).get('bad')).toBeNull();
  });
});
