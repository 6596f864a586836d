import { fillTemplate } from '@mindprint/platform/locale-content';
import { mailTexts } from '../mail-texts.js';
import { escapeHtml, greetingOf } from './mail-locale.js';
import { type LocaleCode, localeOrDefault } from '@mindprint/platform/locales';
import { examKindOf } from '@mindprint/platform/exam-kinds';
import { matricesScoreLabel } from './matrices-test-mail.js';
import { profileKindOf, profileResultReadyTexts } from './profile-test-mail.js';

/** What the mail says the result is: its subject, lead line, the result shown under it (if any) and a note on it. */
function resultOf(examId: string, typeCode: string, locale: LocaleCode): { subject: string; body: string; shown?: string; note?: string } {
  const tests = mailTexts[locale].tests;
  const kind = examKindOf(examId);
  if (kind === 'matrices') {
    const score = matricesScoreLabel(typeCode);
    return { subject: fillTemplate(tests.matrices.resultSubject, { score }), body: tests.matrices.resultBody, shown: score };
  }
  if (kind === 'mapping') return { subject: fillTemplate(tests.mapping.resultSubject, { profile: typeCode }), body: tests.mapping.resultBody, shown: typeCode };
  const profile = profileKindOf(examId);
  if (profile) return profileResultReadyTexts(profile, locale, typeCode);
  const t = mailTexts[locale].resultReady;
  return { subject: fillTemplate(t.subject, { type: typeCode }), body: t.body, shown: typeCode };
}

/**
 * The "your result is ready" e-mail after a finished test. `examId`: the mapping and matrices tests' mails
 * name the test and its profile or score, the profile tests' name the test and what its result holds; any
 * other is the 16-type test's.
 */
export function resultReadyMail(input: { locale: string; examId: string; typeCode: string; firstName: string; resultUrl: string }) {
  const locale = localeOrDefault(input.locale);
  const t = mailTexts[locale].resultReady;
  const { subject, body, shown, note } = resultOf(input.examId, input.typeCode, locale);
  const greeting = greetingOf(t, input.firstName.trim());
  const result = [shown, note].filter((line) => line !== undefined).map((line) => `\n${line}`).join('');
  const text = `${greeting}\n\n${body}${result}\n\n${t.button}: ${input.resultUrl}\n\n${t.footer}\n`;
  const html =
    `<!doctype html><html lang="${locale.toLowerCase()}"><body style="font-family:sans-serif">` +
    `<p>${escapeHtml(greeting)}</p><p>${escapeHtml(body)}</p>` +
    (shown === undefined ? '' : `<p style="font-size:28px"><strong>${escapeHtml(shown)}</strong></p>`) +
    (note === undefined ? '' : `<p style="color:#666">${escapeHtml(note)}</p>`) +
    `<p><a href="${escapeHtml(input.resultUrl)}">${escapeHtml(t.button)}</a></p><p style="color:#666;font-size:12px">${escapeHtml(t.footer)}</p></body></html>`;
  return { subject, text, html };
}
