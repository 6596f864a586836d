import { describe, expect, it } from 'vitest';
import { choiceFromForm, consentCookieValue, parseConsentValue } from './cookie-consent-storage';

// The same cases as the gateway's reader (gateway/test/consent-cookie.test.ts): both sides must agree on the cookie.
describe('the consent cookie, as the web writes and reads it', () => {
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

describe('the notice’s answers', () => {
  const form = (entries: Record<string, string>) => {
    const data = new FormData();
    for (const [key, value] of Object.entries(entries)) data.set(key, value);
    return data;
  };

  it('grants everything, nothing, or exactly the ticked categories', () => {
    expect(choiceFromForm('all', form({}))).toEqual({ statistics: true, advertising: true });
    expect(choiceFromForm('necessary', form({ statistics: 'on', advertising: 'on' }))).toEqual({ statistics: false, advertising: false });
    expect(choiceFromForm('chosen', form({}))).toEqual({ statistics: false, advertising: false });
    expect(choiceFromForm('chosen', form({ advertising: 'on' }))).toEqual({ statistics: false, advertising: true });
    expect(choiceFromForm('chosen', form({ statistics: 'on', advertising: 'on' }))).toEqual({ statistics: true, advertising: true });
  });

  it('grants nothing for an answer it does not know', () => {
    expect(choiceFromForm(null, form({ statistics: 'on' }))).toEqual({ statistics: false, advertising: false });
    expect(choiceFromForm('accepted', form({}))).toEqual({ statistics: false, advertising: false });
  });
});
