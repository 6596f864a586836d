import { describe, expect, it } from 'vitest';
import { parseRuntimeConfig, type TagConfig } from '../config/runtime-config';
import { trackConversion, createSentEvents } from './analytics';
import { consentModeState, plannedTags, presentClickIds, startTagRuntime } from './tag-loader';
import { createStore } from './storage';

const everything: TagConfig = parseRuntimeConfig(
  JSON.stringify({
    tags: {
      gtmId: 'GTM-ABC1234',
      ga4Id: 'G-ABCDE12345',
      googleAdsId: 'AW-123456789',
      metaPixelId: '123456789012345',
      tiktokPixelId: 'C4ABCDEFGHIJ12345678',
      clarityId: 'abcdef1234',
      scriptBases: { google: 'http://fake.test/g', meta: 'http://fake.test/m', tiktok: 'http://fake.test/t', clarity: 'http://fake.test/c' },
      advertisingAllowed: true,
    },
  }),
).tags;
const all = { statistics: true, advertising: true };
const clicks = (...keys: string[]) => new Set(keys);

describe('which tags a visitor gets', () => {
  it('none before a choice, and none after Reject all', () => {
    expect(plannedTags(everything, undefined, clicks('fbclid', 'gclid', 'ttclid'))).toEqual([]);
    expect(plannedTags(everything, { statistics: false, advertising: false }, clicks('fbclid', 'gclid', 'ttclid'))).toEqual([]);
  });

  it('statistics: the tag manager, GA4 and Clarity; no ad pixel', () => {
    expect(plannedTags(everything, { statistics: true, advertising: false }, clicks('fbclid', 'gclid', 'ttclid'))).toEqual(['gtm', 'ga4', 'clarity']);
  });

  it('advertising: each ad pixel only with its own click id in the address', () => {
    const advertising = { statistics: false, advertising: true };
    expect(plannedTags(everything, advertising, clicks())).toEqual(['gtm']);
    expect(plannedTags(everything, advertising, clicks('fbclid'))).toEqual(['gtm', 'meta']);
    expect(plannedTags(everything, advertising, clicks('tt_test_id'))).toEqual(['gtm', 'tiktok']);
    expect(plannedTags(everything, advertising, clicks('wbraid'))).toEqual(['gtm', 'googleAds']);
    expect(plannedTags(everything, all, clicks('fbclid', 'gclid', 'ttclid'))).toEqual(['gtm', 'ga4', 'clarity', 'googleAds', 'meta', 'tiktok']);
  });

  it('no advertising tag where advertising is not allowed (an fb environment), whatever the visitor chose', () => {
    expect(plannedTags({ ...everything, advertisingAllowed: false }, { statistics: false, advertising: true }, clicks('fbclid', 'gclid', 'ttclid'))).toEqual([]);
    expect(consentModeState(all, false)).toEqual({ ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied', analytics_storage: 'granted' });
  });

  it('only configured tags', () => {
    const clarityOnly = parseRuntimeConfig(JSON.stringify({ tags: { clarityId: 'abcdef1234', advertisingAllowed: true } })).tags;
    expect(plannedTags(clarityOnly, all, clicks('fbclid', 'gclid'))).toEqual(['clarity']);
    expect(plannedTags(parseRuntimeConfig(null).tags, all, clicks('fbclid'))).toEqual([]);
  });

  it('finds click ids in the address or in the remembered landing', () => {
    expect([...presentClickIds('?fbclid=abc&utm_source=x&gclid=')]).toEqual(['fbclid']);
    expect([...presentClickIds('', { ttclid: 't1', hl: 'EN' })]).toEqual(['ttclid']);
  });
});

describe('the runtime config the page is given', () => {
  it('keeps well-formed ids and http(s) script bases, drops anything else', () => {
    const config = parseRuntimeConfig(JSON.stringify({ tags: { gtmId: 'GTM-ABC1234', ga4Id: 'javascript:x', scriptBases: { google: 'javascript:alert(1)' }, advertisingAllowed: 'yes' } })).tags;
    expect(config.gtmId).toBe('GTM-ABC1234');
    expect(config.ga4Id).toBeUndefined();
    expect(config.scriptBases.google).toBe('https://www.googletagmanager.com');
    expect(config.advertisingAllowed).toBe(false);
    expect(parseRuntimeConfig('{not json').tags.gtmId).toBeUndefined();
  });

  it('keeps well-formed Google Ads conversion labels of the known conversions, only with the Google Ads id', () => {
    const labels = { purchase: 'PurchaseLbl_1', trial_start: 'AW-1/x', subscription_start: 'Sub-Label', page_view: 'PageLabel' };
    expect(parseRuntimeConfig(JSON.stringify({ tags: { googleAdsId: 'AW-123456789', googleAdsLabels: labels } })).tags.googleAdsLabels).toEqual({ purchase: 'PurchaseLbl_1', subscription_start: 'Sub-Label' });
    expect(parseRuntimeConfig(JSON.stringify({ tags: { googleAdsLabels: labels } })).tags.googleAdsLabels).toBeUndefined();
  });
});

/** Just enough of a window: a document whose head records the scripts added. */
function fakeWindow() {
  const scripts: string[] = [];
  const document = {
    createElement: () => ({ async: false, src: '' }),
    head: { append: (script: { src: string }) => scripts.push(script.src) },
  };
  return { win: { document } as unknown as Window & { dataLayer: unknown[]; fbq: (...args: unknown[]) => void } & Record<string, unknown>, scripts };
}

describe('the tags on a page', () => {
  it('sets Consent Mode v2 defaults (all denied, wait 500 ms) before any tag, then the choice', () => {
    const { win, scripts } = fakeWindow();
    const runtime = startTagRuntime(everything, clicks('fbclid'), win);
    const first = Array.from(win.dataLayer[0] as ArrayLike<unknown>);
    expect(first).toEqual(['consent', 'default', { ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied', analytics_storage: 'denied', wait_for_update: 500 }]);
    expect(scripts).toEqual([]);
    runtime.apply(undefined);
    expect(scripts).toEqual([]);
    runtime.apply({ statistics: true, advertising: false });
    expect(win.dataLayer.map((entry) => Array.from(entry as ArrayLike<unknown>)).find((args) => args[1] === 'update' && (args[2] as { analytics_storage: string }).analytics_storage === 'granted')).toBeTruthy();
    expect(scripts).toEqual(['http://fake.test/g/gtm.js?id=GTM-ABC1234', 'http://fake.test/g/gtag/js?id=G-ABCDE12345', 'http://fake.test/c/tag/abcdef1234']);
  });

  it('loads a pixel once when consent comes later, and sends it the purchase with the shared event id', () => {
    const { win, scripts } = fakeWindow();
    const runtime = startTagRuntime(everything, clicks('fbclid'), win);
    runtime.apply({ statistics: false, advertising: true });
    runtime.apply({ statistics: false, advertising: true });
    expect(scripts).toEqual(['http://fake.test/g/gtm.js?id=GTM-ABC1234', 'http://fake.test/m/en_US/fbevents.js']);
    trackConversion('purchase', { transactionId: 'MP9', value: 9.99, currency: 'USD' }, createSentEvents(createStore(null)));
    const queue = (win.fbq as unknown as { queue: unknown[][] }).queue;
    expect(queue).toContainEqual(['track', 'Purchase', { value: 9.99, currency: 'USD' }, { eventID: 'purchase:MP9' }]);
    // Withdrawn: the pixel is told, and hears nothing more.
    runtime.apply({ statistics: false, advertising: false });
    expect(queue).toContainEqual(['consent', 'revoke']);
    const before = queue.length;
    trackConversion('purchase', { transactionId: 'MP10', value: 9.99, currency: 'USD' }, createSentEvents(createStore(null)));
    expect(queue).toHaveLength(before);
  });

  it('sends a labelled conversion to its Google Ads conversion action, an unlabelled one by name', () => {
    const { win } = fakeWindow();
    const labelled: TagConfig = { ...everything, googleAdsLabels: { purchase: 'PurchaseLbl_1' } };
    startTagRuntime(labelled, clicks('gclid'), win).apply({ statistics: false, advertising: true });
    const sent = createSentEvents(createStore(null));
    trackConversion('purchase', { transactionId: 'MP11', value: 19.99, currency: 'EUR' }, sent);
    trackConversion('trial_start', { transactionId: 'SUB7', value: 0.99, currency: 'EUR' }, sent);
    const events = win.dataLayer.map((entry) => Array.from(entry as ArrayLike<unknown>)).filter((args) => args[0] === 'event');
    expect(events).toContainEqual(['event', 'conversion', { send_to: 'AW-123456789/PurchaseLbl_1', value: 19.99, currency: 'EUR', transaction_id: 'MP11' }]);
    expect(events.filter((args) => args[1] === 'purchase' && (args[2] as { send_to: string }).send_to === 'AW-123456789')).toEqual([]);
    expect(events).toContainEqual(['event', 'trial_start', expect.objectContaining({ send_to: 'AW-123456789', transaction_id: 'SUB7' })]);
  });
});
