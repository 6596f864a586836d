import { useId, useState } from 'react';
import { Link } from 'react-router';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { useTestCenter } from '../api/test-center';
import type { TestCenterSort } from '../api/types';
import { canReshuffle, firstGuessSeed, nextGuessSeed } from '../guess-seed';
import { useTestCenterTranslation } from '../test-center-i18n';
import { LINKED_PAGE, testCenterPaths } from '../test-center-paths';
import { TestCardList } from './test-card';
import '../test-center.css';

const SECTION_LIMIT = 4;

/** `/userCenter/exploreMore/testCenter`: hot, guess-you-like (with refresh) and latest tests. */
export function TestCenterPage() {
  const { t } = useTestCenterTranslation();
  const id = useId();
  useDocumentTitle(t('center.pageTitle'));
  const [seed, setSeed] = useState(() => firstGuessSeed());

  return (
    <section className="test-center" aria-labelledby={`${id}-title`}>
      <p className="test-center__back">
        <Link to={LINKED_PAGE.exploreMore}>{t('common.backToExplore')}</Link>
      </p>
      <h1 id={`${id}-title`}>{t('center.heading')}</h1>
      <p className="test-center__intro">{t('center.intro')}</p>
      <p>
        <Link to={testCenterPaths.list}>{t('center.allTests')}</Link>
      </p>
      <TestSection sort="hot" heading={t('center.hot')} hint={t('center.hotHint')} />
      <TestSection
        sort="guess"
        heading={t('center.guess')}
        hint={t('center.guessHint')}
        seed={seed}
        onRefresh={(current) => setSeed(nextGuessSeed(current))}
      />
      <TestSection sort="latest" heading={t('center.latest')} hint={t('center.latestHint')} />
    </section>
  );
}

function TestSection({
  sort,
  heading,
  hint,
  seed,
  onRefresh,
}: {
  sort: TestCenterSort;
  heading: string;
  hint: string;
  seed?: number;
  onRefresh?: (current: number) => void;
}) {
  const { t, language } = useTestCenterTranslation();
  const id = useId();
  const { center, failed, retry } = useTestCenter({ sort, seed, limit: SECTION_LIMIT }, language);
  const reshuffles = center ? canReshuffle(center.freeTestCount) : false;

  return (
    <section className="test-center__section" aria-labelledby={`${id}-heading`} data-section={sort}>
      <div className="test-center__section-head">
        <h2 id={`${id}-heading`}>{heading}</h2>
        {onRefresh && seed !== undefined ? (
          <button type="button" className="button button--secondary" onClick={() => onRefresh(seed)} disabled={!reshuffles} aria-describedby={reshuffles ? undefined : `${id}-single`}>
            {t('center.refresh')}
          </button>
        ) : null}
      </div>
      <p className="test-center__hint">{hint}</p>
      {onRefresh && center && !reshuffles ? (
        <p id={`${id}-single`} className="test-center__hint">
          {t('center.onlyOne')}
        </p>
      ) : null}
      <TestCardList center={center} failed={failed} onRetry={retry} labelledBy={`${id}-heading`} live={onRefresh !== undefined} />
    </section>
  );
}
