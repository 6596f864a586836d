/**
 * Loads the configured third-party tags, each only with the visitor's matching consent (web/docs/tracking.md):
 * statistics → GA4, Microsoft Clarity; advertising → Google Ads, Meta Pixel, TikTok Pixel; the tag manager (GTM)
 * with either, governed inside by Google Consent Mode. The ad pixels also need their click id (spec "Marketing
 * scripts"): fbclid for Meta, ttclid or tt_test_id for TikTok, gclid, gbraid or wbraid for Google Ads.
 * Google Consent Mode v2 defaults (all denied, wait 500 ms) are set before any tag, then updated from the choice.
 */
import type { TagConfig } from '../config/runtime-config';
import { addEventSink, type FunnelEvent } from './analytics';
import type { ConsentChoice } from './generated/consent-cookie';
import type { GoogleAdsConversion } from './generated/page-tag-config';

/** The consent categories (the cookie notice's choice). */
export type TagConsent = ConsentChoice;

export type TagName = 'gtm' | 'ga4' | 'googleAds' | 'meta' | 'tiktok' | 'clarity';

/** The click-id query keys each ad pixel waits for. */
export const clickIdKeys = {
  googleAds: ['gclid', 'gbraid', 'wbraid'],
  meta: ['fbclid'],
  tiktok: ['ttclid', 'tt_test_id'],
} as const;

/** The tags this visitor gets: configured, consented and, for ad pixels, with their click id. Pure. */
export function plannedTags(config: TagConfig, consent: TagConsent | undefined, clickIds: ReadonlySet<string>): TagName[] {
  if (!consent) return [];
  const advertising = consent.advertising && config.advertisingAllowed;
  const clicked = (tag: keyof typeof clickIdKeys) => clickIdKeys[tag].some((key) => clickIds.has(key));
  const tags: TagName[] = [];
  if (config.gtmId && (consent.statistics || advertising)) tags.push('gtm');
  if (config.ga4Id && consent.statistics) tags.push('ga4');
  if (config.clarityId && consent.statistics) tags.push('clarity');
  if (config.googleAdsId && advertising && clicked('googleAds')) tags.push('googleAds');
  if (config.metaPixelId && advertising && clicked('meta')) tags.push('meta');
  if (config.tiktokPixelId && advertising && clicked('tiktok')) tags.push('tiktok');
  return tags;
}

type ConsentState = 'granted' | 'denied';

/** Google Consent Mode v2 from the choice (no choice: everything denied). */
export function consentModeState(consent: TagConsent | undefined, advertisingAllowed: boolean) {
  const state = (on: boolean | undefined): ConsentState => (on ? 'granted' : 'denied');
  const advertising = state(consent?.advertising && advertisingAllowed);
  return { ad_storage: advertising, ad_user_data: advertising, ad_personalization: advertising, analytics_storage: state(consent?.statistics) };
}

/** The click-id keys present (with a value) in the page's query or in the first-party landing memory. */
export function presentClickIds(search: string, remembered: Record<string, string | undefined> = {}): Set<string> {
  const params = new URLSearchParams(search);
  const keys = Object.values(clickIdKeys).flat();
  return new Set(keys.filter((key) => params.get(key) || remembered[key]));
}

/** What the ad platforms hear of the funnel: its steps towards a sale, and the sales. */
const adEvents: readonly FunnelEvent[] = ['sku_view', 'email_given', 'checkout_start', 'purchase', 'trial_start', 'subscription_start'];

const metaEvents: Partial<Record<FunnelEvent, string>> = {
  page_view: 'PageView',
  sku_view: 'ViewContent',
  email_given: 'Lead',
  checkout_start: 'InitiateCheckout',
  purchase: 'Purchase',
  trial_start: 'StartTrial',
  subscription_start: 'Subscribe',
};

const tiktokEvents: Partial<Record<FunnelEvent, string>> = {
  sku_view: 'ViewContent',
  email_given: 'SubmitForm',
  checkout_start: 'InitiateCheckout',
  purchase: 'CompletePayment',
  trial_start: 'Subscribe',
  subscription_start: 'Subscribe',
};

type Queue = ((...args: unknown[]) => void) & Record<string, unknown>;
interface TagWindow {
  dataLayer?: unknown[];
  gtag?: (...args: unknown[]) => void;
  fbq?: Queue;
  _fbq?: Queue;
  ttq?: unknown[] & Record<string, unknown>;
  TiktokAnalyticsObject?: string;
  clarity?: Queue;
}

/** A function that queues its calls until the provider's script takes over (the providers' documented stubs). */
function queueFunction(onCall: (self: Queue, args: unknown[]) => void): Queue {
  const self = ((...args: unknown[]) => onCall(self, args)) as Queue;
  return self;
}

/** The money params of a conversion, as the pixels want them. */
const valueParams = (params: Record<string, string | number | boolean>) =>
  params.value !== undefined ? { value: params.value, currency: params.currency } : {};

export interface TagRuntime {
  /** Applies a (new) choice: updates Consent Mode and the pixels' consent, loads what is newly allowed. */
  apply(consent: TagConsent | undefined): void;
  readonly loaded: ReadonlySet<TagName>;
}

/**
 * Sets the Consent Mode defaults at once (before any tag), then loads tags as `apply` allows. `clickIds` are those of
 * the page's entry; a tag once loaded stays for the page, but a withdrawn consent stops what it is sent.
 */
export function startTagRuntime(config: TagConfig, clickIds: ReadonlySet<string>, win: Window = window): TagRuntime {
  const w = win as unknown as TagWindow;
  const addScript = (src: string) => {
    const script = win.document.createElement('script');
    script.async = true;
    script.src = src;
    win.document.head.append(script);
  };
  w.dataLayer ??= [];
  const dataLayer = w.dataLayer;
  // gtag.js reads `arguments` objects from the data layer, not arrays.
  w.gtag ??= function gtag() {
    dataLayer.push(arguments);
  };
  const gtag = w.gtag;
  gtag('consent', 'default', { ...consentModeState(undefined, config.advertisingAllowed), wait_for_update: 500 });
  gtag('set', 'ads_data_redaction', true);

  const loaded = new Set<TagName>();
  const granted = { statistics: false, advertising: false };

  const load: Record<TagName, () => void> = {
    gtm() {
      dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
      addScript(`${config.scriptBases.google}/gtm.js?id=${encodeURIComponent(config.gtmId!)}`);
    },
    ga4() {
      gtag('js', new Date());
      // Page views are the route guard's funnel events, not GA4's automatic ones.
      gtag('config', config.ga4Id, { send_page_view: false });
      addScript(`${config.scriptBases.google}/gtag/js?id=${encodeURIComponent(config.ga4Id!)}`);
      addEventSink((event, params) => {
        if (granted.statistics) gtag('event', event, { ...params, send_to: config.ga4Id });
      });
    },
    googleAds() {
      gtag('js', new Date());
      gtag('config', config.googleAdsId);
      addScript(`${config.scriptBases.google}/gtag/js?id=${encodeURIComponent(config.googleAdsId!)}`);
      addEventSink((event, params) => {
        if (!granted.advertising || !adEvents.includes(event)) return;
        const label = config.googleAdsLabels?.[event as GoogleAdsConversion];
        // A conversion with its conversion action's label counts there (Google Ads' `conversion` event); the rest go by name.
        if (label) gtag('event', 'conversion', { send_to: `${config.googleAdsId}/${label}`, ...valueParams(params), ...(params.transaction_id === undefined ? {} : { transaction_id: params.transaction_id }) });
        else gtag('event', event, { ...params, send_to: config.googleAdsId });
      });
    },
    meta() {
      const fbq = queueFunction((self, args) => {
        const callMethod = self.callMethod as ((...a: unknown[]) => void) | undefined;
        if (callMethod) callMethod.apply(self, args);
        else (self.queue as unknown[]).push(args);
      });
      Object.assign(fbq, { push: fbq, loaded: true, version: '2.0', queue: [] });
      w.fbq = w._fbq = fbq;
      fbq('consent', 'grant');
      fbq('init', config.metaPixelId);
      addScript(`${config.scriptBases.meta}/en_US/fbevents.js`);
      addEventSink((event, params) => {
        const name = metaEvents[event];
        if (!granted.advertising || !name) return;
        const eventId = typeof params.event_id === 'string' ? { eventID: params.event_id } : undefined;
        if (eventId) fbq('track', name, valueParams(params), eventId);
        else fbq('track', name, valueParams(params));
      });
    },
    tiktok() {
      // TikTok's documented loader, with the script base configurable.
      w.TiktokAnalyticsObject = 'ttq';
      const ttq = (w.ttq ??= [] as unknown as unknown[] & Record<string, unknown>);
      const methods = ['page', 'track', 'identify', 'instances', 'debug', 'on', 'off', 'once', 'ready', 'alias', 'group', 'enableCookie', 'disableCookie', 'holdConsent', 'revokeConsent', 'grantConsent'];
      const defer = (target: unknown[] & Record<string, unknown>, method: string) => {
        target[method] = (...args: unknown[]) => target.push([method, ...args]);
      };
      for (const method of methods) defer(ttq, method);
      const src = `${config.scriptBases.tiktok}/i18n/pixel/events.js`;
      const id = config.tiktokPixelId!;
      ttq._i = { [id]: Object.assign([] as unknown[], { _u: src }) };
      ttq._t = { [id]: Date.now() };
      ttq._o = { [id]: {} };
      addScript(`${src}?sdkid=${encodeURIComponent(id)}&lib=ttq`);
      const call = (method: string, ...args: unknown[]) => (ttq[method] as (...a: unknown[]) => void)(...args);
      call('grantConsent');
      call('page');
      addEventSink((event, params) => {
        const name = tiktokEvents[event];
        if (!granted.advertising || !name) return;
        call('track', name, { ...valueParams(params), content_id: params.item_id, content_type: 'product' }, typeof params.event_id === 'string' ? { event_id: params.event_id } : {});
      });
    },
    clarity() {
      const clarity = queueFunction((self, args) => {
        self.q ??= [];
        (self.q as unknown[]).push(args);
      });
      w.clarity ??= clarity;
      w.clarity('consent');
      addScript(`${config.scriptBases.clarity}/tag/${encodeURIComponent(config.clarityId!)}`);
    },
  };

  return {
    loaded,
    apply(consent) {
      granted.statistics = consent?.statistics ?? false;
      granted.advertising = (consent?.advertising ?? false) && config.advertisingAllowed;
      gtag('consent', 'update', consentModeState(consent, config.advertisingAllowed));
      if (loaded.has('meta')) w.fbq?.('consent', granted.advertising ? 'grant' : 'revoke');
      if (loaded.has('tiktok')) (w.ttq?.[granted.advertising ? 'grantConsent' : 'revokeConsent'] as (() => void) | undefined)?.();
      if (loaded.has('clarity')) w.clarity?.('consent', granted.statistics);
      for (const tag of plannedTags(config, consent, clickIds)) {
        if (loaded.has(tag)) continue;
        loaded.add(tag);
        load[tag]();
      }
    },
  };
}
