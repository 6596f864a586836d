import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useRouteError } from 'react-router';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { statusOfRouteError } from '../../lib/route-error-status';

/**
 * React Router errorElement: the numeric status code and 'Go back home' (to `/`, keeping the
 * current query string). `standalone` when the layout itself failed, so the page brings its own
 * `main` landmark.
 */
export function ErrorRoute({ standalone = false }: { standalone?: boolean }) {
  const { t } = useTranslation();
  const error = useRouteError();
  const { search } = useLocation();
  const status = statusOfRouteError(error);
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
      <Link to={{ pathname: '/', search }} className="button">
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
