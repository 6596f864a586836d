import { NECESSARY_TRACKING_KEYS, TRACKING_QUERY_KEYS } from './generated/tracking-keys';

/** Query keys kept across the whole flow: locale, log id, ad click ids and campaign keys (one list, from the platform). */
export { TRACKING_QUERY_KEYS };

export type TrackingQueryKey = (typeof TRACKING_QUERY_KEYS)[number];
export type TrackingQuery = Partial<Record<TrackingQueryKey, string>>;

/**
 * The tracking keys present in `search` (keys match exactly, e.g. `ScCid`); empty values
 * are dropped, and for a repeated key the first value wins. Other parameters are ignored.
 */
export function pickTrackingQuery(search: string | URLSearchParams): TrackingQuery {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const picked: TrackingQuery = {};
  for (const key of TRACKING_QUERY_KEYS) {
    const value = params.get(key);
    if (value) picked[key] = value;
  }
  return picked;
}

/** `?hl=FR&gclid=…` for the tracking keys of `query`, in the canonical key order; '' when none. */
export function trackingQueryString(query: TrackingQuery): string {
  const params = new URLSearchParams();
  for (const key of TRACKING_QUERY_KEYS) {
    const value = query[key];
    if (value) params.set(key, value);
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/**
 * The query string for an internal link: `extra` first (e.g. `examId`), then the tracking keys of
 * `currentSearch`; a tracking key in `extra` wins. `?…` or ''.
 */
export function searchWithTracking(currentSearch: string, extra: Record<string, string> = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(extra)) if (value) params.set(key, value);
  const tracking = pickTrackingQuery(currentSearch);
  for (const key of TRACKING_QUERY_KEYS) {
    const value = tracking[key];
    if (value && !params.has(key)) params.set(key, value);
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/**
 * The part of `query` this browser may store: with advertising consent all of it; without, only the language
 * and log id. Ad click ids and campaign keys are read from the device later to attribute a sale to an ad,
 * which the ePrivacy rules allow only with consent; until the visitor decides they ride in the URL alone.
 */
export function storableTrackingQuery(query: TrackingQuery, advertisingConsent: boolean): TrackingQuery {
  if (advertisingConsent) return { ...query };
  const kept: TrackingQuery = {};
  for (const key of NECESSARY_TRACKING_KEYS) if (query[key]) kept[key] = query[key];
  return kept;
}
