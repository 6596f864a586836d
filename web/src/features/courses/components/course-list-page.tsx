import { Link, useSearchParams } from 'react-router';
import { ListStates, LoadMore } from '../../../components/list-states';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { useCourseCategories } from '../api/course-categories';
import { useCourseList } from '../api/course-list';
import type { CourseTag } from '../api/types';
import { useCoursesTranslation } from '../courses-i18n';
import { coursesPaths, idFromQuery } from '../courses-paths';
import { CourseGrid, useListLabels } from './course-ui';
import '../courses.css';

const TAGS: readonly CourseTag[] = ['new', 'recommend'];

function filterSearch(categoryId: string | null, tag: CourseTag | null): string {
  const params = new URLSearchParams();
  if (categoryId) params.set('category', categoryId);
  if (tag) params.set('tag', tag);
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** `/userCenter/courseList`: category tabs, an optional new/recommended filter, the course cards page by page. */
export function CourseListPage() {
  const { t, language } = useCoursesTranslation();
  useDocumentTitle(t('list.pageTitle'));
  const [params] = useSearchParams();
  const categoryId = idFromQuery(params.get('category'));
  const tagParam = params.get('tag');
  const tag = TAGS.find((known) => known === tagParam) ?? null;
  const { categories, failed: categoriesFailed, retry: retryCategories } = useCourseCategories();
  const list = useCourseList({ categoryId: categoryId ?? undefined, tag: tag ?? undefined });
  const labels = useListLabels();
  const number = new Intl.NumberFormat(language);
  const allCount = categories?.reduce((sum, category) => sum + category.courseCount, 0);

  return (
    <section className="course-page" aria-labelledby="course-list-title">
      <p className="course-breadcrumb">
        <Link to={coursesPaths.growthCenter}>{t('common.growthCenter')}</Link>
      </p>
      <h1 id="course-list-title">{t('list.heading')}</h1>
      <p className="course-intro">{t('list.intro')}</p>

      <nav className="course-tabs" aria-label={t('list.categories')}>
        {categoriesFailed ? (
          <ListStates loading={false} error empty={false} onRetry={retryCategories} labels={labels}>
            {null}
          </ListStates>
        ) : (
          <ul>
            <li>
              <Link to={{ pathname: coursesPaths.list, search: filterSearch(null, tag) }} aria-current={categoryId === null ? 'page' : undefined}>
                {t('list.all')}
                {allCount !== undefined ? <span className="course-tabs__count"> {number.format(allCount)}</span> : null}
              </Link>
            </li>
            {categories?.map((category) => (
              <li key={category.categoryId}>
                <Link
                  to={{ pathname: coursesPaths.list, search: filterSearch(category.categoryId, tag) }}
                  aria-current={categoryId === category.categoryId ? 'page' : undefined}
                >
                  {category.name}
                  <span className="course-tabs__count"> {number.format(category.courseCount)}</span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </nav>

      <nav className="course-filter" aria-label={t('list.tagFilter')}>
        <ul>
          {([null, ...TAGS] as const).map((option) => (
            <li key={option ?? 'all'}>
              <Link to={{ pathname: coursesPaths.list, search: filterSearch(categoryId, option) }} aria-current={tag === option ? 'page' : undefined}>
                {option === null ? t('list.tagAll') : option === 'new' ? t('list.tagNew') : t('list.tagRecommend')}
              </Link>
            </li>
          ))}
        </ul>
      </nav>

      <ListStates loading={list.loading} error={list.failed} empty={!list.loading && !list.failed && list.items.length === 0} onRetry={list.retry} labels={labels}>
        <CourseGrid courses={list.items} headingLevel={2} />
        <LoadMore
          hasMore={list.hasMore}
          loading={list.loadingMore}
          failed={list.moreFailed}
          onLoadMore={list.moreFailed ? list.retry : list.loadMore}
          labels={{ loadMore: t('common.loadMore'), loading: t('common.loading'), allLoaded: t('common.allLoaded'), loadFailed: t('common.loadFailed'), retry: t('common.retry') }}
          progress={t('common.progress', { page: list.page, pageCount: list.pageCount, total: number.format(list.total) })}
        />
      </ListStates>
    </section>
  );
}
