import { useReportTranslation } from '../report-i18n';
import { usePdfDownload } from './use-pdf-download';

/** 'Download PDF' for a paid report: a busy state while the PDF is prepared, the reason when it fails, retry. */
export function DownloadButton({ orderNumber }: { orderNumber: string }) {
  const { t } = useReportTranslation();
  const { state, start } = usePdfDownload(orderNumber);
  const busy = state.status === 'loading';
  return (
    <div className="report-download">
      <button
        type="button"
        className="button"
        onClick={() => void start()}
        disabled={busy}
        aria-busy={busy}
        data-testid="download-pdf"
      >
        {busy ? t('actions.downloading') : state.status === 'error' ? t('actions.retry') : t('actions.download')}
      </button>
      <p className="report-download__status" role="status" aria-live="polite">
        {state.status === 'done' ? t('actions.downloaded') : ''}
      </p>
      {state.status === 'error' ? (
        <p className="report-download__error" role="alert">
          {t(`downloadErrors.${state.failure}`)}
        </p>
      ) : null}
    </div>
  );
}
