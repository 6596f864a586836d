import useSWR from 'swr';
import { api } from '../../../lib/api-client';
import type { ApiResponse } from '../../../lib/api/contract';

export type RecommendedCourse = ApiResponse<'/api/exam/recommend/course/list/{id}'>[number];

/** `GET /exam/recommend/course/list/{examId}`: courses that fit the test, in the visitor's language (`x-hl`). */
export function useRecommendedCourses(examId: string, locale: string) {
  const { data, error, isLoading, mutate } = useSWR(['exam/recommend/course/list', examId, locale] as const, () =>
    api.get<RecommendedCourse[]>(`/exam/recommend/course/list/${encodeURIComponent(examId)}`),
  );
  return { courses: data, failed: error !== undefined, isLoading, retry: () => void mutate() };
}
