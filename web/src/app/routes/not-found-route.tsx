import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useDocumentTitle } from '../../hooks/use-document-title';

/** Unmatched routes: 'Page Not Found: {path}'. */
export function NotFoundRoute() {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  useDocumentTitle(`${t('notFound.title')} · ${t('brand')}`);
  return (
    <section className="message-page">
      <h1>{t('notFound.message', { path: pathname })}</h1>
      <Link to={{ pathname: '/', search }} className="button">
        {t('notFound.goHome')}
      </Link>
    </section>
  );
}
