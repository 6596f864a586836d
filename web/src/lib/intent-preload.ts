/**
 * Warms up the code behind a call to action when the visitor shows intent (pointer over it,
 * touch, keyboard focus) instead of on page load, so entry pages load only what they show.
 * The app shell registers what to load for a target path; links spread `intentPreloadProps`.
 */
import type { SyntheticEvent } from 'react';

type Preloader = (path: string) => Promise<unknown>;

let preloader: Preloader | null = null;
const started = new Set<string>();

export function setIntentPreloader(load: Preloader | null): void {
  preloader = load;
  started.clear();
}

/** Preloads what `path` (an app path, query allowed) needs, once per path. */
export function preloadOnIntent(path: string): void {
  const pathname = path.split(/[?#]/)[0] ?? path;
  if (!preloader || started.has(pathname)) return;
  started.add(pathname);
  preloader(pathname).catch(() => {
    started.delete(pathname); // try again on the next sign of intent
  });
}

function fromLink(event: SyntheticEvent<Element>): void {
  const href = event.currentTarget.getAttribute('href');
  if (href?.startsWith('/')) preloadOnIntent(href);
}

/** Props for a link: preloads its target on intent. */
export const intentPreloadProps = {
  onPointerEnter: fromLink,
  onTouchStart: fromLink,
  onFocus: fromLink,
} as const;
