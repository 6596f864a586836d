import { useEffect } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { personalityTypePath } from '../../../config/paths';
import { TrackedLink } from '../../../components/tracked-link';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { ApiError, NetworkError } from '../../../lib/api-client';
import { currentLocale } from '../../../lib/i18n';
import { localStore } from '../../../lib/storage';
import { useFreeResult } from '../api/free-result';
import { profileWording } from '../profile-wording';
import { useResultTranslation } from '../result-i18n';
import { lastOrder, rememberLastOrder } from '../result-memory';
import { resultPaths } from '../result-paths';
import { examIdFromParam, resolveResultRef, type FreeResult } from '../result-scales';
import { AccuracyRating } from './accuracy-rating';
import { LoadError } from './load-error';
import { MatricesSummary } from './matrices-summary';
import { ProfileSummary } from './profile-summary';
import { ScaleBar } from './scale-bar';
import { ShareButton } from './share-button';
import '../result.css';

/** What the full report adds, per kind of result (a profile's depends on its test, see profile-wording.ts). */
const FULL_REPORT_NOTE = { type: 'fullReport.note', matrices: 'matrices.fullReportNote' } as const;

/** The checkout's SKU page (`?orderNumber=…`), where the visitor buys the full report. */
const BUY_REPORT_PATH = '/paying/buyreport';

/**
 * The free result: `/report/result-free-test?orderNumber=…` (the visitor's own, with rating and
 * share), `?share=TOKEN` (someone else's, read only) and `/result/:examId` (the last order for that exam).
 */
export function ResultPage() {
  const { t } = useResultTranslation();
  const [params] = useSearchParams();
  const examId = examIdFromParam(useParams().examId);
  const ref = resolveResultRef(params.get('orderNumber'), params.get('share'), examId ? lastOrder(localStore, examId) : null);
  const { order, result, error, retry } = useFreeResult(ref, currentLocale());
  const own = ref?.kind === 'order';
  const wording = profileWording(order?.examId);

  // Start at the top, also after a reload (route changes are handled by the layout).
  useEffect(() => {
    window.scrollTo(0, 0);
  }, []);
  useEffect(() => {
    if (own && order?.examId && order.orderNumber) rememberLastOrder(localStore, order.examId, order.orderNumber);
  }, [own, order]);
  useDocumentTitle(
    result?.kind === 'profile'
      ? t(wording.pageTitle)
      : result?.kind === 'matrices'
        ? t('matrices.pageTitle')
        : result
          ? t('pageTitle', { type: result.result.typeCode })
          : t('heading'),
  );

  if (!ref) return <NoResult />;
  if (!result) {
    if (error instanceof ApiError && (error.result === 404 || error.result === 400)) {
      return <NoResult message={t('errors.notFound')} />;
    }
    if (error) {
      const detail =
        error instanceof NetworkError
          ? t('errors.network')
          : error instanceof ApiError && error.result < 500
            ? error.message
            : t('errors.server');
      return (
        <section className="result">
          <h1>{t('heading')}</h1>
          <LoadError onRetry={retry} detail={detail} />
        </section>
      );
    }
    if (result === null) return <NoResult message={t('errors.notFound')} />;
    return <ResultSkeleton />;
  }
  return (
    <article className="result" aria-labelledby="result-title">
      {result.kind === 'profile' ? (
        <ProfileSummary result={result.result} own={own} wording={wording} />
      ) : result.kind === 'matrices' ? (
        <MatricesSummary result={result.result} own={own} />
      ) : (
        <ResultSummary result={result.result} own={own} />
      )}
      {own && order?.orderNumber ? (
        <div className="result__cta">
          <p className="result__intro">{t(result.kind === 'profile' ? wording.fullReportNote : FULL_REPORT_NOTE[result.kind])}</p>
          <TrackedLink
            to={BUY_REPORT_PATH}
            query={{ orderNumber: order.orderNumber }}
            className="button button--large"
            data-testid="full-report-cta"
          >
            {t('fullReport.cta')}
          </TrackedLink>
        </div>
      ) : null}
      {own && order?.orderNumber ? (
        <div className="result__actions">
          <AccuracyRating orderNumber={order.orderNumber} />
          <ShareButton orderNumber={order.orderNumber} />
        </div>
      ) : (
        <p className="result__cta">
          <TrackedLink to={resultPaths.takeTest} className="button button--large">
            {t('takeTestYourself')}
          </TrackedLink>
        </p>
      )}
    </article>
  );
}

function ResultSummary({ result, own }: { result: FreeResult; own: boolean }) {
  const { t } = useResultTranslation();
  return (
    <>
      <header className="result__header">
        <p className="result__kicker">{own ? t('heading') : t('sharedHeading')}</p>
        <h1 id="result-title" className="result__title">
          <span className="result__type" data-testid="type-code">
            <span className="visually-hidden">{t('typeLabel')} </span>
            {result.typeCode}
          </span>
          {result.title ? <span className="result__name">{result.title}</span> : null}
        </h1>
        {result.summary ? <p className="result__summary">{result.summary}</p> : null}
        {personalityTypePath(result.typeCode) ? (
          <p>
            <Link to={personalityTypePath(result.typeCode)!}>{t('typePageLink', { type: result.typeCode })}</Link>
          </p>
        ) : null}
      </header>
      {result.scales.length > 0 ? (
        <section className="result__scales" aria-labelledby="scales-title">
          <h2 id="scales-title">{t('scalesHeading')}</h2>
          <p className="result__intro">{t('scalesIntro')}</p>
          <ul className="scale-bars">
            {result.scales.map((scale) => (
              <ScaleBar key={scale.scale} scale={scale} />
            ))}
          </ul>
          <p className="result__honesty">{t('honesty')}</p>
        </section>
      ) : null}
    </>
  );
}

function ResultSkeleton() {
  const { t } = useResultTranslation();
  return (
    <div className="result" aria-busy="true">
      <p role="status" className="visually-hidden">
        {t('loading')}
      </p>
      <div className="result-skeleton result-skeleton--type" />
      <div className="result-skeleton result-skeleton--text" />
      {[0, 1, 2, 3].map((i) => (
        <div key={i} className="result-skeleton result-skeleton--bar" />
      ))}
    </div>
  );
}

function NoResult({ message }: { message?: string }) {
  const { t } = useResultTranslation();
  return (
    <section className="result result--empty" aria-labelledby="no-result-title">
      <h1 id="no-result-title">{t('heading')}</h1>
      <p>{message ?? t('noResult')}</p>
      <TrackedLink to={resultPaths.takeTest} className="button button--large">
        {t('takeTest')}
      </TrackedLink>
    </section>
  );
}
