import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { shouldScrollToTop } from '../lib/scroll-policy';

/** Scrolls the window to the top when the route's path changes (not for query/hash changes). */
export function ScrollToTop() {
  const { pathname } = useLocation();
  const previous = useRef<string | null>(null);
  useEffect(() => {
    if (shouldScrollToTop(previous.current, pathname)) window.scrollTo(0, 0);
    previous.current = pathname;
  }, [pathname]);
  return null;
}
