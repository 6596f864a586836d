import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { browserLanguageTags, regionFromLanguageTags } from '../../../lib/region';
import { useAppView } from '../api/use-app-view';
import { STAT_KEYS, statValues, type StatsText } from '../home-stats-model';

/**
 * The four statistics, exactly as `GET /app/v2/view` counts them (spec §2 Home): Taken Today,
 * In Your Region, Total Completed, User-rated Accuracy ("No ratings yet" while nobody has
 * rated). Loading and error-with-retry states; no number is ever invented. On the prerendered
 * home page the entry script (features/home/home-stats-island.ts) fills in the same markup.
 */
export function HomeStats({ examId }: { examId: string }) {
  const { t, i18n } = useTranslation('home');
  const country = useMemo(() => regionFromLanguageTags(browserLanguageTags()), []);
  const { data, error, isValidating, mutate } = useAppView(examId, country);
  const stats = data?.stats;
  const status = stats ? 'ready' : error && !isValidating ? 'error' : 'loading';
  // i18next's types check each key's interpolation values; the model passes the right ones.
  const translate = t as unknown as (key: string, values?: Record<string, string>) => string;
  const text: StatsText = (key, values) => translate(`stats.${key}`, values);
  const values = stats ? statValues(stats, text, i18n.language) : [];

  return (
    <section className="stats" aria-labelledby="stats-title" aria-busy={status === 'loading'} data-state={status} data-exam-id={examId}>
      <h2 id="stats-title" className="stats__title">
        {t('stats.title')}
      </h2>
      <dl className="stats__grid">
        {STAT_KEYS.map((key) => {
          const item = values.find((value) => value.key === key);
          return (
            <div className="stat" key={key} data-stat={key}>
              <dt className="stat__label">{t(`stats.${key}`)}</dt>
              <dd className="stat__value">
                {item ? (
                  (item.value ?? t('stats.unavailable'))
                ) : (
                  <span className="stat__placeholder" aria-hidden="true">
                    —
                  </span>
                )}
              </dd>
              {item?.detail ? <dd className="stat__detail">{item.detail}</dd> : null}
            </div>
          );
        })}
      </dl>
      <p className="stats__status" role="status">
        {status === 'loading' ? t('stats.loading') : ''}
      </p>
      {status === 'error' ? (
        <div className="stats__error" role="alert">
          <p>{t('stats.error')}</p>
          <button type="button" className="button button--secondary" onClick={() => void mutate()}>
            {t('stats.retry')}
          </button>
        </div>
      ) : null}
      {status === 'ready' ? <p className="stats__note">{t('stats.note')}</p> : null}
    </section>
  );
}
