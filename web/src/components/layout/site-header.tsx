import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { paths } from '../../config/paths';
import { TrackedLink, TrackedNavLink } from '../tracked-link';
import { enhanceSiteMenu } from './site-menu';

const NAV_ITEMS = [
  { to: paths.home, key: 'nav.home', end: true },
  { to: paths.personalityTypes, key: 'nav.personalityTypes', end: false },
  { to: paths.professionalTests, key: 'nav.professionalTests', end: false },
  { to: paths.retrieveReport, key: 'nav.retrieveReport', end: false },
  { to: paths.login, key: 'nav.loginRegister', end: false },
  { to: paths.myStore, key: 'nav.myStore', end: false },
] as const;

/** One header per page. */
const MENU_ID = 'site-header-menu';

/**
 * Brand, main navigation and a slot for header controls (the language switcher). On phones the
 * navigation and the controls collapse behind a menu button (site-menu.ts).
 */
export function SiteHeader({ actions }: { actions?: ReactNode }) {
  const { t } = useTranslation();
  const menu = useRef<HTMLDetailsElement>(null);
  const { pathname } = useLocation();
  useEffect(() => (menu.current ? enhanceSiteMenu(menu.current) : undefined), []);
  // A page change closes the menu.
  useEffect(() => {
    if (menu.current) menu.current.open = false;
  }, [pathname]);
  return (
    <header className="site-header">
      <TrackedLink to={paths.home} className="site-header__brand">
        {t('brand')}
      </TrackedLink>
      <details className="site-menu" ref={menu}>
        <summary className="site-menu__button" aria-controls={MENU_ID}>
          <span className="site-menu__icon" aria-hidden="true" />
          <span className="visually-hidden">{t('nav.menu')}</span>
        </summary>
      </details>
      <div className="site-header__menu" id={MENU_ID}>
        <nav aria-label={t('nav.label')} className="site-nav">
          <ul>
            {NAV_ITEMS.map((item) => (
              <li key={item.key}>
                <TrackedNavLink to={item.to} end={item.end}>
                  {t(item.key)}
                </TrackedNavLink>
              </li>
            ))}
          </ul>
        </nav>
        {actions}
      </div>
    </header>
  );
}
