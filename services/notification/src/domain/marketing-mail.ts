import { mailTexts } from '../mail-texts.js';
import { escapeHtml } from './mail-locale.js';
import { type LocaleCode } from '@mindprint/platform/locales';

/**
 * What every marketing mail (reminders, offers) carries and transactional mail (reports, receipts, codes,
 * account notices) never does: the unsubscribe link at the bottom, with what it stops, and the
 * List-Unsubscribe headers the mailer adds from `listUnsubscribe`.
 */

/** The bottom of a marketing mail: the unsubscribe link and what it stops, as text and as HTML. */
export function unsubscribeFooter(locale: LocaleCode, unsubscribeUrl: string) {
  const { unsubscribeLabel, unsubscribeScope } = mailTexts[locale].marketing;
  return {
    text: `${unsubscribeLabel}: ${unsubscribeUrl}\n${unsubscribeScope}\n`,
    html:
      `<p style="color:#666;font-size:12px"><a href="${escapeHtml(unsubscribeUrl)}">${escapeHtml(unsubscribeLabel)}</a> · ` +
      `${escapeHtml(unsubscribeScope)}</p>`,
  };
}
