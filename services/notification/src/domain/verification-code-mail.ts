import { fillTemplate } from '@mindprint/platform/locale-content';
import { mailTexts } from '../mail-texts.js';
import { escapeHtml } from './mail-locale.js';
import { localeOrDefault } from '@mindprint/platform/locales';

/** The verification-code e-mail; EN when the locale is unknown. */
export function verificationCodeMail(input: { locale: string; code: string; expiresInSeconds: number }) {
  const locale = localeOrDefault(input.locale);
  const t = mailTexts[locale].verificationCode;
  const minutes = Math.max(1, Math.round(input.expiresInSeconds / 60));
  const validity = fillTemplate(t.validity, { minutes });
  const text = `${t.intro} ${input.code}\n\n${validity}\n`;
  const html =
    `<!doctype html><html lang="${locale.toLowerCase()}"><body style="font-family:sans-serif">` +
    `<p>${escapeHtml(t.intro)}</p><p style="font-size:28px;letter-spacing:6px"><strong>${escapeHtml(input.code)}</strong></p>` +
    `<p>${escapeHtml(validity)}</p></body></html>`;
  return { subject: t.subject, text, html };
}
