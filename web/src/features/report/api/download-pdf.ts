import { appConfig } from '../../../config/app-config';
import { buildDefaultHeaders, buildUrl, REQUEST_TIMEOUT_MS } from '../../../lib/api-client';
import { readCookie } from '../../../lib/cookies';
import { getRequestContext } from '../../../lib/request-context';
import { DownloadError, failureOf, fileNameFromDisposition, pdfFileName } from '../report-download';

export interface DownloadedPdf {
  blob: Blob;
  fileName: string;
}

/**
 * `POST /exam/order/file/down/info` with `{ orderNumber }`: the full report's PDF. Fetched directly (the
 * API client unwraps JSON envelopes; this answer is bytes) with the client's default headers, so the
 * PDF is in the visitor's language. `onProgress` gets 0…1 while the body arrives (when its size is known).
 * Rejects with `DownloadError`.
 */
export async function downloadReportPdf(
  orderNumber: string,
  options: { signal?: AbortSignal; onProgress?: (fraction: number) => void } = {},
): Promise<DownloadedPdf> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), REQUEST_TIMEOUT_MS * 2);
  const onAbort = () => controller.abort();
  options.signal?.addEventListener('abort', onAbort, { once: true });
  const headers: Record<string, string> = {
    accept: 'application/pdf, application/json',
    'content-type': 'application/json',
    ...buildDefaultHeaders(getRequestContext()),
  };
  const csrf = typeof document === 'undefined' ? null : readCookie(document.cookie, 'mp_csrf');
  if (csrf) headers['x-csrf-token'] = csrf;
  try {
    let response: Response;
    try {
      response = await fetch(buildUrl(appConfig.apiBase, '/exam/order/file/down/info'), {
        method: 'POST',
        headers,
        body: JSON.stringify({ orderNumber }),
        credentials: 'same-origin',
        signal: controller.signal,
      });
    } catch (error) {
      if (options.signal?.aborted) throw error;
      throw new DownloadError('network', error instanceof Error ? error.message : undefined);
    }
    const type = response.headers.get('content-type') ?? '';
    if (!response.ok || !type.includes('application/pdf')) {
      let body: unknown;
      try {
        body = await response.json();
      } catch {
        body = undefined;
      }
      throw new DownloadError(failureOf(response.status, body));
    }
    let blob: Blob;
    try {
      blob = await readWithProgress(response, options.onProgress);
    } catch (error) {
      if (options.signal?.aborted) throw error;
      throw new DownloadError('network');
    }
    if (blob.size === 0) throw new DownloadError('server');
    return { blob, fileName: fileNameFromDisposition(response.headers.get('content-disposition')) ?? pdfFileName(orderNumber) };
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', onAbort);
  }
}

async function readWithProgress(response: Response, onProgress?: (fraction: number) => void): Promise<Blob> {
  const total = Number(response.headers.get('content-length') ?? '');
  if (!response.body || !onProgress || !Number.isFinite(total) || total <= 0) {
    const blob = await response.blob();
    onProgress?.(1);
    return new Blob([blob], { type: 'application/pdf' });
  }
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let received = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    received += value.byteLength;
    onProgress(Math.min(1, received / total));
  }
  onProgress(1);
  return new Blob(chunks as BlobPart[], { type: 'application/pdf' });
}

/** Saves `blob` as `fileName` through a temporary link (the browser's download). */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Give the browser time to start the download before the URL goes.
  window.setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
