/**
 * The funnel's events (web/docs/analytics-events.md): stable names and parameters, each pushed once. Every event
 * goes onto `window.dataLayer` (the tag manager reads it; a plain array sends nothing anywhere) and to the tags
 * loaded with the visitor's consent (tag-loader.ts registers them as sinks). Nothing here loads a script.
 */
import { localStore, sessionStore, type PersistentStore } from './storage';

export type AnalyticsParams = Record<string, string | number | boolean | null | undefined>;

export const funnelEvents = [
  'page_view',
  'test_start',
  'part_complete',
  'test_complete',
  'email_given',
  'sku_view',
  'checkout_start',
  'purchase',
  'trial_start',
  'subscription_start',
] as const;
export type FunnelEvent = (typeof funnelEvents)[number];

/** Events that are conversions: their ids are shared with the server-side copy (notification service). */
export const conversionEvents = ['purchase', 'trial_start', 'subscription_start'] as const;
export type ConversionEvent = (typeof conversionEvents)[number];

export interface DataLayerLike {
  push(...items: unknown[]): unknown;
}

function isDataLayer(value: unknown): value is DataLayerLike {
  return Array.isArray(value) || (typeof value === 'object' && value !== null && typeof (value as DataLayerLike).push === 'function');
}

/** The params without empty values. */
export function cleanParams(params: AnalyticsParams): Record<string, string | number | boolean> {
  const clean: Record<string, string | number | boolean> = {};
  for (const [key, value] of Object.entries(params)) if (value !== undefined && value !== null && value !== '') clean[key] = value;
  return clean;
}

/** Pushes `{ event, ...params }` (empty values left out) onto `layer`; false when there is no data layer. */
export function pushEvent(layer: unknown, event: string, params: AnalyticsParams = {}): boolean {
  if (!isDataLayer(layer)) return false;
  layer.push({ event, ...cleanParams(params) });
  return true;
}

/** A loaded tag that takes events (tag-loader.ts). */
export type EventSink = (event: FunnelEvent, params: Record<string, string | number | boolean>) => void;
const sinks = new Set<EventSink>();

export function addEventSink(sink: EventSink): () => void {
  sinks.add(sink);
  return () => sinks.delete(sink);
}

function pageDataLayer(): unknown {
  return typeof window === 'undefined' ? undefined : (window as { dataLayer?: unknown }).dataLayer;
}

export function trackEvent(event: FunnelEvent, params: AnalyticsParams = {}): boolean {
  const pushed = pushEvent(pageDataLayer(), event, params);
  const clean = cleanParams(params);
  for (const sink of sinks) sink(event, clean);
  return pushed;
}

export interface PageView extends AnalyticsParams {
  page_path: string;
  page_location: string;
  route_name: string;
}

/** The route guard's page view: one per entry of a route (the guard runs once per entry). */
export function trackPageView(view: PageView): boolean {
  return trackEvent('page_view', view);
}

/** The keys of the events already sent, so that a re-render, a repeated effect or a reload sends nothing twice. */
export interface SentEvents {
  /** True the first time `key` is claimed, false ever after. */
  claim(key: string): boolean;
}

const SENT_KEY = 'analytics:sent';
/** Enough for every event of a visit; the oldest keys go first. */
const MAX_REMEMBERED = 200;

export function createSentEvents(store: PersistentStore): SentEvents {
  const claimed = new Set<string>();
  return {
    claim(key) {
      if (claimed.has(key)) return false;
      claimed.add(key);
      const stored = store.get<unknown>(SENT_KEY);
      const keys = Array.isArray(stored) ? stored.filter((k): k is string => typeof k === 'string') : [];
      if (keys.includes(key)) return false;
      store.set(SENT_KEY, [...keys, key].slice(-MAX_REMEMBERED));
      return true;
    },
  };
}

/** Conversions are remembered across tabs and reloads (a result page opened again from the mail); steps per tab. */
const sentConversions = createSentEvents(localStore);
const sentSteps = createSentEvents(sessionStore);

const isConversion = (event: FunnelEvent): event is ConversionEvent => (conversionEvents as readonly string[]).includes(event);

/**
 * Sends `event` once for `key` (what makes it one occurrence: an order number, an exam and part); false when it was
 * sent before. `sent` is for tests.
 */
export function trackOnce(key: string, event: FunnelEvent, params: AnalyticsParams = {}, sent?: SentEvents): boolean {
  const registry = sent ?? (isConversion(event) ? sentConversions : sentSteps);
  if (!registry.claim(`${event}:${key}`)) return false;
  trackEvent(event, params);
  return true;
}

/** `<event>:<transaction id>`: the id the server-side copy of the conversion carries too, so the platforms count one. */
export function conversionEventId(event: ConversionEvent, transactionId: string): string {
  return `${event}:${transactionId}`;
}

export interface Conversion {
  /** The order number (purchase) or the subscription id (trial and subscription start). */
  transactionId: string;
  /** Major units, e.g. 19.99. */
  value: number;
  /** ISO 4217, upper case. */
  currency: string;
  /** The SKU or plan bought. */
  itemId?: string;
}

/** A conversion, once per transaction, with value, currency, transaction id and the shared event id. */
export function trackConversion(event: ConversionEvent, conversion: Conversion, sent?: SentEvents): boolean {
  const eventId = conversionEventId(event, conversion.transactionId);
  return trackOnce(
    conversion.transactionId,
    event,
    { value: conversion.value, currency: conversion.currency.toUpperCase(), transaction_id: conversion.transactionId, event_id: eventId, item_id: conversion.itemId },
    sent,
  );
}
