import type { ComponentProps } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { pickTrackingQuery, trackingQueryString } from '../lib/tracking-query';

/** The current URL's tracking query (`?hl=…&gclid=…`), to carry onto internal links. */
export function useTrackingSearch(): string {
  const { search } = useLocation();
  return trackingQueryString(pickTrackingQuery(search));
}

type TrackedProps<P> = Omit<P, 'to'> & { to: string };

/** A `Link` to an app path that keeps the tracking query keys of the current URL. */
export function TrackedLink({ to, ...props }: TrackedProps<ComponentProps<typeof Link>>) {
  const search = useTrackingSearch();
  return <Link to={{ pathname: to, search }} {...props} />;
}

/** A `NavLink` (sets `aria-current="page"` when active) that keeps the tracking query keys. */
export function TrackedNavLink({ to, ...props }: TrackedProps<ComponentProps<typeof NavLink>>) {
  const search = useTrackingSearch();
  return <NavLink to={{ pathname: to, search }} {...props} />;
}
