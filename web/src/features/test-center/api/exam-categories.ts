import useSWR from 'swr';
import { api } from '../../../lib/api-client';
import type { ExamCategory } from './types';

/** `GET /exam/category/list`: the test categories. */
export function fetchExamCategories(): Promise<ExamCategory[]> {
  return api.get<ExamCategory[]>('/exam/category/list');
}

export function useExamCategories(language: string) {
  const { data, error, mutate } = useSWR(['exam/category/list', language], fetchExamCategories, { revalidateOnFocus: false });
  return { categories: data, failed: error !== undefined, retry: () => void mutate() };
}
