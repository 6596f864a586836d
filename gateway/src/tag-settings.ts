/**
 * The third-party tags the web app may load (tag manager, GA4, Google Ads, Meta Pixel, TikTok Pixel, Microsoft
 * Clarity): which are configured, where their scripts come from, and the Content-Security-Policy sources each needs.
 * The page gets the settings as runtime config (web-app.ts); the web decides per visitor from the consent cookie and
 * the click ids (web/src/lib/tag-loader.ts). A tag that is not configured is neither loaded nor allowed by the CSP.
 */
import { z } from 'zod';
import {
  conversionLabelPattern,
  type GoogleAdsConversion,
  googleAdsLabelVariables,
  type PageTagConfig,
  type ScriptProvider,
  scriptBases,
  type TagIdKey,
  tagIds,
} from './page-tag-config.js';

const emptyAsUndefined = (value: unknown) => (value === '' ? undefined : value);
const tagId = (pattern: RegExp, example: string) =>
  z.preprocess(emptyAsUndefined, z.string().regex(pattern, `must look like ${example}`).optional());
const scriptBase = (fallback: string) =>
  z
    .preprocess(emptyAsUndefined, z.url({ protocol: /^https?$/ }).default(fallback))
    .transform((url) => url.replace(/\/+$/, ''));

const conversionLabel = tagId(conversionLabelPattern, 'AbC-D_efG-h12_34-567 (letters, digits, - and _)');

type TagIdVariable = (typeof tagIds)[TagIdKey]['variable'];
type LabelVariable = (typeof googleAdsLabelVariables)[GoogleAdsConversion];
type ScriptBaseVariable = (typeof scriptBases)[ScriptProvider]['variable'];

const entries = <K extends string, V>(record: Record<K, V>) => Object.entries(record) as Array<[K, V]>;

/**
 * The gateway's variables for tags (read by config.ts, the only reader of the environment), from the tags of
 * page-tag-config.ts: each tag's id, the Google Ads conversion labels, and where the scripts are loaded from.
 */
export const tagEnv = {
  ...(Object.fromEntries(entries(tagIds).map(([, tag]) => [tag.variable, tagId(tag.pattern, tag.example)])) as Record<TagIdVariable, ReturnType<typeof tagId>>),
  ...(Object.fromEntries(Object.values(googleAdsLabelVariables).map((name) => [name, conversionLabel])) as Record<LabelVariable, typeof conversionLabel>),
  ...(Object.fromEntries(entries(scriptBases).map(([, base]) => [base.variable, scriptBase(base.fallback)])) as Record<ScriptBaseVariable, ReturnType<typeof scriptBase>>),
};

type TagVars = z.output<z.ZodObject<typeof tagEnv>>;

/** A conversion label means nothing without the Google Ads account it belongs to: start-up stops, naming both. */
export function refuseLabelsWithoutGoogleAds(vars: TagVars, ctx: z.RefinementCtx): void {
  if (vars.TAG_GOOGLE_ADS_ID) return;
  for (const name of Object.values(googleAdsLabelVariables)) {
    if (vars[name]) ctx.addIssue({ code: 'custom', path: [name], message: 'needs TAG_GOOGLE_ADS_ID (the account the conversion label belongs to)' });
  }
}

/** The configured tags: what the page may be told (pageTagConfig) and what the CSP must allow (tagSources). */
export type TagSettings = PageTagConfig & { googleAdsLabels: Partial<Record<GoogleAdsConversion, string>> };

export function tagSettings(vars: TagVars, environmentName: string): TagSettings {
  return {
    ...Object.fromEntries(entries(tagIds).map(([key, tag]) => [key, vars[tag.variable]])),
    googleAdsLabels: Object.fromEntries(entries(googleAdsLabelVariables).flatMap(([conversion, name]) => (vars[name] ? [[conversion, vars[name]]] : []))),
    scriptBases: Object.fromEntries(entries(scriptBases).map(([provider, base]) => [provider, vars[base.variable]])) as Record<ScriptProvider, string>,
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
export function pageTagConfig(tags: TagSettings): PageTagConfig {
  return {
    ...Object.fromEntries(entries(tagIds).map(([key, tag]) => [key, tag.advertising && !tags.advertisingAllowed ? undefined : tags[key]])),
    googleAdsLabels: tags.advertisingAllowed ? tags.googleAdsLabels : {},
    scriptBases: tags.scriptBases,
    advertisingAllowed: tags.advertisingAllowed,
  };
}
