import { useEffect } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { currentLocale } from '../../../lib/i18n';
import { localStore } from '../../../lib/storage';
import { useReport } from '../api/report';
import { documentTitleOf, fillTemplate, formatReportDate, reportLabel, tagOfLocale, type ReportOrder } from '../report-model';
import { useReportTranslation } from '../report-i18n';
import { examIdFromParam, lastOrderStorageKey, resolveOrderNumber } from '../report-paths';
import { REPORT_TABS } from '../report-tabs';
import { DimensionsPanel } from './dimensions-panel';
import { MappingReportView } from './mapping-report-view';
import { MatricesReportView } from './matrices-report-view';
import { OverviewPanel } from './overview-panel';
import { ProfileReportView } from './profile-report-view';
import { FreeReportAside, ReportActions } from './report-frame';
import { describeLoadFailure, LoadError, NoReport, ReportSkeleton } from './report-states';
import { ReportTabs } from './report-tabs';
import { useTabParam } from './use-tab-param';
import '../report.css';

/**
 * The report of an exam order: `/report/result?orderNumber=…`, `/userCenter/resultReport?orderNumber=…`
 * and the themed step route `/report-result/:examId` (the order remembered for that exam). The 16-type
 * report has the tabs Overview and Dimensions; once paid every section, a PDF download and print; before,
 * the free parts with a locked card for each section of the full report. The mapping test's report has
 * its own four tabs (MappingReportView), and so has the matrices IQ test's (MatricesReportView); the profile
 * tests' reports (exams 4–6) bring their tabs as data (ProfileReportView).
 */
export function ReportPage() {
  const { t } = useReportTranslation();
  const [params] = useSearchParams();
  const examId = examIdFromParam(useParams().examId);
  const orderNumber = resolveOrderNumber(params.get('orderNumber'), examId ? localStore.get<unknown>(lastOrderStorageKey(examId)) : null);
  const { answer, error, retry } = useReport(orderNumber, currentLocale());

  // Start at the top, also after a reload (route changes are handled by the layout).
  useEffect(() => {
    window.scrollTo(0, 0);
  }, []);
  useDocumentTitle(
    answer?.kind === 'mapping'
      ? `${answer.order.report.profileCode} · ${t('mapping.pageTitle')}`
      : answer?.kind === 'matrices'
        ? t('matrices.pageTitle')
        : answer?.kind === 'profile'
          ? answer.order.report.testName || t('profileTest.pageTitle')
          : answer
        ? `${documentTitleOf(answer.order.report)} · ${t('pageTitle')}`
        : t('pageTitle'),
  );

  if (!orderNumber) return <NoReport />;
  if (!answer) {
    if (error) {
      const failure = describeLoadFailure(error);
      if (failure.kind === 'gone') return <NoReport message={t(failure.messageKey)} />;
      return (
        <section className="report">
          <h1>{t('heading')}</h1>
          <LoadError onRetry={retry} detail={t(failure.detailKey)} />
        </section>
      );
    }
    if (answer === null) return <NoReport message={t('errors.notFound')} />;
    return <ReportSkeleton />;
  }
  if (answer.kind === 'mapping') return <MappingReportView order={answer.order} />;
  if (answer.kind === 'matrices') return <MatricesReportView order={answer.order} />;
  if (answer.kind === 'profile') return <ProfileReportView order={answer.order} />;
  return <ReportView order={answer.order} />;
}

function ReportView({ order }: { order: ReportOrder }) {
  const { t, language } = useReportTranslation();
  const [tab, selectTab] = useTabParam(REPORT_TABS);
  const { report } = order;
  const tag = tagOfLocale(report.locale, language);
  const takenOn = formatReportDate(order.takenAt, tag);
  const orderNumber = order.orderNumber;

  return (
    <article className="report" aria-labelledby="report-title" lang={tag} data-full={report.full ? 'true' : 'false'}>
      <header className="report__header">
        <p className="report__kicker">{reportLabel(report, 'report_title', t('heading'))}</p>
        <h1 id="report-title" className="report__title">
          <span className="report__type" data-testid="type-code">
            <span className="visually-hidden">{t('typeLabel')} </span>
            {report.typeCode}
          </span>
          {report.title ? (
            <span className="report__name" data-testid="type-title">
              {report.title}
            </span>
          ) : null}
        </h1>
        <p className="report__meta">
          {report.basic.userName && report.labels.prepared_for ? (
            <span>{fillTemplate(report.labels.prepared_for, { name: report.basic.userName })}</span>
          ) : null}
          {takenOn && report.labels.taken_on ? <span>{fillTemplate(report.labels.taken_on, { date: takenOn })}</span> : null}
          {orderNumber ? (
            <span>
              {reportLabel(report, 'order_number', '#')} {orderNumber}
            </span>
          ) : null}
        </p>
      </header>

      <ReportActions full={report.full} orderNumber={orderNumber} />

      <FreeReportAside full={report.full} orderNumber={orderNumber} text={t('free.text')} />

      <ReportTabs
        tabs={REPORT_TABS}
        selected={tab}
        onSelect={selectTab}
        labels={{
          overview: reportLabel(report, 'overview', t('tabs.overview')),
          dimensions: reportLabel(report, 'dimensions_tab', t('tabs.dimensions')),
        }}
        panels={{
          overview: <OverviewPanel order={order} tag={tag} />,
          dimensions: <DimensionsPanel report={report} />,
        }}
      />

      {report.labels.disclaimer ? <p className="report__disclaimer">{report.labels.disclaimer}</p> : null}
    </article>
  );
}
