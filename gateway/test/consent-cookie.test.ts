import { describe, expect, it } from 'vitest';
import { readConsent } from '../src/consent-cookie.js';

// The cookie's format itself is tested with its definition (services/platform/test/consent-cookie.test.ts).
describe('the consent cookie of a request', () => {
  it('reads the choice from a Cookie header among other cookies', () => {
    expect(readConsent('i18n_redirected=FR; cookie_consent=v2.advertising; sid=x')).toEqual({ statistics: false, advertising: true });
    expect(readConsent('sid=x')).toBeUndefined();
    expect(readConsent('cookie_consent=accepted')).toBeUndefined();
    expect(readConsent(undefined)).toBeUndefined();
  });
});
