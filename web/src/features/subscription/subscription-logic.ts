/**
 * Pure helpers of the subscription pages: the first renewal date, the period wording, the example
 * activity list (an illustration, never presented as live data), the consent and e-mail checks.
 */

export type BillingInterval = 'DAY' | 'WEEK' | 'MONTH' | 'YEAR';

const DAY_MS = 86_400_000;

export function normalizeInterval(value: string): BillingInterval {
  const upper = value.trim().toUpperCase().replace(/S$/, '');
  return upper === 'DAY' || upper === 'WEEK' || upper === 'YEAR' ? upper : 'MONTH';
}

/** `date` moved on by `count` periods (months and years by calendar, clamped to the month's end). */
export function addPeriod(date: Date, interval: BillingInterval, count: number): Date {
  const n = Math.max(1, Math.floor(count) || 1);
  if (interval === 'DAY') return new Date(date.getTime() + n * DAY_MS);
  if (interval === 'WEEK') return new Date(date.getTime() + n * 7 * DAY_MS);
  const months = interval === 'YEAR' ? 12 * n : n;
  const target = new Date(date.getTime());
  const day = target.getUTCDate();
  target.setUTCDate(1);
  target.setUTCMonth(target.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return target;
}

export interface RenewalPlan {
  trialDays: number;
  billingInterval: string;
  intervalCount: number;
}

/**
 * When the first full-price charge happens: today + trial days; with 'skip trial' (or no trial) the
 * visitor pays the full price now and the first renewal is one period later.
 */
export function firstRenewalDate(now: Date, plan: RenewalPlan, skipTrial: boolean): Date {
  if (!skipTrial && plan.trialDays > 0) return new Date(now.getTime() + plan.trialDays * DAY_MS);
  return addPeriod(now, normalizeInterval(plan.billingInterval), plan.intervalCount);
}

/** The translation key and count of a billing period ('per month', 'every 4 weeks'). */
export function periodKey(interval: string, count: number): { key: `period.${'day' | 'week' | 'month' | 'year'}${'One' | 'Many'}`; count: number } {
  const unit = normalizeInterval(interval).toLowerCase() as 'day' | 'week' | 'month' | 'year';
  const n = Math.max(1, Math.floor(count) || 1);
  return { key: `period.${unit}${n === 1 ? 'One' : 'Many'}`, count: n };
}

/** The spec's nine example activity items, minutes ago. */
export const EXAMPLE_ACTIVITY_MINUTES = [1, 3, 5, 10, 15, 20, 25, 30, 45] as const;

export type ExampleActivityKind = 'trial' | 'report' | 'premium';
const KINDS: readonly ExampleActivityKind[] = ['trial', 'report', 'premium'];

export interface ExampleActivityItem {
  minutes: number;
  kind: ExampleActivityKind;
  /** '1 minute ago' in the visitor's language. */
  ago: string;
}

/**
 * The example activity list. Nothing real backs it (there is no live feed), so the page shows it as
 * an illustration, with no names or places, and says so in its heading.
 */
export function exampleActivity(languageTag: string): ExampleActivityItem[] {
  const format = new Intl.RelativeTimeFormat(languageTag, { numeric: 'always' });
  return EXAMPLE_ACTIVITY_MINUTES.map((minutes, index) => ({
    minutes,
    kind: KINDS[index % KINDS.length] as ExampleActivityKind,
    ago: format.format(-minutes, 'minute'),
  }));
}

export type ConsentError = 'consent.required' | null;

/** The terms box must be ticked: the spec's 'Please check I have read and agree…' otherwise. */
export function validateConsent(ticked: boolean): ConsentError {
  return ticked ? null : 'consent.required';
}

export function isValidEmail(value: string): boolean {
  const text = value.trim();
  return text.length <= 254 && /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/.test(text);
}

const ORDER_NUMBER_PATTERN = /^[\w-]{1,80}$/;
export function cleanId(value: string | null | undefined): string | null {
  const text = value?.trim();
  return text && ORDER_NUMBER_PATTERN.test(text) ? text : null;
}

/** A mailed token as it came in the link (opaque, URL-safe), else null. */
export function cleanToken(value: string | null | undefined): string | null {
  const text = value?.trim();
  return text && /^[\w.~-]{8,2048}$/.test(text) ? text : null;
}

/** Seconds left until `expiresAt` (RFC 3339), null when there is no (future) offer end. */
export function secondsLeft(expiresAt: string | undefined, now: number): number | null {
  if (!expiresAt) return null;
  const end = Date.parse(expiresAt);
  if (Number.isNaN(end)) return null;
  const left = Math.floor((end - now) / 1000);
  return left > 0 ? left : null;
}

export function formatCountdown(seconds: number): string {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  const pad = (n: number) => String(n).padStart(2, '0');
  return h > 0 ? `${h}:${pad(m)}:${pad(s)}` : `${pad(m)}:${pad(s)}`;
}

/** A date in the visitor's language ('March 5, 2027'); '' for a missing or bad value. */
export function formatDate(value: Date | string | undefined, languageTag: string): string {
  if (!value) return '';
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(languageTag, { year: 'numeric', month: 'long', day: 'numeric' }).format(date);
}

export type CardInput = { cardNumber: string; expiry: string; cvc: string; cardholderName: string; postalCode: string };

/** The test-mode card form's fields that are missing or malformed (the server checks the rest). */
export function invalidCardFields(card: CardInput): (keyof CardInput)[] {
  const bad: (keyof CardInput)[] = [];
  const digits = card.cardNumber.replace(/\D/g, '');
  if (digits.length < 12 || digits.length > 19) bad.push('cardNumber');
  if (!/^(0[1-9]|1[0-2])\s*\/\s*\d{2}$/.test(card.expiry.trim())) bad.push('expiry');
  if (!/^\d{3,4}$/.test(card.cvc.trim())) bad.push('cvc');
  if (card.cardholderName.trim().length < 2) bad.push('cardholderName');
  if (card.postalCode.trim().length < 3) bad.push('postalCode');
  return bad;
}
