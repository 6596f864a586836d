import type { MailLocale } from './mail-locale.js';
import { mappingExamId, mappingTestNames } from './mapping-test-mail.js';
import { matricesExamId, matricesTestNames } from './matrices-test-mail.js';
import { isProfileExam, profileTestNames } from './profile-test-mail.js';

/**
 * The name mails give a test (the catalogue's, in the locale): every test but the 16-type one, whose type code
 * is its name. Undefined for the 16-type test.
 */
export function testNameOf(examId: string, locale: MailLocale): string | undefined {
  if (isProfileExam(examId)) return profileTestNames[examId][locale];
  if (examId === mappingExamId) return mappingTestNames[locale];
  if (examId === matricesExamId) return matricesTestNames[locale];
  return undefined;
}
