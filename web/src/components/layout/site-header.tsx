import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { paths } from '../../config/paths';
import { TrackedLink, TrackedNavLink } from '../tracked-link';

const NAV_ITEMS = [
  { to: paths.home, key: 'nav.home', end: true },
  { to: paths.personalityTypes, key: 'nav.personalityTypes', end: false },
  { to: paths.professionalTests, key: 'nav.professionalTests', end: false },
  { to: paths.retrieveReport, key: 'nav.retrieveReport', end: false },
  { to: paths.login, key: 'nav.loginRegister', end: false },
  { to: paths.myStore, key: 'nav.myStore', end: false },
] as const;

/** Brand, main navigation and a slot for header controls (the language switcher). */
export function SiteHeader({ actions }: { actions?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <header className="site-header">
      <div className="site-header__bar">
        <TrackedLink to={paths.home} className="site-header__brand">
          {t('brand')}
        </TrackedLink>
        {actions}
      </div>
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
    </header>
  );
}
