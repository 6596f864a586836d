import { useTranslation } from 'react-i18next';
import { CookieSettingsLink } from './cookie-settings-link';

export function SiteFooter() {
  const { t } = useTranslation();
  return (
    <footer className="site-footer">
      <p>{t('footer.rights', { year: new Date().getFullYear() })}</p>
      <p>
        <CookieSettingsLink />
      </p>
    </footer>
  );
}
