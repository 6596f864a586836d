import { describe, expect, it } from 'vitest';
import { loadGatewayConfig } from '../src/config.js';
import { securityHeaders, stripeSources } from '../src/content-security-policy.js';
import { tagIds } from '../src/page-tag-config.js';
import { pageTagConfig, tagSources } from '../src/tag-settings.js';

const allTags = {
  TAG_GTM_ID: 'GTM-ABC1234',
  TAG_GA4_ID: 'G-ABCDE12345',
  TAG_GOOGLE_ADS_ID: 'AW-123456789',
  TAG_META_PIXEL_ID: '123456789012345',
  TAG_TIKTOK_PIXEL_ID: 'C4ABCDEFGHIJ12345678',
  TAG_CLARITY_ID: 'abcdef1234',
};

const csp = (vars: Record<string, string>) => {
  const { tags } = loadGatewayConfig(vars);
  const policy = [...securityHeaders([stripeSources, ...tagSources(tags)])].find(([name]) => name.toLowerCase() === 'content-security-policy')?.[1] ?? '';
  return Object.fromEntries(policy.split(';').map((directive) => {
    const [name = '', ...sources] = directive.trim().split(/\s+/);
    return [name, sources];
  })) as Record<string, string[]>;
};

describe('third-party tags from configuration', () => {
  it('reads every tag of page-tag-config.ts (the definition the web parses the page with) from its variable onto the page', () => {
    const page = pageTagConfig(loadGatewayConfig(allTags).tags);
    for (const [key, tag] of Object.entries(tagIds)) expect(page[key as keyof typeof tagIds]).toBe(allTags[tag.variable]);
  });

  it('allows no third party but Stripe when no tag is configured', () => {
    const policy = csp({});
    expect(policy['script-src']).toEqual(["'self'", 'https://js.stripe.com', 'https://*.js.stripe.com']);
    expect(policy['connect-src']).toEqual(["'self'", 'https://api.stripe.com']);
    expect(policy['img-src']).toEqual(["'self'", 'data:']);
    expect(pageTagConfig(loadGatewayConfig({}).tags)).toMatchObject({ gtmId: undefined, ga4Id: undefined, metaPixelId: undefined, clarityId: undefined });
  });

  it('allows each configured tag’s script host and collection hosts, from the configured script base', () => {
    const policy = csp({ ...allTags, TAG_META_SCRIPT_BASE: 'http://127.0.0.1:4567/meta/' });
    expect(policy['script-src']).toEqual(expect.arrayContaining(['https://www.googletagmanager.com', 'http://127.0.0.1:4567', 'https://analytics.tiktok.com', 'https://www.clarity.ms']));
    expect(policy['connect-src']).toEqual(expect.arrayContaining(['https://*.google-analytics.com', 'https://www.facebook.com', 'https://*.clarity.ms']));
    expect(policy['script-src']).not.toContain('https://connect.facebook.net');
    expect(loadGatewayConfig({ TAG_META_SCRIPT_BASE: 'http://127.0.0.1:4567/meta/' }).tags.scriptBases.meta).toBe('http://127.0.0.1:4567/meta');
  });

  it('allows only what one tag needs: Clarity alone brings no Google or Meta host', () => {
    const sources = csp({ TAG_CLARITY_ID: 'abcdef1234' })['script-src'];
    expect(sources).toContain('https://www.clarity.ms');
    expect(sources?.join(' ')).not.toMatch(/google|facebook|tiktok/);
  });

  it('loads no advertising tag on an environment whose name contains fb, whatever is configured', () => {
    const { tags } = loadGatewayConfig({ ...allTags, ENVIRONMENT_NAME: 'prod-FB-eu' });
    expect(pageTagConfig(tags)).toMatchObject({ gtmId: 'GTM-ABC1234', ga4Id: 'G-ABCDE12345', clarityId: 'abcdef1234', googleAdsId: undefined, metaPixelId: undefined, tiktokPixelId: undefined, advertisingAllowed: false });
    expect(csp({ ...allTags, ENVIRONMENT_NAME: 'fb' })['script-src']?.join(' ')).not.toMatch(/facebook|tiktok|googleadservices/);
    expect(pageTagConfig(loadGatewayConfig({ ...allTags, ENVIRONMENT_NAME: 'production' }).tags)).toMatchObject({ metaPixelId: '123456789012345', advertisingAllowed: true });
  });

  it('gives the page the Google Ads conversion labels configured, and none on an fb environment', () => {
    const labels = { TAG_GOOGLE_ADS_LABEL_PURCHASE: 'AbC-D_efG-h12', TAG_GOOGLE_ADS_LABEL_TRIAL_START: 'TrialLabel9' };
    expect(pageTagConfig(loadGatewayConfig({ ...allTags, ...labels }).tags).googleAdsLabels).toEqual({ purchase: 'AbC-D_efG-h12', trial_start: 'TrialLabel9' });
    expect(pageTagConfig(loadGatewayConfig(allTags).tags).googleAdsLabels).toEqual({});
    expect(pageTagConfig(loadGatewayConfig({ ...allTags, ...labels, ENVIRONMENT_NAME: 'fb' }).tags).googleAdsLabels).toEqual({});
  });

  it('refuses a malformed conversion label, or one without the Google Ads id, naming the variable', () => {
    expect(() => loadGatewayConfig({ ...allTags, TAG_GOOGLE_ADS_LABEL_PURCHASE: 'AW-123456789/abc' })).toThrow(/TAG_GOOGLE_ADS_LABEL_PURCHASE: must look like/);
    expect(() => loadGatewayConfig({ ...allTags, TAG_GOOGLE_ADS_LABEL_SUBSCRIPTION_START: 'a"b' })).toThrow(/TAG_GOOGLE_ADS_LABEL_SUBSCRIPTION_START/);
    expect(() => loadGatewayConfig({ TAG_GOOGLE_ADS_LABEL_TRIAL_START: 'TrialLabel9' })).toThrow(/TAG_GOOGLE_ADS_LABEL_TRIAL_START: needs TAG_GOOGLE_ADS_ID/);
  });

  it('refuses an id that is not one, naming the variable', () => {
    expect(() => loadGatewayConfig({ TAG_GA4_ID: 'UA-1234-1' })).toThrow(/TAG_GA4_ID: must look like G-/);
    expect(() => loadGatewayConfig({ TAG_META_PIXEL_ID: '12345"><script>' })).toThrow(/TAG_META_PIXEL_ID/);
    expect(() => loadGatewayConfig({ TAG_GOOGLE_SCRIPT_BASE: 'javascript:alert(1)' })).toThrow(/TAG_GOOGLE_SCRIPT_BASE/);
  });
});
