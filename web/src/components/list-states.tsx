import type { ReactNode } from 'react';

export interface ListStateLabels {
  loading: string;
  loadFailed: string;
  retry: string;
  empty: string;
}

/**
 * The four states every content list has (spec: loading, error with retry, empty, the list). Texts come
 * from the calling feature's namespace; the error block keeps focus reachable and is announced.
 */
export function ListStates({
  loading,
  error,
  empty,
  onRetry,
  labels,
  children,
}: {
  loading: boolean;
  error: boolean;
  empty: boolean;
  onRetry: () => void;
  labels: ListStateLabels;
  children: ReactNode;
}) {
  if (error)
    return (
      <div className="list-state list-state--error" role="alert">
        <p>{labels.loadFailed}</p>
        <button type="button" className="button" onClick={onRetry}>
          {labels.retry}
        </button>
      </div>
    );
  if (loading)
    return (
      <p className="list-state" role="status" aria-live="polite">
        {labels.loading}
      </p>
    );
  if (empty) return <p className="list-state list-state--empty">{labels.empty}</p>;
  return <>{children}</>;
}

export interface LoadMoreLabels {
  loadMore: string;
  loading: string;
  allLoaded: string;
  loadFailed: string;
  retry: string;
}

/**
 * The foot of a paged list: 'load more' while pages remain, 'all loaded' at the end, the spec's load-failed
 * block with retry when the next page failed. `progress` is an optional 'page X of Y · total' line.
 */
export function LoadMore({
  hasMore,
  loading,
  failed,
  onLoadMore,
  labels,
  progress,
}: {
  hasMore: boolean;
  loading: boolean;
  failed: boolean;
  onLoadMore: () => void;
  labels: LoadMoreLabels;
  progress?: string;
}) {
  return (
    <div className="load-more">
      {progress ? <p className="load-more__progress">{progress}</p> : null}
      {failed ? (
        <div role="alert">
          <p>{labels.loadFailed}</p>
          <button type="button" className="button" onClick={onLoadMore}>
            {labels.retry}
          </button>
        </div>
      ) : hasMore ? (
        <button type="button" className="button" onClick={onLoadMore} disabled={loading} aria-busy={loading}>
          {loading ? labels.loading : labels.loadMore}
        </button>
      ) : (
        <p role="status">{labels.allLoaded}</p>
      )}
    </div>
  );
}
