import { scoringOf, itemBankFor } from './item-banks.js';
import type { LocaleCode } from './locales.js';
import { mappingTexts } from '../content/mapping-content-files.js';
import { mappingItems } from './mapping/mapping-items.js';
import { describeMappingResult, type LeveledResult } from './mapping/mapping-result.js';
import { profileFromPositions, scoreMappingAnswers } from './mapping/mapping-scoring.js';
import { attemptFromPositions, describeMatricesResult, type MatricesResult, scoreMatricesAttempt } from './matrices/matrices-result.js';
import { profileTests } from './profile-tests/profile-tests.js';
import { describeProfileResult, profileScoreFromPositions, scoreProfileAnswers } from './profile-tests/profile-test.js';
import { type DescribedResult, describeResult, scoreFromPositions } from './result-texts.js';
import { scoreAnswers } from './scoring.js';

/** Every exam's result, scored or rebuilt the way its kind is. */
export type ExamResult = DescribedResult | LeveledResult | MatricesResult;

type Answers = ReadonlyArray<{ questionId: string; value: number }>;

/** `elapsedSeconds` is read by timed exams only (matrices). */
export function scoreExamAnswers(examId: string, answers: Answers, locale: LocaleCode, elapsedSeconds?: number): ExamResult {
  const kind = scoringOf(examId);
  if (kind === 'matrices') return describeMatricesResult(scoreMatricesAttempt(answers, elapsedSeconds), locale);
  if (kind === 'profile') return describeProfileResult(profileTests[examId]!, scoreProfileAnswers(profileTests[examId]!, answers), locale);
  if (kind === 'mapping') return describeMappingResult(scoreMappingAnswers(mappingItems, answers), mappingTexts[locale]);
  return describeResult(scoreAnswers(itemBankFor(examId), answers), locale);
}

/** A stored result (its positions) with its texts in one locale. */
export function describeExamResult(
  examId: string,
  positions: ReadonlyArray<{ scale: string; position: number }>,
  locale: LocaleCode,
): ExamResult {
  const kind = scoringOf(examId);
  if (kind === 'matrices') return describeMatricesResult(attemptFromPositions(positions), locale);
  if (kind === 'profile') return describeProfileResult(profileTests[examId]!, profileScoreFromPositions(profileTests[examId]!, positions), locale);
  if (kind === 'mapping') return describeMappingResult(profileFromPositions(positions), mappingTexts[locale]);
  return describeResult(scoreFromPositions(positions), locale);
}
