/// <reference types="pdfkit" />

/**
 * An A4 document drawn by `draw` and returned as bytes once pdfkit has finished it, for every service that renders
 * PDFs. Pages are buffered (so footers can be added after the content) and there is no default Helvetica: every
 * text is set in an embedded font (`pdf-fonts.ts`). pdfkit (with fontkit and its tables) is imported with the
 * first document: a process that renders none, such as an idle one-command start, does not hold it.
 */
export async function renderA4Pdf(
  options: { lang: string; margins: { top: number; bottom: number; left: number; right: number }; info: PDFKit.DocumentInfo },
  draw: (doc: PDFKit.PDFDocument) => void,
): Promise<Buffer> {
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({
    size: 'A4',
    font: '',
    margins: options.margins,
    bufferPages: true,
    pdfVersion: '1.7',
    lang: options.lang,
    displayTitle: true,
    info: options.info,
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<void>((resolve, reject) => {
    doc.on('end', resolve);
    doc.on('error', reject);
  });
  draw(doc);
  doc.end();
  await finished;
  return Buffer.concat(chunks);
}
