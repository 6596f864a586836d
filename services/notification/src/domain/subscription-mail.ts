import { fillTemplate } from '@mindprint/platform/locale-content';
import { formatMoney } from '@mindprint/platform/money';
import { type MailTexts, mailTexts } from '../mail-texts.js';
import { escapeHtml, formatMailDate, mailLanguage } from './mail-locale.js';
import { type LocaleCode, localeOrDefault } from '@mindprint/platform/locales';

/**
 * The subscription e-mails (all transactional: never checked against marketing suppression, no
 * List-Unsubscribe). Honest by construction: a trial that costs something is never called free, the
 * renewal price, period and date are stated, and every mail about money says how to cancel.
 */
type Texts = MailTexts['subscription'];

const siteRoot = (publicBaseUrl: string) => publicBaseUrl.replace(/\/$/, '');

/** Where the member cancels with one click (and pays again with another card): the account settings. */
export const accountSettingsUrl = (publicBaseUrl: string) => `${siteRoot(publicBaseUrl)}/userCenter/setting`;
/** Where anyone cancels by e-mail: the page asks for the address and mails the confirmation link. */
export const cancelByEmailUrl = (publicBaseUrl: string) => `${siteRoot(publicBaseUrl)}/cancel/subscription`;

interface Link {
  label: string;
  url: string;
}

interface MailContent {
  subject: string;
  paragraphs: string[];
  rows?: [string, string][];
  links: Link[];
  /** Paragraphs after the links. */
  after?: string[];
}

function render(locale: LocaleCode, content: MailContent) {
  const t = mailTexts[locale].subscription;
  const rows = content.rows ?? [];
  const after = content.after ?? [];
  const text = [
    t.greeting,
    ...content.paragraphs,
    ...(rows.length ? [rows.map(([label, value]) => `${label}: ${value}`).join('\n')] : []),
    content.links.map((l) => `${l.label}: ${l.url}`).join('\n'),
    ...after,
    t.footer,
  ].join('\n\n');
  const cell = 'padding:2px 12px 2px 0;color:#666';
  const html =
    `<!doctype html><html lang="${mailLanguage[locale]}"><body style="font-family:sans-serif">` +
    `<p>${escapeHtml(t.greeting)}</p>` +
    content.paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('') +
    (rows.length
      ? `<table style="border-collapse:collapse">${rows.map(([label, value]) => `<tr><td style="${cell}">${escapeHtml(label)}</td><td>${escapeHtml(value)}</td></tr>`).join('')}</table>`
      : '') +
    content.links.map((l) => `<p><a href="${escapeHtml(l.url)}">${escapeHtml(l.label)}</a></p>`).join('') +
    after.map((p) => `<p>${escapeHtml(p)}</p>`).join('') +
    `<p style="color:#666;font-size:12px">${escapeHtml(t.footer)}</p></body></html>`;
  return { subject: content.subject, text: `${text}\n`, html };
}

/**
 * The membership's own signed page first (status, receipt, one-press cancel, no password), then the account.
 * Without a manage path (an event from before the links) the cancel-by-e-mail page stands in for it.
 */
const cancelLinks = (t: Texts, publicBaseUrl: string, managePath: string): Link[] => [
  managePath.startsWith('/') ? { label: t.manage, url: `${siteRoot(publicBaseUrl)}${managePath}` } : { label: t.cancelByEmail, url: cancelByEmailUrl(publicBaseUrl) },
  { label: t.cancelInAccount, url: accountSettingsUrl(publicBaseUrl) },
];
const planOf = (name: string) => name.trim() || 'Mindprint';
/** Dates of charges and access: day and time in UTC. */
const dateTime = (locale: LocaleCode, value: string | Date) => `${formatMailDate(locale, value, true)} UTC`;

export interface TrialStartedMailInput {
  locale: string;
  planName: string;
  trialDays: number;
  trialPriceMinor: number;
  priceMinor: number;
  currency: string;
  periodLabel: string;
  trialEndsAt: string;
  trialSkipped: boolean;
  publicBaseUrl: string;
  /** The signed path that manages this membership (empty for events from before the links). */
  managePath: string;
}

/**
 * The terms exactly: the trial's length and price (a trial that costs something is never called free), or,
 * with the trial skipped, that the first period was paid; then the renewal price per period from the first
 * renewal date on (trial_ends_at; when empty, as subscription sends it with the trial skipped, "when this
 * first period ends"), and how to cancel. With the trial skipped the first charge is the period price
 * (subscription's skip-trial price), or `trialPriceMinor` when that is set.
 */
export function trialStartedMail(input: TrialStartedMailInput) {
  const locale = localeOrDefault(input.locale);
  const t = mailTexts[locale].subscription;
  const plan = planOf(input.planName);
  const price = formatMoney(input.priceMinor, input.currency);
  const renewsOn = Number.isNaN(new Date(input.trialEndsAt).getTime()) ? undefined : input.trialEndsAt;
  const terms = input.trialSkipped
    ? fillTemplate(t.trialSkipped, { plan, price: formatMoney(input.trialPriceMinor > 0 ? input.trialPriceMinor : input.priceMinor, input.currency), period: input.periodLabel })
    : input.trialPriceMinor > 0
      ? fillTemplate(t.paidTrial, { plan, days: input.trialDays, price: formatMoney(input.trialPriceMinor, input.currency) })
      : fillTemplate(t.zeroTrial, { plan, days: input.trialDays });
  return render(locale, {
    subject: input.trialSkipped ? fillTemplate(t.firstPeriodSubject, { plan }) : fillTemplate(t.trialSubject, { plan }),
    paragraphs: [terms, renewsOn ? fillTemplate(t.renewal, { date: dateTime(locale, renewsOn), price, period: input.periodLabel }) : fillTemplate(t.renewalAfterFirstPeriod, { price, period: input.periodLabel }), t.cancelHow],
    links: cancelLinks(t, input.publicBaseUrl, input.managePath),
  });
}

/** Before the trial converts: when it ends, what will be charged for which period, and how to cancel. */
export function trialReminderMail(input: { locale: string; planName: string; priceMinor: number; currency: string; periodLabel: string; trialEndsAt: string; publicBaseUrl: string; managePath: string }) {
  const locale = localeOrDefault(input.locale);
  const t = mailTexts[locale].subscription;
  const endsAt = dateTime(locale, input.trialEndsAt);
  return render(locale, {
    subject: fillTemplate(t.reminderSubject, { date: endsAt }),
    paragraphs: [fillTemplate(t.reminderBody, { plan: planOf(input.planName), date: endsAt, price: formatMoney(input.priceMinor, input.currency), period: input.periodLabel }), t.cancelHow],
    links: cancelLinks(t, input.publicBaseUrl, input.managePath),
  });
}

/** The renewal receipt: amount, the period it pays for, the payment id as reference. */
export function subscriptionRenewedMail(input: {
  locale: string;
  planName: string;
  amountMinor: number;
  currency: string;
  periodStart: string;
  periodEnd: string;
  paymentId: string;
  publicBaseUrl: string;
  managePath: string;
}) {
  const locale = localeOrDefault(input.locale);
  const t = mailTexts[locale].subscription;
  const plan = planOf(input.planName);
  const amount = formatMoney(input.amountMinor, input.currency);
  return render(locale, {
    subject: fillTemplate(t.renewedSubject, { plan }),
    paragraphs: [fillTemplate(t.renewedBody, { plan, amount })],
    rows: [
      [t.amount, amount],
      [t.period, `${formatMailDate(locale, input.periodStart, false)} – ${formatMailDate(locale, input.periodEnd, false)}`],
      [t.reference, input.paymentId],
    ],
    links: cancelLinks(t, input.publicBaseUrl, input.managePath),
    after: [t.cancelHow],
  });
}

/** A renewal that did not go through: amount, the next try (or that it lapsed), another card, cancelling. */
export function renewalFailedMail(input: { locale: string; planName: string; amountMinor: number; currency: string; nextAttemptAt: string; publicBaseUrl: string; managePath: string }) {
  const locale = localeOrDefault(input.locale);
  const t = mailTexts[locale].subscription;
  const plan = planOf(input.planName);
  const lapsed = !input.nextAttemptAt.trim();
  return render(locale, {
    subject: fillTemplate(t.failedSubject, { plan }),
    paragraphs: [fillTemplate(t.failedBody, { plan, amount: formatMoney(input.amountMinor, input.currency) }), lapsed ? t.lapsed : fillTemplate(t.nextAttempt, { date: dateTime(locale, input.nextAttemptAt) }), t.updateCard],
    links: lapsed ? [{ label: t.openAccount, url: accountSettingsUrl(input.publicBaseUrl) }] : cancelLinks(t, input.publicBaseUrl, input.managePath),
    after: lapsed ? [] : [t.cancelHow],
  });
}

/** The cancellation confirmation: access until when, no further charges, and why when it was an upgrade or a lapse. */
export function subscriptionCanceledMail(input: { locale: string; planName: string; accessEndsAt: string; reason: string; publicBaseUrl: string; managePath: string }) {
  const locale = localeOrDefault(input.locale);
  const t = mailTexts[locale].subscription;
  const plan = planOf(input.planName);
  const reason = input.reason === 'upgrade' ? t.reasonUpgrade : input.reason === 'lapsed' ? t.reasonLapsed : undefined;
  return render(locale, {
    subject: fillTemplate(t.canceledSubject, { plan }),
    paragraphs: [fillTemplate(t.canceledBody, { plan, date: dateTime(locale, input.accessEndsAt) }), ...(reason ? [reason] : [])],
    links: input.managePath.startsWith('/')
      ? [{ label: t.manage, url: `${siteRoot(input.publicBaseUrl)}${input.managePath}` }]
      : [{ label: t.openAccount, url: accountSettingsUrl(input.publicBaseUrl) }],
  });
}

/** The link that confirms a cancellation asked for by e-mail: the page asks for a button press (a POST). */
export function cancellationRequestedMail(input: { locale: string; planName: string; confirmUrl: string }) {
  const locale = localeOrDefault(input.locale);
  const t = mailTexts[locale].subscription;
  return render(locale, {
    subject: t.requestSubject,
    paragraphs: [fillTemplate(t.requestBody, { plan: planOf(input.planName) })],
    links: [{ label: t.requestButton, url: input.confirmUrl }],
    after: [t.requestNote, t.requestIgnore],
  });
}
