import { sideOf, type ScaleScore } from '../result-scales';
import { useResultTranslation } from '../result-i18n';

/** One scale: both pole names, the position marked on a bar, and the letter's certainty. */
export function ScaleBar({ scale }: { scale: ScaleScore }) {
  const { t } = useResultTranslation();
  const side = sideOf(scale);
  const position = t('position', { percent: side.percent, name: side.name });
  return (
    <li className={`scale-bar${scale.nearCut ? ' scale-bar--near-cut' : ''}`} data-scale={scale.scale}>
      <h3 className="visually-hidden">{t('scaleLabel', { left: scale.leftName, right: scale.rightName })}</h3>
      <div className="scale-bar__poles" aria-hidden="true">
        <span className={side.side === 'left' ? 'is-chosen' : undefined}>
          {scale.leftName} <abbr>({scale.leftPole})</abbr>
        </span>
        <span className={side.side === 'right' ? 'is-chosen' : undefined}>
          {scale.rightName} <abbr>({scale.rightPole})</abbr>
        </span>
      </div>
      <div className="scale-bar__track" aria-hidden="true">
        <span className="scale-bar__cut" />
        <span className="scale-bar__marker" style={{ left: `${scale.position}%` }} />
      </div>
      <p className="scale-bar__reading">
        <strong className="scale-bar__letter">{scale.letter}</strong> {position}
        {scale.nearCut ? <span className="scale-bar__uncertain"> · {t('nearCut')}</span> : null}
      </p>
    </li>
  );
}
