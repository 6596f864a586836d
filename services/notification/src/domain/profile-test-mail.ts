import { fillTemplate } from '@mindprint/platform/locale-content';
import { mailTexts } from '../mail-texts.js';
import { type LocaleCode } from '@mindprint/platform/locales';
import { type ExamKind, examKindOf } from '@mindprint/platform/exam-kinds';

/**
 * What the mails say about the three profile tests: emotional relationships (exam 4, YDGX), career assessment
 * (exam 5, CAREER) and personal development (exam 6, GROWTH). The events carry only the outcome's code
 * ('secure', 'SIA', 'quality-neutral'), not its localized title, so the mails name the test and what its
 * result describes and link to it; of the codes only the career test's interest code is shown, with what its
 * letters are. A profile test's kind is also the key of its texts in the mail texts' `tests`.
 */
const profileKinds = ['relationships', 'career', 'growth'] as const satisfies readonly ExamKind[];
export type ProfileKind = (typeof profileKinds)[number];

/** The profile test an exam id names; undefined for any other exam. */
export function profileKindOf(examId: string): ProfileKind | undefined {
  const kind = examKindOf(examId);
  return profileKinds.find((profile) => profile === kind);
}

const profileTestTexts = (kind: ProfileKind, locale: LocaleCode) => mailTexts[locale].tests[kind];

/** The name mails give a profile test (the catalogue's, in the locale). */
export const profileTestName = (kind: ProfileKind, locale: LocaleCode) => profileTestTexts(kind, locale).name;

/** A test's name in the locale's quotation marks, for a sentence that names the test. */
export function quotedTestName(name: string, locale: LocaleCode): string {
  const { open, close } = mailTexts[locale].tests.nameQuotes;
  return `${open}${name}${close}`;
}

/** The career test's code, the letters of its three strongest areas ('SIA'); undefined for anything else. */
export const careerInterestCode = (typeCode: string) => /^[RIASEC]{3}$/.exec(typeCode.trim().toUpperCase())?.[0];

/**
 * The free-result mail of a profile test: subject and lead line; for the career test, its interest code
 * (`shown`) and what the letters are (`note`).
 */
export function profileResultReadyTexts(kind: ProfileKind, locale: LocaleCode, typeCode: string): { subject: string; body: string; shown?: string; note?: string } {
  const frame = mailTexts[locale].tests.profileFrame;
  const test = profileTestTexts(kind, locale);
  const subject = fillTemplate(frame.resultSubject, { name: test.name });
  const body = fillTemplate(frame.resultBody, { name: test.name, holds: test.result });
  const code = kind === 'career' ? careerInterestCode(typeCode) : undefined;
  return code ? { subject, body: `${body}${frame.interestCodeLabel}`, shown: code, note: frame.interestCodeNote } : { subject, body };
}

/** The report mail of a profile test: subject and first paragraph. */
export function profileReportMailTexts(kind: ProfileKind, locale: LocaleCode): { subject: string; body: string } {
  const frame = mailTexts[locale].tests.profileFrame;
  const test = profileTestTexts(kind, locale);
  return { subject: fillTemplate(frame.reportSubject, { name: test.name }), body: fillTemplate(frame.reportBody, { name: test.name, holds: test.report }) };
}
