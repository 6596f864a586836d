import { fillTemplate } from '@mindprint/platform/locale-content';
import { mailTexts } from '../mail-texts.js';
import { escapeHtml } from './mail-locale.js';
import { type LocaleCode, localeOrDefault } from '@mindprint/platform/locales';

/** The security notice after a password change. */
const intlTag: Record<LocaleCode, string> = { EN: 'en', CN: 'zh-Hans', HK: 'zh-Hant-HK', JA: 'ja', KR: 'ko', FR: 'fr', DE: 'de', ES: 'es', PT: 'pt-BR' };

export function passwordChangedMail(input: { locale: string; changedAt: string; resetUrl: string }) {
  const locale = localeOrDefault(input.locale);
  const t = mailTexts[locale].passwordChanged;
  const changed = new Date(input.changedAt);
  const when = Number.isNaN(changed.getTime())
    ? input.changedAt
    : new Intl.DateTimeFormat(intlTag[locale], { dateStyle: 'long', timeStyle: 'long', timeZone: 'UTC' }).format(changed);
  const body = fillTemplate(t.body, { when });
  const text = `${body}\n\n${t.notYou}\n${t.action}: ${input.resetUrl}\n`;
  const html =
    `<!doctype html><html lang="${locale.toLowerCase()}"><body style="font-family:sans-serif">` +
    `<p>${escapeHtml(body)}</p><p>${escapeHtml(t.notYou)}</p><p><a href="${escapeHtml(input.resetUrl)}">${escapeHtml(t.action)}</a></p></body></html>`;
  return { subject: t.subject, text, html };
}
