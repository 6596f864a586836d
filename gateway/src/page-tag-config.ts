/**
 * The third-party tags the gateway tells every page about (`tags` of the runtime config): the one definition of
 * which tags exist, the variable that configures each, the form its id must have, and the settings' shape on the
 * page. The gateway's settings (tag-settings.ts) are built from it; the web reads the page's copy with a generated
 * copy of this module (web/src/lib/generated/page-tag-config.ts, `npm run generate`), so this module imports
 * nothing. A new tag added here reaches both sides.
 */

/** Each tag: the gateway variable holding its id, the id's form and an example, and whether it is advertising. */
export const tagIds = {
  gtmId: { variable: 'TAG_GTM_ID', pattern: /^GTM-[A-Z0-9]{4,12}$/, example: 'GTM-ABC1234', advertising: false },
  ga4Id: { variable: 'TAG_GA4_ID', pattern: /^G-[A-Z0-9]{4,16}$/, example: 'G-ABCDE12345', advertising: false },
  googleAdsId: { variable: 'TAG_GOOGLE_ADS_ID', pattern: /^AW-\d{6,14}$/, example: 'AW-123456789', advertising: true },
  metaPixelId: { variable: 'TAG_META_PIXEL_ID', pattern: /^\d{6,20}$/, example: '123456789012345 (digits)', advertising: true },
  tiktokPixelId: { variable: 'TAG_TIKTOK_PIXEL_ID', pattern: /^[A-Z0-9]{10,30}$/, example: 'C4ABCDEFGHIJ12345678', advertising: true },
  clarityId: { variable: 'TAG_CLARITY_ID', pattern: /^[a-z0-9]{6,16}$/, example: 'abcdef1234', advertising: false },
} as const;

export type TagIdKey = keyof typeof tagIds;

/** The conversions whose Google Ads conversion action has a label of its own, and the variable naming it. */
export const googleAdsLabelVariables = {
  purchase: 'TAG_GOOGLE_ADS_LABEL_PURCHASE',
  trial_start: 'TAG_GOOGLE_ADS_LABEL_TRIAL_START',
  subscription_start: 'TAG_GOOGLE_ADS_LABEL_SUBSCRIPTION_START',
} as const;

export type GoogleAdsConversion = keyof typeof googleAdsLabelVariables;
export const googleAdsConversions = Object.keys(googleAdsLabelVariables) as GoogleAdsConversion[];

/** A conversion label: the part after `AW-…/` in its `send_to`. */
export const conversionLabelPattern = /^[A-Za-z0-9_-]{4,64}$/;

/** Where each provider's scripts are loaded from: its own host unless the variable moves it (tests: a local fake). */
export const scriptBases = {
  google: { variable: 'TAG_GOOGLE_SCRIPT_BASE', fallback: 'https://www.googletagmanager.com' },
  meta: { variable: 'TAG_META_SCRIPT_BASE', fallback: 'https://connect.facebook.net' },
  tiktok: { variable: 'TAG_TIKTOK_SCRIPT_BASE', fallback: 'https://analytics.tiktok.com' },
  clarity: { variable: 'TAG_CLARITY_SCRIPT_BASE', fallback: 'https://www.clarity.ms' },
} as const;

export type ScriptProvider = keyof typeof scriptBases;

/** The tag settings as the page gets them. */
export type PageTagConfig = { [K in TagIdKey]?: string } & {
  /** Conversion labels per conversion: sent as `conversion` events to `AW-…/label`; one without a label goes by name. */
  googleAdsLabels?: Partial<Record<GoogleAdsConversion, string>>;
  scriptBases: Record<ScriptProvider, string>;
  /**
   * Advertising tags may run at all. Off on an environment whose name contains `fb` (spec: ad-tracking consent is
   * never granted in that mode), whatever the visitor chose.
   */
  advertisingAllowed: boolean;
};
