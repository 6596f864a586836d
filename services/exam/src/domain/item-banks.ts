import { DomainError } from '@mindprint/platform/errors';
import { type ExamKind, examKindOf } from '@mindprint/platform/exam-kinds';
import { agreementScale, mbtiItems } from '../content/type-content-files.js';
import type { ItemDefinition } from './item-bank/mbti-items.js';
import type { LocaleCode } from './locales.js';
import { mappingTexts } from '../content/mapping-content-files.js';
import { mappingItems } from './mapping/mapping-items.js';
import { cellSvg, matrixSvg } from './matrices/matrix-svg.js';
import { matricesItemsV1, matricesTestVersion, matricesTimeLimitSeconds } from './matrices/matrices-items.js';
import { matricesTexts } from '../content/matrices-content-files.js';
import { profileTests } from './profile-tests/profile-tests.js';

/**
 * How an exam is scored and reported: the 16-type test, the five-dimension mapping, the matrices IQ test or
 * a profile test (relationships, career, growth: `profile-tests/`).
 */
export type ExamScoring = 'type' | 'mapping' | 'matrices' | 'profile';
const scoringOfKind: Readonly<Record<ExamKind, ExamScoring>> = {
  type: 'type',
  mapping: 'mapping',
  matrices: 'matrices',
  relationships: 'profile',
  career: 'profile',
  growth: 'profile',
};

export function scoringOf(examId: string): ExamScoring {
  const kind = examKindOf(examId);
  if (!kind) throw new DomainError('EXAM_NOT_AVAILABLE', 'This test cannot be taken yet', 'NOT_FOUND');
  return scoringOfKind[kind];
}

/** The item bank of the 16-type test; other exams have their own. */
export function itemBankFor(examId: string): readonly ItemDefinition[] {
  if (scoringOf(examId) !== 'type') throw new DomainError('EXAM_NOT_AVAILABLE', 'This test cannot be taken yet', 'NOT_FOUND');
  return mbtiItems;
}

export interface QuestionSheet {
  /** 'agreement': 7 points (exam 1); 'accuracy': IPIP's 5 points (exam 2); 'matrices': one of 8 pictures (exam 3); 'agreement5': 5 points (exams 4–6). */
  scaleKind: 'agreement' | 'accuracy' | 'matrices' | 'agreement5';
  scale: string[];
  parts: Array<{ part: number; questions: Array<{ questionId: string; text: string; matrixSvg?: string; options?: Array<{ value: number; svg: string }> }> }>;
  total: number;
  /** 0 when untimed. */
  timeLimitSeconds: number;
  instructions: string;
  testVersion: string;
}

function inParts<T extends { id: string; part: number }>(items: readonly T[], textOf: (item: T) => string): QuestionSheet['parts'] {
  const partNumbers = [...new Set(items.map((i) => i.part))].sort((a, b) => a - b);
  return partNumbers.map((part) => ({
    part,
    questions: items.filter((i) => i.part === part).map((i) => ({ questionId: i.id, text: textOf(i) })),
  }));
}

/** The fixed v1 set's pictures (about 5 ms of SVG drawing): drawn once per process, not on every question list. */
let matricesPictures: Array<{ questionId: string; matrixSvg: string; options: Array<{ value: number; svg: string }> }> | undefined;
const matricesPicturesV1 = () =>
  (matricesPictures ??= matricesItemsV1.map((item) => ({
    questionId: item.id,
    matrixSvg: matrixSvg(item),
    options: item.options.map((option, i) => ({ value: i + 1, svg: cellSvg(option) })),
  })));

/** The questions as a visitor sees them: texts in their locale, grouped by part, without keys. */
export function questionSheet(examId: string, locale: LocaleCode): QuestionSheet {
  const untimed = { timeLimitSeconds: 0, instructions: '', testVersion: '' };
  const kind = scoringOf(examId);
  if (kind === 'matrices') {
    const texts = matricesTexts[locale];
    const questions = matricesPicturesV1().map((pictures) => ({ ...pictures, text: texts.questionText }));
    return {
      scaleKind: 'matrices',
      scale: [],
      parts: [{ part: 1, questions }],
      total: questions.length,
      timeLimitSeconds: matricesTimeLimitSeconds,
      instructions: texts.instructions,
      testVersion: matricesTestVersion,
    };
  }
  if (kind === 'profile') {
    const test = profileTests[examId]!;
    const texts = test.texts[locale];
    return { scaleKind: 'agreement5', scale: [...texts.scaleLabels], parts: inParts(test.items, (i) => texts.items[i.id] ?? ''), total: test.items.length, ...untimed };
  }
  if (kind === 'mapping') {
    const texts = mappingTexts[locale];
    return { scaleKind: 'accuracy', scale: [...texts.scaleLabels], parts: inParts(mappingItems, (i) => texts.items[i.id] ?? ''), total: mappingItems.length, ...untimed };
  }
  const items = itemBankFor(examId);
  return { scaleKind: 'agreement', scale: [...agreementScale[locale]], parts: inParts(items, (i) => i.text[locale]), total: items.length, ...untimed };
}
