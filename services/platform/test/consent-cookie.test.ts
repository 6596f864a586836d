import { describe, expect, it } from 'vitest';
import { consentCookieValue, parseConsentValue } from '../src/consent-cookie.js';

// The gateway reads with this module and the web app writes with its generated copy, so these cases hold for both.
describe('the consent cookie', () => {
  it('writes and reads back every choice', () => {
    for (const statistics of [false, true])
      for (const advertising of [false, true]) {
        const value = consentCookieValue({ statistics, advertising });
        expect(parseConsentValue(value)).toEqual({ statistics, advertising });
      }
    expect(consentCookieValue({ statistics: false, advertising: false })).toBe('v2');
    expect(consentCookieValue({ statistics: true, advertising: false })).toBe('v2.statistics');
    expect(consentCookieValue({ statistics: false, advertising: true })).toBe('v2.advertising');
    expect(consentCookieValue({ statistics: true, advertising: true })).toBe('v2.statistics.advertising');
  });

  it('treats a missing, old or altered value as no choice, granting nothing', () => {
    for (const value of [undefined, null, '', 'accepted', 'v1.statistics', 'v2.advertising.statistics', 'v2.statistics.statistics', 'v2.marketing', 'v2.'])
      expect(parseConsentValue(value)).toBeUndefined();
  });
});
