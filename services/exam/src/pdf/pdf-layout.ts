/// <reference types="pdfkit" />
import { PdfText, type TextStyle } from '@mindprint/platform/pdf-fonts';
import { renderA4Pdf } from '@mindprint/platform/pdf-document';
import type { LocaleCode } from '../domain/locales.js';
import { fillTemplate } from '../domain/report-assembly.js';
import { reportLanguageTags } from '../domain/report-content/report-locales.js';

/** The exam's PDF style, shared by every report: A4, embedded fonts, headings, tables, 'Page n of total'. */

export const colors = { text: '#1f2330', muted: '#5d6275', accent: '#4a3aa8', rule: '#d9dbe3', band: '#f1effa' };
export const sizes = { body: 10.5, small: 8.5, table: 9.5, heading: 15, subheading: 11.5 };
export const margins = { top: 56, bottom: 64, left: 56, right: 56 };

/** Renders an A4 report in the locale's language; `draw` lays it out. */
export function renderPdf(options: { locale: LocaleCode; info: PDFKit.DocumentInfo }, draw: (doc: PDFKit.PDFDocument) => void): Promise<Buffer> {
  return renderA4Pdf({ lang: reportLanguageTags[options.locale], margins, info: { Author: 'Mindprint', ...options.info } }, draw);
}

/** The building blocks of a report page; a report's layout extends it with its own pages. */
export abstract class PdfLayout {
  protected readonly text: PdfText;
  protected readonly tag: string;
  protected readonly left = margins.left;
  protected readonly width: number;

  constructor(
    protected readonly doc: PDFKit.PDFDocument,
    locale: LocaleCode,
    /** The locale's general report labels (page, prepared_for, taken_on, order_number, …). */
    private readonly labels: Readonly<Record<string, string>>,
  ) {
    this.text = new PdfText(doc, locale);
    this.tag = reportLanguageTags[locale];
    this.width = doc.page.width - margins.left - margins.right;
  }

  /** A report label with its placeholders filled; the key itself when the label is missing. */
  protected label(key: string, values: Record<string, string | number> = {}): string {
    return fillTemplate(this.labels[key] ?? key, values);
  }

  protected get bottom(): number {
    return this.doc.page.height - margins.bottom;
  }

  protected ensureSpace(height: number): void {
    if (this.doc.y + height > this.bottom) this.doc.addPage();
  }

  protected write(text: string, style: TextStyle, x = this.left, y = this.doc.y): void {
    this.text.write(text, { width: this.width - (x - this.left), ...style }, x, y);
    this.doc.x = this.left;
  }

  protected heading(title: string): void {
    this.ensureSpace(90);
    if (this.doc.y > margins.top + 1) this.doc.moveDown(0.8);
    this.write(title, { size: sizes.heading, weight: 'bold', color: colors.accent });
    const y = this.doc.y + 3;
    this.doc.moveTo(this.left, y).lineTo(this.left + this.width, y).lineWidth(0.8).strokeColor(colors.rule).stroke();
    this.doc.y = y + 8;
  }

  protected subheading(title: string): void {
    this.ensureSpace(40);
    this.write(title, { size: sizes.subheading, weight: 'bold' });
    this.doc.moveDown(0.2);
  }

  protected paragraph(text: string, style: Partial<TextStyle> = {}): void {
    const full = { size: sizes.body, width: this.width, ...style };
    this.ensureSpace(Math.min(this.text.height(text, full), 3 * full.size * 1.6));
    this.write(text, full);
    this.doc.moveDown(0.5);
  }

  protected bullets(items: readonly string[]): void {
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
  protected table(columns: ReadonlyArray<{ label: string; share: number; align?: TextStyle['align'] }>, rows: readonly string[][]): void {
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

  protected percent(ratio: number, digits = 1): string {
    return new Intl.NumberFormat(this.tag, { style: 'percent', minimumFractionDigits: digits, maximumFractionDigits: digits }).format(ratio);
  }

  protected number(value: number): string {
    return new Intl.NumberFormat(this.tag).format(value);
  }

  /** A date in the document's language, or undefined when empty or unreadable. */
  protected dateOf(isoDate: string): string | undefined {
    const when = new Date(isoDate);
    if (!isoDate || Number.isNaN(when.getTime())) return undefined;
    return new Intl.DateTimeFormat(this.tag, { dateStyle: 'long', timeZone: 'UTC' }).format(when);
  }

  /** The title page's accent band along the top; the title starts below it. */
  protected titleBand(): void {
    this.doc.rect(0, 0, this.doc.page.width, 12).fill(colors.accent);
    this.doc.y = 150;
  }

  /** The title page's detail lines: prepared for (when a name is given), taken on (when the date reads) and the order number (when given). */
  protected titleDetails(details: { userName: string; takenAt: string; orderNumber: string }): void {
    const lines: string[] = [];
    if (details.userName) lines.push(this.label('prepared_for', { name: details.userName }));
    const date = this.dateOf(details.takenAt);
    if (date) lines.push(this.label('taken_on', { date }));
    if (details.orderNumber.trim()) lines.push(`${this.label('order_number')}: ${details.orderNumber.trim()}`);
    for (const line of lines) {
      this.write(line, { size: 11.5, color: colors.muted });
      this.doc.moveDown(0.3);
    }
  }

  /** A thin rule before the closing notes, kept on a page with room for them. */
  protected notesRule(): void {
    this.ensureSpace(80);
    this.doc.moveDown(1);
    const y = this.doc.y;
    this.doc.moveTo(this.left, y).lineTo(this.left + this.width, y).lineWidth(0.5).strokeColor(colors.rule).stroke();
    this.doc.y = y + 8;
  }

  /** Writes the footer ('page' label) on every page; call last. */
  protected pageNumbers(): void {
    const label = (n: number, total: number) => this.label('page', { n, total });
    const { start, count } = this.doc.bufferedPageRange();
    for (let i = start; i < start + count; i++) {
      this.doc.switchToPage(i);
      const bottomMargin = this.doc.page.margins.bottom;
      this.doc.page.margins.bottom = 0;
      this.text.write(
        label(i - start + 1, count),
        { size: sizes.small, color: colors.muted, width: this.width, align: 'center', lineBreak: false },
        this.left,
        this.doc.page.height - 40,
      );
      this.doc.page.margins.bottom = bottomMargin;
    }
  }
}
