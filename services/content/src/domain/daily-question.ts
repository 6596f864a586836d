import { DomainError } from '@mindprint/platform/errors';
import type { CatalogueQuestion } from '../db/user-center-seed/seed-types.js';

/** The daily question's rules: option keys, what counts as an answer, and whether it is right. */

export interface AnswerValue {
  optionKeys: string[];
  text: string;
}

export const fillAnswerMaxLength = 100;

/** A, B, C… for a question's options. */
export const optionKeys = (count: number) => Array.from({ length: count }, (_, i) => String.fromCharCode(65 + i));

const normalizeFill = (text: string) => text.trim().toLowerCase();

/** The member's answer in its stored form, or why it is not an answer to this question. */
export function checkedAnswer(question: CatalogueQuestion, input: AnswerValue): AnswerValue {
  if (question.format === 'fill') {
    const text = input.text.trim();
    if (text === '') throw new DomainError('ANSWER_EMPTY', 'Please make a choice', 'INVALID_ARGUMENT');
    if ([...text].length > fillAnswerMaxLength) throw new DomainError('ANSWER_TOO_LONG', `An answer can have at most ${fillAnswerMaxLength} characters`, 'INVALID_ARGUMENT');
    return { optionKeys: [], text };
  }
  const keys = [...new Set(input.optionKeys.map((k) => k.trim().toUpperCase()))].sort();
  if (keys.length === 0) throw new DomainError('ANSWER_EMPTY', 'Please make a choice', 'INVALID_ARGUMENT');
  const allowed = optionKeys(question.optionCount);
  const unknown = keys.find((k) => !allowed.includes(k));
  if (unknown) throw new DomainError('ANSWER_UNKNOWN_OPTION', `${unknown} is not one of this question's options`, 'INVALID_ARGUMENT');
  if (question.format === 'single' && keys.length > 1) throw new DomainError('ANSWER_ONE_OPTION', 'This question takes one choice', 'INVALID_ARGUMENT');
  return { optionKeys: keys, text: '' };
}

/** Choices: exactly the correct keys. Fill: one of the accepted answers, trimmed and case-insensitive. */
export function isCorrect(question: CatalogueQuestion, answer: AnswerValue): boolean {
  if (question.format === 'fill') return question.acceptedAnswers.some((a) => normalizeFill(a) === normalizeFill(answer.text));
  const correct = [...question.correctKeys].sort();
  return correct.length === answer.optionKeys.length && correct.every((k, i) => answer.optionKeys[i] === k);
}

export function correctAnswer(question: CatalogueQuestion): AnswerValue {
  return question.format === 'fill' ? { optionKeys: [], text: question.acceptedAnswers[0] ?? '' } : { optionKeys: [...question.correctKeys].sort(), text: '' };
}
