import { mailTexts } from '../mail-texts.js';
import { escapeHtml, mailLanguage } from './mail-locale.js';
import { localeOrDefault } from '@mindprint/platform/locales';

/**
 * The answer to an unsubscribe request by e-mail (transactional: it carries no unsubscribe headers and is
 * sent even to an address that is already unsubscribed): the link that confirms it.
 */
export function unsubscribeConfirmationMail(input: { locale: string; unsubscribeUrl: string }) {
  const locale = localeOrDefault(input.locale);
  const t = mailTexts[locale].unsubscribeConfirmation;
  const scope = mailTexts[locale].marketing.unsubscribeScope;
  const text = `${t.body}\n\n${t.button}: ${input.unsubscribeUrl}\n\n${scope}\n\n${t.ignore}\n`;
  const html =
    `<!doctype html><html lang="${mailLanguage[locale]}"><body style="font-family:sans-serif">` +
    `<p>${escapeHtml(t.body)}</p><p><a href="${escapeHtml(input.unsubscribeUrl)}">${escapeHtml(t.button)}</a></p>` +
    `<p>${escapeHtml(scope)}</p><p style="color:#666;font-size:12px">${escapeHtml(t.ignore)}</p></body></html>`;
  return { subject: t.subject, text, html };
}
