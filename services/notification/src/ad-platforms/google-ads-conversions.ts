import { type AdConversion, conversionValue, googleAdsDateTime } from '../domain/ad-conversion.js';
import { ConversionRejected, type ConversionSender, errorMessageOf, failureOf } from './conversion-sender.js';

export interface GoogleAdsSettings {
  /** https://googleads.googleapis.com, or a local fake in tests. */
  baseUrl: string;
  /** API version, e.g. v26. */
  apiVersion: string;
  /** The OAuth token endpoint (https://oauth2.googleapis.com/token). */
  tokenUrl: string;
  /** The account the conversions belong to, digits only. */
  customerId: string;
  /** The manager account the credentials act through, when there is one. */
  loginCustomerId?: string;
  conversionActionId: string;
  developerToken: string;
  clientId: string;
  clientSecret: string;
  refreshToken: string;
  timeoutMs: number;
}

/**
 * Google Ads' `customers/{id}:uploadClickConversions` (REST) with one click conversion per call: matched by
 * gclid (or gbraid / wbraid), with the hashed e-mail as an enhanced-conversion identifier, and the event id as
 * its order id, so an upload repeated after a lost answer is refused as a duplicate instead of counted twice.
 * The access token comes from the refresh token and is reused until shortly before it expires.
 */
export class GoogleAdsConversions implements ConversionSender {
  readonly platform = 'google_ads' as const;
  private token: { value: string; expiresAt: number } | undefined;

  constructor(
    private readonly settings: GoogleAdsSettings,
    private readonly clock: () => number = Date.now,
  ) {}

  /** The click conversion of the request body. */
  conversionOf(conversion: AdConversion) {
    const { customerId, conversionActionId } = this.settings;
    const { gclid, gbraid, wbraid } = conversion.clickIds;
    // One click id only: Google refuses a conversion that names two.
    const click = gclid ? { gclid } : gbraid ? { gbraid } : { wbraid };
    return {
      ...click,
      conversionAction: `customers/${customerId}/conversionActions/${conversionActionId}`,
      conversionDateTime: googleAdsDateTime(conversion.occurredAt),
      conversionValue: conversionValue(conversion),
      currencyCode: conversion.currency,
      orderId: conversion.eventId,
      ...(conversion.hashedEmail ? { userIdentifiers: [{ hashedEmail: conversion.hashedEmail }] } : {}),
      // Only conversions recorded with the visitor's advertising consent are sent at all.
      consent: { adUserData: 'GRANTED' },
    };
  }

  async send(conversion: AdConversion): Promise<void> {
    const { baseUrl, apiVersion, customerId, loginCustomerId, developerToken, timeoutMs } = this.settings;
    const response = await fetch(`${baseUrl}/${apiVersion}/customers/${encodeURIComponent(customerId)}:uploadClickConversions`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${await this.accessToken()}`,
        'developer-token': developerToken,
        ...(loginCustomerId ? { 'login-customer-id': loginCustomerId } : {}),
      },
      body: JSON.stringify({ conversions: [this.conversionOf(conversion)], partialFailure: true }),
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (response.status === 401) {
      // A token revoked or expired early: fetch a new one on the next try.
      this.token = undefined;
      throw new Error('Google Ads answered 401; the access token is renewed for the next try');
    }
    if (!response.ok) throw failureOf('Google Ads', response.status, await errorMessageOf(response));
    const body = (await response.json().catch(() => ({}))) as { partialFailureError?: { code?: number; message?: string } };
    const failure = body.partialFailureError;
    if (failure && failure.code) {
      const message = failure.message ?? '';
      // The same order id uploaded before (our earlier try went through): that is the one conversion we wanted.
      if (/already exists|duplicate/i.test(message)) return;
      throw new ConversionRejected(`Google Ads refused the conversion: ${message.slice(0, 300)}`);
    }
  }

  private async accessToken(): Promise<string> {
    if (this.token && this.token.expiresAt > this.clock()) return this.token.value;
    const { tokenUrl, clientId, clientSecret, refreshToken, timeoutMs } = this.settings;
    const response = await fetch(tokenUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: 'refresh_token', client_id: clientId, client_secret: clientSecret, refresh_token: refreshToken }),
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (!response.ok) throw failureOf('Google OAuth', response.status, await errorMessageOf(response));
    const body = (await response.json()) as { access_token?: unknown; expires_in?: unknown };
    if (typeof body.access_token !== 'string') throw new Error('Google OAuth answered without an access token');
    const lifetimeSeconds = typeof body.expires_in === 'number' ? body.expires_in : 3600;
    // Renewed a minute early, so a token never expires on its way.
    this.token = { value: body.access_token, expiresAt: this.clock() + Math.max(0, lifetimeSeconds - 60) * 1000 };
    return this.token.value;
  }
}
