import useSWRInfinite from 'swr/infinite';
import { api } from '../../../lib/api-client';
import type { ApiResponse } from '../../../lib/api/contract';
import type { ReportReason, TreeHolePage, TreeHolePost } from './types';

const PAGE_SIZE = 10;

/** `POST /treehole/list`: one page of posts, newest first, after `cursor`. */
export function fetchPosts(cursor: string | null): Promise<TreeHolePage> {
  return api.post<TreeHolePage>('/treehole/list', cursor ? { cursor, pageSize: PAGE_SIZE } : { pageSize: PAGE_SIZE });
}

/** `POST /treehole/save`: publishes `text` anonymously. */
export function savePost(text: string): Promise<TreeHolePost> {
  return api.post<TreeHolePost>('/treehole/save', { text });
}

/** `POST /treehole/remove`: removes one of the member's own posts. */
export function removePost(postId: string): Promise<ApiResponse<'/api/treehole/remove'>> {
  return api.post<ApiResponse<'/api/treehole/remove'>>('/treehole/remove', { postId });
}

/** `POST /treehole/report`: flags a post for moderation. */
export function reportPost(postId: string, reason: ReportReason): Promise<ApiResponse<'/api/treehole/report'>> {
  return api.post<ApiResponse<'/api/treehole/report'>>('/treehole/report', { postId, reason });
}

type PageKey = readonly ['treehole/list', string | null];

/** The posts page by page ('load more' follows the last page's cursor). */
export function usePosts() {
  const { data, error, isLoading, isValidating, size, setSize, mutate } = useSWRInfinite<TreeHolePage, unknown, (index: number, previous: TreeHolePage | null) => PageKey | null>(
    (index, previous) => (index === 0 ? ['treehole/list', null] : previous?.nextCursor ? ['treehole/list', previous.nextCursor] : null),
    ([, cursor]) => fetchPosts(cursor),
    { revalidateOnFocus: false, revalidateFirstPage: false, shouldRetryOnError: false },
  );
  const pages = data ?? [];
  const pending = size > pages.length;
  return {
    posts: pages.flatMap((page) => page.items),
    maxLength: pages[0]?.maxLength,
    hasMore: Boolean(pages.at(-1)?.nextCursor),
    firstPageError: pages.length === 0 ? error : undefined,
    moreError: pages.length > 0 ? error : undefined,
    isLoading,
    loadingMore: pending && isValidating,
    // After a failed page, 'retry' asks for that page again instead of the one after it.
    loadMore: () => void (pending ? mutate() : setSize(size + 1)),
    reload: () => void mutate(),
    /** Shows a just-published post at the top at once, then asks the server again. */
    remember: (post: TreeHolePost) =>
      void mutate((current) => current?.map((page, index) => (index === 0 ? { ...page, items: [post, ...page.items] } : page)), { revalidate: true }),
    /** Drops a removed post at once, then asks the server again. */
    forget: (postId: string) =>
      void mutate((current) => current?.map((page) => ({ ...page, items: page.items.filter((post) => post.postId !== postId) })), { revalidate: true }),
  };
}
