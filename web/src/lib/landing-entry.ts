/**
 * What the landing-route guard remembers (spec §4 "Route guard on entering a landing route"):
 * the route name, the tracking query and the exam (id and code) of the landing the visitor came
 * in through, and — per site — the theme name (homeTheme when none is stored, spec §3).
 * Later steps read it back: the answer flow for the tracking keys it sends with the order,
 * the error page for the theme's default test route.
 */
import { isExamId, isTestCode, type CodeExam } from './code-exam';
import { FBCLID_SEEN_AT_KEY } from './generated/tracking-keys';
import { localStore, type PersistentStore } from './storage';
import { pickTrackingQuery, storableTrackingQuery, TRACKING_QUERY_KEYS, type TrackingQuery } from './tracking-query';

export interface LandingEntry {
  /** Route name, e.g. `relaxPage-code-examId` or `landing-relax`. */
  routeName: string;
  /** Path entered, without query, e.g. `/relaxPage/mbti-1`. */
  path: string;
  query: TrackingQuery;
  examId: string;
  code: string;
  /** Theme name of the route, e.g. `relaxTheme`. */
  theme: string;
  /** Entry time, ms since the epoch. */
  enteredAt: number;
  /**
   * When the stored `fbclid` was first seen (ms since the epoch): Meta's `fbc` creation time. Kept while the same
   * fbclid comes back; stored, like the click id, only with advertising consent.
   */
  fbclidSeenAt?: number;
}

/** The tracking keys an order, subscription or payment is made with, and when its fbclid was first seen. */
export type PurchaseTracking = TrackingQuery & { [FBCLID_SEEN_AT_KEY]?: string };

const ENTRY_KEY = 'landing:entry';
const themeKey = (site: string) => `theme:${site || 'default'}`;

export interface LandingMemory {
  /** Stores the entry; its ad click ids and campaign keys only with advertising consent (storableTrackingQuery). */
  remember(entry: LandingEntry, site: string, advertisingConsent: boolean): void;
  /**
   * Follows a consent choice: granted, the click ids and campaign keys of `currentQuery` (still in the URL) join
   * the stored entry; refused, the stored ones are forgotten.
   */
  followAdvertisingConsent(granted: boolean, currentQuery: TrackingQuery): void;
  /** The last landing entered, or null (nothing stored, or stored data no longer valid). */
  entry(): LandingEntry | null;
  /**
   * The tracking keys to send with an order, subscription or payment: `currentQuery` (the page's address) over
   * the stored ones, with the fbclid's first-seen time when the fbclid sent is the stored one.
   */
  trackingFor(currentQuery: TrackingQuery): PurchaseTracking;
  /** The exam of the last landing entered, or null. */
  exam(): CodeExam | null;
  /** The theme name stored for `site`, or null. */
  themeName(site: string): string | null;
}

export function createLandingMemory(store: PersistentStore): LandingMemory {
  return {
    remember(entry, site, advertisingConsent) {
      const query = storableTrackingQuery(entry.query, advertisingConsent);
      const previous = sanitizeEntry(store.get<unknown>(ENTRY_KEY));
      store.set(ENTRY_KEY, { ...entry, query, fbclidSeenAt: fbclidSeenAt(query, previous, entry.enteredAt) });
      store.set(themeKey(site), entry.theme);
    },
    followAdvertisingConsent(granted, currentQuery) {
      const stored = sanitizeEntry(store.get<unknown>(ENTRY_KEY));
      if (!stored) return;
      const query = granted ? { ...stored.query, ...currentQuery } : storableTrackingQuery(stored.query, false);
      // A click id still in the address came with the landing, so it was first seen when the visitor entered.
      store.set(ENTRY_KEY, { ...stored, query, fbclidSeenAt: fbclidSeenAt(query, stored, stored.enteredAt) });
    },
    entry() {
      return sanitizeEntry(store.get<unknown>(ENTRY_KEY));
    },
    trackingFor(currentQuery) {
      const stored = sanitizeEntry(store.get<unknown>(ENTRY_KEY));
      const tracking: PurchaseTracking = { ...stored?.query, ...currentQuery };
      if (stored?.fbclidSeenAt && tracking.fbclid === stored.query.fbclid) tracking[FBCLID_SEEN_AT_KEY] = String(stored.fbclidSeenAt);
      return tracking;
    },
    exam() {
      const entry = sanitizeEntry(store.get<unknown>(ENTRY_KEY));
      return entry ? { code: entry.code, examId: entry.examId } : null;
    },
    themeName(site) {
      const name = store.get<unknown>(themeKey(site));
      return typeof name === 'string' && /^[A-Za-z][\w-]{0,40}$/.test(name) ? name : null;
    },
  };
}

/** The first-seen time of `query`'s fbclid: the earlier entry's when it had the same one, else `now`; none without an fbclid. */
function fbclidSeenAt(query: TrackingQuery, earlier: LandingEntry | null, now: number): number | undefined {
  if (!query.fbclid) return undefined;
  return earlier?.fbclidSeenAt && earlier.query.fbclid === query.fbclid ? earlier.fbclidSeenAt : now;
}

/** Stored data is input: anything malformed counts as nothing stored. */
export function sanitizeEntry(raw: unknown): LandingEntry | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const value = raw as Record<string, unknown>;
  if (typeof value.routeName !== 'string' || typeof value.path !== 'string' || typeof value.theme !== 'string') return null;
  if (!isExamId(value.examId) || !isTestCode(value.code)) return null;
  const query: TrackingQuery = {};
  if (typeof value.query === 'object' && value.query !== null) {
    for (const key of TRACKING_QUERY_KEYS) {
      const v = (value.query as Record<string, unknown>)[key];
      if (typeof v === 'string' && v) query[key] = v;
    }
  }
  return {
    routeName: value.routeName,
    path: value.path,
    query,
    examId: value.examId,
    code: value.code,
    theme: value.theme,
    enteredAt: typeof value.enteredAt === 'number' ? value.enteredAt : 0,
    ...(query.fbclid && typeof value.fbclidSeenAt === 'number' && Number.isSafeInteger(value.fbclidSeenAt) && value.fbclidSeenAt > 0
      ? { fbclidSeenAt: value.fbclidSeenAt }
      : {}),
  };
}

/** The app's memory: prefixed localStorage, 365-day expiry. */
export const landingMemory: LandingMemory = createLandingMemory(localStore);

/** The site the stored theme belongs to: the host name (several sites can share one build). */
export function currentSite(url?: URL): string {
  if (url) return url.hostname;
  return typeof window === 'undefined' ? '' : window.location.hostname;
}

/**
 * The tracking keys an order or subscription is made with: the current URL's, over the ones stored at the
 * landing (only those consent allowed to store). The gateway keeps click ids only with advertising consent.
 */
export function trackingForPurchase(search: string): PurchaseTracking {
  return landingMemory.trackingFor(pickTrackingQuery(search));
}
