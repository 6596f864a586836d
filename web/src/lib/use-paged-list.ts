import useSWRInfinite from 'swr/infinite';
import { type Paged, pagedListState } from './paged-list';

/**
 * A list loaded page by page ('load more' asks for the next one) under an SWR key: `key` names the list and its
 * filters; the page number is appended. Stops asking once the last page says it is the last.
 */
export function usePagedList<T>(key: readonly string[], fetchPage: (page: number) => Promise<Paged<T>>) {
  const { data, error, size, setSize, mutate } = useSWRInfinite(
    (index: number, previous: Paged<T> | null) => (previous && previous.page >= previous.pageCount ? null : [...key, index + 1]),
    (pageKey: ReadonlyArray<string | number>) => fetchPage(pageKey.at(-1) as number),
    { revalidateOnFocus: false, revalidateFirstPage: false },
  );
  return {
    ...pagedListState(data, size, error !== undefined),
    loadMore: () => void setSize(size + 1),
    retry: () => void mutate(),
  };
}
