import type { ReportContentRegistry } from '../domain/report-content/report-locales.js';
import { renderMappingReportPdf } from '../pdf/mapping-report-pdf.js';
import { renderMatricesReportPdf } from '../pdf/matrices-report-pdf.js';
import { renderProfileReportPdf } from '../pdf/profile-report-pdf.js';
import { renderReportPdf, reportPdfFileName } from '../pdf/report-pdf.js';
import { assembleExamReport, type GetReportInput } from './get-report.js';

export interface RenderReportPdfInput extends Omit<GetReportInput, 'full'> {
  orderNumber: string;
  /** RFC 3339. */
  takenAt: string;
}

/** The full report as a PDF named `<order number>.pdf`. Whether the visitor may have it is the caller's decision. */
export class RenderReportPdf {
  constructor(private readonly contents: ReportContentRegistry) {}

  async run(input: RenderReportPdfInput): Promise<{ pdf: Uint8Array; fileName: string }> {
    const assembled = assembleExamReport({ ...input, full: true }, this.contents);
    const document = { orderNumber: input.orderNumber, takenAt: input.takenAt, userName: input.userName };
    const labelsOf = (locale: keyof ReportContentRegistry) => this.contents[locale]?.labels ?? {};
    const pdf =
      assembled.kind === 'matrices'
        ? await renderMatricesReportPdf({ ...document, report: assembled.report, labels: labelsOf(assembled.report.locale) })
        : assembled.kind === 'mapping'
          ? await renderMappingReportPdf({ ...document, report: assembled.report, labels: labelsOf(assembled.report.locale) })
          : assembled.kind === 'profile'
            ? await renderProfileReportPdf({ ...document, report: assembled.report, labels: labelsOf(assembled.report.locale) })
            : await renderReportPdf({ ...document, report: assembled.report });
    return { pdf, fileName: reportPdfFileName(input.orderNumber) };
  }
}
