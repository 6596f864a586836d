import { examIds } from '@mindprint/platform/exam-kinds';

/**
 * The matrices test's results as the exam service codes them: `IQ-<version>-<correct>`. Results are
 * compared within one version only, as another item set gives other scores.
 */
const matricesTypeCode = /^(IQ-[a-z0-9]+-)(\d{1,3})$/;

export const hasMatricesScores = (examId: string) => examId === examIds.matrices;

/** The version part of a matrices type code ('IQ-v1-'), or undefined when the code is not one. */
export function matricesVersionPrefix(typeCode: string): string | undefined {
  return matricesTypeCode.exec(typeCode)?.[1];
}

export function matricesScoreOf(typeCode: string): number | undefined {
  const score = matricesTypeCode.exec(typeCode)?.[2];
  return score === undefined ? undefined : Number(score);
}
