import { minimumSampleSize, type Report } from '../domain/report-assembly.js';
import { colors, PdfLayout, renderPdf, sizes } from './pdf-layout.js';

/**
 * The full report as an A4 PDF: title page, basic profile, dimension table, the sections, top countries,
 * ranking and the disclaimer, with 'Page n of total' on every page. Fonts are embedded as subsets.
 */

export interface ReportPdfInput {
  report: Report;
  orderNumber: string;
  /** RFC 3339; left off the title page when empty or unreadable. */
  takenAt: string;
}

/** `<order number>.pdf`, with anything but letters, digits, '-', '_' and '.' replaced so it is safe in a header. */
export function reportPdfFileName(orderNumber: string): string {
  const safe = orderNumber.trim().replace(/[^A-Za-z0-9._-]/g, '_');
  return `${safe || 'report'}.pdf`;
}

export async function renderReportPdf(input: ReportPdfInput): Promise<Buffer> {
  const { report } = input;
  const info = {
    Title: `${report.typeCode} · ${report.title} — ${report.labels.report_title ?? ''}`,
    Subject: report.labels.report_title ?? '',
    Keywords: report.basic.keywords.join(', '),
  };
  return renderPdf({ locale: report.locale, info }, (doc) => new ReportLayout(doc, input).draw());
}

class ReportLayout extends PdfLayout {
  private readonly report: Report;

  constructor(
    doc: PDFKit.PDFDocument,
    private readonly input: ReportPdfInput,
  ) {
    super(doc, input.report.locale, input.report.labels);
    this.report = input.report;
  }

  draw(): void {
    this.titlePage();
    this.doc.addPage();
    this.basicProfile();
    this.dimensionTable();
    for (const section of this.report.sections) this.section(section.title, section.paragraphs, section.bullets);
    this.countries();
    this.ranking();
    this.disclaimer();
    this.pageNumbers();
  }

  // ── pages ────────────────────────────────────────────────────────────────────────────────────

  private titlePage(): void {
    const { report } = this;
    this.titleBand();
    this.write(this.label('report_title'), { size: 13, color: colors.muted });
    this.doc.moveDown(0.6);
    this.write(report.typeCode, { size: 54, weight: 'bold', color: colors.accent });
    this.write(report.title, { size: 26, weight: 'bold' });
    this.doc.moveDown(1);
    this.write(report.description, { size: 12, lineGap: 4 });
    this.doc.moveDown(2.5);
    this.titleDetails({ userName: report.basic.userName, takenAt: this.input.takenAt, orderNumber: this.input.orderNumber });
  }

  private basicProfile(): void {
    const { basic } = this.report;
    this.heading(this.label('basic_profile'));
    this.subheading(this.label('keywords'));
    this.paragraph(basic.keywords.join(' · '));
    this.subheading(this.label('famous_people'));
    this.write(basic.famousPeople.join(', '), { size: sizes.body });
    this.doc.moveDown(0.2);
    this.paragraph(this.label('famous_people_note'), { size: sizes.small, color: colors.muted });

    this.subheading(this.label('population_ratio'));
    const ratio = (value: number) => (value < 0 ? this.label('too_few_results') : this.percent(value));
    this.table(
      [
        { label: this.label('population_ratio'), share: 0.34 },
        { label: this.label('male'), share: 0.33 },
        { label: this.label('female'), share: 0.33 },
      ],
      [[ratio(basic.populationRatio), ratio(basic.maleRatio), ratio(basic.femaleRatio)]],
    );
    this.paragraph(this.label('sample_size', { count: this.number(basic.sampleSize), days: this.report.statisticsDays }), { size: sizes.small, color: colors.muted });
  }

  private dimensionTable(): void {
    this.heading(this.label('dimension_analysis'));
    this.table(
      [
        { label: this.label('dimension'), share: 0.2 },
        { label: this.label('score'), share: 0.1, align: 'right' },
        { label: this.label('reference_range'), share: 0.15, align: 'center' },
        { label: this.label('level'), share: 0.15 },
        { label: this.label('quick_interpretation'), share: 0.4 },
      ],
      this.report.dimensions.map((d) => [`${d.name} (${d.code})`, String(d.score), d.referenceRange, d.levelName, d.interpretation]),
    );
  }

  private section(title: string, paragraphs: readonly string[], bullets: readonly string[]): void {
    this.heading(title);
    for (const paragraph of paragraphs) this.paragraph(paragraph);
    if (bullets.length > 0) this.bullets(bullets);
  }

  private countries(): void {
    this.heading(this.label('top_countries'));
    if (this.report.topCountries.length === 0) {
      this.paragraph(this.label('too_few_results'));
      return;
    }
    this.table(
      [
        { label: '#', share: 0.08, align: 'right' },
        { label: this.label('country'), share: 0.62 },
        { label: this.label('score'), share: 0.3, align: 'right' },
      ],
      this.report.topCountries.map((c, i) => [String(i + 1), c.countryName, this.percent(c.score / 100)]),
    );
  }

  private ranking(): void {
    const { report } = this;
    this.heading(this.label('ranking_score'));
    if (report.basic.sampleSize < minimumSampleSize) {
      this.paragraph(this.label('too_few_results'));
      return;
    }
    this.write(String(report.rankingScore), { size: 36, weight: 'bold', color: colors.accent });
    this.doc.moveDown(0.3);
    this.paragraph(this.label('ranking_explained', { score: report.rankingScore, type: report.typeCode }));
    if (report.typeRank > 0) this.paragraph(this.label('type_rank', { type: report.typeCode, rank: report.typeRank }));
  }

  private disclaimer(): void {
    this.notesRule();
    this.paragraph(this.label('disclaimer'), { size: sizes.small, color: colors.muted });
  }
}
