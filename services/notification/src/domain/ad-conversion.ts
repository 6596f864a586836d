import { createHash } from 'node:crypto';
import { minorUnitsPerUnit } from '@mindprint/platform/money';
import { fbclidSeenAtKey } from '@mindprint/platform/tracking-keys';

/**
 * Server-side ad conversions (issue 20): what a paid event tells an ad platform, decided without I/O.
 *
 * Event ids are shared with the browser's copy of the same event (web/src/lib/analytics.ts), so a platform
 * that receives both counts one: `purchase:<purchaseNumber>`, `trial_start:<subscription id>`,
 * `subscription_start:<subscription id>` (a skipped trial), `renewal:<payment id>` (no browser copy).
 */
export type ConversionKind = 'purchase' | 'trial_start' | 'subscription_start' | 'renewal';
export type AdPlatform = 'meta' | 'google_ads';
export const adPlatforms: readonly AdPlatform[] = ['meta', 'google_ads'];

/** Click ids a platform can match a conversion with. */
export interface ClickIds {
  fbclid?: string;
  gclid?: string;
  gbraid?: string;
  wbraid?: string;
}

/** One conversion as queued for delivery: no plain e-mail address, only its SHA-256. */
export interface AdConversion {
  eventId: string;
  kind: ConversionKind;
  /** RFC 3339. */
  occurredAt: string;
  valueMinor: number;
  currency: string;
  /** SHA-256 (hex) of the trimmed, lower-cased address; '' when there is none. */
  hashedEmail: string;
  clickIds: ClickIds;
  /** When the web first saw the fbclid (ms since the epoch), for Meta's fbc; absent when unknown. */
  fbclidSeenAt?: number;
  /** The browser's user agent, kept with consent; '' when unknown. */
  userAgent: string;
}

/** What a paid event carries for attribution (proto's AdAttribution). */
export interface EventAttribution {
  tracking: Record<string, string>;
  advertisingConsent: boolean;
  userAgent: string;
}

export interface PaidEvent {
  kind: ConversionKind;
  /** The order number, subscription id or payment id the event id is made of. */
  reference: string;
  occurredAt: string;
  valueMinor: number;
  currency: string;
  email: string;
  attribution: EventAttribution | undefined;
}

/** SHA-256 hex of an address as both platforms want it hashed: trimmed and lower-cased first. */
export function hashEmail(email: string): string {
  const normalized = email.trim().toLowerCase();
  return normalized ? createHash('sha256').update(normalized).digest('hex') : '';
}

/**
 * The conversion of a paid event, or undefined when it must not be sent: no advertising consent recorded
 * with the order or subscription, no click id any platform matches, or no valid time.
 */
export function conversionOf(event: PaidEvent): AdConversion | undefined {
  const attribution = event.attribution;
  if (!attribution?.advertisingConsent || !event.reference) return undefined;
  const clickIds: ClickIds = {};
  for (const key of ['fbclid', 'gclid', 'gbraid', 'wbraid'] as const) {
    const value = attribution.tracking[key];
    if (value) clickIds[key] = value;
  }
  if (Object.keys(clickIds).length === 0) return undefined;
  const occurredAt = new Date(event.occurredAt);
  if (Number.isNaN(occurredAt.getTime())) return undefined;
  const fbclidSeenAt = Number(attribution.tracking[fbclidSeenAtKey]);
  return {
    eventId: `${event.kind}:${event.reference}`,
    kind: event.kind,
    occurredAt: occurredAt.toISOString(),
    valueMinor: event.valueMinor,
    currency: event.currency.toUpperCase(),
    hashedEmail: hashEmail(event.email),
    clickIds,
    // A first-seen time after the conversion is not one: Meta would reject the fbc.
    ...(clickIds.fbclid && fbclidSeenAt > 0 && fbclidSeenAt <= occurredAt.getTime() ? { fbclidSeenAt } : {}),
    userAgent: attribution.userAgent,
  };
}

/** The platforms that can match the conversion by its click id: Meta by fbclid, Google Ads by gclid, gbraid or wbraid. */
export function matchingPlatforms(conversion: AdConversion, configured: ReadonlySet<AdPlatform>): AdPlatform[] {
  const { fbclid, gclid, gbraid, wbraid } = conversion.clickIds;
  return adPlatforms.filter((platform) => configured.has(platform) && (platform === 'meta' ? Boolean(fbclid) : Boolean(gclid || gbraid || wbraid)));
}

/** Meta's standard event names for the kinds. */
export const metaEventNames: Record<ConversionKind, string> = {
  purchase: 'Purchase',
  trial_start: 'StartTrial',
  subscription_start: 'Subscribe',
  renewal: 'Purchase',
};

/**
 * Meta's click id parameter, `fb.<subdomain index>.<creation time ms>.<fbclid>`: 1 for the registrable domain;
 * the creation time is when the web first saw the fbclid, or the conversion's time when that is unknown (an
 * order made before it was kept, or a visitor who consented only after the landing's memory was written).
 */
export function metaClickParameter(conversion: Pick<AdConversion, 'clickIds' | 'fbclidSeenAt' | 'occurredAt'>): string | undefined {
  const { fbclid } = conversion.clickIds;
  if (!fbclid) return undefined;
  return `fb.1.${conversion.fbclidSeenAt ?? new Date(conversion.occurredAt).getTime()}.${fbclid}`;
}

/** Google Ads' conversion time: "yyyy-mm-dd hh:mm:ss+00:00" (UTC). */
export function googleAdsDateTime(occurredAt: string): string {
  return `${new Date(occurredAt).toISOString().slice(0, 19).replace('T', ' ')}+00:00`;
}

/** The conversion's value as the decimal number both platforms take (12.99; 1200 for yen). */
export function conversionValue(conversion: AdConversion): number {
  return conversion.valueMinor / minorUnitsPerUnit(conversion.currency);
}
