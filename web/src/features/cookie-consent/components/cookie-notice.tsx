import { useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { COOKIE_SETTINGS_ID } from '../../../components/layout/cookie-settings-anchor';
import {
  choiceFromForm,
  currentConsent,
  forgetSettingsRequest,
  saveConsent,
  settingsRequested,
} from '../cookie-consent-storage';

/**
 * The cookie choice, non-modal at the bottom of the page until the visitor chooses: Accept all, Reject all and
 * Choose (the categories, unticked) with equal weight. A form posting to the page itself, so every answer also
 * works on a prerendered page without JavaScript (the gateway sets the cookie and sends the page again); with
 * JavaScript the cookie is set here, without a reload. Hidden by CSS once `<html data-consent>` says a choice
 * exists, unless the footer's "Cookie settings" link (`#cookie-settings`) asks for it again.
 */
export function CookieNotice() {
  const { t } = useTranslation('cookie-consent');
  const [open, setOpen] = useState(() => !currentConsent() || settingsRequested());
  const labelId = useId();
  useEffect(() => {
    const reopen = () => {
      if (settingsRequested()) setOpen(true);
    };
    window.addEventListener('hashchange', reopen);
    return () => window.removeEventListener('hashchange', reopen);
  }, []);
  if (!open) return null;
  const granted = currentConsent();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    const data = new FormData(event.currentTarget, submitter);
    saveConsent(choiceFromForm(data.get('consent') as string | null, data));
    forgetSettingsRequest();
    setOpen(false);
  };
  return (
    // Reopened from the footer: shown although the page is marked as chosen (not in the prerendered HTML, whose
    // notice the server's mark hides until the link targets it).
    <section id={COOKIE_SETTINGS_ID} className={settingsRequested() ? 'cookie-notice cookie-notice--open' : 'cookie-notice'} aria-labelledby={labelId}>
      <h2 id={labelId} className="visually-hidden">
        {t('label')}
      </h2>
      <p>{t('message')}</p>
      <form method="post" data-consent-form="" onSubmit={submit}>
        <div className="cookie-notice__actions">
          <button type="submit" name="consent" value="all" className="button">
            {t('acceptAll')}
          </button>
          <button type="submit" name="consent" value="necessary" className="button">
            {t('rejectAll')}
          </button>
          <details className="cookie-notice__choose">
            <summary className="button">{t('choose')}</summary>
            <fieldset>
              <legend className="visually-hidden">{t('categories')}</legend>
              <label>
                <input type="checkbox" checked disabled />
                <span>
                  <strong>{t('necessary.name')}</strong> {t('necessary.description')}
                </span>
              </label>
              <label>
                <input type="checkbox" name="statistics" value="on" defaultChecked={granted?.statistics ?? false} />
                <span>
                  <strong>{t('statistics.name')}</strong> {t('statistics.description')}
                </span>
              </label>
              <label>
                <input type="checkbox" name="advertising" value="on" defaultChecked={granted?.advertising ?? false} />
                <span>
                  <strong>{t('advertising.name')}</strong> {t('advertising.description')}
                </span>
              </label>
              <button type="submit" name="consent" value="chosen" className="button">
                {t('save')}
              </button>
            </fieldset>
          </details>
        </div>
      </form>
    </section>
  );
}
