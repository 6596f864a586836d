import { itemBankFor } from '../domain/item-banks.js';
import { assembleReport, type Report, type ReportRequest } from '../domain/report-assembly.js';
import type { ReportContentRegistry } from '../domain/report-content/report-locales.js';

export interface GetReportInput extends ReportRequest {
  /** The test the result belongs to; checked when given. */
  examId: string;
}

/** The report of a stored result in one locale: every section when `full`, the free subset otherwise. */
export class GetReport {
  constructor(private readonly contents: ReportContentRegistry) {}

  run(input: GetReportInput): Report {
    if (input.examId) itemBankFor(input.examId);
    return assembleReport(input, this.contents);
  }
}
