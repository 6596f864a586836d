import type { TypeCode } from '../type-profiles.js';

/**
 * The shape of the paid report's texts in one locale. Content is data: one file per locale
 * (`en.ts`, `cn.ts`, …), written for Mindprint, checked by a test for missing or empty parts.
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

export interface SectionText {
  /** 2 to 4 paragraphs of 40 to 90 words (CJK: 80 to 180 characters). */
  paragraphs: string[];
  /** 3 to 6 short, concrete points. */
  bullets: string[];
}

export interface TypeReportContent {
  /** A longer description than the free result's summary: 2 to 3 sentences. */
  description: string;
  /** 5 to 8 single words or short phrases. */
  keywords: string[];
  /** 3 to 5 well-known people (or fictional characters) often described as this type — presented as such. */
  famousPeople: string[];
  sections: Record<ReportSectionKey, SectionText>;
}

export interface DimensionContent {
  /** e.g. "Extraversion". */
  name: string;
  /** A one-sentence quick interpretation for each level, 1 very low … 5 very high. */
  interpretations: [string, string, string, string, string];
}

export interface LocaleReportContent {
  types: Record<TypeCode, TypeReportContent>;
  dimensions: Record<DimensionCode, DimensionContent>;
  /** Level names 1 … 5: very low, low, moderate, high, very high. */
  levelNames: [string, string, string, string, string];
  /** Section titles (by ReportSectionKey) and the labels of the report page and PDF (see reportLabelKeys). */
  labels: Record<ReportSectionKey | ReportLabelKey, string>;
}

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
