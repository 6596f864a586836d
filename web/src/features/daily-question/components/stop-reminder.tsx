import { useState } from 'react';
import { Link } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import { stopDailyReminder } from '../api/reminder';
import { useDailyQuestionTranslation } from '../daily-question-i18n';
import { dailyQuestionPaths } from '../daily-question-paths';

type StopOutcome = 'idle' | 'sending' | 'done' | 'invalid' | 'failed';

/**
 * `?stopReminder=…`, the link in every reminder mail: one press stops the reminder, without signing in (the
 * signed token names the member). Nothing happens on load, so mail scanners that open links stop nothing.
 */
export function StopReminder({ token }: { token: string }) {
  const { t } = useDailyQuestionTranslation();
  const [outcome, setOutcome] = useState<StopOutcome>('idle');
  const stop = async () => {
    if (outcome === 'sending') return;
    setOutcome('sending');
    try {
      await stopDailyReminder(token);
      setOutcome('done');
    } catch (error) {
      setOutcome(error instanceof ApiError && (error.result === 400 || error.status === 400) ? 'invalid' : 'failed');
    }
  };

  return (
    <div className="dq-stop" data-testid="stop-reminder">
      <h2>{t('stopReminder.heading')}</h2>
      {outcome === 'done' ? (
        <p role="status" data-testid="stop-reminder-result">
          {t('stopReminder.done')}
        </p>
      ) : outcome === 'invalid' ? (
        <p role="alert" data-testid="stop-reminder-result">
          {t('stopReminder.invalid')}
        </p>
      ) : (
        <>
          <p>{t('stopReminder.intro')}</p>
          <button type="button" className="button" onClick={() => void stop()} aria-disabled={outcome === 'sending' || undefined}>
            {outcome === 'sending' ? t('stopReminder.sending') : t('stopReminder.submit')}
          </button>
          {outcome === 'failed' ? <p role="alert">{t('stopReminder.failed')}</p> : null}
        </>
      )}
      <p>
        <Link to={dailyQuestionPaths.page}>{t('stopReminder.toQuestion')}</Link>
      </p>
    </div>
  );
}
