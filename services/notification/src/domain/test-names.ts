import { mailTexts } from '../mail-texts.js';
import { type LocaleCode } from '@mindprint/platform/locales';
import { mappingExamId } from './mapping-test-mail.js';
import { matricesExamId } from './matrices-test-mail.js';
import { isProfileExam, profileTestName } from './profile-test-mail.js';

/**
 * The name mails give a test (the catalogue's, in the locale): every test but the 16-type one, whose type code
 * is its name. Undefined for the 16-type test.
 */
export function testNameOf(examId: string, locale: LocaleCode): string | undefined {
  if (isProfileExam(examId)) return profileTestName(examId, locale);
  if (examId === mappingExamId) return mailTexts[locale].tests.mapping.name;
  if (examId === matricesExamId) return mailTexts[locale].tests.matrices.name;
  return undefined;
}
