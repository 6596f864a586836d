import { examKindOf, itemBankFor } from './item-banks.js';
import type { LocaleCode } from './locales.js';
import { mappingTextsFor, type MappingTextsRegistry } from './mapping/mapping-content/mapping-locales.js';
import { mappingItems } from './mapping/mapping-items.js';
import { describeMappingResult, type MappingResult } from './mapping/mapping-result.js';
import { profileFromPositions, scoreMappingAnswers } from './mapping/mapping-scoring.js';
import { type DescribedResult, describeResult, scoreFromPositions } from './result-texts.js';
import { scoreAnswers } from './scoring.js';

/** Every exam's result, scored or rebuilt the way its kind is. */
export type ExamResult = DescribedResult | MappingResult;

type Answers = ReadonlyArray<{ questionId: string; value: number }>;

export function scoreExamAnswers(examId: string, answers: Answers, locale: LocaleCode, registry: MappingTextsRegistry): ExamResult {
  if (examKindOf(examId) === 'mapping') return describeMappingResult(scoreMappingAnswers(mappingItems, answers), mappingTextsFor(locale, registry));
  return describeResult(scoreAnswers(itemBankFor(examId), answers), locale);
}

/** A stored result (its positions) with its texts in one locale. */
export function describeExamResult(
  examId: string,
  positions: ReadonlyArray<{ scale: string; position: number }>,
  locale: LocaleCode,
  registry: MappingTextsRegistry,
): ExamResult {
  if (examKindOf(examId) === 'mapping') return describeMappingResult(profileFromPositions(positions), mappingTextsFor(locale, registry));
  return describeResult(scoreFromPositions(positions), locale);
}
