/**
 * What entering a landing route means (spec §4, route guard), as plain data: which exam the page
 * is for, what to remember (route name, tracking query, exam), which locale `hl` asks for and the
 * page-view event. The guard (landing-guard.ts) carries it out.
 */
import type { ThemeRoute } from '../../features/themes/theme-table';
import type { PageView } from '../../lib/analytics';
import { isExamId, isTestCode, parseCodeExam, type CodeExam } from '../../lib/code-exam';
import type { LandingEntry } from '../../lib/landing-entry';
import { parseLocale } from '../../lib/locale-detection';
import type { LocaleCode } from '../../lib/locales';
import { DEFAULT_TEST } from '../../lib/test-entry';
import { pickTrackingQuery } from '../../lib/tracking-query';

export interface LandingEntryPlan {
  exam: CodeExam;
  entry: LandingEntry;
  /** The locale `hl` names, if any. */
  locale: LocaleCode | null;
  pageView: PageView;
}

/**
 * The exam of a landing URL: from the `{code}-{examId}` segment on themed routes (null when it
 * is malformed: a 404), else from `?examId=&code=`, else the default test.
 */
export function examOfLanding(route: ThemeRoute, url: URL, codeExamParam: string | undefined): CodeExam | null {
  if (route.kind === 'code-exam') return parseCodeExam(codeExamParam);
  const examId = url.searchParams.get('examId');
  const code = url.searchParams.get('code');
  return { code: isTestCode(code) ? code : DEFAULT_TEST.code, examId: isExamId(examId) ? examId : DEFAULT_TEST.examId };
}

/** Null when the URL is not a valid page of `route`. */
export function planLandingEntry(
  route: ThemeRoute,
  url: URL,
  codeExamParam: string | undefined,
  now: number,
): LandingEntryPlan | null {
  const exam = examOfLanding(route, url, codeExamParam);
  if (!exam) return null;
  const query = pickTrackingQuery(url.search);
  return {
    exam,
    entry: {
      routeName: route.name,
      path: url.pathname,
      query,
      examId: exam.examId,
      code: exam.code,
      theme: route.theme,
      enteredAt: now,
    },
    locale: parseLocale(query.hl),
    pageView: {
      page_path: url.pathname,
      page_location: url.href,
      route_name: route.name,
      theme: route.theme,
      exam_id: exam.examId,
      exam_code: exam.code,
    },
  };
}
