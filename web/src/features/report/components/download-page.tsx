import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { TrackedLink } from '../../../components/tracked-link';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { useReportTranslation } from '../report-i18n';
import { BUY_REPORT_PATH, cleanOrderNumber, reportPaths } from '../report-paths';
import { NoReport } from './report-states';
import { usePdfDownload } from './use-pdf-download';
import '../report.css';

/**
 * `/report/result-download?orderNumber=…`: starts the PDF download on arrival and shows its progress;
 * on failure the reason and a retry; always a link back to the report.
 */
export function ReportDownloadPage() {
  const { t } = useReportTranslation();
  const [params] = useSearchParams();
  const orderNumber = cleanOrderNumber(params.get('orderNumber'));
  const { state, start } = usePdfDownload(orderNumber);
  const started = useRef(false);
  useDocumentTitle(t('download.pageTitle'));

  useEffect(() => {
    if (!orderNumber || started.current) return;
    started.current = true;
    void start();
  }, [orderNumber, start]);

  if (!orderNumber) return <NoReport />;

  const percent = state.status === 'loading' && state.progress !== null ? Math.round(state.progress * 100) : null;
  return (
    <section className="report report--narrow" aria-labelledby="download-title">
      <h1 id="download-title">{t('download.heading')}</h1>
      <div className="report-download-page" aria-live="polite">
        {state.status === 'idle' || state.status === 'loading' ? (
          <div role="status" aria-busy="true">
            <p>{percent === null ? t('download.preparing') : t('download.progress', { percent })}</p>
            <progress max={100} {...(percent === null ? {} : { value: percent })} aria-label={t('download.preparing')} />
          </div>
        ) : null}
        {state.status === 'done' ? (
          <div role="status">
            <p className="report-download-page__done">{t('download.done')}</p>
            <p>{t('download.notStarted')}</p>
            <button type="button" className="button button--secondary" onClick={() => void start()}>
              {t('download.again')}
            </button>
          </div>
        ) : null}
        {state.status === 'error' ? (
          <div className="report-alert" role="alert">
            <p className="report-alert__title">{t(`downloadErrors.${state.failure}`)}</p>
            {state.failure === 'notPaid' ? (
              <TrackedLink to={BUY_REPORT_PATH} query={{ orderNumber }} className="button">
                {t('free.cta')}
              </TrackedLink>
            ) : (
              <button type="button" className="button" onClick={() => void start()}>
                {t('actions.retry')}
              </button>
            )}
          </div>
        ) : null}
      </div>
      <p>
        <TrackedLink to={reportPaths.report} query={{ orderNumber }}>
          {t('download.backToReport')}
        </TrackedLink>
      </p>
    </section>
  );
}
