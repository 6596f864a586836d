import type { CSSProperties, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CookieSettingsLink } from '../../../components/layout/cookie-settings-link';

export interface LandingShellProps {
  logo: string;
  footerLogo: string;
  /** Theme name, for styling hooks and tests. */
  themeName: string;
  /** The theme's colours as CSS custom properties. */
  style: CSSProperties;
  /** Header controls (the language switcher). */
  actions?: ReactNode;
  /** After the footer (the cookie notice). */
  after?: ReactNode;
  children: ReactNode;
}

/**
 * The frame of a landing page: the theme's logo on top, the page, the theme's footer logo and a
 * plain-words disclaimer at the bottom. No site navigation: the page has one job.
 */
export function LandingShell({ logo, footerLogo, themeName, style, actions, after, children }: LandingShellProps) {
  const { t } = useTranslation('landing');
  const { t: tc } = useTranslation();
  return (
    <div className="themed-page" data-theme={themeName} style={style}>
      <a className="skip-link" href="#main">
        {tc('skipToContent')}
      </a>
      <header className="landing-header">
        <img className="landing-header__logo" src={logo} alt={tc('brand')} width={160} height={40} />
        {actions}
      </header>
      <main id="main" tabIndex={-1} className="site-main landing-main">
        {children}
      </main>
      <footer className="landing-footer">
        <img className="landing-footer__logo" src={footerLogo} alt={tc('brand')} width={128} height={32} loading="lazy" />
        <p>{t('footer.disclaimer')}</p>
        <p>{tc('footer.rights', { year: new Date().getFullYear() })}</p>
        <p>
          <CookieSettingsLink />
        </p>
      </footer>
      {after}
    </div>
  );
}
