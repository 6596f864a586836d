import { lazy } from 'react';
import { useLoaderData } from 'react-router';
import { LanguageSwitcher } from '../../components/language-switcher';
import { ScrollToTop } from '../../components/scroll-to-top';
import { CookieNotice } from '../../features/cookie-consent/components/cookie-notice';
import { LandingPage } from '../../features/landing/components/landing-page';
import { LandingShell } from '../../features/landing/components/landing-shell';
import { SITE_HEAD, headLookOf, themeStyle, useHeadLook } from '../../features/themes/theme-head';
import { themeOf } from '../../features/themes/theme-table';
import { questionPath } from '../../lib/test-entry';
import type { LandingRouteData } from './landing-guard';
import { NotFoundRoute } from './not-found-route';

// Only for a malformed URL: the site layout is not part of the landing bundle.
const RootLayout = lazy(async () => ({ default: (await import('./root-layout')).RootLayout }));

/**
 * A landing route (`/landing/<variant>` or `/<segment>/{code}-{examId}`): the variant's page in
 * its theme's frame, logo and favicon; the start button leads to the test's first step for the
 * page's exam, keeping the tracking query. A malformed `{code}-{examId}` is a 404.
 */
export function LandingRoute() {
  const { route, exam } = useLoaderData() as LandingRouteData;
  const theme = themeOf(route.theme);
  useHeadLook(exam ? headLookOf(theme) : SITE_HEAD);
  if (!exam) {
    return (
      <RootLayout>
        <NotFoundRoute />
      </RootLayout>
    );
  }
  return (
    <LandingShell
      theme={theme}
      style={themeStyle(theme)}
      actions={<LanguageSwitcher />}
      after={<CookieNotice />}
    >
      <ScrollToTop />
      <LandingPage variant={route.variant} startPath={questionPath(exam)} />
    </LandingShell>
  );
}
