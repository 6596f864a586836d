import type { MatricesScore } from '../result-scales';
import { useResultTranslation } from '../result-i18n';

/**
 * The matrices IQ test's free result: the number correct out of the items and the time taken (the server's
 * summary says the same in a sentence). The percentile and the IQ-scale estimate belong to the paid
 * report; no type is shown.
 */
export function MatricesSummary({ result, own }: { result: MatricesScore; own: boolean }) {
  const { t } = useResultTranslation();
  const time = {
    minutes: Math.floor(result.elapsedSeconds / 60),
    seconds: result.elapsedSeconds % 60,
    limit: Math.round(result.timeLimitSeconds / 60),
  };
  return (
    <header className="result__header">
      <p className="result__kicker">{own ? t('matrices.heading') : t('matrices.sharedHeading')}</p>
      <h1 id="result-title" className="result__title">
        <span className="result__score" data-testid="matrices-score">
          {t('matrices.score', { correct: result.correct, total: result.total })}
        </span>
      </h1>
      <dl className="result__facts">
        <div>
          <dt>{t('matrices.answeredLabel')}</dt>
          <dd>{t('matrices.answered', { answered: result.answered, total: result.total })}</dd>
        </div>
        <div>
          <dt>{t('matrices.timeLabel')}</dt>
          <dd data-testid="matrices-time">{t('matrices.time', time)}</dd>
        </div>
      </dl>
      <p className="result__honesty">{t('matrices.unansweredNote')}</p>
    </header>
  );
}
