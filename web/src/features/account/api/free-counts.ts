import useSWR from 'swr';
import { api } from '../../../lib/api-client';
import type { ApiResponse } from '../../../lib/api/contract';

/** What the user center's home offers for free: tests anyone can take and courses open to every member. */
export interface FreeCounts {
  freeTestCount: number;
  freeCourseCount: number;
}

/** `GET /exam/center/list` (its `freeTestCount`) and `GET /course/infos/homepage` (its `freeCourseCount`). */
export async function fetchFreeCounts(): Promise<FreeCounts> {
  const [tests, courses] = await Promise.all([
    api.get<ApiResponse<'/api/exam/center/list'>>('/exam/center/list', { query: { sort: 'latest', limit: 1 } }),
    api.get<ApiResponse<'/api/course/infos/homepage'>>('/course/infos/homepage'),
  ]);
  return { freeTestCount: tests.freeTestCount, freeCourseCount: courses.freeCourseCount };
}

export function useFreeCounts() {
  const { data, error, mutate } = useSWR('account/free-counts', fetchFreeCounts, { revalidateOnFocus: false, shouldRetryOnError: false });
  return { counts: data, failed: error !== undefined, retry: () => void mutate() };
}
