import { describe, expect, it } from 'vitest';
import { errorHomeTarget } from './error-home-target';

describe('errorHomeTarget', () => {
  it('leads to the stored theme’s test route with the stored exam, keeping the query', () => {
    expect(errorHomeTarget({ themeName: 'relaxTheme', storedExam: { code: 'iq', examId: '9' }, search: '?fbclid=x&hl=DE' })).toEqual({
      pathname: '/relaxPage/iq-9',
      search: '?fbclid=x&hl=DE',
    });
  });

  it('falls back to homeTheme and the built-in default exam', () => {
    expect(errorHomeTarget({ themeName: null, storedExam: null, search: '' })).toEqual({ pathname: '/homePage/mbti-1', search: '' });
    expect(errorHomeTarget({ themeName: 'psychologicalTheme', storedExam: null, search: '?a=1' })).toEqual({
      pathname: '/homePage/mbti-1',
      search: '?a=1',
    });
  });
});
