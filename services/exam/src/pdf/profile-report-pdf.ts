import type { ProfileReport } from '../domain/profile-tests/profile-test.js';
import { colors, PdfLayout, renderPdf, sizes } from './pdf-layout.js';

/**
 * A profile test's full report (exams 4, 5, 6) as an A4 PDF in the exam's report style: title page with
 * the test's name and result, the overview (intro, the table of scales, the outcomes' summaries), then
 * every other tab's blocks in order, and the source line — the same content as the screen.
 */

export interface ProfileReportPdfInput {
  report: ProfileReport;
  orderNumber: string;
  /** RFC 3339; left off the title page when empty or unreadable. */
  takenAt: string;
  userName: string;
  /** The locale's general report labels: page, prepared_for, taken_on, order_number, dimension, quick_interpretation. */
  labels: Readonly<Record<string, string>>;
}

export async function renderProfileReportPdf(input: ProfileReportPdfInput): Promise<Buffer> {
  const { report } = input;
  return renderPdf(
    { locale: report.locale, info: { Title: `${report.testName} — ${report.title}`, Subject: report.resultLabel, Keywords: report.meters.map((m) => m.name).join(', ') } },
    (doc) => new ProfileReportLayout(doc, input).draw(),
  );
}

class ProfileReportLayout extends PdfLayout {
  private readonly report: ProfileReport;

  constructor(
    doc: PDFKit.PDFDocument,
    private readonly input: ProfileReportPdfInput,
  ) {
    super(doc, input.report.locale, input.labels);
    this.report = input.report;
  }

  draw(): void {
    this.titlePage();
    this.doc.addPage();
    this.overview();
    for (const tab of this.report.tabs.slice(1)) this.blockTab(tab);
    this.notesRule();
    this.paragraph(this.report.sourceNote, { size: sizes.small, color: colors.muted });
    this.pageNumbers();
  }

  private titlePage(): void {
    const { report } = this;
    this.titleBand();
    this.write(report.testName, { size: 26, weight: 'bold', color: colors.accent });
    this.doc.moveDown(0.6);
    this.write(report.title, { size: 18, weight: 'bold' });
    this.doc.moveDown(2.5);
    this.titleDetails({ userName: this.input.userName.trim(), takenAt: this.input.takenAt, orderNumber: this.input.orderNumber });
  }

  private overview(): void {
    const [overview] = this.report.tabs;
    this.heading(overview?.title ?? '');
    for (const paragraph of this.report.overviewIntro) this.paragraph(paragraph);
    this.table(
      [
        { label: this.label('dimension'), share: 0.26 },
        { label: this.report.resultLabel, share: 0.22 },
        { label: this.label('quick_interpretation'), share: 0.52 },
      ],
      this.report.meters.map((m) => [m.name, `${m.position} · ${m.levelName}`, m.headline]),
    );
    for (const block of overview?.blocks ?? []) this.block(block);
  }

  private blockTab(tab: ProfileReport['tabs'][number]): void {
    this.heading(tab.title);
    for (const block of tab.blocks) this.block(block);
  }

  private block(block: ProfileReport['tabs'][number]['blocks'][number]): void {
    this.subheading(block.heading);
    if (block.subheading) this.paragraph(block.subheading, { weight: 'bold' });
    for (const paragraph of block.paragraphs) this.paragraph(paragraph);
    for (const list of block.lists) {
      this.paragraph(list.heading, { weight: 'bold' });
      this.bullets(list.items);
    }
  }
}
