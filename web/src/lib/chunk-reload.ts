/**
 * A page whose code chunk fails to load (a deploy removed it, a flaky network) reloads once; not again for the same
 * path within 10 seconds (spec "Chunk-load failure"), so a chunk that keeps failing shows the page's error screen
 * instead of a reload loop. The mark lives in sessionStorage under the spec's key `nuxt:reload` (path and expiry),
 * which survives the reload. The visitor's answers are in localStorage (quiz-persistence.ts) and are read back at start.
 */
import type { KeyValueStorage } from './storage';

export const RELOAD_GUARD_KEY = 'nuxt:reload';
export const RELOAD_GUARD_MS = 10_000;

interface ReloadMark {
  path: string;
  expires: number;
}

/** Whether a chunk failure on `path` may reload the page, given the stored mark (raw JSON or null). */
export function mayReload(storedMark: string | null, path: string, now: number): boolean {
  if (!storedMark) return true;
  try {
    const mark = JSON.parse(storedMark) as Partial<ReloadMark>;
    return !(mark.path === path && typeof mark.expires === 'number' && mark.expires > now);
  } catch {
    return true;
  }
}

export function reloadMark(path: string, now: number): string {
  return JSON.stringify({ path, expires: now + RELOAD_GUARD_MS } satisfies ReloadMark);
}

interface GuardedWindow {
  location: { pathname: string; reload(): void };
  addEventListener(type: 'vite:preloadError', listener: (event: Event) => void): void;
}

/**
 * Listens for Vite's `vite:preloadError`, which every dynamic import of the build raises when its chunk (or a chunk
 * it preloads) fails. Reloading cancels the event; otherwise the error goes on to the route's error screen. Without
 * storage to hold the mark it never reloads, since nothing could stop a loop.
 */
export function installChunkReloadGuard(target: GuardedWindow, storage: KeyValueStorage | null, now: () => number = Date.now): void {
  target.addEventListener('vite:preloadError', (event) => {
    if (!storage) return;
    const path = target.location.pathname;
    try {
      if (!mayReload(storage.getItem(RELOAD_GUARD_KEY), path, now())) return;
      storage.setItem(RELOAD_GUARD_KEY, reloadMark(path, now()));
    } catch {
      return;
    }
    event.preventDefault();
    target.location.reload();
  });
}

/** The tab's sessionStorage, or null where it is unavailable (it can throw on access). */
export function sessionStorageOrNull(): KeyValueStorage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}
