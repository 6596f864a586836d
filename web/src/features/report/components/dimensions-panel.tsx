import { reportLabel, type Report } from '../report-model';
import { useReportTranslation } from '../report-i18n';
import { ScaleBar } from './scale-bar';

/**
 * The dimensions tab: the dimension table (dimension, score with a bar, reference range, level 1–5 with
 * its name, quick interpretation) and the four scale bars.
 */
export function DimensionsPanel({ report }: { report: Report }) {
  const { t } = useReportTranslation();
  return (
    <div className="report-dimensions">
      {report.dimensions.length > 0 ? (
        <section className="report-section" aria-labelledby="report-dimension-analysis" data-section="dimension_analysis">
          <h2 id="report-dimension-analysis">{reportLabel(report, 'dimension_analysis')}</h2>
          <div className="report-table-wrap">
            <table className="report-table report-table--dimensions" data-testid="dimension-table">
              <thead>
                <tr>
                  <th scope="col">{reportLabel(report, 'dimension')}</th>
                  <th scope="col">{reportLabel(report, 'score')}</th>
                  <th scope="col">{reportLabel(report, 'reference_range')}</th>
                  <th scope="col">{reportLabel(report, 'level')}</th>
                  <th scope="col">{reportLabel(report, 'quick_interpretation')}</th>
                </tr>
              </thead>
              <tbody>
                {report.dimensions.map((d) => (
                  <tr key={d.code || d.name} data-dimension={d.code}>
                    <th scope="row">
                      {d.name}
                      {d.code && d.code !== d.name ? <span className="report-table__code"> ({d.code})</span> : null}
                    </th>
                    <td className="report-table__score">
                      <span className="report-score">
                        <span className="report-score__bar" aria-hidden="true">
                          <span style={{ width: `${d.score}%` }} />
                        </span>
                        <span className="visually-hidden">{t('table.scoreValue', { score: d.score })}</span>
                        <span aria-hidden="true">{d.score}</span>
                      </span>
                    </td>
                    <td>{d.referenceRange}</td>
                    <td>
                      <span className="report-level" data-level={d.level}>
                        <span className="report-level__dots" aria-hidden="true">
                          {[1, 2, 3, 4, 5].map((n) => (
                            <span key={n} className={n <= d.level ? 'is-on' : undefined} />
                          ))}
                        </span>
                        <span className="visually-hidden">{t('table.levelValue', { level: d.level })} </span>
                        <span>{d.levelName || d.level}</span>
                      </span>
                    </td>
                    <td>{d.interpretation}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>
      ) : null}
      {report.scales.length > 0 ? (
        <section className="report-section" aria-labelledby="report-scales">
          <h2 id="report-scales">{t('scales.heading')}</h2>
          <p className="report-note">{t('scales.intro')}</p>
          <ul className="report-scales">
            {report.scales.map((scale) => (
              <ScaleBar key={scale.scale} scale={scale} />
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
