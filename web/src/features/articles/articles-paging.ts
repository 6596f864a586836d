/** What the paged article list shows, from the pages SWR holds (`useSWRInfinite`), and the search box's rules. */
import type { Paged } from './api/types';

export interface PagedArticles<T> {
  items: T[];
  /** The last loaded page's place, for 'page X of Y · total'. */
  page: number;
  pageCount: number;
  total: number;
  /** Nothing shown yet. */
  loading: boolean;
  /** The first page failed: the whole list is the error block. */
  failed: boolean;
  hasMore: boolean;
  loadingMore: boolean;
  /** A later page failed: the loaded items stay, the foot offers a retry. */
  moreFailed: boolean;
}

/** `requested` is how many pages were asked for; `failed` whether the last request failed. */
export function pagedArticles<T>(pages: Paged<T>[] | undefined, requested: number, failed: boolean): PagedArticles<T> {
  const loaded = pages ?? [];
  const last = loaded.at(-1);
  return {
    items: loaded.flatMap((page) => page.items),
    page: last?.page ?? 0,
    pageCount: last?.pageCount ?? 0,
    total: last?.total ?? 0,
    loading: loaded.length === 0 && !failed,
    failed: loaded.length === 0 && failed,
    hasMore: last !== undefined && last.page < last.pageCount,
    loadingMore: loaded.length > 0 && !failed && requested > loaded.length,
    moreFailed: loaded.length > 0 && failed,
  };
}

/** The call accepts up to 100 characters; the box says so too, and stray spaces never make a new search. */
export const SEARCH_MAX_LENGTH = 100;

export function searchQuery(text: string): string {
  return text.trim().replace(/\s+/g, ' ').slice(0, SEARCH_MAX_LENGTH);
}
