/** The report pages' loading, failure and 'nothing to show' states. */
import { TrackedLink } from '../../../components/tracked-link';
import { ApiError, NetworkError } from '../../../lib/api-client';
import { useReportTranslation, type ReportKey } from '../report-i18n';
import { reportPaths, TAKE_TEST_PATH } from '../report-paths';

/** What a failed report load means for the visitor. */
export type LoadFailure = { kind: 'gone'; messageKey: ReportKey } | { kind: 'retry'; detailKey: ReportKey };

export function describeLoadFailure(error: unknown): LoadFailure {
  if (error instanceof ApiError) {
    // Not the order's fault: the report's texts are missing in this language for now.
    if (error.reason === 'REPORT_LOCALE_UNAVAILABLE') return { kind: 'retry', detailKey: 'errors.server' };
    if (error.result === 404 || error.result === 400 || error.reason === 'ORDER_NOT_FOUND' || error.reason === 'NOT_FOUND') {
      return { kind: 'gone', messageKey: 'errors.notFound' };
    }
    if (error.result === 401 || error.result === 410 || error.reason === 'SESSION_EXPIRED' || error.reason === 'ORDER_EXPIRED') {
      return { kind: 'gone', messageKey: 'errors.sessionExpired' };
    }
    return { kind: 'retry', detailKey: 'errors.server' };
  }
  if (error instanceof NetworkError) return { kind: 'retry', detailKey: 'errors.network' };
  return { kind: 'retry', detailKey: 'errors.server' };
}

/** 'Load failed. Please retry.' with a retry button, and what went wrong. */
export function LoadError({ onRetry, detail }: { onRetry: () => void; detail?: string | undefined }) {
  const { t } = useReportTranslation();
  return (
    <div className="report-alert" role="alert">
      <p className="report-alert__title">{t('errors.loadFailed')}</p>
      {detail ? <p>{detail}</p> : null}
      <button type="button" className="button" onClick={onRetry}>
        {t('errors.retry')}
      </button>
    </div>
  );
}

/** No report to show (no order in the URL, or an unknown one): take the test, or retrieve by e-mail. */
export function NoReport({ message }: { message?: string | undefined }) {
  const { t } = useReportTranslation();
  return (
    <section className="report report--empty" aria-labelledby="no-report-title">
      <h1 id="no-report-title">{t('heading')}</h1>
      <p data-testid="no-report-message">{message ?? t('noOrder')}</p>
      <p className="report-empty__actions">
        <TrackedLink to={TAKE_TEST_PATH} className="button button--large">
          {t('takeTest')}
        </TrackedLink>
        <TrackedLink to={reportPaths.retrieve} className="button button--secondary">
          {t('retrieveLink')}
        </TrackedLink>
      </p>
    </section>
  );
}

/** Placeholders in the report's shape while it loads. */
export function ReportSkeleton() {
  const { t } = useReportTranslation();
  return (
    <div className="report" aria-busy="true">
      <p role="status" className="visually-hidden">
        {t('loading')}
      </p>
      <div className="report-skeleton report-skeleton--type" />
      <div className="report-skeleton report-skeleton--line" />
      <div className="report-skeleton report-skeleton--tabs" />
      {[0, 1, 2].map((i) => (
        <div key={i} className="report-skeleton report-skeleton--block" />
      ))}
    </div>
  );
}
