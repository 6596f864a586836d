import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { LanguageSwitcher } from '../../components/language-switcher';
import { SiteFooter } from '../../components/layout/site-footer';
import { SiteHeader } from '../../components/layout/site-header';
import { ScrollToTop } from '../../components/scroll-to-top';
import { CookieNotice } from '../../features/cookie-consent/components/cookie-notice';

export function RootLayout() {
  const { t } = useTranslation();
  return (
    <>
      <ScrollToTop />
      <a className="skip-link" href="#main">
        {t('skipToContent')}
      </a>
      <SiteHeader actions={<LanguageSwitcher />} />
      <main id="main" tabIndex={-1} className="site-main">
        <Suspense fallback={<p role="status">{t('loading')}</p>}>
          <Outlet />
        </Suspense>
      </main>
      <SiteFooter />
      <CookieNotice />
    </>
  );
}
