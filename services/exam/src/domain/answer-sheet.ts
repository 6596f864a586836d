import { DomainError } from '@mindprint/platform/errors';

/**
 * An answer set checked against a test's items: every answer a whole number within the scale, none unknown or
 * repeated, and none missing unless the test allows unanswered items (the timed matrices test). Shared by every
 * test's scoring; the value of each answered item by its id.
 */
export function checkedAnswerValues(
  items: ReadonlyArray<{ id: string }>,
  answers: ReadonlyArray<{ questionId: string; value: number }>,
  range: { min: number; max: number },
  options: { allowUnanswered?: boolean } = {},
): Map<string, number> {
  const known = new Set(items.map((item) => item.id));
  const values = new Map<string, number>();
  for (const { questionId, value } of answers) {
    if (!known.has(questionId)) throw new DomainError('UNKNOWN_QUESTION', `Question ${questionId} is not part of this test`, 'INVALID_ARGUMENT');
    if (values.has(questionId)) throw new DomainError('DUPLICATE_ANSWER', `Question ${questionId} was answered twice`, 'INVALID_ARGUMENT');
    if (!Number.isInteger(value) || value < range.min || value > range.max) {
      throw new DomainError('ANSWER_OUT_OF_RANGE', `Answers must be whole numbers from ${range.min} to ${range.max}`, 'INVALID_ARGUMENT');
    }
    values.set(questionId, value);
  }
  const missing = items.filter((item) => !values.has(item.id)).length;
  if (missing > 0 && !options.allowUnanswered) throw new DomainError('INCOMPLETE_ANSWERS', `${missing} of ${items.length} questions are unanswered`, 'INVALID_ARGUMENT');
  return values;
}
