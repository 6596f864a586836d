import { useTranslation } from 'react-i18next';
import { COOKIE_SETTINGS_ID } from './cookie-settings-anchor';

/** The footer's "Cookie settings": the visitor's cookie choice can be changed from every page. */
export function CookieSettingsLink() {
  const { t } = useTranslation();
  return (
    <a className="cookie-settings-link" href={`#${COOKIE_SETTINGS_ID}`}>
      {t('footer.cookieSettings')}
    </a>
  );
}
