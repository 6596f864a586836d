/**
 * What to tell the visitor when a call fails: a translated message for network trouble and the
 * order call's known reasons, else the server's own (envelope) message.
 */
import { ApiError, NetworkError } from '../../lib/api-client';
import type { QuizKey } from './quiz-i18n';

export type ErrorText = { key: QuizKey; field?: 'email' } | { message: string };

const KNOWN_REASONS: Record<string, { key: QuizKey; field?: 'email' }> = {
  INCOMPLETE_ANSWERS: { key: 'errors.incompleteAnswers' },
  ANSWER_OUT_OF_RANGE: { key: 'errors.incompleteAnswers' },
  UNKNOWN_QUESTION: { key: 'errors.unknownQuestion' },
  INVALID_EMAIL: { key: 'errors.emailInvalid', field: 'email' },
  INVALID_FORM: { key: 'errors.invalidForm' },
};

export function describeError(error: unknown): ErrorText {
  if (error instanceof NetworkError) return { key: 'errors.network' };
  if (error instanceof ApiError) {
    const known = error.reason ? KNOWN_REASONS[error.reason] : undefined;
    if (known) return known;
    if (error.result === 429) return { key: 'errors.tooManyRequests' };
    if (error.result >= 500 || !error.message) return { key: 'errors.server' };
    return { message: error.message };
  }
  return { key: 'errors.server' };
}

/** Whether sending again may help (network trouble, server errors, rate limits). */
export function isRetryable(error: unknown): boolean {
  if (error instanceof NetworkError) return true;
  return error instanceof ApiError && (error.result >= 500 || error.result === 429);
}

/** The question list needs the answers to be sent again from the questions (not the form). */
export function needsAnswersAgain(error: unknown): boolean {
  return error instanceof ApiError && ['INCOMPLETE_ANSWERS', 'ANSWER_OUT_OF_RANGE', 'UNKNOWN_QUESTION'].includes(error.reason ?? '');
}
