import useSWR from 'swr';
import { api } from '../../../lib/api-client';
import { TODAY_KEY, type TodayQuestion } from './types';

/** `POST /question/info/today` (member): today's question, whether it is answered and whether it is locked. */
export function fetchTodayQuestion(): Promise<TodayQuestion> {
  return api.post<TodayQuestion>('/question/info/today', {});
}

export function useTodayQuestion() {
  const { data, error, mutate } = useSWR(TODAY_KEY, fetchTodayQuestion, { revalidateOnFocus: false, shouldRetryOnError: false });
  return { question: data, error: error as unknown, retry: () => void mutate() };
}
