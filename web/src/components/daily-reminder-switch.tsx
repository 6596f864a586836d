import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DAILY_REMINDER_NAMESPACE, browserTimeZone, setDailyReminder, useDailyReminder } from '../lib/daily-reminder';
import './daily-reminder-switch.css';

/**
 * The member's switch for the morning e-mail about the daily question, shown where the question is open to them
 * (the daily question page, the account settings). With `heading`, it names itself with an h2 (a settings section).
 */
export function DailyReminderSwitch({ heading = false }: { heading?: boolean }) {
  const { t } = useTranslation(DAILY_REMINDER_NAMESPACE);
  const id = useId();
  const { reminder, error, mutate } = useDailyReminder();
  const [saving, setSaving] = useState(false);
  const [failed, setFailed] = useState(false);
  if (error || !reminder) return null; // the switch waits for its state; the page around it is what the member came for

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
    <section className="daily-reminder" aria-busy={saving} aria-labelledby={heading ? `${id}-heading` : undefined} data-testid="daily-reminder">
      {heading ? <h2 id={`${id}-heading`}>{t('heading')}</h2> : null}
      <div className="daily-reminder__switch">
        <input
          id={`${id}-reminder`}
          type="checkbox"
          checked={reminder.enabled}
          onChange={(event) => void toggle(event.currentTarget.checked)}
          aria-describedby={`${id}-hint`}
          data-testid="daily-reminder-switch"
        />
        <label htmlFor={`${id}-reminder`}>{t('label')}</label>
      </div>
      <p id={`${id}-hint`} className="daily-reminder__note daily-reminder__hint">
        {t('hint', { timeZone: reminder.enabled && reminder.timeZone ? reminder.timeZone : browserTimeZone() })}
      </p>
      <p role="status" className="daily-reminder__note" data-testid="daily-reminder-state">
        {saving ? t('saving') : reminder.enabled ? t('on') : ''}
      </p>
      {failed ? (
        <p role="alert" className="daily-reminder__note">
          {t('failed')}
        </p>
      ) : null}
    </section>
  );
}
