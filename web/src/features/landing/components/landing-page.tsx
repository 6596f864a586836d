import { useTranslation } from 'react-i18next';
import { TestFacts } from '../../../components/test-facts';
import { TrackedLink } from '../../../components/tracked-link';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { intentPreloadProps } from '../../../lib/intent-preload';
import { TEST_FACTS } from '../../../lib/test-entry';
import type { LandingCopyVariant } from '../landing-copy';

/** `Take a quiet moment for yourself · Mindprint` */
export function landingDocumentTitle(headline: string, brand: string): string {
  return `${headline} · ${brand}`;
}

export interface LandingPageProps {
  variant: LandingCopyVariant;
  /** Where the start button leads (an app path); the tracking query is added to it. */
  startPath: string;
  /** Extra query for the start button. */
  startQuery?: Record<string, string>;
}

/**
 * A landing variant's content: headline and pitch for the variant, the honest facts of the test
 * (duration, number of questions, what is free and what is paid), the start button and how the
 * test goes. Plain markup and a link, so the prerendered page works before any JavaScript.
 */
export function LandingPage({ variant, startPath, startQuery }: LandingPageProps) {
  const { t } = useTranslation('landing');
  const { t: tc } = useTranslation();
  const headline = t(`variants.${variant}.headline`);
  useDocumentTitle(landingDocumentTitle(headline, tc('brand')));
  return (
    <>
      <section className="landing-hero" aria-labelledby="landing-title">
        <p className="landing-hero__eyebrow">{t('eyebrow')}</p>
        <h1 id="landing-title">{headline}</h1>
        <p className="landing-hero__lede">{t(`variants.${variant}.lede`)}</p>
        <TestFacts />
        <TrackedLink
          to={startPath}
          {...(startQuery ? { query: startQuery } : {})}
          className="button button--large landing-hero__start"
          {...intentPreloadProps}
        >
          {t('start')}
        </TrackedLink>
        <p className="landing-hero__note">{t('emailNote')}</p>
      </section>
      <section className="landing-steps" aria-labelledby="landing-how">
        <h2 id="landing-how">{t('how.title')}</h2>
        <ol className="landing-steps__list">
          <li>
            <h3>{t('how.answer.title')}</h3>
            <p>{t('how.answer.text', { number: TEST_FACTS.questionCount })}</p>
          </li>
          <li>
            <h3>{t('how.result.title')}</h3>
            <p>{t('how.result.text')}</p>
          </li>
          <li>
            <h3>{t('how.report.title')}</h3>
            <p>{t('how.report.text')}</p>
          </li>
        </ol>
      </section>
    </>
  );
}
