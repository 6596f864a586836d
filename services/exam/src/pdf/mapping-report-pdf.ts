import type { MappingReport, MappingReportDimension } from '../domain/mapping/mapping-report.js';
import { colors, PdfLayout, renderPdf, sizes } from './pdf-layout.js';

/**
 * The mapping test's full report as an A4 PDF in the exam's report style: title page with the profile
 * code, then the four tabs in order (overview with the level table, key interpretations, dimension
 * analysis, development recommendations), the reference-range note and the source line.
 */

export interface MappingReportPdfInput {
  report: MappingReport;
  orderNumber: string;
  /** RFC 3339; left off the title page when empty or unreadable. */
  takenAt: string;
  userName: string;
  /** The locale's general report labels: page, prepared_for, taken_on, order_number, dimension, quick_interpretation. */
  labels: Readonly<Record<string, string>>;
}

export async function renderMappingReportPdf(input: MappingReportPdfInput): Promise<Buffer> {
  const { report } = input;
  const title = report.tabs.find((t) => t.key === 'overview')?.title ?? '';
  return renderPdf(
    { locale: report.locale, info: { Title: `${report.profileCode} — ${report.summary}`, Subject: title, Keywords: report.dimensions.map((d) => d.name).join(', ') } },
    (doc) => new MappingReportLayout(doc, input).draw(),
  );
}

class MappingReportLayout extends PdfLayout {
  private readonly report: MappingReport;

  constructor(
    doc: PDFKit.PDFDocument,
    private readonly input: MappingReportPdfInput,
  ) {
    super(doc, input.report.locale, input.labels);
    this.report = input.report;
  }

  private tabTitle(key: MappingReport['tabs'][number]['key']): string {
    return this.report.tabs.find((t) => t.key === key)?.title ?? key;
  }

  private dimension(key: string): MappingReportDimension | undefined {
    return this.report.dimensions.find((d) => d.dimension === key);
  }

  draw(): void {
    this.titlePage();
    this.doc.addPage();
    this.overview();
    this.keyInterpretations();
    this.dimensionAnalysis();
    this.recommendations();
    this.notes();
    this.pageNumbers();
  }

  private titlePage(): void {
    const { report } = this;
    this.titleBand();
    this.write(report.profileCode, { size: 40, weight: 'bold', color: colors.accent });
    this.doc.moveDown(0.6);
    this.write(report.summary, { size: 18, weight: 'bold' });
    this.doc.moveDown(2.5);
    this.titleDetails({ userName: this.input.userName.trim(), takenAt: this.input.takenAt, orderNumber: this.input.orderNumber });
  }

  private overview(): void {
    const { report } = this;
    this.heading(this.tabTitle('overview'));
    for (const paragraph of report.overviewIntro) this.paragraph(paragraph);
    this.table(
      [
        { label: this.label('dimension'), share: 0.22 },
        { label: report.headings.yourLevel ?? '', share: 0.2 },
        { label: report.headings.referenceRange ?? '', share: 0.16, align: 'center' },
        { label: this.label('quick_interpretation'), share: 0.42 },
      ],
      report.dimensions.map((d) => [`${d.name} (${d.code})`, `${d.position} · ${d.levelName}`, `${d.referenceFrom}–${d.referenceTo}`, d.headline]),
    );
  }

  private keyInterpretations(): void {
    this.heading(this.tabTitle('key_interpretations'));
    for (const key of this.report.keyInterpretations) {
      const d = this.dimension(key);
      if (!d) continue;
      this.subheading(`${d.name} — ${d.levelName}`);
      this.paragraph(d.headline, { weight: 'bold' });
      this.paragraph(d.interpretation);
    }
  }

  private dimensionAnalysis(): void {
    const { headings } = this.report;
    this.heading(this.tabTitle('dimension_analysis'));
    for (const d of this.report.dimensions) {
      this.subheading(`${d.name} (${d.code}) — ${d.position} · ${d.levelName}`);
      this.paragraph(d.description);
      this.paragraph(`${d.lowPole}  —  ${d.highPole}`, { size: sizes.small, color: colors.muted });
      this.paragraph(headings.strengths ?? '', { weight: 'bold' });
      this.bullets(d.strengths);
      this.paragraph(headings.watchOuts ?? '', { weight: 'bold' });
      this.bullets(d.watchOuts);
    }
  }

  private recommendations(): void {
    this.heading(this.tabTitle('development_recommendations'));
    for (const d of this.report.dimensions) {
      this.subheading(`${d.name} — ${d.levelName}`);
      this.bullets(d.recommendations);
    }
  }

  private notes(): void {
    this.notesRule();
    this.paragraph(this.report.referenceRangeNote, { size: sizes.small, color: colors.muted });
    this.paragraph(this.report.sourceNote, { size: sizes.small, color: colors.muted });
  }
}
