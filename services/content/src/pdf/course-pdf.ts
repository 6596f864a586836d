import { PdfText } from '@mindprint/platform/pdf-fonts';
import { renderA4Pdf } from '@mindprint/platform/pdf-document';
import { type LocaleCode } from '@mindprint/platform/locales';

/**
 * A course's file: an A4 PDF with a title page, then each chapter from a new page, and "n / total" at
 * the foot of every page. Fonts are embedded as subsets, so CJK text stays real, extractable text.
 */

export interface CoursePdfInput {
  locale: LocaleCode;
  title: string;
  author: string;
  summary: string;
  chapters: Array<{ title: string; paragraphs: string[] }>;
}

export interface RenderedCoursePdf {
  bytes: Buffer;
  pageCount: number;
  /** The page each chapter starts on, in chapter order. */
  chapterPages: number[];
}

const languageTags: Record<LocaleCode, string> = { EN: 'en', CN: 'zh-CN', HK: 'zh-HK', JA: 'ja', KR: 'ko', FR: 'fr', DE: 'de', ES: 'es', PT: 'pt' };
const colors = { text: '#1f2330', muted: '#5d6275', accent: '#4a3aa8' };
const margins = { top: 64, bottom: 72, left: 64, right: 64 };

export async function renderCoursePdf(input: CoursePdfInput): Promise<RenderedCoursePdf> {
  let pageCount = 0;
  const chapterPages: number[] = [];
  const bytes = await renderA4Pdf({ lang: languageTags[input.locale], margins, info: { Title: input.title, Author: input.author, Subject: input.summary } }, (doc) => {
    const text = new PdfText(doc, input.locale);
    const width = doc.page.width - margins.left - margins.right;

    text.write(input.title, { size: 26, weight: 'bold', color: colors.accent, width }, margins.left, 200);
    doc.moveDown(1);
    text.write(input.author, { size: 13, color: colors.muted, width });
    doc.moveDown(2);
    text.write(input.summary, { size: 12, width, lineGap: 4 });

    for (const chapter of input.chapters) {
      doc.addPage();
      chapterPages.push(doc.bufferedPageRange().count);
      text.write(chapter.title, { size: 18, weight: 'bold', color: colors.accent, width }, margins.left, margins.top);
      doc.moveDown(1);
      for (const paragraph of chapter.paragraphs) {
        text.write(paragraph, { size: 11.5, width, lineGap: 4, align: 'justify' });
        doc.moveDown(0.8);
      }
    }

    const { start, count } = doc.bufferedPageRange();
    pageCount = count;
    for (let i = start; i < start + count; i++) {
      doc.switchToPage(i);
      // The footer sits in the bottom margin, which pdfkit would otherwise answer with a new page.
      const bottomMargin = doc.page.margins.bottom;
      doc.page.margins.bottom = 0;
      text.write(`${i - start + 1} / ${count}`, { size: 9, color: colors.muted, width, align: 'center', lineBreak: false }, margins.left, doc.page.height - 40);
      doc.page.margins.bottom = bottomMargin;
    }
  });
  return { bytes, pageCount, chapterPages };
}

/** `<title>.pdf` with anything but letters, digits, '-' and '_' replaced, so it is safe in a header. */
export function courseFileName(title: string, courseId: string): string {
  const safe = title
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9_-]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80);
  return `${safe || `course-${courseId}`}.pdf`;
}
