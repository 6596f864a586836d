import { describe, expect, it } from 'vitest';
import { ApiError, NetworkError } from '../../lib/api-client';
import { isSignedOut, submitFailure } from './submit-failure';

const apiError = (result: number, reason?: string) => new ApiError({ result, message: 'm', reason, status: result });

describe('submitFailure', () => {
  it('shows the form messages for an empty or too long answer', () => {
    expect(submitFailure(apiError(400, 'ANSWER_EMPTY'))).toBe('makeChoice');
    expect(submitFailure(apiError(400, 'ANSWER_TOO_LONG'))).toBe('tooLong');
  });

  it('shows the analysis when the question was answered meanwhile', () => {
    expect(submitFailure(apiError(409, 'ALREADY_ANSWERED'))).toBe('alreadyAnswered');
  });

  it('tells a question of an earlier day apart', () => {
    expect(submitFailure(apiError(400, 'NOT_TODAYS_QUESTION'))).toBe('notToday');
  });

  it('reloads the question when the member lost access or was signed out', () => {
    expect(submitFailure(apiError(403))).toBe('reload');
    expect(submitFailure(apiError(401))).toBe('reload');
  });

  it('offers a retry for server and network failures', () => {
    expect(submitFailure(apiError(500))).toBe('failed');
    expect(submitFailure(new NetworkError('offline', { timedOut: false }))).toBe('failed');
  });
});

describe('isSignedOut', () => {
  it('is true only for 401', () => {
    expect(isSignedOut(apiError(401))).toBe(true);
    expect(isSignedOut(apiError(403))).toBe(false);
    expect(isSignedOut(new NetworkError('offline', { timedOut: false }))).toBe(false);
  });
});
