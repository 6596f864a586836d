import { useId, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { appConfig } from '../config/app-config';
import { changeLocale, currentLocale } from '../lib/i18n';
import { searchWithLocale } from '../lib/locale-detection';
import { rememberLocale } from '../lib/locale-persistence';
import { localizePath } from '../lib/locale-path';
import { LOCALES, isLocaleCode } from '../lib/locales';

/**
 * Labelled select of the nine locales, each shown by its own name. Choosing one loads its
 * messages, remembers it (storage + cookie) and rewrites an `hl` in the URL. With a prefix
 * strategy the browser moves to the same page under the new prefix.
 *
 * A GET form with `hl`, so a prerendered page switches language without JavaScript too (its
 * button shows only then: `html.js` hides it); the entry pages' script submits on change.
 */
export function LanguageSwitcher() {
  const { t } = useTranslation();
  const id = useId();
  const location = useLocation();
  const navigate = useNavigate();
  const value = currentLocale();

  async function onChange(event: ChangeEvent<HTMLSelectElement>) {
    const next = event.target.value;
    if (!isLocaleCode(next) || next === value) return;
    const search = searchWithLocale(location.search, next);
    const { localeStrategy, defaultLocale } = appConfig;
    if (localeStrategy !== 'no_prefix') {
      rememberLocale(next);
      window.location.assign(localizePath(location.pathname, next, localeStrategy, defaultLocale) + search + location.hash);
      return;
    }
    await changeLocale(next);
    if (search !== location.search) {
      void navigate({ pathname: location.pathname, search, hash: location.hash }, { replace: true, preventScrollReset: true });
    }
  }

  return (
    <form method="get" className="language-switcher" data-language-form="" onSubmit={(event) => event.preventDefault()}>
      <label htmlFor={id}>{t('language.label')}</label>
      <select id={id} name="hl" value={value} onChange={(event) => void onChange(event)}>
        {LOCALES.map((locale) => (
          <option key={locale.code} value={locale.code} lang={locale.tag}>
            {locale.endonym}
          </option>
        ))}
      </select>
      <button type="submit" className="button button--secondary language-switcher__apply">
        {t('language.apply')}
      </button>
    </form>
  );
}
