import PDFDocument from 'pdfkit';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { describe, expect, it } from 'vitest';
import { PdfText } from '../src/pdf-fonts.js';

/** The lines of the first page as a viewer reads them: text items grouped by their baseline. */
async function firstPageLines(pdf: Buffer): Promise<string[]> {
  const document = await getDocument({ data: new Uint8Array(pdf), useSystemFonts: false, isEvalSupported: false }).promise;
  try {
    const content = await (await document.getPage(1)).getTextContent();
    const lines = new Map<number, string>();
    for (const item of content.items) {
      if (!('str' in item) || item.str === '') continue;
      const y = Math.round(item.transform[5]!);
      lines.set(y, (lines.get(y) ?? '') + item.str);
    }
    return [...lines.entries()].sort(([a], [b]) => b - a).map(([, text]) => text.trim()).filter(Boolean);
  } finally {
    await document.destroy();
  }
}

function render(locale: 'KR' | 'EN', paragraph: string): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', margin: 50 });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  new PdfText(doc, locale).write(paragraph, { size: 12, width: 180 });
  doc.end();
  return done;
}

describe('PDF text', () => {
  it('wraps Korean at spaces, never inside a word', async () => {
    const paragraph =
      '성격 검사는 사람마다 다르게 나타나는 생각과 행동의 경향을 살펴보는 도구입니다. 결과는 고정된 꼬리표가 아니라 자신을 이해하기 위한 출발점으로 활용하는 것이 좋습니다.';
    const words = new Set(paragraph.split(' '));
    const lines = await firstPageLines(await render('KR', paragraph));
    expect(lines.length).toBeGreaterThan(2);
    for (const line of lines) for (const word of line.split(' ')) expect(words, `'${word}' in '${line}'`).toContain(word);
    expect(lines.join(' ')).toBe(paragraph);
  });
});
