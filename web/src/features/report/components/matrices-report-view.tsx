import {
  MATRICES_TABS,
  minutesAndSeconds,
  solvedPercent,
  type MatricesReport,
  type MatricesReportOrder,
  type MatricesTab,
} from '../matrices-report-model';
import { useReportTranslation, type ReportKey } from '../report-i18n';
import { labelled } from './mapping-report-view';
import { lockedPanels, ReportShell } from './report-frame';
import { ReportTabs } from './report-tabs';
import { useTabParam } from './use-tab-param';

const FALLBACK_TAB_TITLES: Record<MatricesTab, ReportKey> = {
  score: 'matrices.tabs.score',
  comparison: 'matrices.tabs.comparison',
  rules: 'matrices.tabs.rules',
  about: 'matrices.tabs.about',
};

/**
 * The matrices IQ test's report: the tabs score (free), comparison (percentile or 'not enough results yet',
 * and the IQ-scale estimate, always labelled as not clinically normed), rules (which rule kinds were solved)
 * and about (what the test measures and does not). Locked tabs show a card until paid; then the PDF.
 */
export function MatricesReportView({ order }: { order: MatricesReportOrder }) {
  const { t } = useReportTranslation();
  const [tab, selectTab] = useTabParam(MATRICES_TABS);
  const { report, orderNumber } = order;
  const labels = Object.fromEntries(
    MATRICES_TABS.map((key) => [key, report.tabs[key].title || t(FALLBACK_TAB_TITLES[key])]),
  ) as Record<MatricesTab, string>;
  const panel = lockedPanels(report.tabs, labels, orderNumber, t('matrices.lockedTab'));

  return (
    <ReportShell
      kind="matrices"
      locale={report.locale}
      full={report.full}
      orderNumber={orderNumber}
      takenAt={order.takenAt}
      kicker={t('matrices.heading')}
      title={
        <span className="report__score" data-testid="matrices-score">
          {t('matrices.score', { correct: report.correct, total: report.total })}
        </span>
      }
      freeText={t('matrices.freeText')}
      note={t('matrices.disclaimer')}
    >
      <ReportTabs
        tabs={MATRICES_TABS}
        selected={tab}
        onSelect={selectTab}
        labels={labels}
        panels={{
          score: <ScoreTab report={report} />,
          comparison: panel('comparison', <ComparisonTab report={report} />),
          rules: panel('rules', <RulesTab report={report} />),
          about: panel('about', <AboutTab report={report} />),
        }}
      />
    </ReportShell>
  );
}

function ScoreTab({ report }: { report: MatricesReport }) {
  const { t } = useReportTranslation();
  const time = { ...minutesAndSeconds(report.elapsedSeconds), limit: Math.round(report.timeLimitSeconds / 60) };
  return (
    <div className="report-matrices">
      {report.summary ? <p className="report__description">{report.summary}</p> : null}
      <dl className="report-matrices__facts">
        <div>
          <dt>{report.headings.score || t('matrices.scoreLabel')}</dt>
          <dd>{t('matrices.score', { correct: report.correct, total: report.total })}</dd>
        </div>
        <div>
          <dt>{t('matrices.answeredLabel')}</dt>
          <dd>{t('matrices.answered', { answered: report.answered, total: report.total })}</dd>
        </div>
        <div>
          <dt>{report.headings.time || t('matrices.timeLabel')}</dt>
          <dd>{t('matrices.time', time)}</dd>
        </div>
      </dl>
      <p className="report-note">{t('matrices.unansweredNote')}</p>
    </div>
  );
}

function ComparisonTab({ report }: { report: MatricesReport }) {
  const { t } = useReportTranslation();
  const c = report.comparison;
  if (!c) return <p className="report-note">{t('matrices.noComparison')}</p>;
  // The label is the server's; without one ours says the same, so the number never stands unlabelled.
  const estimateLabel = c.estimateLabel || t('matrices.estimateLabel');
  return (
    <div className="report-matrices">
      <section className="report-section" aria-labelledby="matrices-percentile">
        <h3 id="matrices-percentile">{report.headings.percentile || t('matrices.percentileHeading')}</h3>
        {/* The server's sentence when it sent one (it says the same in its words), else ours. */}
        {c.enoughResults && c.percentile !== null ? (
          <p className="report-matrices__figure" data-testid="matrices-percentile">
            {c.percentileText || t('matrices.percentile', { percentile: c.percentile })}
          </p>
        ) : (
          <p className="report-matrices__figure" data-testid="matrices-not-enough">
            {c.percentileText || t('matrices.notEnough', { count: c.sampleSize, minimum: c.minimumSampleSize })}
          </p>
        )}
        <p className="report-note">{t('matrices.sample', { count: c.sampleSize, version: report.testVersion })}</p>
      </section>
      <section className="report-section" aria-labelledby="matrices-estimate">
        <h3 id="matrices-estimate">{report.headings.estimate || t('matrices.estimateHeading')}</h3>
        {c.iqEstimate !== null ? (
          <p className="report-matrices__figure" data-testid="matrices-estimate">
            {labelled(t, estimateLabel, String(c.iqEstimate))}
          </p>
        ) : (
          <p data-testid="matrices-estimate-missing">
            {estimateLabel}
            {' · '}
            {t('matrices.noEstimate')}
          </p>
        )}
        {c.estimateNote ? <p className="report-note">{c.estimateNote}</p> : null}
      </section>
    </div>
  );
}

function RulesTab({ report }: { report: MatricesReport }) {
  const { t } = useReportTranslation();
  return (
    <div className="report-matrices">
      <h3>{report.headings.rules || t('matrices.tabs.rules')}</h3>
      <p>{t('matrices.rulesIntro')}</p>
      <ul className="report-matrices__rules">
        {report.ruleBreakdown.map((rule) => (
          <li key={rule.rule} className="report-section" data-rule={rule.rule}>
            <h4 className="report-mapping__name">
              {rule.name}
              <span className="report-mapping__level"> · {t('matrices.solved', { solved: rule.solved, total: rule.total })}</span>
            </h4>
            <div className="report-scale__track" aria-hidden="true">
              <span className="report-matrices__fill" style={{ width: `${solvedPercent(rule)}%` }} />
            </div>
            {rule.description ? <p>{rule.description}</p> : null}
          </li>
        ))}
      </ul>
    </div>
  );
}

function AboutTab({ report }: { report: MatricesReport }) {
  const { t } = useReportTranslation();
  return (
    <div className="report-matrices">
      <AboutList heading={report.headings.measures || t('matrices.measures')} items={report.measures} />
      <AboutList heading={report.headings.doesNotMeasure || t('matrices.doesNotMeasure')} items={report.doesNotMeasure} />
    </div>
  );
}

function AboutList({ heading, items }: { heading: string; items: string[] }) {
  if (items.length === 0) return null;
  return (
    <section className="report-section">
      <h3>{heading}</h3>
      <ul className="report-bullets">
        {items.map((item, i) => (
          <li key={i}>{item}</li>
        ))}
      </ul>
    </section>
  );
}
