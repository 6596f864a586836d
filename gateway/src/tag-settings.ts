/**
 * The third-party tags the web app may load (tag manager, GA4, Google Ads, Meta Pixel, TikTok Pixel, Microsoft
 * Clarity): which are configured, where their scripts come from, and the Content-Security-Policy sources each needs.
 * The page gets the settings as runtime config (web-app.ts); the web decides per visitor from the consent cookie and
 * the click ids (web/src/lib/tag-loader.ts). A tag that is not configured is neither loaded nor allowed by the CSP.
 */
import { z } from 'zod';

const emptyAsUndefined = (value: unknown) => (value === '' ? undefined : value);
const tagId = (pattern: RegExp, example: string) =>
  z.preprocess(emptyAsUndefined, z.string().regex(pattern, `must look like ${example}`).optional());
const scriptBase = (fallback: string) =>
  z
    .preprocess(emptyAsUndefined, z.url({ protocol: /^https?$/ }).default(fallback))
    .transform((url) => url.replace(/\/+$/, ''));

const conversionLabel = tagId(/^[A-Za-z0-9_-]{4,64}$/, 'AbC-D_efG-h12_34-567 (letters, digits, - and _)');

/** The conversions whose Google Ads conversion action has a label of its own, and the variable naming it. */
const googleAdsLabelVars = {
  purchase: 'TAG_GOOGLE_ADS_LABEL_PURCHASE',
  trial_start: 'TAG_GOOGLE_ADS_LABEL_TRIAL_START',
  subscription_start: 'TAG_GOOGLE_ADS_LABEL_SUBSCRIPTION_START',
} as const;

export type GoogleAdsConversion = keyof typeof googleAdsLabelVars;

/** The gateway's variables for tags (read by config.ts, the only reader of the environment). */
export const tagEnv = {
  TAG_GTM_ID: tagId(/^GTM-[A-Z0-9]{4,12}$/, 'GTM-ABC1234'),
  TAG_GA4_ID: tagId(/^G-[A-Z0-9]{4,16}$/, 'G-ABCDE12345'),
  TAG_GOOGLE_ADS_ID: tagId(/^AW-\d{6,14}$/, 'AW-123456789'),
  TAG_META_PIXEL_ID: tagId(/^\d{6,20}$/, '123456789012345 (digits)'),
  TAG_TIKTOK_PIXEL_ID: tagId(/^[A-Z0-9]{10,30}$/, 'C4ABCDEFGHIJ12345678'),
  TAG_CLARITY_ID: tagId(/^[a-z0-9]{6,16}$/, 'abcdef1234'),
  // Google Ads conversion actions: the label of each (the part after `AW-…/` in its `send_to`).
  TAG_GOOGLE_ADS_LABEL_PURCHASE: conversionLabel,
  TAG_GOOGLE_ADS_LABEL_TRIAL_START: conversionLabel,
  TAG_GOOGLE_ADS_LABEL_SUBSCRIPTION_START: conversionLabel,
  // Where the scripts are loaded from: the providers' hosts; tests point them at a local fake.
  TAG_GOOGLE_SCRIPT_BASE: scriptBase('https://www.googletagmanager.com'),
  TAG_META_SCRIPT_BASE: scriptBase('https://connect.facebook.net'),
  TAG_TIKTOK_SCRIPT_BASE: scriptBase('https://analytics.tiktok.com'),
  TAG_CLARITY_SCRIPT_BASE: scriptBase('https://www.clarity.ms'),
};

type TagVars = z.output<z.ZodObject<typeof tagEnv>>;

/** A conversion label means nothing without the Google Ads account it belongs to: start-up stops, naming both. */
export function refuseLabelsWithoutGoogleAds(vars: TagVars, ctx: z.RefinementCtx): void {
  if (vars.TAG_GOOGLE_ADS_ID) return;
  for (const name of Object.values(googleAdsLabelVars)) {
    if (vars[name]) ctx.addIssue({ code: 'custom', path: [name], message: 'needs TAG_GOOGLE_ADS_ID (the account the conversion label belongs to)' });
  }
}

export interface TagSettings {
  gtmId?: string;
  ga4Id?: string;
  googleAdsId?: string;
  /** Conversion labels per conversion: sent as `conversion` events to `AW-…/label`; one without a label goes by name. */
  googleAdsLabels: Partial<Record<GoogleAdsConversion, string>>;
  metaPixelId?: string;
  tiktokPixelId?: string;
  clarityId?: string;
  scriptBases: { google: string; meta: string; tiktok: string; clarity: string };
  /**
   * Advertising tags may run at all. Off on an environment whose name contains `fb` (spec: ad-tracking consent is
   * never granted in that mode), whatever the visitor chose.
   */
  advertisingAllowed: boolean;
}

export function tagSettings(vars: TagVars, environmentName: string): TagSettings {
  return {
    gtmId: vars.TAG_GTM_ID,
    ga4Id: vars.TAG_GA4_ID,
    googleAdsId: vars.TAG_GOOGLE_ADS_ID,
    googleAdsLabels: Object.fromEntries(
      Object.entries(googleAdsLabelVars).flatMap(([conversion, name]) => (vars[name] ? [[conversion, vars[name]]] : [])),
    ),
    metaPixelId: vars.TAG_META_PIXEL_ID,
    tiktokPixelId: vars.TAG_TIKTOK_PIXEL_ID,
    clarityId: vars.TAG_CLARITY_ID,
    scriptBases: {
      google: vars.TAG_GOOGLE_SCRIPT_BASE,
      meta: vars.TAG_META_SCRIPT_BASE,
      tiktok: vars.TAG_TIKTOK_SCRIPT_BASE,
      clarity: vars.TAG_CLARITY_SCRIPT_BASE,
    },
    advertisingAllowed: !environmentName.toLowerCase().includes('fb'),
  };
}

/** Extra CSP sources, per directive, that one third party needs. */
export interface ThirdPartySources {
  scriptSrc?: string[];
  connectSrc?: string[];
  imgSrc?: string[];
  frameSrc?: string[];
}

const origin = (url: string) => new URL(url).origin;

/**
 * What the configured tags need: each script's own origin (the configured base) and the hosts the provider's
 * script sends its hits to. Nothing when no tag is configured.
 */
export function tagSources(tags: TagSettings): ThirdPartySources[] {
  const google = origin(tags.scriptBases.google);
  const googleAnalytics = ['https://*.google-analytics.com', 'https://*.analytics.google.com'];
  const sources: ThirdPartySources[] = [];
  if (tags.gtmId) sources.push({ scriptSrc: [google], connectSrc: [google, ...googleAnalytics], imgSrc: [google], frameSrc: [google] });
  if (tags.ga4Id) sources.push({ scriptSrc: [google], connectSrc: [google, ...googleAnalytics], imgSrc: [google, ...googleAnalytics] });
  if (tags.googleAdsId && tags.advertisingAllowed) {
    const ads = ['https://www.googleadservices.com', 'https://googleads.g.doubleclick.net', 'https://www.google.com'];
    sources.push({ scriptSrc: [google, ...ads], connectSrc: [google, ...ads], imgSrc: [google, ...ads], frameSrc: ['https://td.doubleclick.net'] });
  }
  if (tags.metaPixelId && tags.advertisingAllowed) {
    const meta = origin(tags.scriptBases.meta);
    sources.push({ scriptSrc: [meta], connectSrc: [meta, 'https://www.facebook.com'], imgSrc: ['https://www.facebook.com'] });
  }
  if (tags.tiktokPixelId && tags.advertisingAllowed) {
    const tiktok = origin(tags.scriptBases.tiktok);
    sources.push({ scriptSrc: [tiktok], connectSrc: [tiktok], imgSrc: [tiktok] });
  }
  if (tags.clarityId) {
    const clarity = origin(tags.scriptBases.clarity);
    sources.push({ scriptSrc: [clarity, 'https://*.clarity.ms'], connectSrc: [clarity, 'https://*.clarity.ms', 'https://c.bing.com'], imgSrc: [clarity, 'https://*.clarity.ms', 'https://c.bing.com'] });
  }
  return sources;
}

/** What the page is told (runtime config): the configured ids and script bases, never anything secret. */
export function pageTagConfig(tags: TagSettings) {
  return {
    gtmId: tags.gtmId,
    ga4Id: tags.ga4Id,
    googleAdsId: tags.advertisingAllowed ? tags.googleAdsId : undefined,
    googleAdsLabels: tags.advertisingAllowed ? tags.googleAdsLabels : {},
    metaPixelId: tags.advertisingAllowed ? tags.metaPixelId : undefined,
    tiktokPixelId: tags.advertisingAllowed ? tags.tiktokPixelId : undefined,
    clarityId: tags.clarityId,
    scriptBases: tags.scriptBases,
    advertisingAllowed: tags.advertisingAllowed,
  };
}
