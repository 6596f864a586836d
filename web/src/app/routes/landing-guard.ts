/**
 * The route guard of the landing routes (spec §4), run as the route's loader, i.e. before the
 * page renders, on every entry: remembers route name, tracking query and exam, stores the
 * theme name for the site, switches to the locale `hl` asks for and records a page view.
 */
import type { LoaderFunctionArgs, ShouldRevalidateFunctionArgs } from 'react-router';
import { currentConsent } from '../../features/cookie-consent/cookie-consent-storage';
import { CODE_EXAM_PARAM, type ThemeRoute } from '../../features/themes/theme-table';
import { trackPageView } from '../../lib/analytics';
import type { CodeExam } from '../../lib/code-exam';
import { changeLocale, currentLocale, i18nReady } from '../../lib/i18n';
import { currentSite, landingMemory } from '../../lib/landing-entry';
import { planLandingEntry } from './landing-entry-plan';

export interface LandingRouteData {
  route: ThemeRoute;
  /** Null when the `{code}-{examId}` segment is malformed: the page is a 404. */
  exam: CodeExam | null;
}

export function landingGuard(route: ThemeRoute) {
  return async ({ request, params }: LoaderFunctionArgs): Promise<LandingRouteData> => {
    const url = new URL(request.url);
    const plan = planLandingEntry(route, url, params[CODE_EXAM_PARAM], Date.now());
    if (!plan) return { route, exam: null };
    landingMemory.remember(plan.entry, currentSite(url), currentConsent()?.advertising === true);
    await i18nReady;
    if (plan.locale && plan.locale !== currentLocale()) await changeLocale(plan.locale);
    trackPageView({ ...plan.pageView, locale: currentLocale() });
    return { route, exam: plan.exam };
  };
}

/** Entering counts once per path: a query change on the same page (language switch) is not a new entry. */
export function landingShouldRevalidate({ currentUrl, nextUrl }: ShouldRevalidateFunctionArgs): boolean {
  return currentUrl.pathname !== nextUrl.pathname;
}
