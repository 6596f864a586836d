import { describe, expect, it } from 'vitest';
import { statusOfRouteError } from './route-error-status';
import { keepsScrollPosition, shouldScrollToTop } from './scroll-policy';

describe('statusOfRouteError', () => {
  it('uses a route error response status', () => {
    expect(statusOfRouteError({ status: 404, statusText: 'Not Found', internal: true, data: '' })).toBe(404);
  });

  it('uses an API error result', () => {
    expect(statusOfRouteError({ name: 'ApiError', result: 403, status: 200 })).toBe(403);
  });

  it('is 500 for anything else', () => {
    expect(statusOfRouteError(new Error('boom'))).toBe(500);
    expect(statusOfRouteError('boom')).toBe(500);
    expect(statusOfRouteError(null)).toBe(500);
    expect(statusOfRouteError({ status: 200 })).toBe(500);
  });
});

describe('scroll policy', () => {
  it('scrolls to top when the path changes', () => {
    expect(shouldScrollToTop('/', '/report/retrieve')).toBe(true);
  });

  it('does not scroll on first render or when the path stays', () => {
    expect(shouldScrollToTop(null, '/')).toBe(false);
    expect(shouldScrollToTop('/a', '/a')).toBe(false);
  });

  it('keeps the position on the question route', () => {
    expect(keepsScrollPosition('/answer/question')).toBe(true);
    expect(keepsScrollPosition('/question/12')).toBe(true);
    expect(keepsScrollPosition('/questions')).toBe(false);
    expect(shouldScrollToTop('/answer/email', '/answer/question')).toBe(false);
  });
});
