import { fillTemplate } from '@mindprint/platform/locale-content';
import type { LocaleCode } from '@mindprint/platform/locales';

export const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** The html `lang` and the date language of each locale. */
export const mailLanguage: Record<LocaleCode, string> = { EN: 'en', CN: 'zh-CN', HK: 'zh-HK', JA: 'ja', KR: 'ko', FR: 'fr', DE: 'de', ES: 'es', PT: 'pt' };

/** A date as the locale writes it (UTC); the raw text when it is not a date. */
export function formatMailDate(locale: LocaleCode, value: string | Date, withTime: boolean): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return String(value);
  return new Intl.DateTimeFormat(mailLanguage[locale], { dateStyle: 'long', ...(withTime ? { timeStyle: 'short' } : {}), timeZone: 'UTC' }).format(date);
}

/** `https://site/report/result?orderNumber=…`: where a paid report opens. */
export function reportResultUrl(publicBaseUrl: string, orderNumber: string): string {
  return `${publicBaseUrl.replace(/\/$/, '')}/report/result?orderNumber=${encodeURIComponent(orderNumber)}`;
}

const siteRoot = (publicBaseUrl: string) => publicBaseUrl.replace(/\/$/, '');

/** `https://site/paying/buyreport?orderNumber=…`: where the full report of an exam order is bought. */
export function buyReportUrl(publicBaseUrl: string, orderNumber: string): string {
  return `${siteRoot(publicBaseUrl)}/paying/buyreport?orderNumber=${encodeURIComponent(orderNumber)}`;
}

/** `https://site/userCenter/courseList/detail?id=…`: a course's page, where its buyer reads it. */
export function courseUrl(publicBaseUrl: string, courseId: string): string {
  return `${siteRoot(publicBaseUrl)}/userCenter/courseList/detail?id=${encodeURIComponent(courseId)}`;
}

/** `https://site/unsubscribe?token=…`: the page that confirms stopping marketing mail. */
export function unsubscribePageUrl(publicBaseUrl: string, token: string): string {
  return `${siteRoot(publicBaseUrl)}/unsubscribe?token=${encodeURIComponent(token)}`;
}

/** `https://site/userCenter/growthCenter/dailyQuestion`: the daily question page. */
export function dailyQuestionUrl(publicBaseUrl: string): string {
  return `${siteRoot(publicBaseUrl)}/userCenter/growthCenter/dailyQuestion`;
}

/** `https://site/userCenter/growthCenter/dailyQuestion?stopReminder=…`: the page that stops the reminder with one press. */
export function dailyReminderUnsubscribeUrl(publicBaseUrl: string, token: string): string {
  return `${dailyQuestionUrl(publicBaseUrl)}?stopReminder=${encodeURIComponent(token)}`;
}

/**
 * `https://site/pay-api/mail/unsubscribe/one-click?token=…` (marketing) or `…/mail/daily-reminder/one-click?token=…`
 * (the daily question reminder): the RFC 8058 one-click target of List-Unsubscribe.
 */
export function oneClickUnsubscribeUrl(publicBaseUrl: string, payApiPrefix: string, token: string, list: 'marketing' | 'daily-reminder' = 'marketing'): string {
  const prefix = `/${payApiPrefix.replace(/^\/+|\/+$/g, '')}`;
  const path = list === 'marketing' ? '/mail/unsubscribe/one-click' : '/mail/daily-reminder/one-click';
  return `${siteRoot(publicBaseUrl)}${prefix === '/' ? '' : prefix}${path}?token=${encodeURIComponent(token)}`;
}

/** "Hello Ana," with a first name, "Hello," without one. */
export function greetingOf(texts: { greeting: string; greetingNamed: string }, firstName: string): string {
  return firstName ? fillTemplate(texts.greetingNamed, { name: firstName }) : texts.greeting;
}
