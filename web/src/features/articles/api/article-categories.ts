import useSWR from 'swr';
import { api } from '../../../lib/api-client';
import type { ArticleCategory } from './types';

/** `POST /article/category/list`: the categories with their article counts, `all` first. */
export function fetchArticleCategories(): Promise<ArticleCategory[]> {
  return api.post<ArticleCategory[]>('/article/category/list', {});
}

export function useArticleCategories(language: string) {
  const { data, error, mutate } = useSWR(['article/category/list', language], fetchArticleCategories, { revalidateOnFocus: false });
  return { categories: data, failed: error !== undefined, retry: () => void mutate() };
}
