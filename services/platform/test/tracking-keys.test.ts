import { NECESSARY_TRACKING_KEYS, TRACKING_QUERY_KEYS, TRACKING_VALUE_MAX_LENGTH } from '@mindprint/web/tracking-keys';
import { describe, expect, it } from 'vitest';
import { keepAdAttribution, keepTrackingKeys, necessaryTrackingKeys, trackingQueryKeys, trackingValueMaxLength } from '../src/tracking-keys.js';

describe('the kept tracking query keys', () => {
  it("are the spec's keys plus the Google, Microsoft and campaign keys, and the web's generated copy is the same list", () => {
    expect(trackingQueryKeys.slice(0, 9)).toEqual(['hl', 'logid', 'fbclid', 'gclid', 'click_id', 'pixel_id', 'ttclid', 'tt_test_id', 'ScCid']);
    expect(trackingQueryKeys).toEqual(expect.arrayContaining(['gbraid', 'wbraid', 'msclkid', 'utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content']));
    expect(TRACKING_QUERY_KEYS).toEqual(trackingQueryKeys);
    expect(NECESSARY_TRACKING_KEYS).toEqual(necessaryTrackingKeys);
    expect(TRACKING_VALUE_MAX_LENGTH).toBe(trackingValueMaxLength);
  });

  it('keeps click ids and campaign keys only with advertising consent; drops unknown keys, empty values and non-strings; cuts long values', () => {
    const query = { hl: 'DE', logid: 'L', fbclid: 'F', gclid: '', ScCid: 'S', sccid: 'wrong-case', utm_source: 'news', evil: 'x', gbraid: 3, wbraid: 'W'.repeat(300) };
    expect(keepTrackingKeys(query, true)).toEqual({ hl: 'DE', logid: 'L', fbclid: 'F', ScCid: 'S', utm_source: 'news', wbraid: 'W'.repeat(256) });
    expect(keepTrackingKeys(query, false)).toEqual({ hl: 'DE', logid: 'L' });
  });

  it('an order or subscription keeps the user agent only with advertising consent, cut to 512 characters', () => {
    const tracking = { hl: 'DE', fbclid: 'x', gclid: '', evil: 'y', ScCid: 'z' };
    expect(keepAdAttribution({ tracking, advertisingConsent: true, userAgent: 'Mozilla/5.0' })).toEqual({
      tracking: { hl: 'DE', fbclid: 'x', ScCid: 'z' },
      advertisingConsent: true,
      userAgent: 'Mozilla/5.0',
    });
    expect(keepAdAttribution({ tracking, advertisingConsent: false, userAgent: 'Mozilla/5.0' })).toEqual({ tracking: { hl: 'DE' }, advertisingConsent: false, userAgent: null });
    expect(keepAdAttribution({ tracking, advertisingConsent: true, userAgent: 'U'.repeat(600) }).userAgent).toHaveLength(512);
  });
});
