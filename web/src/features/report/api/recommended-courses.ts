import useSWR from 'swr';
import { api } from '../../../lib/api-client';

/** The part of a course card the report shows (`CourseSummary` of gateway/docs/user-center-calls.md). */
export interface RecommendedCourse {
  courseId: string;
  title: string;
  summary: string;
  author: string;
  free: boolean;
  locked: boolean;
}

/** `GET /exam/recommend/course/list/{examId}`: courses that fit the test, in the visitor's language (`x-hl`). */
export function useRecommendedCourses(examId: string, locale: string) {
  const { data, error, isLoading, mutate } = useSWR(['exam/recommend/course/list', examId, locale] as const, () =>
    api.get<RecommendedCourse[]>(`/exam/recommend/course/list/${encodeURIComponent(examId)}`),
  );
  return { courses: data, failed: error !== undefined, isLoading, retry: () => void mutate() };
}
