import { describe, expect, it } from 'vitest';
import { installChunkReloadGuard, mayReload, RELOAD_GUARD_KEY, reloadMark } from './chunk-reload';
import type { KeyValueStorage } from './storage';

function memoryStorage(): KeyValueStorage & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return { data, getItem: (k) => data.get(k) ?? null, setItem: (k, v) => void data.set(k, v), removeItem: (k) => void data.delete(k) };
}

/** A window whose chunk failures the test raises, counting reloads. */
function fakeWindow(pathname: string) {
  const listeners: Array<(event: Event) => void> = [];
  const win = {
    reloads: 0,
    location: { pathname, reload: () => void win.reloads++ },
    addEventListener: (_type: 'vite:preloadError', listener: (event: Event) => void) => void listeners.push(listener),
    /** Raises a chunk failure; true when the guard took it over (the error does not go on to the page). */
    chunkFails: () => {
      const event = new Event('vite:preloadError', { cancelable: true });
      listeners.forEach((listener) => listener(event));
      return event.defaultPrevented;
    },
  };
  return win;
}

describe('the chunk reload guard', () => {
  it('reloads at once, not again for the same path within 10 seconds, and again after them', () => {
    let now = 1_000_000;
    const storage = memoryStorage();
    const win = fakeWindow('/answer/question');
    installChunkReloadGuard(win, storage, () => now);

    expect(win.chunkFails()).toBe(true);
    expect(win.reloads).toBe(1);
    expect(JSON.parse(storage.data.get(RELOAD_GUARD_KEY)!)).toEqual({ path: '/answer/question', expires: now + 10_000 });

    now += 9_999;
    expect(win.chunkFails()).toBe(false);
    expect(win.reloads).toBe(1);

    now += 1;
    expect(win.chunkFails()).toBe(true);
    expect(win.reloads).toBe(2);
  });

  it('reloads another path at once, even right after a reload of the first', () => {
    expect(mayReload(reloadMark('/a', 0), '/b', 1)).toBe(true);
    expect(mayReload(reloadMark('/a', 0), '/a', 1)).toBe(false);
  });

  it('reads a damaged mark as none, and never reloads without storage to stop a loop', () => {
    expect(mayReload('{not json', '/a', 0)).toBe(true);
    expect(mayReload(JSON.stringify({ path: '/a' }), '/a', 0)).toBe(true);
    const win = fakeWindow('/a');
    installChunkReloadGuard(win, null);
    expect(win.chunkFails()).toBe(false);
    expect(win.reloads).toBe(0);
  });

  it('does not reload when the mark cannot be written (storage that throws)', () => {
    const win = fakeWindow('/a');
    const full: KeyValueStorage = { getItem: () => null, setItem: () => { throw new Error('QuotaExceededError'); }, removeItem: () => {} };
    installChunkReloadGuard(win, full);
    expect(win.chunkFails()).toBe(false);
    expect(win.reloads).toBe(0);
  });
});
