/**
 * Saving the report's PDF: `POST /exam/order/file/down/info` answers with the PDF's bytes (not an
 * envelope), so it is fetched directly rather than through the API client (which unwraps JSON
 * envelopes), with the same default headers. An error answer is a JSON envelope.
 */
export type DownloadFailure = 'notPaid' | 'notFound' | 'network' | 'server';

export class DownloadError extends Error {
  override readonly name = 'DownloadError';
  readonly kind: DownloadFailure;

  constructor(kind: DownloadFailure, message?: string) {
    super(message ?? kind);
    this.kind = kind;
  }
}

/** The file name the report is saved under. */
export function pdfFileName(orderNumber: string): string {
  return `${orderNumber.replace(/[^\w.-]/g, '') || 'report'}.pdf`;
}

/** What a non-PDF answer means, from its HTTP status and the envelope's `result`/`reason`. */
export function failureOf(status: number, body: unknown): DownloadFailure {
  const envelope = body && typeof body === 'object' ? (body as { result?: unknown; reason?: unknown }) : {};
  const reason = typeof envelope.reason === 'string' ? envelope.reason : '';
  const result = typeof envelope.result === 'number' ? envelope.result : status;
  if (reason === 'REPORT_NOT_PAID' || result === 402 || result === 403 || status === 402 || status === 403) return 'notPaid';
  if (result === 404 || status === 404 || reason === 'ORDER_NOT_FOUND' || reason === 'NOT_FOUND') return 'notFound';
  return 'server';
}

/** The file name of a `Content-Disposition` header, when it names one. */
export function fileNameFromDisposition(header: string | null): string | null {
  if (!header) return null;
  const star = /filename\*\s*=\s*(?:UTF-8'')?([^;]+)/i.exec(header);
  if (star?.[1]) {
    try {
      return decodeURIComponent(star[1].trim().replace(/^"|"$/g, ''));
    } catch {
      // fall through to the plain form
    }
  }
  const plain = /filename\s*=\s*"?([^";]+)"?/i.exec(header);
  return plain?.[1]?.trim() || null;
}
