import { TrackedLink } from '../../../components/tracked-link';
import {
  fillTemplate,
  formatCount,
  formatPercentValue,
  formatRatio,
  hasStatistics,
  reportLabel,
  sectionBlocks,
  type Report,
  type ReportOrder,
  type Section,
} from '../report-model';
import { useReportTranslation } from '../report-i18n';
import { BUY_REPORT_PATH } from '../report-paths';
import { RecommendedCourses } from './recommended-courses';

/**
 * The overview (summary) tab: the type's description, the basic profile (keywords, famous people,
 * population ratios), each section in reading order (locked cards for those not bought), the top 10
 * countries, the ranking score and the courses that fit the test. Headings and texts are the server's, in the report's language.
 */
export function OverviewPanel({ order, tag }: { order: ReportOrder; tag: string }) {
  const { report } = order;
  return (
    <div className="report-overview">
      {report.description ? <p className="report__description">{report.description}</p> : null}
      <BasicProfile report={report} tag={tag} />
      {sectionBlocks(report).map((block) =>
        block.kind === 'section' ? (
          <ReportSection key={block.key} section={block.section} />
        ) : (
          <LockedSection key={block.key} sectionKey={block.key} title={block.title} report={report} orderNumber={order.orderNumber} />
        ),
      )}
      <TopCountries report={report} tag={tag} />
      <Ranking report={report} />
      <RecommendedCourses />
    </div>
  );
}

function BasicProfile({ report, tag }: { report: Report; tag: string }) {
  const { basic, labels } = report;
  const overall = formatRatio(basic.populationRatio, tag);
  const tooFew = reportLabel(report, 'too_few_results', '—');
  return (
    <section className="report-section report-basic" aria-labelledby="report-basic" data-section="basic_profile">
      <h2 id="report-basic">{reportLabel(report, 'basic_profile')}</h2>
      {basic.keywords.length > 0 ? (
        <>
          <h3>{reportLabel(report, 'keywords')}</h3>
          <ul className="report-chips">
            {basic.keywords.map((keyword) => (
              <li key={keyword} className="report-chip">
                {keyword}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {basic.famousPeople.length > 0 ? (
        <>
          <h3>{reportLabel(report, 'famous_people')}</h3>
          <ul className="report-people">
            {basic.famousPeople.map((person) => (
              <li key={person}>{person}</li>
            ))}
          </ul>
          {labels.famous_people_note ? <p className="report-note">{labels.famous_people_note}</p> : null}
        </>
      ) : null}
      <h3>{reportLabel(report, 'population_ratio')}</h3>
      {overall === null ? (
        <p className="report-note" data-testid="too-few-results">
          {tooFew}
        </p>
      ) : (
        <>
          <dl className="report-ratios" data-testid="population-ratios">
            <div className="report-ratio report-ratio--overall">
              <dt>{report.typeCode}</dt>
              <dd>
                <RatioBar ratio={basic.populationRatio} />
                {overall}
              </dd>
            </div>
            <div className="report-ratio">
              <dt>{reportLabel(report, 'male')}</dt>
              <dd>
                <RatioBar ratio={basic.maleRatio} />
                {formatRatio(basic.maleRatio, tag) ?? tooFew}
              </dd>
            </div>
            <div className="report-ratio">
              <dt>{reportLabel(report, 'female')}</dt>
              <dd>
                <RatioBar ratio={basic.femaleRatio} />
                {formatRatio(basic.femaleRatio, tag) ?? tooFew}
              </dd>
            </div>
          </dl>
          {labels.sample_size ? (
            <p className="report-note">
              {fillTemplate(labels.sample_size, { count: formatCount(basic.sampleSize, tag), days: report.statisticsDays })}
            </p>
          ) : null}
        </>
      )}
    </section>
  );
}

/** A ratio as a small bar (decoration; the figure is next to it). */
function RatioBar({ ratio }: { ratio: number }) {
  if (!(ratio >= 0)) return null;
  return (
    <span className="report-ratio__bar" aria-hidden="true">
      <span style={{ width: `${Math.min(1, ratio) * 100}%` }} />
    </span>
  );
}

function ReportSection({ section }: { section: Section }) {
  const id = `report-section-${section.key}`;
  return (
    <section className="report-section" aria-labelledby={id} data-section={section.key}>
      <h2 id={id}>{section.title || section.key}</h2>
      {section.paragraphs.map((paragraph, i) => (
        <p key={i}>{paragraph}</p>
      ))}
      {section.bullets.length > 0 ? (
        <ul className="report-bullets">
          {section.bullets.map((bullet, i) => (
            <li key={i}>{bullet}</li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

function LockedSection({ sectionKey, title, report, orderNumber }: { sectionKey: string; title: string; report: Report; orderNumber: string }) {
  const { t } = useReportTranslation();
  const id = `report-locked-${sectionKey}`;
  return (
    <section className="report-section report-locked" aria-labelledby={id} data-section={sectionKey} data-locked="true">
      <h2 id={id}>
        <LockIcon />
        {title}
      </h2>
      <p className="report-locked__note">{reportLabel(report, 'locked', t('locked.title'))}</p>
      <TrackedLink to={BUY_REPORT_PATH} query={{ orderNumber }} className="button report-locked__cta">
        {t('locked.cta')}
      </TrackedLink>
    </section>
  );
}

function LockIcon() {
  return (
    <svg className="report-locked__icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M12 2a5 5 0 0 0-5 5v3H6a2 2 0 0 0-2 2v8a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-8a2 2 0 0 0-2-2h-1V7a5 5 0 0 0-5-5Zm-3 8V7a3 3 0 1 1 6 0v3H9Z"
      />
    </svg>
  );
}

function TopCountries({ report, tag }: { report: Report; tag: string }) {
  if (report.topCountries.length === 0) return null;
  return (
    <section className="report-section" aria-labelledby="report-countries" data-section="top_countries">
      <h2 id="report-countries">{reportLabel(report, 'top_countries')}</h2>
      <div className="report-table-wrap">
        <table className="report-table report-table--countries">
          <thead>
            <tr>
              <th scope="col">#</th>
              <th scope="col">{reportLabel(report, 'country')}</th>
              <th scope="col">{reportLabel(report, 'score')}</th>
            </tr>
          </thead>
          <tbody>
            {report.topCountries.map((country, i) => (
              <tr key={`${country.country}-${i}`}>
                <td>{i + 1}</td>
                <th scope="row">{country.countryName}</th>
                <td>{formatPercentValue(country.score, tag)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

function Ranking({ report }: { report: Report }) {
  const { labels } = report;
  if (!labels.ranking_score) return null;
  return (
    <section className="report-section report-ranking" aria-labelledby="report-ranking" data-section="ranking_score">
      <h2 id="report-ranking">{labels.ranking_score}</h2>
      {hasStatistics(report) ? (
        <>
          <p className="report-ranking__score" data-testid="ranking-score">
            {report.rankingScore}
          </p>
          {labels.ranking_explained ? <p>{fillTemplate(labels.ranking_explained, { score: report.rankingScore, type: report.typeCode })}</p> : null}
          {report.typeRank > 0 && labels.type_rank ? <p>{fillTemplate(labels.type_rank, { type: report.typeCode, rank: report.typeRank })}</p> : null}
        </>
      ) : (
        <p className="report-note">{reportLabel(report, 'too_few_results', '—')}</p>
      )}
    </section>
  );
}
