import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { browserLanguageTags, regionFromLanguageTags } from '../../../lib/region';
import { useAppView } from '../api/use-app-view';
import { formatAccuracy, formatCount, regionName } from '../stats-format';

interface StatItem {
  key: 'takenToday' | 'inYourRegion' | 'totalCompleted' | 'accuracy';
  label: string;
  /** Shown value, or null for "not available". */
  value: string | null;
  detail?: string | undefined;
}

/**
 * The four statistics, exactly as `GET /app/v2/view` counts them (spec §2 Home): Taken Today,
 * In Your Region, Total Completed, User-rated Accuracy ("No ratings yet" while nobody has
 * rated). Loading and error-with-retry states; no number is ever invented.
 */
export function HomeStats({ examId }: { examId: string }) {
  const { t, i18n } = useTranslation('home');
  const country = useMemo(() => regionFromLanguageTags(browserLanguageTags()), []);
  const { data, error, isValidating, mutate } = useAppView(examId, country);
  const language = i18n.language;
  const stats = data?.stats;
  const status = stats ? 'ready' : error && !isValidating ? 'error' : 'loading';

  const items: StatItem[] = [
    { key: 'takenToday', label: t('stats.takenToday'), value: stats ? formatCount(stats.takenToday, language) : null },
    {
      key: 'inYourRegion',
      label: t('stats.inYourRegion'),
      value: stats?.region ? formatCount(stats.inYourRegion, language) : null,
      detail: stats ? regionDetail(stats.region) : undefined,
    },
    { key: 'totalCompleted', label: t('stats.totalCompleted'), value: stats ? formatCount(stats.totalCompleted, language) : null },
    {
      key: 'accuracy',
      label: t('stats.accuracy'),
      value: stats ? accuracyValue(stats.accuracy?.average) : null,
      detail: stats && formatAccuracy(stats.accuracy?.average, language) ? ratingsDetail(stats.accuracy.ratings) : undefined,
    },
  ];

  function regionDetail(region: string | null): string {
    const name = regionName(region, language);
    return name ? t('stats.region', { region: name }) : t('stats.regionUnknown');
  }

  function accuracyValue(average: number | null | undefined): string {
    const formatted = formatAccuracy(average, language);
    return formatted ? t('stats.accuracyValue', { average: formatted }) : t('stats.noRatings');
  }

  function ratingsDetail(ratings: number): string | undefined {
    const count = formatCount(ratings, language);
    return count ? t('stats.ratings', { number: count }) : undefined;
  }

  return (
    <section className="stats" aria-labelledby="stats-title" aria-busy={status === 'loading'} data-state={status}>
      <h2 id="stats-title" className="stats__title">
        {t('stats.title')}
      </h2>
      <dl className="stats__grid">
        {items.map((item) => (
          <div className="stat" key={item.key} data-stat={item.key}>
            <dt className="stat__label">{item.label}</dt>
            <dd className="stat__value">
              {status !== 'ready' ? (
                <span className="stat__placeholder" aria-hidden="true">
                  —
                </span>
              ) : (
                (item.value ?? t('stats.unavailable'))
              )}
            </dd>
            {item.detail ? <dd className="stat__detail">{item.detail}</dd> : null}
          </div>
        ))}
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
