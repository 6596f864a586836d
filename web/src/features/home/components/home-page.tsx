import { useTranslation } from 'react-i18next';
import { TestFacts } from '../../../components/test-facts';
import { TrackedLink } from '../../../components/tracked-link';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { intentPreloadProps } from '../../../lib/intent-preload';
import { DEFAULT_TEST, STANDARD_TEST_PATH } from '../../../lib/test-entry';
import { HomeStats } from './home-stats';

/** Home: title, what the test is, the way in (keeping the tracking query) and the real statistics. */
export function HomePage() {
  const { t } = useTranslation('home');
  useDocumentTitle(t('pageTitle'));
  return (
    <>
      <section className="hero" aria-labelledby="home-title">
        <h1 id="home-title">{t('title')}</h1>
        <p className="hero__tagline">{t('tagline')}</p>
        <TestFacts />
        <TrackedLink
          to={STANDARD_TEST_PATH}
          query={{ examId: DEFAULT_TEST.examId }}
          className="button button--large"
          {...intentPreloadProps}
        >
          {t('takeTest')}
        </TrackedLink>
      </section>
      <HomeStats examId={DEFAULT_TEST.examId} />
    </>
  );
}
