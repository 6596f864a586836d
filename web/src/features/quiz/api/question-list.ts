import { useMemo } from 'react';
import useSWR from 'swr';
import { api } from '../../../lib/api-client';
import type { ApiResponse } from '../../../lib/api/contract';
import { buildMatricesTest, type MatricesTest } from '../matrices-test';
import { buildQuizParts, type QuizParts } from '../quiz-parts';

/**
 * `GET /exam/question/list/{examId}/{lang}` (gateway/docs/test-flow-calls.md): `scale[i]` labels answer value i + 1;
 * `timeLimitSeconds` is 0 when untimed (only the matrices test is timed).
 */
export type QuestionListResponse = ApiResponse<'/api/exam/question/list/{examId}/{lang}'>;

export function fetchQuestionList(examId: string, lang: string): Promise<QuestionListResponse> {
  return api.get<QuestionListResponse>(`/exam/question/list/${encodeURIComponent(examId)}/${encodeURIComponent(lang)}`);
}

/** The exam's questions in `lang`, split into the three parts the pages show; `matrices` for the matrices test. */
export function useQuestionList(examId: string, lang: string) {
  const { data, error, isLoading, mutate } = useSWR(
    ['exam/question/list', examId, lang] as const,
    ([, id, language]) => fetchQuestionList(id, language),
    // A language switch keeps the page (and its scroll position) while the new texts load.
    { revalidateIfStale: false, keepPreviousData: true },
  );
  const quiz: QuizParts | undefined = useMemo(() => (data ? buildQuizParts(data) : undefined), [data]);
  const matrices: MatricesTest | null | undefined = useMemo(() => (data ? buildMatricesTest(data) : undefined), [data]);
  return { quiz, matrices, error: error as unknown, isLoading, retry: () => void mutate() };
}
