import { useCallback, useEffect, useRef, useState } from 'react';
import { downloadReportPdf, saveBlob } from '../api/download-pdf';
import { DownloadError, type DownloadFailure } from '../report-download';

export type PdfDownloadState =
  | { status: 'idle' }
  | { status: 'loading'; progress: number | null }
  | { status: 'done'; fileName: string }
  | { status: 'error'; failure: DownloadFailure };

/** Downloads and saves the report's PDF; one download at a time, abandoned when the page goes. */
export function usePdfDownload(orderNumber: string | null) {
  const [state, setState] = useState<PdfDownloadState>({ status: 'idle' });
  const running = useRef<AbortController | null>(null);

  useEffect(() => () => running.current?.abort(), []);

  const start = useCallback(async () => {
    if (!orderNumber || running.current) return;
    const controller = new AbortController();
    running.current = controller;
    setState({ status: 'loading', progress: null });
    try {
      const { blob, fileName } = await downloadReportPdf(orderNumber, {
        signal: controller.signal,
        onProgress: (fraction) => {
          if (!controller.signal.aborted) setState({ status: 'loading', progress: fraction });
        },
      });
      if (controller.signal.aborted) return;
      saveBlob(blob, fileName);
      setState({ status: 'done', fileName });
    } catch (error) {
      if (controller.signal.aborted) return;
      setState({ status: 'error', failure: error instanceof DownloadError ? error.kind : 'network' });
    } finally {
      if (running.current === controller) running.current = null;
    }
  }, [orderNumber]);

  return { state, start };
}
