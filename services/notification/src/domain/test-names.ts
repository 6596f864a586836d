import { mailTexts } from '../mail-texts.js';
import { type LocaleCode } from '@mindprint/platform/locales';
import { examKindOf } from '@mindprint/platform/exam-kinds';
import { profileKindOf, profileTestName } from './profile-test-mail.js';

/**
 * The name mails give a test (the catalogue's, in the locale): every test but the 16-type one, whose type code
 * is its name. Undefined for the 16-type test.
 */
export function testNameOf(examId: string, locale: LocaleCode): string | undefined {
  const profile = profileKindOf(examId);
  if (profile) return profileTestName(profile, locale);
  const kind = examKindOf(examId);
  if (kind === 'mapping' || kind === 'matrices') return mailTexts[locale].tests[kind].name;
  return undefined;
}
