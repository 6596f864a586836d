import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** For tests: a PDF read back the way a viewer reads it: per page, the text its fonts map back to Unicode. */
export async function pdfPages(pdf: Uint8Array): Promise<string[]> {
  const document = await getDocument({ data: new Uint8Array(pdf), useSystemFonts: false, isEvalSupported: false }).promise;
  try {
    const pages: string[] = [];
    for (let n = 1; n <= document.numPages; n++) {
      const content = await (await document.getPage(n)).getTextContent();
      pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(''));
    }
    return pages;
  } finally {
    await document.destroy();
  }
}

/** The names of the fonts the PDF embeds (subset fonts carry a six-letter tag: ABCDEF+NotoSans-Regular). */
export function embeddedFontNames(pdf: Uint8Array): string[] {
  const text = Buffer.from(pdf).toString('latin1');
  return [...new Set([...text.matchAll(/\/BaseFont\s*\/([A-Za-z0-9+_-]+)/g)].map((m) => m[1]!))];
}
