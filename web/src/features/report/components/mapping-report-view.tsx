import {
  keyInterpretationDimensions,
  MAPPING_TABS,
  type MappingDimension,
  type MappingReport,
  type MappingReportOrder,
  type MappingTab,
} from '../mapping-report-model';
import { useReportTranslation, type ReportKey, type ReportT } from '../report-i18n';
import { lockedPanels, ReportShell } from './report-frame';
import { ReportTabs } from './report-tabs';
import { useTabParam } from './use-tab-param';

const FALLBACK_TAB_TITLES: Record<MappingTab, ReportKey> = {
  overview: 'mapping.tabs.overview',
  key_interpretations: 'mapping.tabs.keyInterpretations',
  dimension_analysis: 'mapping.tabs.dimensionAnalysis',
  development_recommendations: 'mapping.tabs.developmentRecommendations',
};

/**
 * The mapping test's report (a five-dimension profile): the tabs overview, key interpretations, dimension
 * analysis and development recommendations (spec §2). The overview is free; the other tabs show a locked
 * card until the server sends them unlocked. Once paid, the PDF download; print shows every tab.
 */
export function MappingReportView({ order }: { order: MappingReportOrder }) {
  const { t } = useReportTranslation();
  const [tab, selectTab] = useTabParam(MAPPING_TABS);
  const { report, orderNumber } = order;
  const labels = Object.fromEntries(
    MAPPING_TABS.map((key) => [key, report.tabs[key].title || t(FALLBACK_TAB_TITLES[key])]),
  ) as Record<MappingTab, string>;
  const panel = lockedPanels(report.tabs, labels, orderNumber, t('mapping.lockedTab'));

  return (
    <ReportShell
      kind="mapping"
      locale={report.locale}
      full={report.full}
      orderNumber={orderNumber}
      takenAt={order.takenAt}
      kicker={t('mapping.heading')}
      title={
        <span className="report__profile-code" data-testid="profile-code">
          <span className="visually-hidden">{t('mapping.codeLabel')} </span>
          {report.profileCode}
        </span>
      }
      freeText={t('mapping.freeText')}
      note={report.sourceNote}
    >
      <ReportTabs
        tabs={MAPPING_TABS}
        selected={tab}
        onSelect={selectTab}
        labels={labels}
        panels={{
          overview: <OverviewTab report={report} />,
          key_interpretations: panel('key_interpretations', <KeyInterpretationsTab report={report} />),
          dimension_analysis: panel('dimension_analysis', <DimensionAnalysisTab report={report} />),
          development_recommendations: panel('development_recommendations', <RecommendationsTab report={report} />),
        }}
      />
    </ReportShell>
  );
}

function OverviewTab({ report }: { report: MappingReport }) {
  return (
    <div className="report-mapping">
      {report.summary ? <p className="report__description" data-testid="profile-summary">{report.summary}</p> : null}
      {report.overviewIntro.map((paragraph, i) => (
        <p key={i}>{paragraph}</p>
      ))}
      <ul className="report-mapping__dimensions">
        {report.dimensions.map((d) => (
          <li key={d.dimension} className="report-section report-mapping__dimension" data-dimension={d.dimension}>
            <DimensionHeading dimension={d} yourLevel={report.headings.yourLevel} />
            <PositionBar dimension={d} report={report} />
            {d.headline ? <p className="report-mapping__headline">{d.headline}</p> : null}
          </li>
        ))}
      </ul>
      {report.referenceRangeNote ? <p className="report-note">{report.referenceRangeNote}</p> : null}
    </div>
  );
}

function KeyInterpretationsTab({ report }: { report: MappingReport }) {
  return (
    <div className="report-mapping">
      {keyInterpretationDimensions(report).map((d, i) => (
        <section key={d.dimension} className="report-section" aria-labelledby={`key-${d.dimension}`} data-dimension={d.dimension}>
          <DimensionHeading dimension={d} yourLevel={report.headings.yourLevel} id={`key-${d.dimension}`} rank={i + 1} />
          {d.headline ? <p className="report-mapping__headline">{d.headline}</p> : null}
          {d.interpretation ? <p>{d.interpretation}</p> : null}
        </section>
      ))}
    </div>
  );
}

function DimensionAnalysisTab({ report }: { report: MappingReport }) {
  const { t } = useReportTranslation();
  return (
    <div className="report-mapping">
      {report.dimensions.map((d) => (
        <section key={d.dimension} className="report-section" aria-labelledby={`analysis-${d.dimension}`} data-dimension={d.dimension}>
          <DimensionHeading dimension={d} yourLevel={report.headings.yourLevel} id={`analysis-${d.dimension}`} />
          {d.description ? <p>{d.description}</p> : null}
          <dl className="report-mapping__poles">
            <div>
              <dt>{t('mapping.lowEnd')}</dt>
              <dd>{d.lowPole}</dd>
            </div>
            <div>
              <dt>{t('mapping.highEnd')}</dt>
              <dd>{d.highPole}</dd>
            </div>
          </dl>
          <PositionBar dimension={d} report={report} />
          <TextList heading={report.headings.strengths} items={d.strengths} />
          <TextList heading={report.headings.watchOuts} items={d.watchOuts} />
        </section>
      ))}
    </div>
  );
}

function RecommendationsTab({ report }: { report: MappingReport }) {
  return (
    <div className="report-mapping">
      {report.dimensions.map((d) => (
        <section key={d.dimension} className="report-section" aria-labelledby={`growth-${d.dimension}`} data-dimension={d.dimension}>
          <DimensionHeading dimension={d} yourLevel={report.headings.yourLevel} id={`growth-${d.dimension}`} />
          <TextList heading={report.headings.recommendations} items={d.recommendations} ordered />
        </section>
      ))}
    </div>
  );
}

/** The dimension's name with its level (`Your level: High (4 of 5)`); `rank` numbers the key interpretations. */
function DimensionHeading({ dimension, yourLevel, id, rank }: { dimension: MappingDimension; yourLevel: string; id?: string; rank?: number }) {
  const { t } = useReportTranslation();
  return (
    <h3 id={id} className="report-mapping__name">
      {rank ? `${rank}. ` : null}
      {dimension.name}
      <span className="report-mapping__level" data-level={dimension.level}>
        {' · '}
        {labelled(t, yourLevel, t('mapping.level', { level: dimension.level, name: dimension.levelName }))}
      </span>
    </h3>
  );
}

/** The position 0–100 on a bar with the reference range shaded, and both figures in words. */
function PositionBar({ dimension, report }: { dimension: MappingDimension; report: MappingReport }) {
  const { t } = useReportTranslation();
  const range = dimension.referenceRange;
  return (
    <div className="report-mapping__position">
      <div className="report-scale__track report-mapping__track" aria-hidden="true">
        {range ? <span className="report-mapping__range" style={{ left: `${range.from}%`, width: `${range.to - range.from}%` }} /> : null}
        <span className="report-scale__marker" style={{ left: `${dimension.position}%` }} />
      </div>
      <p className="report-mapping__reading">
        <span>{t('mapping.position', { position: dimension.position })}</span>
        {range ? <span>{labelled(t, report.headings.referenceRange, t('mapping.range', { from: range.from, to: range.to }))}</span> : null}
      </p>
    </div>
  );
}

/** `label: value` with the language's punctuation (`label : value` in French), or the value alone. */
export function labelled(t: ReportT, label: string, value: string): string {
  return label ? t('mapping.labelled', { label, value }) : value;
}

function TextList({ heading, items, ordered = false }: { heading: string; items: string[]; ordered?: boolean }) {
  if (items.length === 0) return null;
  const List = ordered ? 'ol' : 'ul';
  return (
    <>
      {heading ? <h4 className="report-mapping__list-heading">{heading}</h4> : null}
      <List className="report-bullets">
        {items.map((item, i) => (
          <li key={i}>{item}</li>
        ))}
      </List>
    </>
  );
}
