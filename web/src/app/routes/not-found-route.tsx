import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useDocumentTitle } from '../../hooks/use-document-title';

/**
 * Unmatched routes: 'Page Not Found: {path}'. Without `showPath` only 'Page not found' (the
 * prerendered 404 page, one file for every path the server refuses).
 */
export function NotFoundRoute({ showPath = true }: { showPath?: boolean }) {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  useDocumentTitle(`${t('notFound.title')} · ${t('brand')}`);
  return (
    <section className="message-page">
      <h1>{showPath ? t('notFound.message', { path: pathname }) : t('notFound.title')}</h1>
      <Link to={{ pathname: '/', search }} className="button">
        {t('notFound.goHome')}
      </Link>
    </section>
  );
}
