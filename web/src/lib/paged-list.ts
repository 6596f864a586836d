/** What a paged list shows, from the pages SWR holds (`useSWRInfinite`). */

/** One page of a list call (`POST …/list` with `page` and `pageSize`). */
export interface Paged<T> {
  items: T[];
  page: number;
  pageSize: number;
  pageCount: number;
  total: number;
}

export interface PagedListState<T> {
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
export function pagedListState<T>(pages: Paged<T>[] | undefined, requested: number, failed: boolean): PagedListState<T> {
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
