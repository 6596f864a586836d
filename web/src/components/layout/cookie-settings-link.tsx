import { useTranslation } from 'react-i18next';

/** The cookie notice's id: a link to `#cookie-settings` reopens it (also without JavaScript, by CSS `:target`). */
export const COOKIE_SETTINGS_ID = 'cookie-settings';

/** The footer's "Cookie settings": the visitor's cookie choice can be changed from every page. */
export function CookieSettingsLink() {
  const { t } = useTranslation();
  return (
    <a className="cookie-settings-link" href={`#${COOKIE_SETTINGS_ID}`}>
      {t('footer.cookieSettings')}
    </a>
  );
}
