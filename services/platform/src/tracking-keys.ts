/**
 * The query keys the product keeps across the whole flow (spec §3 "Tracking query keys kept", plus the
 * Google, Microsoft and campaign keys issue 20 adds): the one list for the gateway, every service and — as a
 * generated constant (web/src/lib/generated/tracking-keys.ts, `npm run generate`) — the web app.
 * Exact spelling matters: `ScCid` is matched case-sensitively, as the ad platforms write it.
 */
export const trackingQueryKeys = [
  'hl',
  'logid',
  'fbclid',
  'gclid',
  'click_id',
  'pixel_id',
  'ttclid',
  'tt_test_id',
  'ScCid',
  'gbraid',
  'wbraid',
  'msclkid',
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_term',
  'utm_content',
] as const;

export type TrackingQueryKey = (typeof trackingQueryKeys)[number];

/**
 * The keys that need no consent to keep: the visitor's language and the log id of their visit. Every other
 * key identifies an ad click or a campaign and is kept only with advertising consent.
 */
export const necessaryTrackingKeys: readonly TrackingQueryKey[] = ['hl', 'logid'];

/** The longest value kept; longer ones are cut (real click ids are far shorter). */
export const trackingValueMaxLength = 256;

/**
 * Not a query key: when the web first saw the visitor's `fbclid` (ms since the epoch, from its landing memory),
 * sent with the tracking keys so Meta's `fbc` carries the click's creation time. Kept only with the fbclid.
 */
export const fbclidSeenAtKey = 'fbclid_seen_at';

/** The keys an order, subscription or purchase keeps: the tracking query keys and the fbclid's first-seen time. */
export type KeptTrackingKey = TrackingQueryKey | typeof fbclidSeenAtKey;

/**
 * The tracking keys of `query` that may be kept: the known keys with a non-empty string value (cut to
 * `trackingValueMaxLength`), and without advertising consent only the necessary ones. Anything else is dropped.
 */
export function keepTrackingKeys(query: Record<string, unknown>, advertisingConsent: boolean): Partial<Record<KeptTrackingKey, string>> {
  const allowed = advertisingConsent ? trackingQueryKeys : necessaryTrackingKeys;
  const kept: Partial<Record<KeptTrackingKey, string>> = {};
  for (const key of allowed) {
    const value = query[key];
    if (typeof value === 'string' && value.length > 0) kept[key] = value.slice(0, trackingValueMaxLength);
  }
  const seenAt = query[fbclidSeenAtKey];
  if (kept.fbclid && typeof seenAt === 'string' && /^[1-9]\d{9,15}$/.test(seenAt)) kept[fbclidSeenAtKey] = seenAt;
  return kept;
}

/** The longest user agent kept (real ones are a few hundred characters). */
const userAgentMaxLength = 512;

/** What an order or subscription keeps for ad attribution (proto's AdAttribution). */
export interface AdAttribution {
  tracking: Partial<Record<KeptTrackingKey, string>>;
  advertisingConsent: boolean;
  /** Only with advertising consent. */
  userAgent: string | null;
}

/**
 * What an order or subscription keeps for ad attribution: the tracking keys (click ids and campaign keys only
 * with advertising consent) and, with consent, the browser's user agent, which Meta requires on a website
 * conversion. The client's IP address is not kept: matching works on the click id and the hashed e-mail, and
 * a stored address would be personal data held for months for a small gain in match rate.
 */
export function keepAdAttribution(input: { tracking: Record<string, unknown>; advertisingConsent: boolean; userAgent: string }): AdAttribution {
  return {
    tracking: keepTrackingKeys(input.tracking, input.advertisingConsent),
    advertisingConsent: input.advertisingConsent,
    userAgent: input.advertisingConsent && input.userAgent ? input.userAgent.slice(0, userAgentMaxLength) : null,
  };
}
