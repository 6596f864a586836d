import { useId } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { useExamCategories } from '../api/exam-categories';
import { useTestCenter } from '../api/test-center';
import { useTestCenterTranslation } from '../test-center-i18n';
import { testCenterPaths } from '../test-center-paths';
import { TestCardList } from './test-card';
import '../test-center.css';

/** The call's largest page: the whole catalogue fits in it today. */
const ALL_TESTS_LIMIT = 12;

const categoryIdOf = (value: string | null) => (value && /^\d{1,32}$/.test(value) ? value : undefined);

/** `/userCenter/testCenter/list`: every test, most finished lately first, filtered by category (kept in the address). */
export function TestListPage() {
  const { t, language } = useTestCenterTranslation();
  const id = useId();
  useDocumentTitle(t('list.pageTitle'));
  const [params, setParams] = useSearchParams();
  const categoryId = categoryIdOf(params.get('category'));
  const { categories, failed: categoriesFailed, retry: retryCategories } = useExamCategories(language);
  const { center, failed, retry } = useTestCenter({ sort: 'hot', categoryId, limit: ALL_TESTS_LIMIT }, language);
  const choose = (next: string | undefined) => setParams(next ? { category: next } : {}, { replace: true });

  return (
    <section className="test-center" aria-labelledby={`${id}-title`}>
      <p className="test-center__back">
        <Link to={testCenterPaths.center}>{t('common.backToCenter')}</Link>
      </p>
      <h1 id={`${id}-title`}>{t('list.heading')}</h1>
      <div className="chips" role="group" aria-label={t('list.categories')}>
        {categoriesFailed ? (
          <button type="button" className="button button--secondary" onClick={retryCategories}>
            {t('list.categoriesRetry')}
          </button>
        ) : (
          <>
            <button type="button" className="chip" aria-pressed={!categoryId} onClick={() => choose(undefined)}>
              {t('list.allCategories')}
            </button>
            {(categories ?? []).map((c) => (
              <button key={c.categoryId} type="button" className="chip" aria-pressed={c.categoryId === categoryId} onClick={() => choose(c.categoryId)}>
                {c.name}
              </button>
            ))}
          </>
        )}
      </div>
      {center ? (
        <p className="test-center__hint" role="status">
          {t('list.summary', { count: center.items.length, free: center.freeTestCount })}
        </p>
      ) : null}
      <TestCardList center={center} failed={failed} onRetry={retry} labelledBy={`${id}-title`} headingLevel={2} />
    </section>
  );
}
