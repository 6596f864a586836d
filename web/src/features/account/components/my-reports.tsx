import { useId } from 'react';
import { Link } from 'react-router';
import { showsResultCode } from '../../../lib/profile-tests';
import { describeError } from '../account-errors';
import { useAccountTranslation } from '../account-i18n';
import { useMyReports } from '../api/my-reports';
import { FormAlert } from './form-parts';
import { ShareReportButton } from './share-report-button';

/**
 * The member's tests: the test, its result code where it reads as text, the date, a link to each result, sharing it and, while unpaid, buying the report;
 * guest tests included.
 */
export function MyReports() {
  const { t, language } = useAccountTranslation();
  const id = useId();
  const { reports, error, retry } = useMyReports();
  const described = error ? describeError(error) : null;
  const date = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' });

  return (
    <section className="account-reports" aria-labelledby={`${id}-reports`}>
      <h2 id={`${id}-reports`}>{t('reports.heading')}</h2>
      {described ? (
        <FormAlert error={'key' in described ? described.key : { message: described.message }}>
          <button type="button" className="button" onClick={retry}>
            {t('common.retry')}
          </button>
        </FormAlert>
      ) : !reports ? (
        <p role="status">{t('common.loading')}</p>
      ) : !reports.emailVerified ? (
        <p>{t('reports.unverified')}</p>
      ) : reports.orders.length === 0 ? (
        <p>
          {t('reports.empty')} <Link to="/quiz/standard?examId=1">{t('reports.takeTest')}</Link>
        </p>
      ) : (
        <ul className="account-menu">
          {reports.orders.map((report) => (
            <li key={report.orderNumber}>
              <span id={`${id}-${report.orderNumber}`}>
                {report.examName ? <>{report.examName} · </> : null}
                {showsResultCode(report.examId) ? (
                  <>
                    <strong>{report.typeCode}</strong> ·{' '}
                  </>
                ) : null}
                <time dateTime={report.createdAt}>{date.format(new Date(report.createdAt))}</time>
              </span>
              {report.status === 'paid' ? <> · {t('reports.paid')}</> : null}
              {report.status === 'pending_payment' ? <> · {t('reports.freeResultOnly')}</> : null} ·{' '}
              <Link to={report.resultPath}>{t('reports.view')}</Link>
              {report.payPath ? (
                <>
                  {' '}
                  · <Link to={report.payPath}>{t('reports.pay')}</Link>
                </>
              ) : null}
              <ShareReportButton orderNumber={report.orderNumber} describedBy={`${id}-${report.orderNumber}`} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
