import { z } from 'zod';
import { exactRecord, filledText, textTuple } from '../content-schema.js';
import { typeCodes } from '../type-profiles.js';

/**
 * The shape of the paid report's texts in one locale. Content is data: one JSON file per locale
 * (`services/exam/content/report/en.json`, …), validated by the schema below when the service starts.
 */

/** The report's sections after the basic profile and the dimension table, in reading order. */
export const reportSectionKeys = [
  'result_analysis',
  'personal_growth',
  'interpersonal_growth',
  'career_growth',
  'professional_benchmark',
  'advanced_guide',
  'additional_test',
  'further_reading',
] as const;
export type ReportSectionKey = (typeof reportSectionKeys)[number];

/** What the free result shows besides the type's description, basic profile and dimension table. */
export const freeSectionKeys: readonly ReportSectionKey[] = ['result_analysis'];

export const dimensionCodes = ['E', 'I', 'S', 'N', 'T', 'F', 'J', 'P'] as const;
export type DimensionCode = (typeof dimensionCodes)[number];

/** Labels a report page or PDF prints besides section titles. */
export const reportLabelKeys = [
  'report_title', // "Personality report"
  'overview', // tab "Overview"
  'dimensions_tab', // tab "Dimensions"
  'basic_profile',
  'population_ratio', // "Share of recent results"
  'male',
  'female',
  'sample_size', // "Based on {{count}} results from the last {{days}} days"
  'too_few_results', // "Not enough results yet to compute this"
  'keywords',
  'famous_people',
  'famous_people_note', // "Often described as this type; not a verified assessment"
  'dimension_analysis',
  'dimension',
  'score',
  'reference_range',
  'level',
  'quick_interpretation',
  'top_countries', // "Top 10 countries in recent tests"
  'country',
  'ranking_score', // "Latest ranking score"
  'ranking_explained', // "Your preferences are clearer than {{score}}% of recent {{type}} results"
  'type_rank', // "{{type}} is the {{rank}}. most frequent type in recent tests"
  'prepared_for', // "Prepared for {{name}}"
  'taken_on', // "Test taken on {{date}}"
  'order_number',
  'locked', // "Included in the full report"
  'disclaimer', // honesty: a self-report questionnaire describing preferences, not a diagnosis
  'page', // "Page {{n}} of {{total}}"
] as const;
export type ReportLabelKey = (typeof reportLabelKeys)[number];

const fiveTexts = textTuple(5);

export const sectionTextSchema = z.strictObject({
  /** 2 to 4 paragraphs of 40 to 90 words (CJK: 80 to 180 characters). */
  paragraphs: z.array(filledText).min(1),
  /** 3 to 6 short, concrete points. */
  bullets: z.array(filledText).min(1),
});
export type SectionText = z.infer<typeof sectionTextSchema>;

export const typeReportContentSchema = z.strictObject({
  /** A longer description than the free result's summary: 2 to 3 sentences. */
  description: filledText,
  /** 5 to 8 single words or short phrases. */
  keywords: z.array(filledText).min(1),
  /** 3 to 5 well-known people (or fictional characters) often described as this type — presented as such. */
  famousPeople: z.array(filledText).min(1),
  sections: exactRecord(reportSectionKeys, sectionTextSchema),
});
export type TypeReportContent = z.infer<typeof typeReportContentSchema>;

export const dimensionContentSchema = z.strictObject({
  /** e.g. "Extraversion". */
  name: filledText,
  /** A one-sentence quick interpretation for each level, 1 very low … 5 very high. */
  interpretations: fiveTexts,
});
export type DimensionContent = z.infer<typeof dimensionContentSchema>;

/**
 * The sentences that open the result analysis with the visitor's own scores. `{{dimension}}` is a
 * dimension's name, `{{level}}` a level name (lower case where the language writes it so), `{{score}}` 0–100,
 * `{{dimensions}}` the names near the cut joined with `listSeparator` and `listLastSeparator`.
 */
export const analysisSentencesSchema = z.strictObject({
  clearest: filledText,
  leastClear: filledText,
  nearCutOne: filledText,
  nearCutMany: filledText,
  listSeparator: z.string().min(1),
  listLastSeparator: z.string().min(1),
  /** Between the sentences: a space, or nothing in languages written without spaces (CN, HK, JA). */
  sentenceSeparator: z.enum(['', ' ']),
});
export type AnalysisSentences = z.infer<typeof analysisSentencesSchema>;

/** The report's texts in one locale: the file `content/report/<locale>.json`. */
export const localeReportContentSchema = z.strictObject({
  types: exactRecord(typeCodes, typeReportContentSchema),
  dimensions: exactRecord(dimensionCodes, dimensionContentSchema),
  /** Level names 1 … 5: very low, low, moderate, high, very high. */
  levelNames: fiveTexts,
  /** Section titles (by ReportSectionKey) and the labels of the report page and PDF (see reportLabelKeys). */
  labels: exactRecord([...reportSectionKeys, ...reportLabelKeys], filledText),
  analysis: analysisSentencesSchema,
});
export type LocaleReportContent = z.infer<typeof localeReportContentSchema>;
