import useSWR from 'swr';
import { api } from '../../../lib/api-client';
import type { Paged } from '../../../lib/paged-list';
import { usePagedList } from '../../../lib/use-paged-list';
import type { ArticleCategoryCode, ArticleSummary } from './types';

export const ARTICLE_PAGE_SIZE = 6;

export interface ArticleFilter {
  category: ArticleCategoryCode;
  /** Trimmed search text; empty for none. */
  query: string;
}

/** `POST /article/infos/list`: one page of articles of a category, matching the search. */
export function fetchArticlePage(filter: ArticleFilter, page: number): Promise<Paged<ArticleSummary>> {
  return api.post<Paged<ArticleSummary>>('/article/infos/list', {
    category: filter.category,
    ...(filter.query ? { query: filter.query } : {}),
    page,
    pageSize: ARTICLE_PAGE_SIZE,
  });
}

/** The article list page by page ('load more' asks for the next one); texts in the page's language. */
export function useArticleList(filter: ArticleFilter, language: string) {
  return usePagedList(['article/infos/list', language, filter.category, filter.query], (page) => fetchArticlePage(filter, page));
}

/** `POST /article/infos/list` with `recommendedToday`: today's three articles. */
export function fetchRecommendedToday(): Promise<Paged<ArticleSummary>> {
  return api.post<Paged<ArticleSummary>>('/article/infos/list', { recommendedToday: true });
}

export function useRecommendedToday(language: string) {
  const { data, error, mutate } = useSWR(['article/infos/list/today', language], fetchRecommendedToday, { revalidateOnFocus: false });
  return { articles: data?.items, failed: error !== undefined, retry: () => void mutate() };
}
