import type { CSSProperties, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CookieSettingsLink } from '../../../components/layout/cookie-settings-link';
import { ThemeLogo } from '../../themes/theme-logo';
import type { Theme } from '../../themes/theme-table';

export interface LandingShellProps {
  /** The theme: its logos, and its name for styling hooks and tests. */
  theme: Theme;
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
export function LandingShell({ theme, style, actions, after, children }: LandingShellProps) {
  const { t } = useTranslation('landing');
  const { t: tc } = useTranslation();
  return (
    <div className="themed-page" data-theme={theme.name} style={style}>
      <a className="skip-link" href="#main">
        {tc('skipToContent')}
      </a>
      <header className="landing-header">
        <ThemeLogo theme={theme} placement="header" label={tc('brand')} />
        {actions}
      </header>
      <main id="main" tabIndex={-1} className="site-main landing-main">
        {children}
      </main>
      <footer className="landing-footer">
        <ThemeLogo theme={theme} placement="footer" label={tc('brand')} />
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
