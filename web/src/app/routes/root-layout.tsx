import { Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { LanguageSwitcher } from '../../components/language-switcher';
import { SiteFooter } from '../../components/layout/site-footer';
import { SiteHeader } from '../../components/layout/site-header';
import { ScrollToTop } from '../../components/scroll-to-top';
import { CookieNotice } from '../../features/cookie-consent/components/cookie-notice';
import { SITE_HEAD, useHeadLook } from '../../features/themes/theme-head';
import { SiteDataProvider } from '../site-data-provider';

/**
 * The site's frame (header with navigation, footer, cookie notice) around the route's page, or
 * `children`; provides data fetching to the pages. Loaded lazily: landing pages never need it.
 */
export function RootLayout({ children }: { children?: ReactNode }) {
  const { t } = useTranslation();
  useHeadLook(SITE_HEAD);
  return (
    <SiteDataProvider>
      <ScrollToTop />
      <a className="skip-link" href="#main">
        {t('skipToContent')}
      </a>
      <SiteHeader actions={<LanguageSwitcher />} />
      <main id="main" tabIndex={-1} className="site-main">
        <Suspense fallback={<p role="status">{t('loading')}</p>}>{children ?? <Outlet />}</Suspense>
      </main>
      <SiteFooter />
      <CookieNotice />
    </SiteDataProvider>
  );
}
