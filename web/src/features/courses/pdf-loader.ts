/**
 * pdf.js and its worker, loaded only by the course reader: the library is a dynamic import and the
 * worker is an asset URL (Vite's `?url`), fetched by pdf.js when the first document opens.
 */
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';

type Pdfjs = typeof import('pdfjs-dist');

let loading: Promise<Pdfjs> | null = null;

/** Loads pdf.js once (a failed load is tried again on the next call). */
export function loadPdfjs(): Promise<Pdfjs> {
  loading ??= import('pdfjs-dist').then(
    (pdfjs) => {
      pdfjs.GlobalWorkerOptions.workerSrc = workerUrl;
      return pdfjs;
    },
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** The HTTP status pdf.js saw when fetching the file failed, if it was an HTTP failure. */
export function httpStatusOf(error: unknown): number | null {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' && status > 0 ? status : null;
}
