import type { ComponentProps } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { pickTrackingQuery, searchWithTracking, trackingQueryString } from '../lib/tracking-query';

/** The current URL's tracking query (`?hl=…&gclid=…`), to carry onto internal links. */
export function useTrackingSearch(): string {
  const { search } = useLocation();
  return trackingQueryString(pickTrackingQuery(search));
}

type TrackedProps<P> = Omit<P, 'to'> & {
  to: string;
  /** Extra query parameters for the target (e.g. `{ examId: '1' }`), before the tracking keys. */
  query?: Record<string, string>;
};

/**
 * A `Link` to an app path that keeps the tracking query keys of the current URL. It carries
 * `data-keep-query`, which the prerendered pages' inline script uses to add the visitor's
 * tracking keys to the link before the app has started.
 */
export function TrackedLink({ to, query, ...props }: TrackedProps<ComponentProps<typeof Link>>) {
  const { search } = useLocation();
  return <Link to={{ pathname: to, search: searchWithTracking(search, query) }} data-keep-query="" {...props} />;
}

/** A `NavLink` (sets `aria-current="page"` when active) that keeps the tracking query keys. */
export function TrackedNavLink({ to, query, ...props }: TrackedProps<ComponentProps<typeof NavLink>>) {
  const { search } = useLocation();
  return <NavLink to={{ pathname: to, search: searchWithTracking(search, query) }} data-keep-query="" {...props} />;
}
