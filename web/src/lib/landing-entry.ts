/**
 * What the landing-route guard remembers (spec §4 "Route guard on entering a landing route"):
 * the route name, the tracking query and the exam (id and code) of the landing the visitor came
 * in through, and — per site — the theme name (homeTheme when none is stored, spec §3).
 * Later steps read it back: the answer flow for the tracking keys it sends with the order,
 * the error page for the theme's default test route.
 */
import { isExamId, isTestCode, type CodeExam } from './code-exam';
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
}

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
  /** The exam of the last landing entered, or null. */
  exam(): CodeExam | null;
  /** The theme name stored for `site`, or null. */
  themeName(site: string): string | null;
}

export function createLandingMemory(store: PersistentStore): LandingMemory {
  return {
    remember(entry, site, advertisingConsent) {
      store.set(ENTRY_KEY, { ...entry, query: storableTrackingQuery(entry.query, advertisingConsent) });
      store.set(themeKey(site), entry.theme);
    },
    followAdvertisingConsent(granted, currentQuery) {
      const stored = sanitizeEntry(store.get<unknown>(ENTRY_KEY));
      if (!stored) return;
      store.set(ENTRY_KEY, { ...stored, query: granted ? { ...stored.query, ...currentQuery } : storableTrackingQuery(stored.query, false) });
    },
    entry() {
      return sanitizeEntry(store.get<unknown>(ENTRY_KEY));
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
export function trackingForPurchase(search: string): TrackingQuery {
  return { ...landingMemory.entry()?.query, ...pickTrackingQuery(search) };
}
