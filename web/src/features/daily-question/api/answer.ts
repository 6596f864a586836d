import useSWR from 'swr';
import { api } from '../../../lib/api-client';
import { answerKey, type Answer, type SubmitAnswerRequest } from './types';

/** `POST /question/info/submitAnswer` (member): the analysis of the answer; one answer per day. */
export function submitAnswer(body: SubmitAnswerRequest): Promise<Answer> {
  return api.post<Answer>('/question/info/submitAnswer', body);
}

/** `GET /question/info/answer/{questionId}` (member): 404 before the member answered. */
export function fetchAnswer(questionId: string): Promise<Answer> {
  return api.get<Answer>(`/question/info/answer/${encodeURIComponent(questionId)}`);
}

/** The member's answer to `questionId`; null asks nothing (not answered yet). */
export function useAnswer(questionId: string | null) {
  const { data, error, mutate } = useSWR(questionId ? answerKey(questionId) : null, ([, id]) => fetchAnswer(id), {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });
  return { answer: data, error: error as unknown, retry: () => void mutate() };
}
