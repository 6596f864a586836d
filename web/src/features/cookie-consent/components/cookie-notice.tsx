import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { acceptCookies, hasAcceptedCookies } from '../cookie-consent-storage';

/**
 * Non-modal notice at the bottom of the page until the visitor accepts. A form posting to the page
 * itself, so Accept also works on a prerendered page without JavaScript (the gateway sets the
 * cookie and sends the page again); with JavaScript the cookie is set here, without a reload.
 * Hidden by CSS when `<html data-consent="accepted">`, as the server marks a page for a visitor who accepted.
 */
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
      <form
        method="post"
        data-consent-form=""
        onSubmit={(event) => {
          event.preventDefault();
          acceptCookies();
          setVisible(false);
        }}
      >
        <button type="submit" name="consent" value="accepted" className="button">
          {t('accept')}
        </button>
      </form>
    </section>
  );
}
