/**
 * Settings the deployment gives the page at run time (not at build time): the gateway writes them into every page
 * as `<script type="application/json" id="runtime-config">` (gateway/src/web-app.ts, tag-settings.ts). Read once;
 * anything missing or malformed counts as not configured, so a page without them loads no third-party tag.
 */
import {
  conversionLabelPattern,
  googleAdsConversions,
  type PageTagConfig,
  scriptBases,
  type TagIdKey,
  tagIds,
} from '../lib/generated/page-tag-config';

/** The tag settings (the gateway's gateway/src/page-tag-config.ts, through its generated copy: one definition). */
export type TagConfig = PageTagConfig;

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
    scriptBases: Object.fromEntries(
      Object.entries(scriptBases).map(([provider, base]) => [provider, isHttpUrl(bases[provider]) ? bases[provider] : base.fallback]),
    ) as TagConfig['scriptBases'],
    advertisingAllowed: tags.advertisingAllowed === true,
  };
  for (const [key, tag] of Object.entries(tagIds) as Array<[TagIdKey, (typeof tagIds)[TagIdKey]]>) {
    const value = tags[key];
    if (typeof value === 'string' && tag.pattern.test(value)) config[key] = value;
  }
  const labels = (tags.googleAdsLabels ?? {}) as Record<string, unknown>;
  if (config.googleAdsId) {
    for (const conversion of googleAdsConversions) {
      const label = labels[conversion];
      if (typeof label === 'string' && conversionLabelPattern.test(label)) (config.googleAdsLabels ??= {})[conversion] = label;
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
