import { PdfText, type TextStyle } from '@mindprint/platform/pdf-fonts';
import PDFDocument from 'pdfkit';
import { fillTemplate, minimumSampleSize, type Report } from '../domain/report-assembly.js';
import { reportLanguageTags } from '../domain/report-content/report-locales.js';

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

const colors = { text: '#1f2330', muted: '#5d6275', accent: '#4a3aa8', rule: '#d9dbe3', band: '#f1effa' };
const sizes = { body: 10.5, small: 8.5, table: 9.5, heading: 15, subheading: 11.5 };
const margins = { top: 56, bottom: 64, left: 56, right: 56 };

export async function renderReportPdf(input: ReportPdfInput): Promise<Buffer> {
  const { report } = input;
  const doc = new PDFDocument({
    size: 'A4',
    // No default Helvetica: every text is set in an embedded font.
    font: '',
    margins,
    bufferPages: true,
    pdfVersion: '1.7',
    lang: reportLanguageTags[report.locale],
    displayTitle: true,
    info: {
      Title: `${report.typeCode} · ${report.title} — ${report.labels.report_title ?? ''}`,
      Author: 'Mindprint',
      Subject: report.labels.report_title ?? '',
      Keywords: report.basic.keywords.join(', '),
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<void>((resolve, reject) => {
    doc.on('end', resolve);
    doc.on('error', reject);
  });
  new ReportLayout(doc, input).draw();
  doc.end();
  await finished;
  return Buffer.concat(chunks);
}

class ReportLayout {
  private readonly text: PdfText;
  private readonly report: Report;
  private readonly tag: string;
  private readonly left = margins.left;
  private readonly width: number;

  constructor(
    private readonly doc: PDFKit.PDFDocument,
    private readonly input: ReportPdfInput,
  ) {
    this.report = input.report;
    this.text = new PdfText(doc, this.report.locale);
    this.tag = reportLanguageTags[this.report.locale];
    this.width = doc.page.width - margins.left - margins.right;
  }

  private label(key: string, values: Record<string, string | number> = {}): string {
    return fillTemplate(this.report.labels[key] ?? key, values);
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

  // ── building blocks ──────────────────────────────────────────────────────────────────────────

  private get bottom(): number {
    return this.doc.page.height - margins.bottom;
  }

  private ensureSpace(height: number): void {
    if (this.doc.y + height > this.bottom) this.doc.addPage();
  }

  private write(text: string, style: TextStyle, x = this.left, y = this.doc.y): void {
    this.text.write(text, { width: this.width - (x - this.left), ...style }, x, y);
    this.doc.x = this.left;
  }

  private heading(title: string): void {
    this.ensureSpace(90);
    if (this.doc.y > margins.top + 1) this.doc.moveDown(0.8);
    this.write(title, { size: sizes.heading, weight: 'bold', color: colors.accent });
    const y = this.doc.y + 3;
    this.doc.moveTo(this.left, y).lineTo(this.left + this.width, y).lineWidth(0.8).strokeColor(colors.rule).stroke();
    this.doc.y = y + 8;
  }

  private subheading(title: string): void {
    this.ensureSpace(40);
    this.write(title, { size: sizes.subheading, weight: 'bold' });
    this.doc.moveDown(0.2);
  }

  private paragraph(text: string, style: Partial<TextStyle> = {}): void {
    const full = { size: sizes.body, width: this.width, ...style };
    this.ensureSpace(Math.min(this.text.height(text, full), 3 * full.size * 1.6));
    this.write(text, full);
    this.doc.moveDown(0.5);
  }

  private bullets(items: readonly string[]): void {
    const indent = 14;
    for (const item of items) {
      const style: TextStyle = { size: sizes.body, width: this.width - indent };
      this.ensureSpace(Math.min(this.text.height(item, style), 3 * sizes.body * 1.6));
      const y = this.doc.y;
      this.write('•', { size: sizes.body, color: colors.accent, width: indent }, this.left, y);
      this.write(item, style, this.left + indent, y);
      this.doc.moveDown(0.25);
    }
    this.doc.moveDown(0.3);
  }

  /** A table whose rows start a new page (with the header again) when they do not fit. */
  private table(columns: ReadonlyArray<{ label: string; share: number; align?: TextStyle['align'] }>, rows: readonly string[][]): void {
    const pad = 5;
    const widths = columns.map((c) => c.share * this.width);
    const rowHeight = (cells: readonly string[], weight: TextStyle['weight']) =>
      Math.max(...cells.map((cell, i) => this.text.height(cell, { size: sizes.table, weight, width: widths[i]! - 2 * pad }))) + 2 * pad;
    const drawRow = (cells: readonly string[], header: boolean) => {
      const weight = header ? 'bold' : 'regular';
      const height = rowHeight(cells, weight);
      if (this.doc.y + height > this.bottom) {
        this.doc.addPage();
        if (!header) drawRow(columns.map((c) => c.label), true);
      }
      const y = this.doc.y;
      if (header) this.doc.rect(this.left, y, this.width, height).fill(colors.band);
      let x = this.left;
      cells.forEach((cell, i) => {
        this.text.write(cell, { size: sizes.table, weight, width: widths[i]! - 2 * pad, align: columns[i]!.align ?? 'left' }, x + pad, y + pad);
        x += widths[i]!;
      });
      this.doc.moveTo(this.left, y + height).lineTo(this.left + this.width, y + height).lineWidth(0.5).strokeColor(colors.rule).stroke();
      this.doc.x = this.left;
      this.doc.y = y + height;
    };
    drawRow(columns.map((c) => c.label), true);
    for (const row of rows) drawRow(row, false);
    this.doc.moveDown(0.8);
  }

  private percent(ratio: number, digits = 1): string {
    return new Intl.NumberFormat(this.tag, { style: 'percent', minimumFractionDigits: digits, maximumFractionDigits: digits }).format(ratio);
  }

  private number(value: number): string {
    return new Intl.NumberFormat(this.tag).format(value);
  }

  private takenOn(): string | undefined {
    const when = new Date(this.input.takenAt);
    if (!this.input.takenAt || Number.isNaN(when.getTime())) return undefined;
    return new Intl.DateTimeFormat(this.tag, { dateStyle: 'long', timeZone: 'UTC' }).format(when);
  }

  // ── pages ────────────────────────────────────────────────────────────────────────────────────

  private titlePage(): void {
    const { report } = this;
    this.doc.rect(0, 0, this.doc.page.width, 12).fill(colors.accent);
    this.doc.y = 150;
    this.write(this.label('report_title'), { size: 13, color: colors.muted });
    this.doc.moveDown(0.6);
    this.write(report.typeCode, { size: 54, weight: 'bold', color: colors.accent });
    this.write(report.title, { size: 26, weight: 'bold' });
    this.doc.moveDown(1);
    this.write(report.description, { size: 12, lineGap: 4 });
    this.doc.moveDown(2.5);
    const details: string[] = [];
    if (report.basic.userName) details.push(this.label('prepared_for', { name: report.basic.userName }));
    const date = this.takenOn();
    if (date) details.push(this.label('taken_on', { date }));
    if (this.input.orderNumber.trim()) details.push(`${this.label('order_number')}: ${this.input.orderNumber.trim()}`);
    for (const line of details) {
      this.write(line, { size: 11.5, color: colors.muted });
      this.doc.moveDown(0.3);
    }
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
    this.ensureSpace(80);
    this.doc.moveDown(1);
    const y = this.doc.y;
    this.doc.moveTo(this.left, y).lineTo(this.left + this.width, y).lineWidth(0.5).strokeColor(colors.rule).stroke();
    this.doc.y = y + 8;
    this.paragraph(this.label('disclaimer'), { size: sizes.small, color: colors.muted });
  }

  private pageNumbers(): void {
    const { start, count } = this.doc.bufferedPageRange();
    for (let i = start; i < start + count; i++) {
      this.doc.switchToPage(i);
      const bottomMargin = this.doc.page.margins.bottom;
      this.doc.page.margins.bottom = 0;
      this.text.write(
        this.label('page', { n: i - start + 1, total: count }),
        { size: sizes.small, color: colors.muted, width: this.width, align: 'center', lineBreak: false },
        this.left,
        this.doc.page.height - 40,
      );
      this.doc.page.margins.bottom = bottomMargin;
    }
  }
}
