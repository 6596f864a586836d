import useSWR from 'swr';
import { api } from '../../../lib/api-client';
import type { ApiQuery } from '../../../lib/api/contract';
import type { TestCenter, TestCenterSort } from './types';

/** `seed` (guess-you-like only): a new seed is a refresh. */
export type TestCenterQuery = ApiQuery<'/api/exam/center/list'> & { sort: TestCenterSort };

/** `GET /exam/center/list`: hot, latest or guess-you-like tests and how many tests are free to take. */
export function fetchTestCenter(query: TestCenterQuery): Promise<TestCenter> {
  return api.get<TestCenter>('/exam/center/list', { query: { sort: query.sort, categoryId: query.categoryId, seed: query.seed, limit: query.limit } });
}

export function useTestCenter(query: TestCenterQuery, language: string) {
  const { data, error, mutate } = useSWR(
    ['exam/center/list', language, query.sort, query.categoryId ?? '', query.seed ?? 0, query.limit ?? 0] as const,
    () => fetchTestCenter(query),
    { revalidateOnFocus: false, keepPreviousData: true },
  );
  return { center: data, failed: error !== undefined, retry: () => void mutate() };
}
