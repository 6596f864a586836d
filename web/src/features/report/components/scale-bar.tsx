import { sideOf, type ScaleScore } from '../report-model';
import { useReportTranslation } from '../report-i18n';

/** One scale: both pole names, the position on a bar, and whether the letter is near the cut (less certain). */
export function ScaleBar({ scale }: { scale: ScaleScore }) {
  const { t } = useReportTranslation();
  const side = sideOf(scale);
  return (
    <li className={`report-scale${scale.nearCut ? ' report-scale--near-cut' : ''}`} data-scale={scale.scale}>
      <h3 className="visually-hidden">{t('scales.label', { left: scale.leftName, right: scale.rightName })}</h3>
      <div className="report-scale__poles" aria-hidden="true">
        <span className={side.side === 'left' ? 'is-chosen' : undefined}>
          {scale.leftName} ({scale.leftPole})
        </span>
        <span className={side.side === 'right' ? 'is-chosen' : undefined}>
          {scale.rightName} ({scale.rightPole})
        </span>
      </div>
      <div className="report-scale__track" aria-hidden="true">
        <span className="report-scale__cut" />
        <span className="report-scale__marker" style={{ left: `${scale.position}%` }} />
      </div>
      <p className="report-scale__reading">
        <strong className="report-scale__letter">{scale.letter}</strong> {t('scales.position', { percent: side.percent, name: side.name })}
        {scale.nearCut ? <span className="report-scale__uncertain"> · {t('scales.nearCut')}</span> : null}
      </p>
    </li>
  );
}
