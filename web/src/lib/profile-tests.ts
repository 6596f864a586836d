import { type ExamKind, examIds } from './generated/product';

/**
 * The catalogue's questionnaires scored as a profile of scales (a position 0–100 and a level 1–5 per scale,
 * no type letters): the psychological mapping test (exam 2, gateway/docs/mapping-calls.md) and the profile
 * tests of issue 10 (exams 4–6, gateway/docs/profile-tests-calls.md). The quiz, result and checkout features
 * pick their wording by the kind; the report tells the kinds apart by the report's own `kind`.
 */
const PROFILE_TEST_KINDS = ['mapping', 'relationships', 'career', 'growth'] as const satisfies readonly ExamKind[];
export type ProfileTestKind = (typeof PROFILE_TEST_KINDS)[number];

/** The profile test `examId` is, or null for the other exams (the 16-type test, the matrices test…). */
export function profileTestKind(examId: string | null | undefined): ProfileTestKind | null {
  return PROFILE_TEST_KINDS.find((kind) => examIds[kind] === examId) ?? null;
}

export function isProfileTest(examId: string | null | undefined): boolean {
  return profileTestKind(examId) !== null;
}

/**
 * Whether the result code of `examId`'s orders reads as text to show (the 16-type code, the mapping test's
 * profile code, the matrices score). The profile tests of issue 10 store keys (`secure`, `SIA`,
 * `quality-neutral`) that their pages name in words instead.
 */
export function showsResultCode(examId: string | null | undefined): boolean {
  const kind = profileTestKind(examId);
  return kind === null || kind === 'mapping';
}
