import { useTranslation } from 'react-i18next';
import { TrackedLink } from '../../../components/tracked-link';
import { paths } from '../../../config/paths';
import { useDocumentTitle } from '../../../hooks/use-document-title';

/** Home placeholder: title, tagline and the way into the test. Statistics come with real data later. */
export function HomePage() {
  const { t } = useTranslation('home');
  useDocumentTitle(t('pageTitle'));
  return (
    <section className="hero" aria-labelledby="home-title">
      <h1 id="home-title">{t('title')}</h1>
      <p className="hero__tagline">{t('tagline')}</p>
      <TrackedLink to={paths.takeTest} className="button button--large">
        {t('takeTest')}
      </TrackedLink>
    </section>
  );
}
