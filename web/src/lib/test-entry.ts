/**
 * Where the test starts and what it is, for the entry pages (home, landings, error page).
 * The answer flow itself lives in features/quiz; these are the links into it.
 */
import { appConfig } from '../config/app-config';
import { formatCodeExam, type CodeExam } from './code-exam';

/** The main test (16 types) when neither the URL nor storage names one. */
export const DEFAULT_TEST: CodeExam = { code: 'mbti', examId: appConfig.defaultExamAppId };

/** The home page's way in: `/quiz/standard?examId=…`. */
export const STANDARD_TEST_PATH = '/quiz/standard';

/** The themed step route of the answer flow: `/question/{code}-{examId}`. */
export function questionPath(test: CodeExam): string {
  return `/question/${formatCodeExam(test)}`;
}

/**
 * What the pitch says about the test. Fixed facts of the 16-type test (also returned by
 * `GET /app/v2/view` as exam.questionCount and exam.minutes); static so the prerendered pages
 * can say it before any request.
 */
export const TEST_FACTS = { questionCount: 64, minMinutes: 10, maxMinutes: 15 } as const;
