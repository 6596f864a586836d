import { localeOrDefault } from '@mindprint/platform/locales';
import { mailTexts } from '../mail-texts.js';
import { escapeHtml, mailLanguage } from './mail-locale.js';

/**
 * The daily question reminder a member turned on: a link to today's question, why it arrives, and the link that
 * stops it (that reminder only; the List-Unsubscribe headers carry the same token for mail clients).
 */
export function dailyQuestionReminderMail(input: { locale: string; questionUrl: string; unsubscribeUrl: string }) {
  const locale = localeOrDefault(input.locale);
  const t = mailTexts[locale].dailyQuestionReminder;
  const text = `${t.greeting}\n\n${t.body}\n\n${t.button}: ${input.questionUrl}\n\n${t.footer}\n${t.unsubscribeLabel}: ${input.unsubscribeUrl}\n${t.unsubscribeScope}\n`;
  const html =
    `<!doctype html><html lang="${mailLanguage[locale]}"><body style="font-family:sans-serif">` +
    `<p>${escapeHtml(t.greeting)}</p><p>${escapeHtml(t.body)}</p><p><a href="${escapeHtml(input.questionUrl)}">${escapeHtml(t.button)}</a></p>` +
    `<p style="color:#666;font-size:12px">${escapeHtml(t.footer)}</p>` +
    `<p style="color:#666;font-size:12px"><a href="${escapeHtml(input.unsubscribeUrl)}">${escapeHtml(t.unsubscribeLabel)}</a> · ${escapeHtml(t.unsubscribeScope)}</p>` +
    `</body></html>`;
  return { subject: t.subject, text, html };
}
