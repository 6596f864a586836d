import { mailTexts } from '../mail-texts.js';
import { escapeHtml, formatMailDate, mailLanguage } from './mail-locale.js';
import { localeOrDefault } from '@mindprint/platform/locales';
import { profileKindOf } from './profile-test-mail.js';
import { testNameOf } from './test-names.js';

export interface RetrievableReport {
  orderNumber: string;
  examId: string;
  typeCode: string;
  /** When the test was taken (RFC 3339). */
  createdAt: string;
  url: string;
}

/** The answer to a report retrieval request: the reports bought with the address, or that there are none. */
export function reportRetrievalMail(input: { locale: string; reports: RetrievableReport[] }) {
  const locale = localeOrDefault(input.locale);
  const t = mailTexts[locale].reportRetrieval;
  const open = `<!doctype html><html lang="${mailLanguage[locale]}"><body style="font-family:sans-serif">`;
  const footerHtml = `<p style="color:#666;font-size:12px">${escapeHtml(t.footer)}</p></body></html>`;
  if (input.reports.length === 0) {
    return {
      subject: t.noneSubject,
      text: `${t.none}\n\n${t.noneHint}\n\n${t.footer}\n`,
      html: `${open}<p><strong>${escapeHtml(t.none)}</strong></p><p>${escapeHtml(t.noneHint)}</p>${footerHtml}`,
    };
  }
  // A profile test's outcome code ('secure', 'quality-neutral') means nothing to a reader: its report is named by its test.
  const resultOf = (r: RetrievableReport) => {
    const name = testNameOf(r.examId, locale);
    const code = r.typeCode.toUpperCase();
    if (!name) return code;
    return profileKindOf(r.examId) ? name : `${name} · ${code}`;
  };
  const lines = input.reports.map((r) => ({ label: `${resultOf(r)} · ${formatMailDate(locale, r.createdAt, false)}`, url: r.url }));
  return {
    subject: t.foundSubject,
    text: `${t.foundIntro}\n\n${lines.map((l) => `- ${l.label}\n  ${t.open}: ${l.url}`).join('\n')}\n\n${t.footer}\n`,
    html:
      `${open}<p>${escapeHtml(t.foundIntro)}</p><ul>` +
      lines.map((l) => `<li style="margin-bottom:6px">${escapeHtml(l.label)} — <a href="${escapeHtml(l.url)}">${escapeHtml(t.open)}</a></li>`).join('') +
      `</ul>${footerHtml}`,
  };
}
