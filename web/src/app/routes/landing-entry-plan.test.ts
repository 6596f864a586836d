import { describe, expect, it } from 'vitest';
import { themeRouteByName, type ThemeRoute } from '../../features/themes/theme-table';
import { examOfLanding, planLandingEntry } from './landing-entry-plan';

const route = (name: string) => themeRouteByName(name) as ThemeRoute;

describe('planLandingEntry', () => {
  it('takes the exam from a themed route’s {code}-{examId} and keeps the tracking query', () => {
    const url = new URL('https://site.example/relaxPage/mbti-3?fbclid=x&hl=DE&utm_id=y');
    const plan = planLandingEntry(route('relaxPage-code-examId'), url, 'mbti-3', 42);
    expect(plan).toEqual({
      exam: { code: 'mbti', examId: '3' },
      entry: {
        routeName: 'relaxPage-code-examId',
        path: '/relaxPage/mbti-3',
        query: { fbclid: 'x', hl: 'DE' },
        examId: '3',
        code: 'mbti',
        theme: 'relaxTheme',
        enteredAt: 42,
      },
      locale: 'DE',
      pageView: {
        page_path: '/relaxPage/mbti-3',
        page_location: 'https://site.example/relaxPage/mbti-3?fbclid=x&hl=DE&utm_id=y',
        route_name: 'relaxPage-code-examId',
        theme: 'relaxTheme',
        exam_id: '3',
        exam_code: 'mbti',
      },
    });
  });

  it('is null for a malformed {code}-{examId} (the page is a 404)', () => {
    const url = new URL('https://site.example/relaxPage/nonsense');
    expect(planLandingEntry(route('relaxPage-code-examId'), url, 'nonsense', 0)).toBeNull();
  });

  it('uses ?examId=&code= or the default test on /landing/ variants', () => {
    const landing = route('landing-girl-old');
    expect(examOfLanding(landing, new URL('https://s/landing/girl-old'), undefined)).toEqual({ code: 'mbti', examId: '1' });
    expect(examOfLanding(landing, new URL('https://s/landing/girl-old?examId=5&code=iq'), undefined)).toEqual({ code: 'iq', examId: '5' });
    expect(examOfLanding(landing, new URL('https://s/landing/girl-old?examId=x&code=<b>'), undefined)).toEqual({ code: 'mbti', examId: '1' });
    const plan = planLandingEntry(landing, new URL('https://s/landing/girl-old?hl=xx'), undefined, 0);
    expect(plan?.entry.theme).toBe('girlTheme');
    expect(plan?.locale).toBeNull();
  });

  it('reads hl like the locale detection (case-insensitive)', () => {
    const plan = planLandingEntry(route('young-code-examId'), new URL('https://s/young/mbti-1?hl=ja'), 'mbti-1', 0);
    expect(plan?.locale).toBe('JA');
  });
});
