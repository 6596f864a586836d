import useSWR from 'swr';
import { api } from '../../../lib/api-client';
import type { CategoryDetail } from './types';

/** `GET /course/category/detail/{id}`: the category and its courses. */
export function fetchCategoryDetail(categoryId: string): Promise<CategoryDetail> {
  return api.get<CategoryDetail>(`/course/category/detail/${encodeURIComponent(categoryId)}`);
}

export function useCategoryDetail(categoryId: string | null) {
  const { data, error, mutate } = useSWR(categoryId ? (['course/category/detail', categoryId] as const) : null, ([, id]) => fetchCategoryDetail(id), {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });
  return { category: data, error: error as unknown, retry: () => void mutate() };
}
