import { z } from 'zod';
import { exactRecord, filledText, textTuple } from '../content-schema.js';
import { profileLevels, type ProfileTestTexts } from './profile-test-types.js';

const texts = z.array(filledText).min(1);

/** The file `content/<test>/<locale>.json` of one profile test, given the test's keys. */
export function profileTestTextsSchema<S extends string, O extends string, L extends string, T extends string>(keys: {
  itemIds: readonly string[];
  scales: readonly S[];
  outcomes: readonly O[];
  lists: readonly L[];
  tabs: readonly T[];
}): z.ZodType<ProfileTestTexts<S, O, L, T>> {
  return z.strictObject({
    items: exactRecord(keys.itemIds, filledText),
    scaleLabels: textTuple(5),
    levelNames: exactRecord(profileLevels, filledText),
    tabs: exactRecord(keys.tabs, filledText),
    listHeadings: exactRecord(keys.lists, filledText),
    resultLabel: filledText,
    resultTitle: filledText,
    overviewIntro: texts,
    sourceNote: filledText,
    scales: exactRecord(
      keys.scales,
      z.strictObject({
        name: filledText,
        description: filledText,
        lowPole: filledText,
        highPole: filledText,
        levels: exactRecord(profileLevels, z.strictObject({ headline: filledText, interpretation: filledText })),
      }),
    ),
    outcomes: exactRecord(
      keys.outcomes,
      z.strictObject({ name: filledText, summary: filledText, description: texts, lists: exactRecord(keys.lists, texts) }),
    ),
  });
}
