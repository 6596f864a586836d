import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { acceptCookies, hasAcceptedCookies } from '../cookie-consent-storage';

/** Non-modal notice at the bottom of the page until the visitor accepts. */
export function CookieNotice() {
  const { t } = useTranslation('cookie-consent');
  const [visible, setVisible] = useState(() => !hasAcceptedCookies());
  const labelId = useId();
  if (!visible) return null;
  return (
    <section className="cookie-notice" aria-labelledby={labelId}>
      <h2 id={labelId} className="visually-hidden">
        {t('label')}
      </h2>
      <p>{t('message')}</p>
      <button
        type="button"
        className="button"
        onClick={() => {
          acceptCookies();
          setVisible(false);
        }}
      >
        {t('accept')}
      </button>
    </section>
  );
}
