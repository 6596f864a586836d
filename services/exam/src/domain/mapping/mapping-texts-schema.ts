import { z } from 'zod';
import { exactRecord, filledText, textTuple } from '../content-schema.js';
import { mappingItems } from './mapping-items.js';
import { bigFiveDimensions, dimensionLevels, type MappingTexts } from './mapping-types.js';

const texts = z.array(filledText).min(1);

const dimensionLevelTextsSchema = z.strictObject({
  headline: filledText,
  interpretation: filledText,
  strengths: texts,
  watchOuts: texts,
  recommendations: texts,
});

/** The file `content/mapping/<locale>.json`: every statement of the 50 items and the report's texts. */
export const mappingTextsSchema: z.ZodType<MappingTexts> = z.strictObject({
  items: exactRecord(
    mappingItems.map((item) => item.id),
    filledText,
  ),
  scaleLabels: textTuple(5),
  tabs: z.strictObject({ overview: filledText, keyInterpretations: filledText, dimensionAnalysis: filledText, developmentRecommendations: filledText }),
  levelNames: exactRecord(dimensionLevels, filledText),
  overviewIntro: texts,
  profileSummary: filledText,
  headings: z.strictObject({ strengths: filledText, watchOuts: filledText, recommendations: filledText, yourLevel: filledText, referenceRange: filledText }),
  sourceNote: filledText,
  referenceRangeNote: filledText,
  dimensions: exactRecord(
    bigFiveDimensions,
    z.strictObject({ name: filledText, description: filledText, lowPole: filledText, highPole: filledText, levels: exactRecord(dimensionLevels, dimensionLevelTextsSchema) }),
  ),
});
