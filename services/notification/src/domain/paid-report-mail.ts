import { fillTemplate } from '@mindprint/platform/locale-content';
import { formatMoney } from '@mindprint/platform/money';
import { mailTexts } from '../mail-texts.js';
import { escapeHtml, formatMailDate, greetingOf, mailLanguage } from './mail-locale.js';
import { type LocaleCode, localeOrDefault } from '@mindprint/platform/locales';
import { examKindOf } from '@mindprint/platform/exam-kinds';
import { matricesScoreLabel } from './matrices-test-mail.js';
import { profileKindOf, profileReportMailTexts } from './profile-test-mail.js';

/** The report e-mail once the full report is paid: the PDF attached, the link, and the receipt. */
export interface PaidReportMailInput {
  locale: string;
  /** The test bought: the mapping, matrices and profile tests' mails name them; any other is the 16-type test's. */
  examId: string;
  typeCode: string;
  firstName: string;
  reportUrl: string;
  /** The attached PDF's file name, `<order number>.pdf`. */
  fileName: string;
  receipt: { title: string; purchaseNumber: string; amountMinor: number; currency: string; paidAt: Date };
}

/** The subject and first paragraph: the test's own when it is not the 16-type test, which names the type. */
function reportTextsOf(examId: string, typeCode: string, locale: LocaleCode): { subject: string; body: string } {
  const tests = mailTexts[locale].tests;
  const kind = examKindOf(examId);
  if (kind === 'matrices') {
    return { subject: tests.matrices.reportSubject, body: fillTemplate(tests.matrices.reportBody, { score: matricesScoreLabel(typeCode) }) };
  }
  const type = typeCode.trim().toUpperCase();
  if (kind === 'mapping') return { subject: tests.mapping.reportSubject, body: fillTemplate(tests.mapping.reportBody, { profile: type }) };
  const profile = profileKindOf(examId);
  if (profile) return profileReportMailTexts(profile, locale);
  const t = mailTexts[locale].paidReport;
  return { subject: fillTemplate(t.subject, { type }), body: fillTemplate(t.body, { type }) };
}

export function paidReportMail(input: PaidReportMailInput) {
  const locale = localeOrDefault(input.locale);
  const t = mailTexts[locale].paidReport;
  const { subject, body } = reportTextsOf(input.examId, input.typeCode, locale);
  const greeting = greetingOf(t, input.firstName.trim());
  const attached = fillTemplate(t.attached, { file: input.fileName });
  const amount = formatMoney(input.receipt.amountMinor, input.receipt.currency);
  const paidAt = `${formatMailDate(locale, input.receipt.paidAt, true)} UTC`;
  const rows: [string, string][] = [
    [t.item, input.receipt.title],
    [t.amount, amount],
    [t.purchase, input.receipt.purchaseNumber],
    [t.paidAt, paidAt],
  ];
  const text =
    `${greeting}\n\n${body}\n\n${t.button}: ${input.reportUrl}\n${attached}\n\n` +
    `${t.receipt}\n${rows.map(([label, value]) => `${label}: ${value}`).join('\n')}\n\n${t.footer}\n`;
  const cell = 'padding:2px 12px 2px 0;color:#666';
  const html =
    `<!doctype html><html lang="${mailLanguage[locale]}"><body style="font-family:sans-serif">` +
    `<p>${escapeHtml(greeting)}</p><p>${escapeHtml(body)}</p>` +
    `<p><a href="${escapeHtml(input.reportUrl)}" style="display:inline-block;padding:10px 18px;background:#4b3fd1;color:#fff;border-radius:6px;text-decoration:none">${escapeHtml(t.button)}</a></p>` +
    `<p style="color:#666">${escapeHtml(attached)}</p>` +
    `<h3 style="margin-bottom:4px">${escapeHtml(t.receipt)}</h3><table style="border-collapse:collapse">` +
    rows.map(([label, value]) => `<tr><td style="${cell}">${escapeHtml(label)}</td><td>${escapeHtml(value)}</td></tr>`).join('') +
    `</table><p style="color:#666;font-size:12px">${escapeHtml(t.footer)}</p></body></html>`;
  return { subject, text, html };
}
