/**
 * What the home page's four statistics show for an answer of `GET /app/v2/view` (spec §2 Home),
 * in words the caller translates: shared by the app's component and the prerendered page's
 * script, so both say exactly the same.
 */
import type { AppView } from './api/get-app-view';
import { formatAccuracy, formatCount, regionName } from './stats-format';

export type StatKey = 'takenToday' | 'inYourRegion' | 'totalCompleted' | 'accuracy';

export const STAT_KEYS: readonly StatKey[] = ['takenToday', 'inYourRegion', 'totalCompleted', 'accuracy'];

/** A message of the `home` namespace's `stats` group, e.g. `region` with `{ region: 'Japan' }`. */
export type StatsText = (key: 'accuracyValue' | 'ratings' | 'noRatings' | 'region' | 'regionUnknown', values?: Record<string, string>) => string;

export interface StatValue {
  key: StatKey;
  /** Shown value, or null for "not available". */
  value: string | null;
  detail?: string | undefined;
}

/** The four values and their details, formatted for `languageTag`; null values read "not available". */
export function statValues(stats: AppView['stats'], text: StatsText, languageTag: string): StatValue[] {
  const region = regionName(stats.region, languageTag);
  const accuracy = formatAccuracy(stats.accuracy?.average, languageTag);
  const ratings = formatCount(stats.accuracy?.ratings, languageTag);
  return [
    { key: 'takenToday', value: formatCount(stats.takenToday, languageTag) },
    {
      key: 'inYourRegion',
      value: stats.region ? formatCount(stats.inYourRegion, languageTag) : null,
      detail: region ? text('region', { region }) : text('regionUnknown'),
    },
    { key: 'totalCompleted', value: formatCount(stats.totalCompleted, languageTag) },
    {
      key: 'accuracy',
      value: accuracy ? text('accuracyValue', { average: accuracy }) : text('noRatings'),
      detail: accuracy && ratings ? text('ratings', { number: ratings }) : undefined,
    },
  ];
}
