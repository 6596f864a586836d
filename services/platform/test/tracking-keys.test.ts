import { describe, expect, it } from 'vitest';
import { fbclidSeenAtKey, keepAdAttribution, keepTrackingKeys, necessaryTrackingKeys, trackingQueryKeys, trackingValueMaxLength } from '../src/tracking-keys.js';

describe('the kept tracking query keys', () => {
  // The web's copy (web/src/lib/generated/tracking-keys.ts) is written from this list by `npm run generate`; CI fails when it is stale.
  it("are the spec's keys plus the Google, Microsoft and campaign keys", () => {
    expect(trackingQueryKeys.slice(0, 9)).toEqual(['hl', 'logid', 'fbclid', 'gclid', 'click_id', 'pixel_id', 'ttclid', 'tt_test_id', 'ScCid']);
    expect(trackingQueryKeys).toEqual(expect.arrayContaining(['gbraid', 'wbraid', 'msclkid', 'utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content']));
    expect(necessaryTrackingKeys).toEqual(['hl', 'logid']);
    expect(trackingValueMaxLength).toBe(256);
  });

  it('keeps click ids and campaign keys only with advertising consent; drops unknown keys, empty values and non-strings; cuts long values', () => {
    const query = { hl: 'DE', logid: 'L', fbclid: 'F', gclid: '', ScCid: 'S', sccid: 'wrong-case', utm_source: 'news', evil: 'x', gbraid: 3, wbraid: 'W'.repeat(300) };
    expect(keepTrackingKeys(query, true)).toEqual({ hl: 'DE', logid: 'L', fbclid: 'F', ScCid: 'S', utm_source: 'news', wbraid: 'W'.repeat(256) });
    expect(keepTrackingKeys(query, false)).toEqual({ hl: 'DE', logid: 'L' });
  });

  it('keeps when the fbclid was first seen only with the fbclid and consent, and only as a time in milliseconds', () => {
    const seenAt = String(Date.UTC(2026, 10, 1));
    expect(keepTrackingKeys({ fbclid: 'F', [fbclidSeenAtKey]: seenAt }, true)).toEqual({ fbclid: 'F', [fbclidSeenAtKey]: seenAt });
    expect(keepTrackingKeys({ fbclid: 'F', [fbclidSeenAtKey]: seenAt }, false)).toEqual({});
    expect(keepTrackingKeys({ gclid: 'G', [fbclidSeenAtKey]: seenAt }, true)).toEqual({ gclid: 'G' });
    for (const bad of ['soon', '-1', '0', '1e12', `${seenAt}.5`, '9'.repeat(20)]) expect(keepTrackingKeys({ fbclid: 'F', [fbclidSeenAtKey]: bad }, true)).toEqual({ fbclid: 'F' });
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
