import { z } from 'zod';
import { exactRecord, filledText } from '../content-schema.js';
import { fillTemplate } from '../report-assembly.js';
import { type RuleKind, ruleKinds } from './matrix-rules.js';

/**
 * The matrices test's texts per locale (`content/matrices/<locale>.json`). Placeholders ({{correct}}, {{total}}, …) are filled by
 * `fillTemplate`. The estimate is always called an estimate and always said not to be clinically normed.
 */
export interface MatricesTexts {
  testName: string;
  instructions: string;
  questionText: string;
  tabs: Record<'score' | 'comparison' | 'rules' | 'about', string>;
  headings: Record<'score' | 'time' | 'percentile' | 'estimate' | 'rules' | 'measures' | 'doesNotMeasure', string>;
  /** {{correct}} of {{total}}. */
  resultTitle: string;
  /** {{answered}}, {{total}}, {{duration}}. */
  resultSummary: string;
  /** {{minutes}}, {{seconds}}. */
  duration: string;
  /** {{percentile}}, {{version}}. */
  percentileText: string;
  /** {{sampleSize}}, {{minimum}}. */
  notEnoughResults: string;
  estimateLabel: string;
  estimateNote: string;
  rules: Record<RuleKind, { name: string; description: string }>;
  measures: string[];
  doesNotMeasure: string[];
}

const texts = z.array(filledText).min(1);

export const matricesTextsSchema: z.ZodType<MatricesTexts> = z.strictObject({
  testName: filledText,
  instructions: filledText,
  questionText: filledText,
  tabs: exactRecord(['score', 'comparison', 'rules', 'about'], filledText),
  headings: exactRecord(['score', 'time', 'percentile', 'estimate', 'rules', 'measures', 'doesNotMeasure'], filledText),
  resultTitle: filledText,
  resultSummary: filledText,
  duration: filledText,
  percentileText: filledText,
  notEnoughResults: filledText,
  estimateLabel: filledText,
  estimateNote: filledText,
  rules: exactRecord(ruleKinds, z.strictObject({ name: filledText, description: filledText })),
  measures: texts,
  doesNotMeasure: texts,
});

export function formatDuration(texts: MatricesTexts, totalSeconds: number): string {
  return fillTemplate(texts.duration, { minutes: Math.floor(totalSeconds / 60), seconds: totalSeconds % 60 });
}
