/**
 * Noticing a deploy: the build writes `build/latest.json` (its id and time, vite.config.ts) and the app polls it on a
 * timer and whenever the tab becomes visible again. Once the id differs from the running app's, the next in-app
 * navigation is a full page load, so the visitor moves to the new build between pages, never in the middle of one.
 */
export const BUILD_METADATA_PATH = '/build/latest.json';
export const BUILD_POLL_INTERVAL_MS = 5 * 60 * 1000;

export interface BuildMetadata {
  id: string;
  timestamp: number;
  /**
   * The route prerender info (web/scripts/prerender.mjs): the routes served as prerendered pages, their locales and
   * count, and a hash of all of them. For deploys and CDN purges; the app compares the id only, which changes with them.
   */
  prerender?: { routes: string[]; locales: string[]; pageCount: number; hash: string };
}

/** Whether an answer of the metadata file names a build other than `runningId` (anything unreadable: no). */
export function isOtherBuild(runningId: string, metadata: unknown): boolean {
  const id = typeof metadata === 'object' && metadata !== null ? (metadata as Partial<BuildMetadata>).id : undefined;
  return typeof id === 'string' && id !== '' && id !== runningId;
}

interface WatchedDocument {
  visibilityState: string;
  addEventListener(type: 'visibilitychange', listener: () => void): void;
}

/**
 * Checks the metadata file every `intervalMs` and when `doc` becomes visible; calls `onNewBuild` once, the first time
 * it names another build. A failed check (offline, a dev server without the file) is simply tried again later.
 */
export function watchBuildVersion(options: {
  runningId: string;
  fetchMetadata: () => Promise<unknown>;
  onNewBuild: () => void;
  doc: WatchedDocument;
  intervalMs?: number;
}): () => void {
  let found = false;
  const check = async () => {
    if (found) return;
    try {
      if (isOtherBuild(options.runningId, await options.fetchMetadata())) {
        found = true;
        clearInterval(timer);
        options.onNewBuild();
      }
    } catch {
      // Tried again at the next tick or visibility change.
    }
  };
  const timer = setInterval(() => void check(), options.intervalMs ?? BUILD_POLL_INTERVAL_MS);
  options.doc.addEventListener('visibilitychange', () => {
    if (options.doc.visibilityState === 'visible') void check();
  });
  return () => clearInterval(timer);
}

/** The metadata file, never from a cache. */
export async function fetchBuildMetadata(): Promise<unknown> {
  const response = await fetch(BUILD_METADATA_PATH, { cache: 'no-store', headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`build metadata: HTTP ${response.status}`);
  return response.json();
}

interface NavigatingRouter {
  state: { location: unknown; navigation: { location?: unknown } };
  subscribe(listener: (state: NavigatingRouter['state']) => void): () => void;
  createHref(location: never): string;
}

interface PageLocation {
  assign(url: string): void;
  reload(): void;
}

/**
 * From now on, an in-app navigation becomes a full page load: one that is still loading goes to its address in a new
 * page; one that completed at once (nothing to load) reloads at the address it reached.
 */
export function loadNextNavigationFresh(router: NavigatingRouter, page: PageLocation): void {
  const from = router.state.location;
  let leaving = false;
  router.subscribe((state) => {
    if (leaving) return;
    if (state.navigation.location) {
      leaving = true;
      page.assign(router.createHref(state.navigation.location as never));
    } else if (state.location !== from) {
      leaving = true;
      page.reload();
    }
  });
}
