/// <reference types="pdfkit" />
import type { LocaleCode } from './locales.js';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * PDF text in the nine locales, for every service that renders PDFs (the exam's report, the content's
 * course files). The fonts: Noto Sans (SIL Open Font License 1.1), shipped as npm packages so that a bare
 * machine needs nothing but `npm install`. Noto Sans for Latin scripts; Noto Sans CJK in its simplified
 * Chinese, traditional Chinese, Japanese and Korean regional fonts. pdfkit embeds each used font as a
 * subset holding only the glyphs the document draws, with a ToUnicode map, so CJK text stays real text.
 */

export type FontFamily = 'latin' | 'sc' | 'tc' | 'jp' | 'kr';
export type FontWeight = 'regular' | 'bold';

const files: Record<FontFamily, { pkg: string; regular: string; bold: string }> = {
  latin: { pkg: '@embedpdf/fonts-latin', regular: 'NotoSans-Regular.ttf', bold: 'NotoSans-Bold.ttf' },
  sc: { pkg: '@embedpdf/fonts-sc', regular: 'NotoSansHans-Regular.otf', bold: 'NotoSansHans-Bold.otf' },
  tc: { pkg: '@embedpdf/fonts-tc', regular: 'NotoSansHant-Regular.otf', bold: 'NotoSansHant-Bold.otf' },
  jp: { pkg: '@embedpdf/fonts-jp', regular: 'NotoSansJP-Regular.otf', bold: 'NotoSansJP-Bold.otf' },
  kr: { pkg: '@embedpdf/fonts-kr', regular: 'NotoSansKR-Regular.otf', bold: 'NotoSansKR-Bold.otf' },
};

/** The family a locale's text is set in; the others stand in for characters it lacks (a Korean name in a Japanese text). */
export const primaryFamily: Record<LocaleCode, FontFamily> = {
  EN: 'latin',
  FR: 'latin',
  DE: 'latin',
  ES: 'latin',
  PT: 'latin',
  CN: 'sc',
  HK: 'tc',
  JA: 'jp',
  KR: 'kr',
};

const allFamilies: readonly FontFamily[] = ['latin', 'sc', 'tc', 'jp', 'kr'];

/** The order in which families are tried for a character: the locale's first. */
export function familyChain(locale: LocaleCode): FontFamily[] {
  const primary = primaryFamily[locale];
  return [primary, ...allFamilies.filter((f) => f !== primary)];
}

export const fontName = (family: FontFamily, weight: FontWeight) => `${family}-${weight}`;

const require = createRequire(import.meta.url);
const loaded = new Map<string, Buffer>();

/** The font file's bytes, read once per process (each package's entry lives in dist/, its fonts in fonts/). */
export function fontBytes(family: FontFamily, weight: FontWeight): Buffer {
  const key = fontName(family, weight);
  let bytes = loaded.get(key);
  if (!bytes) {
    const entry = files[family];
    const fontsDir = path.join(path.dirname(require.resolve(entry.pkg)), '..', 'fonts');
    bytes = readFileSync(path.join(fontsDir, entry[weight]));
    loaded.set(key, bytes);
  }
  return bytes;
}

/**
 * Text on a pdfkit document in a locale's font, with per-character fallback to the other embedded families
 * for characters the locale's font lacks (a Chinese name in an English report, a Korean name in a Japanese one).
 */

type Doc = PDFKit.PDFDocument;

export interface TextStyle {
  size: number;
  weight?: FontWeight;
  color?: string;
  width?: number;
  align?: 'left' | 'center' | 'right' | 'justify';
  lineGap?: number;
  lineBreak?: boolean;
}

interface GlyphSource {
  hasGlyphForCodePoint(codePoint: number): boolean;
}

/** Fonts parsed by fontkit, by face name, shared by every document (read-only for pdfkit: subsets are per document). */
const parsedFonts = new Map<string, object>();

/** Which code points each family has, learned once per process (the font files never change while running). */
const coverage = new Map<FontFamily, Map<number, boolean>>();

/** pdfkit keeps the current font's fontkit object on `_font.font`; it answers which glyphs the font has. */
function currentGlyphSource(doc: Doc): GlyphSource | undefined {
  const font = (doc as unknown as { _font?: { font?: Partial<GlyphSource> } })._font?.font;
  return typeof font?.hasGlyphForCodePoint === 'function' ? (font as GlyphSource) : undefined;
}

const needsNoGlyph = (codePoint: number) => codePoint <= 0x20 || codePoint === 0xa0 || (codePoint >= 0x2000 && codePoint <= 0x200f);

export class PdfText {
  private readonly chain: FontFamily[];
  private readonly registered = new Set<string>();

  constructor(
    readonly doc: Doc,
    readonly locale: LocaleCode,
  ) {
    this.chain = familyChain(locale);
  }

  /** Registers (on first use) and selects a family's face. */
  use(family: FontFamily, weight: FontWeight, size?: number): void {
    const name = fontName(family, weight);
    if (!this.registered.has(name)) {
      // pdfkit takes a parsed fontkit font as well as bytes: parsing once per process, not per document,
      // saves most of a render's time. Each document still builds its own subset from it.
      this.doc.registerFont(name, (parsedFonts.get(name) ?? fontBytes(family, weight)) as Buffer);
      this.registered.add(name);
    }
    this.doc.font(name);
    if (!parsedFonts.has(name)) {
      const parsed = (this.doc as unknown as { _font?: { font?: { layout?: unknown } } })._font?.font;
      if (typeof parsed?.layout === 'function') parsedFonts.set(name, parsed);
    }
    if (size !== undefined) this.doc.fontSize(size);
  }

  private has(family: FontFamily, codePoint: number): boolean {
    let known = coverage.get(family);
    if (!known) coverage.set(family, (known = new Map()));
    let answer = known.get(codePoint);
    if (answer === undefined) {
      this.use(family, 'regular');
      answer = currentGlyphSource(this.doc)?.hasGlyphForCodePoint(codePoint) ?? true;
      known.set(codePoint, answer);
    }
    return answer;
  }

  /** The text cut into runs that each one family can draw; whitespace stays with the run it is in. */
  runs(text: string): Array<{ family: FontFamily; text: string }> {
    const primary = this.chain[0]!;
    const runs: Array<{ family: FontFamily; text: string }> = [];
    for (const char of text) {
      const codePoint = char.codePointAt(0)!;
      const last = runs.at(-1);
      let family: FontFamily;
      if (needsNoGlyph(codePoint)) family = last?.family ?? primary;
      else if (this.has(primary, codePoint)) family = primary;
      else if (last && this.has(last.family, codePoint)) family = last.family;
      else family = this.chain.find((f) => this.has(f, codePoint)) ?? primary;
      if (last && last.family === family) last.text += char;
      else runs.push({ family, text: char });
    }
    return runs.length > 0 ? runs : [{ family: primary, text: '' }];
  }

  private options(style: TextStyle, continued: boolean): PDFKit.Mixins.TextOptions {
    return {
      width: style.width,
      align: style.align ?? 'left',
      lineGap: style.lineGap ?? 2,
      lineBreak: style.lineBreak ?? true,
      continued,
    };
  }

  /**
   * Korean is wrapped at spaces, as Korean readers expect (CSS `word-break: keep-all`); pdfkit's Unicode line
   * breaker would cut between any two Hangul syllables. The lines are measured here and joined with newlines,
   * so pdfkit keeps them; a word wider than the line is left for pdfkit to cut.
   */
  private wrapped(text: string, style: TextStyle): string {
    if (this.locale !== 'KR' || style.width === undefined || style.lineBreak === false) return text;
    this.use(this.chain[0]!, style.weight ?? 'regular', style.size);
    const spaceWidth = this.doc.widthOfString(' ');
    return text
      .split('\n')
      .map((paragraph) => {
        const lines: string[] = [];
        let line = '';
        let lineWidth = 0;
        for (const word of paragraph.split(' ')) {
          const wordWidth = this.doc.widthOfString(word);
          if (line !== '' && lineWidth + spaceWidth + wordWidth > style.width!) {
            lines.push(line);
            line = word;
            lineWidth = wordWidth;
          } else {
            line = line === '' ? word : `${line} ${word}`;
            lineWidth += (lineWidth === 0 ? 0 : spaceWidth) + wordWidth;
          }
        }
        lines.push(line);
        return lines.join('\n');
      })
      .join('\n');
  }

  /** Writes text at (x, y), or where the last text ended when they are left out. */
  write(text: string, style: TextStyle, x?: number, y?: number): void {
    const runs = this.runs(this.wrapped(text, style));
    this.doc.fillColor(style.color ?? '#1f2330');
    // pdfkit aligns each continued run on its own: text set in several fonts is only laid out from the left.
    const aligned = runs.length > 1 && style.align !== 'justify' ? { ...style, align: 'left' as const } : style;
    runs.forEach((run, i) => {
      this.use(run.family, style.weight ?? 'regular', style.size);
      const options = this.options(aligned, i < runs.length - 1);
      if (i === 0 && x !== undefined) this.doc.text(run.text, x, y, options);
      else this.doc.text(run.text, options);
    });
  }

  /** The height the text takes in a width (measured in the locale's font; fallback runs are close enough). */
  height(text: string, style: TextStyle): number {
    const wrapped = this.wrapped(text, style);
    this.use(this.chain[0]!, style.weight ?? 'regular', style.size);
    return this.doc.heightOfString(wrapped, { width: style.width, lineGap: style.lineGap ?? 2 });
  }
}
