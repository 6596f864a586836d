import { describe, expect, it } from 'vitest';
import { ApiError, NetworkError } from '../../lib/api-client';
import { describeError, isRetryable, needsAnswersAgain } from './quiz-errors';
import { flowSearch, resolveExamId } from './quiz-flow';
import { splitTaggedText } from './tagged-text';

describe('flowSearch', () => {
  it('keeps only the tracking keys and adds the given ones', () => {
    expect(flowSearch('?hl=DE&fbclid=x&foo=1&orderNumber=old')).toBe('?hl=DE&fbclid=x');
    expect(flowSearch('?ScCid=s&gclid=g', { orderNumber: 'MP1' })).toBe('?gclid=g&ScCid=s&orderNumber=MP1');
    expect(flowSearch('')).toBe('');
  });
});

describe('resolveExamId', () => {
  it('prefers the route parameter (also code-examId), then the query, then storage, then the default', () => {
    expect(resolveExamId('7', '5', '3')).toBe('7');
    expect(resolveExamId('mbti-1', null, null)).toBe('1');
    expect(resolveExamId(undefined, '5', '3')).toBe('5');
    expect(resolveExamId(undefined, null, '3')).toBe('3');
    expect(resolveExamId('../x', '<b>', null)).toBe('1');
    expect(resolveExamId(undefined, null, null)).toBe('1');
  });
});

describe('describeError', () => {
  const api = (result: number, reason?: string, message = 'server says') => new ApiError({ result, reason, message, status: result });

  it('translates network trouble and the known reasons, else shows the envelope message', () => {
    expect(describeError(new NetworkError('x', { timedOut: false }))).toEqual({ key: 'errors.network' });
    expect(describeError(api(400, 'INVALID_EMAIL'))).toEqual({ key: 'errors.emailInvalid', field: 'email' });
    expect(describeError(api(400, 'INCOMPLETE_ANSWERS'))).toEqual({ key: 'errors.incompleteAnswers' });
    expect(describeError(api(409, 'SOMETHING'))).toEqual({ message: 'server says' });
    expect(describeError(api(500))).toEqual({ key: 'errors.server' });
    expect(describeError(api(429))).toEqual({ key: 'errors.tooManyRequests' });
    expect(describeError(new Error('?'))).toEqual({ key: 'errors.server' });
  });

  it('offers a retry for network and server trouble only', () => {
    expect(isRetryable(new NetworkError('x', { timedOut: true }))).toBe(true);
    expect(isRetryable(api(503))).toBe(true);
    expect(isRetryable(api(400, 'INVALID_FORM'))).toBe(false);
    expect(needsAnswersAgain(api(400, 'UNKNOWN_QUESTION'))).toBe(true);
    expect(needsAnswersAgain(api(400, 'INVALID_FORM'))).toBe(false);
  });
});

describe('splitTaggedText', () => {
  it('splits a sentence around its tags', () => {
    expect(splitTaggedText('Agree to <terms>Terms</terms> and <privacy>Privacy</privacy>.')).toEqual([
      { text: 'Agree to ' },
      { tag: 'terms', text: 'Terms' },
      { text: ' and ' },
      { tag: 'privacy', text: 'Privacy' },
      { text: '.' },
    ]);
    expect(splitTaggedText('<terms>利用規約</terms>に同意')).toEqual([{ tag: 'terms', text: '利用規約' }, { text: 'に同意' }]);
    expect(splitTaggedText('no tags <b>open')).toEqual([{ text: 'no tags <b>open' }]);
  });
});
