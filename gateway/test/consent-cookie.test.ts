import { describe, expect, it } from 'vitest';
import { consentCookieValue, parseConsentValue, readConsent } from '../src/consent-cookie.js';

describe('the consent cookie', () => {
  it('writes and reads back every choice', () => {
    for (const statistics of [false, true])
      for (const advertising of [false, true]) {
        const value = consentCookieValue({ statistics, advertising });
        expect(parseConsentValue(value)).toEqual({ statistics, advertising });
      }
    expect(consentCookieValue({ statistics: false, advertising: false })).toBe('v2');
    expect(consentCookieValue({ statistics: true, advertising: true })).toBe('v2.statistics.advertising');
  });

  it('treats a missing, old or altered value as no choice, granting nothing', () => {
    for (const value of [undefined, '', 'accepted', 'v1.statistics', 'v2.advertising.statistics', 'v2.statistics.statistics', 'v2.marketing', 'v2.'])
      expect(parseConsentValue(value)).toBeUndefined();
  });

  it('reads the choice from a Cookie header among other cookies', () => {
    expect(readConsent('i18n_redirected=FR; cookie_consent=v2.advertising; sid=x')).toEqual({ statistics: false, advertising: true });
    expect(readConsent('sid=x')).toBeUndefined();
    expect(readConsent(undefined)).toBeUndefined();
  });
});
