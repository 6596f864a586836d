/** What an answer to the daily question must be before it is sent, and how answers read back. */
import type { AnswerContent, QuestionFormat, QuestionOption, SubmitAnswerRequest } from './api/types';

/** The longest fill-in answer the server takes (in characters, i.e. code points). */
export const FILL_MAX_LENGTH = 100;

export interface AnswerDraft {
  optionKeys: readonly string[];
  text: string;
}

export type AnswerProblem = 'makeChoice' | 'tooLong';

export type AnswerCheck = { ok: true; request: SubmitAnswerRequest } | { ok: false; problem: AnswerProblem };

export interface QuestionShape {
  questionId: string;
  format: QuestionFormat;
  options: readonly QuestionOption[];
}

/**
 * The request for `draft`, or why it cannot be sent: nothing chosen (or only blanks typed) is the spec's
 * 'make a choice before submitting'; keys the question does not offer are dropped, choices keep the
 * question's order.
 */
export function checkAnswer(question: QuestionShape, draft: AnswerDraft): AnswerCheck {
  if (question.format === 'fill') {
    const text = draft.text.trim();
    if (text === '') return { ok: false, problem: 'makeChoice' };
    if ([...text].length > FILL_MAX_LENGTH) return { ok: false, problem: 'tooLong' };
    return { ok: true, request: { questionId: question.questionId, text } };
  }
  const chosen = question.options.map((option) => option.key).filter((key) => draft.optionKeys.includes(key));
  const optionKeys = question.format === 'single' ? chosen.slice(0, 1) : chosen;
  if (optionKeys.length === 0) return { ok: false, problem: 'makeChoice' };
  return { ok: true, request: { questionId: question.questionId, optionKeys } };
}

/** The choices after clicking `key`: one for single choice, toggled for multiple choice. */
export function toggleChoice(format: QuestionFormat, chosen: readonly string[], key: string): string[] {
  if (format === 'single') return [key];
  return chosen.includes(key) ? chosen.filter((k) => k !== key) : [...chosen, key];
}

/** How many characters a fill-in answer has, as the limit counts them. */
export function answerLength(text: string): number {
  return [...text.trim()].length;
}

/** An answer as lines to show: each chosen option as 'A. its text', or the typed text. */
export function answerLines(content: AnswerContent, options: readonly QuestionOption[]): string[] {
  if (content.optionKeys.length === 0) return content.text ? [content.text] : [];
  return content.optionKeys.map((key) => {
    const option = options.find((candidate) => candidate.key === key);
    return option ? `${key}. ${option.text}` : key;
  });
}
