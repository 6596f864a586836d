import { describe, expect, it } from 'vitest';
import { statValues, type StatsText } from './home-stats-model';

const text: StatsText = (key, values) => `${key}${values ? JSON.stringify(values) : ''}`;

describe('statValues', () => {
  it('formats the four counts for the language, with the region and the number of ratings as details', () => {
    const values = statValues(
      { takenToday: 1204, inYourRegion: 15321, region: 'DE', totalCompleted: 2_000_000, accuracy: { average: 4.26, ratings: 1500 } },
      text,
      'de',
    );
    expect(values).toEqual([
      { key: 'takenToday', value: '1.204' },
      { key: 'inYourRegion', value: '15.321', detail: 'region{"region":"Deutschland"}' },
      { key: 'totalCompleted', value: '2.000.000' },
      { key: 'accuracy', value: 'accuracyValue{"average":"4,3"}', detail: 'ratings{"number":"1.500"}' },
    ]);
  });

  it('says "not available" (null), "region not detected" and "no ratings yet" instead of inventing numbers', () => {
    const values = statValues({ takenToday: -1, inYourRegion: null, region: null, totalCompleted: 3, accuracy: { average: null, ratings: 0 } }, text, 'en');
    expect(values).toEqual([
      { key: 'takenToday', value: null },
      { key: 'inYourRegion', value: null, detail: 'regionUnknown' },
      { key: 'totalCompleted', value: '3' },
      { key: 'accuracy', value: 'noRatings', detail: undefined },
    ]);
  });
});
