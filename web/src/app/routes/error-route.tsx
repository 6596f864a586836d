import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useRouteError } from 'react-router';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { currentSite, landingMemory } from '../../lib/landing-entry';
import { statusOfRouteError } from '../../lib/route-error-status';
import { errorHomeTarget } from './error-home-target';

/**
 * React Router errorElement: the numeric status code and 'Go back home' — to the theme's default
 * test route with the stored (or default) exam, keeping the current query string (spec §2). The
 * link reloads the document: after an error, a fresh start is the surer way back. `standalone`
 * when the layout itself failed, so the page brings its own `main` landmark.
 */
export function ErrorRoute({ standalone = false }: { standalone?: boolean }) {
  const { t } = useTranslation();
  const error = useRouteError();
  const { search } = useLocation();
  const status = statusOfRouteError(error);
  const home = errorHomeTarget({
    themeName: landingMemory.themeName(currentSite()),
    storedExam: landingMemory.exam(),
    search,
  });
  useDocumentTitle(`${status} · ${t('brand')}`);
  useEffect(() => {
    console.error(error);
  }, [error]);

  const content = (
    <section className="message-page" aria-labelledby="error-title">
      <p className="status-code">
        <span className="visually-hidden">{t('error.statusLabel')} </span>
        {status}
      </p>
      <h1 id="error-title">{t('error.title')}</h1>
      <p>{t('error.message')}</p>
      <Link to={home} className="button" reloadDocument>
        {t('error.goHome')}
      </Link>
    </section>
  );
  return standalone ? (
    <main id="main" className="site-main">
      {content}
    </main>
  ) : (
    content
  );
}
