import { type AdConversion, conversionValue, metaClickParameter, metaEventNames } from '../domain/ad-conversion.js';
import { type ConversionSender, errorMessageOf, failureOf } from './conversion-sender.js';

export interface MetaConversionsSettings {
  /** https://graph.facebook.com, or a local fake in tests. */
  baseUrl: string;
  /** Graph API version, e.g. v23.0. */
  apiVersion: string;
  pixelId: string;
  accessToken: string;
  /** Routes events to the Events Manager's test tab instead of counting them. */
  testEventCode?: string;
  /** The site the conversions happened on (Meta's event_source_url). */
  eventSourceUrl: string;
  timeoutMs: number;
}

/**
 * Meta's Conversions API: `POST {base}/{version}/{pixel id}/events` with one server event per call. Meta pairs
 * it with the Pixel's browser event of the same event_name and event_id and counts it once.
 */
export class MetaConversionsApi implements ConversionSender {
  readonly platform = 'meta' as const;

  constructor(private readonly settings: MetaConversionsSettings) {}

  /** The request body (without the access token) for a conversion. */
  eventOf(conversion: AdConversion) {
    const fbc = metaClickParameter(conversion);
    return {
      event_name: metaEventNames[conversion.kind],
      event_time: Math.floor(new Date(conversion.occurredAt).getTime() / 1000),
      event_id: conversion.eventId,
      action_source: 'website',
      event_source_url: this.settings.eventSourceUrl,
      user_data: {
        ...(conversion.hashedEmail ? { em: [conversion.hashedEmail] } : {}),
        ...(fbc ? { fbc } : {}),
        ...(conversion.userAgent ? { client_user_agent: conversion.userAgent } : {}),
      },
      custom_data: { value: conversionValue(conversion), currency: conversion.currency },
    };
  }

  async send(conversion: AdConversion): Promise<void> {
    const { baseUrl, apiVersion, pixelId, accessToken, testEventCode, timeoutMs } = this.settings;
    const response = await fetch(`${baseUrl}/${apiVersion}/${encodeURIComponent(pixelId)}/events`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ data: [this.eventOf(conversion)], access_token: accessToken, ...(testEventCode ? { test_event_code: testEventCode } : {}) }),
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (!response.ok) throw failureOf('Meta Conversions API', response.status, await errorMessageOf(response));
    const body = (await response.json().catch(() => ({}))) as { events_received?: unknown };
    if (body.events_received !== 1) throw new Error(`Meta Conversions API received ${String(body.events_received)} events instead of 1`);
  }
}
