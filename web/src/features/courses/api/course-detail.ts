import useSWR from 'swr';
import { api } from '../../../lib/api-client';
import type { CourseDetail } from './types';

/** `GET /course/infos/detail/{id}`: 404 for an unknown course. */
export function fetchCourseDetail(courseId: string): Promise<CourseDetail> {
  return api.get<CourseDetail>(`/course/infos/detail/${encodeURIComponent(courseId)}`);
}

/** `courseId` null (a missing or malformed id) asks nothing. */
export function useCourseDetail(courseId: string | null) {
  const { data, error, mutate } = useSWR(courseId ? (['course/infos/detail', courseId] as const) : null, ([, id]) => fetchCourseDetail(id), {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });
  return { course: data, error: error as unknown, retry: () => void mutate() };
}
