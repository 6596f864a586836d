import { DomainError } from '@mindprint/platform/errors';
import { scoringOf } from '../domain/item-banks.js';
import { type LocaleCode, normalizeLocale } from '../domain/locales.js';
import { mappingTexts } from '../content/mapping-content-files.js';
import { assembleMappingReport, type MappingReport } from '../domain/mapping/mapping-report.js';
import { profileFromPositions } from '../domain/mapping/mapping-scoring.js';
import { assembleMatricesReport, attemptFromPositions, type MatricesReport } from '../domain/matrices/matrices-result.js';
import { assembleProfileReport, profileScoreFromPositions, type ProfileReport } from '../domain/profile-tests/profile-test.js';
import { profileTests } from '../domain/profile-tests/profile-tests.js';
import { assembleReport, type Report, type ReportRequest } from '../domain/report-assembly.js';
import type { ReportContentRegistry } from '../domain/report-content/report-locales.js';

export interface GetReportInput extends ReportRequest {
  /** The test the result belongs to; the 16-type test when empty. */
  examId: string;
  /** Matrices test: how many stored results of the version have each score, the visitor's own included. */
  matricesScoreCounts?: ReadonlyArray<{ score: number; count: number }>;
}

/** The report of an exam, by its kind. */
export type ExamReport =
  | { kind: 'type'; report: Report }
  | { kind: 'mapping'; report: MappingReport }
  | { kind: 'matrices'; report: MatricesReport }
  | { kind: 'profile'; report: ProfileReport };

function reportLocale(locale: string): LocaleCode {
  const code = normalizeLocale(locale);
  if (!code) throw new DomainError('UNSUPPORTED_LOCALE', `Language ${locale} is not offered`, 'INVALID_ARGUMENT');
  return code;
}

/** Assembles the report of a stored result, by the kind of its exam. */
export function assembleExamReport(input: GetReportInput, contents: ReportContentRegistry): ExamReport {
  if (input.examId && scoringOf(input.examId) === 'matrices') {
    const attempt = attemptFromPositions(input.scales);
    return { kind: 'matrices', report: assembleMatricesReport({ attempt, scoreCounts: input.matricesScoreCounts ?? [], locale: reportLocale(input.locale), full: input.full }) };
  }
  if (input.examId && scoringOf(input.examId) === 'profile') {
    const test = profileTests[input.examId]!;
    const report = assembleProfileReport(test, profileScoreFromPositions(test, input.scales), reportLocale(input.locale), input.full);
    return { kind: 'profile', report };
  }
  if (input.examId && scoringOf(input.examId) === 'mapping') {
    const locale = reportLocale(input.locale);
    const profile = profileFromPositions(input.scales);
    return { kind: 'mapping', report: assembleMappingReport({ profile, locale, texts: mappingTexts[locale], full: input.full }) };
  }
  return { kind: 'type', report: assembleReport(input, contents) };
}

/** The report of a stored result in one locale: every section when `full`, the free subset otherwise. */
export class GetReport {
  constructor(private readonly contents: ReportContentRegistry) {}

  run(input: GetReportInput): ExamReport {
    return assembleExamReport(input, this.contents);
  }
}
