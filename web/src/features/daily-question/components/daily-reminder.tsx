import { useId, useState } from 'react';
import { Link } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import { browserTimeZone, setDailyReminder, stopDailyReminder, useDailyReminder } from '../api/reminder';
import { useDailyQuestionTranslation } from '../daily-question-i18n';
import { dailyQuestionPaths } from '../daily-question-paths';

/** The member's switch for the morning e-mail about the daily question (shown where the question is open). */
export function DailyReminderSwitch() {
  const { t } = useDailyQuestionTranslation();
  const id = useId();
  const { reminder, error, mutate } = useDailyReminder();
  const [saving, setSaving] = useState(false);
  const [failed, setFailed] = useState(false);
  if (error || !reminder) return null; // the question itself is what the page is for; the switch waits for its state

  const toggle = async (enabled: boolean) => {
    if (saving) return;
    setSaving(true);
    setFailed(false);
    try {
      // The box follows the press at once; a failed save puts it back.
      await mutate(setDailyReminder(enabled), { optimisticData: { ...reminder, enabled }, rollbackOnError: true, populateCache: true, revalidate: false });
    } catch {
      setFailed(true);
    } finally {
      setSaving(false);
    }
  };

  return (
    <div className="dq-reminder" aria-busy={saving}>
      <input
        id={`${id}-reminder`}
        type="checkbox"
        checked={reminder.enabled}
        onChange={(event) => void toggle(event.currentTarget.checked)}
        aria-describedby={`${id}-hint`}
        data-testid="daily-reminder-switch"
      />
      <label htmlFor={`${id}-reminder`}>{t('reminder.label')}</label>
      <p id={`${id}-hint`} className="dq-reminder__hint">
        {t('reminder.hint', { timeZone: reminder.enabled && reminder.timeZone ? reminder.timeZone : browserTimeZone() })}
      </p>
      <p role="status" className="dq-reminder__state" data-testid="daily-reminder-state">
        {saving ? t('reminder.saving') : reminder.enabled ? t('reminder.on') : ''}
      </p>
      {failed ? (
        <p role="alert" className="dq-reminder__error">
          {t('reminder.failed')}
        </p>
      ) : null}
    </div>
  );
}

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
