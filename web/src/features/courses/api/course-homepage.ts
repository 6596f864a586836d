import useSWR from 'swr';
import { api } from '../../../lib/api-client';
import type { CourseHomepage } from './types';

/** `GET /course/infos/homepage`: counts, recommended and latest courses, categories. */
export function fetchCourseHomepage(): Promise<CourseHomepage> {
  return api.get<CourseHomepage>('/course/infos/homepage');
}

export function useCourseHomepage() {
  const { data, error, mutate } = useSWR('course/infos/homepage', fetchCourseHomepage, { revalidateOnFocus: false });
  return { homepage: data, failed: error !== undefined, retry: () => void mutate() };
}
