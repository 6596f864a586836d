/**
 * Tracking without third-party scripts: events go to `window.dataLayer` when the page has one
 * (a tag manager the deployment adds), and nowhere otherwise.
 */
export type AnalyticsParams = Record<string, string | number | boolean | null | undefined>;

export interface DataLayerLike {
  push(...items: unknown[]): unknown;
}

function isDataLayer(value: unknown): value is DataLayerLike {
  return Array.isArray(value) || (typeof value === 'object' && value !== null && typeof (value as DataLayerLike).push === 'function');
}

/** Pushes `{ event, ...params }` (empty values left out) onto `layer`; false when there is no data layer. */
export function pushEvent(layer: unknown, event: string, params: AnalyticsParams = {}): boolean {
  if (!isDataLayer(layer)) return false;
  const record: Record<string, unknown> = { event };
  for (const [key, value] of Object.entries(params)) if (value !== undefined && value !== null && value !== '') record[key] = value;
  layer.push(record);
  return true;
}

function pageDataLayer(): unknown {
  return typeof window === 'undefined' ? undefined : (window as { dataLayer?: unknown }).dataLayer;
}

export function trackEvent(event: string, params?: AnalyticsParams): boolean {
  return pushEvent(pageDataLayer(), event, params);
}

export interface PageView extends AnalyticsParams {
  page_path: string;
  page_location: string;
  route_name: string;
}

export function trackPageView(view: PageView): boolean {
  return trackEvent('page_view', view);
}
