/** The nine locales every e-mail is written in. */
export const mailLocales = ['EN', 'CN', 'HK', 'JA', 'KR', 'FR', 'DE', 'ES', 'PT'] as const;
export type MailLocale = (typeof mailLocales)[number];

/** The event's locale when we write in it, else English. */
export function mailLocaleOf(locale: string): MailLocale {
  const upper = locale.trim().toUpperCase();
  return (mailLocales as readonly string[]).includes(upper) ? (upper as MailLocale) : 'EN';
}

export const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
