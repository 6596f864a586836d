import { type FormEvent, useId, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ListStates, LoadMore } from '../../../components/list-states';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { useArticleCategories } from '../api/article-categories';
import { useArticleList } from '../api/article-list';
import type { ArticleCategoryCode } from '../api/types';
import { useArticlesTranslation } from '../articles-i18n';
import { SEARCH_MAX_LENGTH, searchQuery } from '../articles-search';
import { articlesPaths } from '../articles-paths';
import { ArticleCard } from './article-card';
import { useListLabels } from './list-labels';
import '../articles.css';

const CATEGORY_CODES: readonly ArticleCategoryCode[] = ['all', 'psychology-science', 'psychology-test', 'psychology-consultation', 'psychology-treatment', 'mental-health'];

const categoryOf = (value: string | null): ArticleCategoryCode => CATEGORY_CODES.find((code) => code === value) ?? 'all';

/**
 * `/userCenter/exploreMore/articles`: category filter, search and the paged list with 'load more'.
 * The filter and search live in the address, so back and shared links keep them.
 */
export function ArticleListPage() {
  const { t, language } = useArticlesTranslation();
  const id = useId();
  useDocumentTitle(t('list.pageTitle'));
  const [params, setParams] = useSearchParams();
  const category = categoryOf(params.get('category'));
  const query = searchQuery(params.get('q') ?? '');
  const [draft, setDraft] = useState(query);
  const { categories, failed: categoriesFailed, retry: retryCategories } = useArticleCategories(language);
  const list = useArticleList({ category, query }, language);
  const labels = useListLabels();

  const show = (next: { category?: ArticleCategoryCode; query?: string }) => {
    const nextCategory = next.category ?? category;
    const nextQuery = next.query ?? query;
    setParams(
      {
        ...(nextCategory !== 'all' ? { category: nextCategory } : {}),
        ...(nextQuery ? { q: nextQuery } : {}),
      },
      { replace: true },
    );
  };
  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    show({ query: searchQuery(draft) });
  };

  return (
    <section className="articles" aria-labelledby={`${id}-title`}>
      <p className="articles__back">
        <Link to={articlesPaths.exploreMore}>{t('common.backToExplore')}</Link>
      </p>
      <h1 id={`${id}-title`}>{t('list.heading')}</h1>

      <form className="articles__search" role="search" onSubmit={onSearch}>
        <label htmlFor={`${id}-search`}>{t('list.searchLabel')}</label>
        <div className="articles__search-row">
          <input
            id={`${id}-search`}
            type="search"
            value={draft}
            maxLength={SEARCH_MAX_LENGTH}
            placeholder={t('list.searchPlaceholder')}
            onChange={(event) => setDraft(event.target.value)}
          />
          <button type="submit" className="button">
            {t('list.search')}
          </button>
        </div>
      </form>

      <div className="chips" role="group" aria-label={t('list.categories')}>
        {categoriesFailed ? (
          <button type="button" className="button button--secondary" onClick={retryCategories}>
            {t('list.categoriesRetry')}
          </button>
        ) : (
          (categories ?? []).map((c) => (
            <button key={c.code} type="button" className="chip" aria-pressed={c.code === category} onClick={() => show({ category: c.code })}>
              {c.name} <span className="articles__category-count">{c.articleCount}</span>
            </button>
          ))
        )}
      </div>

      {query ? (
        <p className="articles__searching" role="status">
          {t('list.searchingFor', { query })}{' '}
          <button
            type="button"
            className="articles__clear"
            onClick={() => {
              setDraft('');
              show({ query: '' });
            }}
          >
            {t('list.clearSearch')}
          </button>
        </p>
      ) : null}

      <ListStates
        loading={list.loading}
        error={list.failed}
        empty={!list.loading && !list.failed && list.items.length === 0}
        onRetry={list.retry}
        labels={{ ...labels, empty: query ? t('list.noMatch') : labels.empty }}
      >
        <ul className="article-list" aria-label={t('list.heading')}>
          {list.items.map((article) => (
            <li key={article.articleId}>
              <ArticleCard article={article} headingLevel={2} />
            </li>
          ))}
        </ul>
        <LoadMore
          hasMore={list.hasMore}
          loading={list.loadingMore}
          failed={list.moreFailed}
          onLoadMore={list.moreFailed ? list.retry : list.loadMore}
          labels={labels}
          progress={t('list.progress', { page: list.page, pageCount: list.pageCount, total: list.total })}
        />
      </ListStates>
    </section>
  );
}
