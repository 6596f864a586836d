import { itemBankFor } from '../domain/item-banks.js';
import { assembleReport } from '../domain/report-assembly.js';
import type { ReportContentRegistry } from '../domain/report-content/report-locales.js';
import { renderReportPdf, reportPdfFileName } from '../pdf/report-pdf.js';
import type { GetReportInput } from './get-report.js';

export interface RenderReportPdfInput extends Omit<GetReportInput, 'full'> {
  orderNumber: string;
  /** RFC 3339. */
  takenAt: string;
}

/** The full report as a PDF named `<order number>.pdf`. Whether the visitor may have it is the caller's decision. */
export class RenderReportPdf {
  constructor(private readonly contents: ReportContentRegistry) {}

  async run(input: RenderReportPdfInput): Promise<{ pdf: Uint8Array; fileName: string }> {
    if (input.examId) itemBankFor(input.examId);
    const report = assembleReport({ ...input, full: true }, this.contents);
    const pdf = await renderReportPdf({ report, orderNumber: input.orderNumber, takenAt: input.takenAt });
    return { pdf, fileName: reportPdfFileName(input.orderNumber) };
  }
}
