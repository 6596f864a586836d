import { fillTemplate } from '@mindprint/platform/locale-content';
import { mailTexts } from '../mail-texts.js';
import { escapeHtml, formatMailDate, greetingOf, mailLanguage } from './mail-locale.js';
import { localeOrDefault } from '@mindprint/platform/locales';
import { unsubscribeFooter } from './marketing-mail.js';
import { quotedTestName } from './profile-test-mail.js';
import { testNameOf } from './test-names.js';

/**
 * The report offer reminder (marketing): sent some hours after the test to a visitor who has not bought the
 * full report. Honest by construction: it states when the offer price ends (a real time, in UTC), names no
 * price (the report page shows the real one), says doing nothing is fine, and ends with the unsubscribe link.
 *
 * `examId`: every test but the 16-type one is named by the test, not by its result's code ('secure', 'E4-A3-C5-N2-O4', 'IQ-v1-18' mean nothing to a reader).
 */
export function offerReminderMail(input: { locale: string; examId: string; typeCode: string; firstName: string; offerEndsAt: Date; buyUrl: string; unsubscribeUrl: string }) {
  const locale = localeOrDefault(input.locale);
  const t = mailTexts[locale].offerReminder;
  const name = testNameOf(input.examId, locale);
  const type = name ? quotedTestName(name, locale) : input.typeCode.toUpperCase();
  const greeting = greetingOf(t, input.firstName.trim());
  const body = fillTemplate(t.body, { type, endsAt: formatMailDate(locale, input.offerEndsAt, true) });
  const unsubscribe = unsubscribeFooter(locale, input.unsubscribeUrl);
  const text = `${greeting}\n\n${body}\n\n${t.button}: ${input.buyUrl}\n\n${t.noAction}\n\n${t.footer}\n${unsubscribe.text}`;
  const html =
    `<!doctype html><html lang="${mailLanguage[locale]}"><body style="font-family:sans-serif">` +
    `<p>${escapeHtml(greeting)}</p><p>${escapeHtml(body)}</p><p><a href="${escapeHtml(input.buyUrl)}">${escapeHtml(t.button)}</a></p>` +
    `<p>${escapeHtml(t.noAction)}</p><p style="color:#666;font-size:12px">${escapeHtml(t.footer)}</p>${unsubscribe.html}</body></html>`;
  return { subject: fillTemplate(t.subject, { type }), text, html };
}
