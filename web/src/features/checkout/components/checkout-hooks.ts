/** Hooks the checkout pages share: navigation with the tracking keys, the basename, a ticking clock. */
import { useCallback, useEffect, useState } from 'react';
import { useHref, useLocation, useNavigate, type NavigateOptions } from 'react-router';
import { currentLocale } from '../../../lib/i18n';
import { browserLanguageTags, pickCountry, regionFromLanguageTags } from '../../../lib/region';
import { localStore } from '../../../lib/storage';
import { searchWithTracking } from '../../../lib/tracking-query';
import { answerFlowDetails } from '../checkout-memory';
import { basenameFromHref } from '../checkout-paths';

/** `navigate(pathname, query?)` that carries the tracking query keys over. */
export function useCheckoutNavigate(): (pathname: string, query?: Record<string, string>, options?: NavigateOptions) => void {
  const navigate = useNavigate();
  const { search } = useLocation();
  return useCallback(
    (pathname, query, options) => void navigate({ pathname, search: searchWithTracking(search, query) }, options),
    [navigate, search],
  );
}

/** The router's basename (the locale prefix, e.g. `/fr`), '' without one. */
export function useBasename(): string {
  return basenameFromHref(useHref('/'));
}

/** `Date.now()`, updated every `intervalMs` while `active`. */
export function useNow(active: boolean, intervalMs = 1000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!active) return undefined;
    setNow(Date.now());
    const timer = window.setInterval(() => setNow(Date.now()), intervalMs);
    return () => window.clearInterval(timer);
  }, [active, intervalMs]);
  return now;
}

/** Country, language and the answer flow's e-mail for pricing and paying an order. */
export function useCheckoutContext(examId: string | null, orderNumber: string | null): { country: string; hl: string; email: string } {
  const flow = examId && orderNumber ? answerFlowDetails(localStore, examId, orderNumber) : { country: '', email: '' };
  return {
    country: pickCountry(flow.country, regionFromLanguageTags(browserLanguageTags())),
    hl: currentLocale(),
    email: flow.email,
  };
}

/** Start at the top, also after a reload (route changes are handled by the layout). */
export function useStartAtTop(): void {
  useEffect(() => {
    window.scrollTo(0, 0);
  }, []);
}
