/** The exams the checkout tells apart, by their catalogue ids. */
import { examIds } from '../../lib/generated/product';
import { profileTestKind, type ProfileTestKind } from '../../lib/profile-tests';

/** The standard 16-type test: the package flow sells its packs and follows only its report purchases. */
export const FLOW_EXAM_ID = examIds.type;

/**
 * Which report the SKU page describes (its intro and sample reviews): the 16-type report, the matrices test's
 * (a score with a percentile among our own visitors), or a profile test's (mapping, relationships, career,
 * growth). Only the 16-type test has add-on packs.
 */
export type ExamReportKind = 'type' | 'matrices' | ProfileTestKind;

export function examReportKind(examId: string): ExamReportKind {
  if (examId === examIds.matrices) return 'matrices';
  return profileTestKind(examId) ?? 'type';
}
