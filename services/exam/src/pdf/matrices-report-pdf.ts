import type { MatricesReport } from '../domain/matrices/matrices-result.js';
import { colors, PdfLayout, renderPdf, sizes } from './pdf-layout.js';

/**
 * The matrices test's full report as an A4 PDF: title page with the score, then the score and time, the
 * comparison (percentile or 'not enough results', the labelled estimate), the rules solved and what the
 * test measures and does not. No item pictures: the report is about the result.
 */

export interface MatricesReportPdfInput {
  report: MatricesReport;
  orderNumber: string;
  /** RFC 3339; left off the title page when empty or unreadable. */
  takenAt: string;
  userName: string;
  /** The locale's general report labels: page, prepared_for, taken_on, order_number. */
  labels: Readonly<Record<string, string>>;
}

export async function renderMatricesReportPdf(input: MatricesReportPdfInput): Promise<Buffer> {
  const { report } = input;
  return renderPdf(
    { locale: report.locale, info: { Title: `${report.testName} — ${report.summary}`, Subject: report.testName, Keywords: report.ruleBreakdown.map((r) => r.name).join(', ') } },
    (doc) => new MatricesReportLayout(doc, input).draw(),
  );
}

class MatricesReportLayout extends PdfLayout {
  private readonly report: MatricesReport;

  constructor(
    doc: PDFKit.PDFDocument,
    private readonly input: MatricesReportPdfInput,
  ) {
    super(doc, input.report.locale, input.labels);
    this.report = input.report;
  }

  private tabTitle(key: MatricesReport['tabs'][number]['key']): string {
    return this.report.tabs.find((t) => t.key === key)?.title ?? key;
  }

  draw(): void {
    this.titlePage();
    this.doc.addPage();
    this.score();
    this.comparison();
    this.rules();
    this.about();
    this.pageNumbers();
  }

  private titlePage(): void {
    const { report } = this;
    this.titleBand();
    this.write(report.testName, { size: 28, weight: 'bold', color: colors.accent });
    this.doc.moveDown(0.6);
    this.write(report.summary, { size: 18, weight: 'bold' });
    this.doc.moveDown(2.5);
    this.titleDetails({ userName: this.input.userName.trim(), takenAt: this.input.takenAt, orderNumber: this.input.orderNumber });
  }

  private score(): void {
    const { report } = this;
    this.heading(this.tabTitle('score'));
    this.paragraph(`${report.headings.score}: ${report.correct} / ${report.total}`, { weight: 'bold' });
    this.paragraph(report.summary);
  }

  private comparison(): void {
    const { comparison, headings } = this.report;
    if (!comparison) return;
    this.heading(this.tabTitle('comparison'));
    if (comparison.percentile !== undefined) this.paragraph(`${headings.percentile}: ${comparison.percentile}`, { weight: 'bold' });
    this.paragraph(comparison.percentileText);
    if (comparison.iqEstimate !== undefined) this.paragraph(`${comparison.estimateLabel}: ${comparison.iqEstimate}`, { weight: 'bold' });
    else this.paragraph(comparison.estimateLabel, { weight: 'bold' });
    this.paragraph(comparison.estimateNote, { size: sizes.small, color: colors.muted });
  }

  private rules(): void {
    this.heading(this.tabTitle('rules'));
    for (const rule of this.report.ruleBreakdown) {
      this.subheading(`${rule.name} — ${rule.solved} / ${rule.total}`);
      this.paragraph(rule.description);
    }
  }

  private about(): void {
    const { headings } = this.report;
    this.heading(this.tabTitle('about'));
    this.paragraph(headings.measures ?? '', { weight: 'bold' });
    this.bullets(this.report.measures);
    this.paragraph(headings.doesNotMeasure ?? '', { weight: 'bold' });
    this.bullets(this.report.doesNotMeasure);
  }
}
