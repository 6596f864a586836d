/**
 * The `{code}-{examId}` segment of the themed routes (spec §2), e.g. `/relaxPage/mbti-1`:
 * a test code (letters, digits, `_`, inner hyphens allowed) and a numeric exam id after the
 * last hyphen.
 */
export interface CodeExam {
  code: string;
  examId: string;
}

const CODE_EXAM = /^([A-Za-z0-9_]+(?:-[A-Za-z0-9_]+)*)-(\d{1,9})$/;
const CODE = /^[A-Za-z0-9_]+(?:-[A-Za-z0-9_]+)*$/;
const EXAM_ID = /^\d{1,9}$/;
const MAX_CODE_LENGTH = 64;

export function isTestCode(value: unknown): value is string {
  return typeof value === 'string' && value.length <= MAX_CODE_LENGTH && CODE.test(value);
}

export function isExamId(value: unknown): value is string {
  return typeof value === 'string' && EXAM_ID.test(value);
}

/** `mbti-1` → `{ code: 'mbti', examId: '1' }`; `big-five-12` → `{ code: 'big-five', examId: '12' }`; else null. */
export function parseCodeExam(segment: string | null | undefined): CodeExam | null {
  if (!segment) return null;
  const match = CODE_EXAM.exec(segment);
  if (!match?.[1] || !match[2] || match[1].length > MAX_CODE_LENGTH) return null;
  return { code: match[1], examId: match[2] };
}

export function formatCodeExam({ code, examId }: CodeExam): string {
  return `${code}-${examId}`;
}
