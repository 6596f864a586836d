import useSWR from 'swr';
import { api } from '../../../lib/api-client';
import type { ArticleDetail } from './types';

/** `GET /article/infos/detail/:id`: the article (without paragraphs when locked) and up to three related ones. */
export function fetchArticleDetail(articleId: string): Promise<ArticleDetail> {
  return api.get<ArticleDetail>(`/article/infos/detail/${encodeURIComponent(articleId)}`);
}

export function useArticleDetail(articleId: string | null, language: string) {
  const { data, error, mutate } = useSWR(articleId ? ['article/infos/detail', articleId, language] : null, ([, id]) => fetchArticleDetail(id), {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });
  return { article: data, error: error as unknown, retry: () => void mutate() };
}
