import { fillTemplate } from '@mindprint/platform/locale-content';
import { formatMoney } from '@mindprint/platform/money';
import { mailTexts } from '../mail-texts.js';
import { escapeHtml, mailLanguage } from './mail-locale.js';
import { localeOrDefault } from '@mindprint/platform/locales';

/** The receipt e-mail once a purchase is paid: a link to the report, or to the course when a single course was bought. */
export function paymentReceivedMail(input: {
  locale: string;
  title: string;
  purchaseNumber: string;
  amountMinor: number;
  currency: string;
  paidAt: Date;
  link: { to: 'report' | 'course'; url: string };
}) {
  const locale = localeOrDefault(input.locale);
  const t = { ...mailTexts[locale].paymentReceived, ...(input.link.to === 'course' ? mailTexts[locale].coursePurchased : {}) };
  const amount = formatMoney(input.amountMinor, input.currency);
  const paidAt = new Intl.DateTimeFormat(mailLanguage[locale], { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' }).format(input.paidAt);
  const body = fillTemplate(t.body, { amount, title: input.title });
  const text = `${body}\n\n${t.purchase}: ${input.purchaseNumber}\n${t.paidAt}: ${paidAt} UTC\n\n${t.button}: ${input.link.url}\n\n${t.footer}\n`;
  const html =
    `<!doctype html><html lang="${mailLanguage[locale]}"><body style="font-family:sans-serif">` +
    `<p>${escapeHtml(body)}</p><table style="border-collapse:collapse">` +
    `<tr><td style="padding:2px 12px 2px 0;color:#666">${escapeHtml(t.purchase)}</td><td>${escapeHtml(input.purchaseNumber)}</td></tr>` +
    `<tr><td style="padding:2px 12px 2px 0;color:#666">${escapeHtml(t.paidAt)}</td><td>${escapeHtml(paidAt)} UTC</td></tr></table>` +
    `<p><a href="${escapeHtml(input.link.url)}">${escapeHtml(t.button)}</a></p><p style="color:#666;font-size:12px">${escapeHtml(t.footer)}</p></body></html>`;
  return { subject: fillTemplate(t.subject, { title: input.title }), text, html };
}
