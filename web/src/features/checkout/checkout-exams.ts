/** The exams the checkout tells apart, by their catalogue ids. */
import { profileTestKind, type ProfileTestKind } from '../../lib/profile-tests';

/** The standard 16-type test: the package flow sells its packs and follows only its report purchases. */
export const FLOW_EXAM_ID = '1';

/** The matrices IQ test: a score with a percentile among our own visitors, sold without add-on packs. */
const MATRICES_EXAM_ID = '3';

/**
 * Which report the SKU page describes (its intro and sample reviews): the 16-type report, the matrices test's,
 * or a profile test's (the mapping test, exams 4–6). Only the 16-type test has add-on packs.
 */
export type ExamReportKind = 'type' | 'matrices' | ProfileTestKind;

export function examReportKind(examId: string): ExamReportKind {
  if (examId === MATRICES_EXAM_ID) return 'matrices';
  return profileTestKind(examId) ?? 'type';
}
