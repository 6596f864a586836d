/**
 * Settings the deployment gives the page at run time (not at build time): the gateway writes them into every page
 * as `<script type="application/json" id="runtime-config">` (gateway/src/web-app.ts, tag-settings.ts). Read once;
 * anything missing or malformed counts as not configured, so a page without them loads no third-party tag.
 */
export interface TagConfig {
  gtmId?: string;
  ga4Id?: string;
  googleAdsId?: string;
  /** Google Ads conversion labels: these conversions go to `send_to: '<googleAdsId>/<label>'`. */
  googleAdsLabels?: Partial<Record<GoogleAdsConversion, string>>;
  metaPixelId?: string;
  tiktokPixelId?: string;
  clarityId?: string;
  scriptBases: { google: string; meta: string; tiktok: string; clarity: string };
  /** False on an environment whose name contains `fb`: no advertising tag at all. */
  advertisingAllowed: boolean;
}

/** The funnel's conversions that a Google Ads conversion label may name (gateway/src/tag-settings.ts). */
export const googleAdsConversions = ['purchase', 'trial_start', 'subscription_start'] as const;
export type GoogleAdsConversion = (typeof googleAdsConversions)[number];

/** Turnstile's widget for the bot-protection field (gateway/src/bot-check.ts); absent when it is off. */
export interface BotCheckWidget {
  provider: 'turnstile';
  siteKey: string;
  scriptUrl: string;
}

export interface RuntimeConfig {
  tags: TagConfig;
  botCheck: BotCheckWidget | null;
}

const idPatterns = {
  gtmId: /^GTM-[A-Z0-9]{4,12}$/,
  ga4Id: /^G-[A-Z0-9]{4,16}$/,
  googleAdsId: /^AW-\d{6,14}$/,
  metaPixelId: /^\d{6,20}$/,
  tiktokPixelId: /^[A-Z0-9]{10,30}$/,
  clarityId: /^[a-z0-9]{6,16}$/,
} as const;

const defaultBases: TagConfig['scriptBases'] = {
  google: 'https://www.googletagmanager.com',
  meta: 'https://connect.facebook.net',
  tiktok: 'https://analytics.tiktok.com',
  clarity: 'https://www.clarity.ms',
};

const isHttpUrl = (value: unknown): value is string => typeof value === 'string' && /^https?:\/\/[^\s"'<>]+$/.test(value);

export function parseRuntimeConfig(text: string | null | undefined): RuntimeConfig {
  let raw: unknown;
  try {
    raw = text ? JSON.parse(text) : undefined;
  } catch {
    raw = undefined;
  }
  const tags = ((raw as { tags?: unknown } | undefined)?.tags ?? {}) as Record<string, unknown>;
  const bases = (tags.scriptBases ?? {}) as Record<string, unknown>;
  const config: TagConfig = {
    scriptBases: {
      google: isHttpUrl(bases.google) ? bases.google : defaultBases.google,
      meta: isHttpUrl(bases.meta) ? bases.meta : defaultBases.meta,
      tiktok: isHttpUrl(bases.tiktok) ? bases.tiktok : defaultBases.tiktok,
      clarity: isHttpUrl(bases.clarity) ? bases.clarity : defaultBases.clarity,
    },
    advertisingAllowed: tags.advertisingAllowed === true,
  };
  for (const [key, pattern] of Object.entries(idPatterns) as Array<[keyof typeof idPatterns, RegExp]>) {
    const value = tags[key];
    if (typeof value === 'string' && pattern.test(value)) config[key] = value;
  }
  const labels = (tags.googleAdsLabels ?? {}) as Record<string, unknown>;
  if (config.googleAdsId) {
    for (const conversion of googleAdsConversions) {
      const label = labels[conversion];
      if (typeof label === 'string' && /^[A-Za-z0-9_-]{4,64}$/.test(label)) (config.googleAdsLabels ??= {})[conversion] = label;
    }
  }
  return { tags: config, botCheck: parseBotCheck((raw as { botCheck?: unknown } | undefined)?.botCheck) };
}

function parseBotCheck(value: unknown): BotCheckWidget | null {
  const widget = (value ?? {}) as Partial<BotCheckWidget>;
  if (widget.provider !== 'turnstile' || typeof widget.siteKey !== 'string' || !/^[\w-]{1,128}$/.test(widget.siteKey) || !isHttpUrl(widget.scriptUrl)) return null;
  return { provider: 'turnstile', siteKey: widget.siteKey, scriptUrl: widget.scriptUrl };
}

let cached: RuntimeConfig | undefined;

export function runtimeConfig(): RuntimeConfig {
  cached ??= parseRuntimeConfig(typeof document === 'undefined' ? null : document.getElementById('runtime-config')?.textContent);
  return cached;
}
