import useSWR from 'swr';
import { api } from '../../../lib/api-client';
import type { CourseCategory } from './types';

/** `POST /course/category/list`. */
export function fetchCourseCategories(): Promise<CourseCategory[]> {
  return api.post<CourseCategory[]>('/course/category/list', {});
}

export function useCourseCategories() {
  const { data, error, mutate } = useSWR('course/category/list', fetchCourseCategories, { revalidateOnFocus: false });
  return { categories: data, failed: error !== undefined, retry: () => void mutate() };
}
