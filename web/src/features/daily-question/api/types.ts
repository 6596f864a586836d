/** The daily question calls' answers (gateway/docs/user-center-calls.md, "Daily question"). */
import type { ApiRequest, ApiResponse } from '../../../lib/api/contract';

/** `options` is empty for fill in the blank; `locked`: the member's subscription does not include it. */
export type TodayQuestion = ApiResponse<'/api/question/info/today'>;
export type QuestionFormat = TodayQuestion['format'];
export type QuestionOption = TodayQuestion['options'][number];

export type Answer = ApiResponse<'/api/question/info/answer/{questionId}'>;
export type AnswerContent = Answer['yourAnswer'];
export type SubmitAnswerRequest = ApiRequest<'/api/question/info/submitAnswer'>;

export const TODAY_KEY = 'question/info/today';
export const answerKey = (questionId: string) => ['question/info/answer', questionId] as const;
