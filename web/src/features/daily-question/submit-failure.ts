/** What the page does when submitting an answer fails, from the gateway's status and reason. */
import { ApiError } from '../../lib/api-client';

export type SubmitFailure =
  /** The form's own message next to the choices. */
  | 'makeChoice'
  | 'tooLong'
  /** Answered meanwhile (another tab): show the analysis. */
  | 'alreadyAnswered'
  /** The UTC day changed since the page loaded. */
  | 'notToday'
  /** Reload the question: it will show the lock or send the visitor to sign in. */
  | 'reload'
  /** 'Failed to submit answer' with a retry. */
  | 'failed';

export function submitFailure(error: unknown): SubmitFailure {
  if (!(error instanceof ApiError)) return 'failed';
  if (error.reason === 'ANSWER_EMPTY') return 'makeChoice';
  if (error.reason === 'ANSWER_TOO_LONG') return 'tooLong';
  if (error.reason === 'NOT_TODAYS_QUESTION') return 'notToday';
  const status = error.result !== 200 ? error.result : error.status;
  if (status === 409) return 'alreadyAnswered';
  if (status === 401 || status === 403) return 'reload';
  return 'failed';
}

/** Whether a call failed because nobody is signed in (or the session ended). */
export function isSignedOut(error: unknown): boolean {
  return error instanceof ApiError && (error.result === 401 || error.status === 401);
}
