/**
 * Local stand-ins for the two ad platforms' HTTP APIs the conversion delivery calls, strict about the request
 * shapes the real ones document, so the tests fail when a request drifts from them.
 *
 * Meta Conversions API (META_CAPI_BASE_URL):
 *   POST /{version}/{pixel id}/events   JSON { data: [ServerEvent], access_token, test_event_code? }
 *        → { events_received, messages: [], fbtrace_id }; 400 OAuthException for a wrong token, 400 for a bad event
 * Google Ads API (GOOGLE_ADS_BASE_URL) and Google OAuth (GOOGLE_OAUTH_TOKEN_URL = {url}/token):
 *   POST /token                                              form grant_type=refresh_token, client_id, client_secret, refresh_token
 *   POST /{version}/customers/{customer id}:uploadClickConversions
 *        headers authorization: Bearer {access token}, developer-token; JSON { conversions: [ClickConversion], partialFailure: true }
 *        → { results: [...] }; a conversion with an order id already uploaded comes back as a partialFailureError
 * Both: `failNext(count, status)` answers the next API calls with that status (5xx, 429…) without taking them.
 */
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeAdServer {
  url: string;
  /** API calls received (failed and refused ones included). */
  readonly calls: number;
  failNext(count: number, status: number): void;
  stop(): Promise<void>;
}

export interface FakeMetaServer extends FakeAdServer {
  pixelId: string;
  accessToken: string;
  /** The server events taken, in order. */
  events: Array<Record<string, unknown>>;
}

export interface FakeGoogleAdsServer extends FakeAdServer {
  customerId: string;
  developerToken: string;
  clientId: string;
  clientSecret: string;
  refreshToken: string;
  /** The click conversions taken, in order. */
  conversions: Array<Record<string, unknown>>;
  /** Access tokens handed out. */
  readonly tokensIssued: number;
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function send(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

const sha256Hex = /^[0-9a-f]{64}$/;

async function serve(handle: (req: IncomingMessage, res: ServerResponse, body: string) => Promise<void> | void) {
  const failures: number[] = [];
  let calls = 0;
  const server = createServer((req, res) => {
    void (async () => {
      const body = await readBody(req);
      if (!req.url?.endsWith('/token')) {
        calls += 1;
        const status = failures.shift();
        if (status) return send(res, status, { error: { message: `fake outage (${status})`, code: status } });
      }
      await handle(req, res, body);
    })().catch((error: unknown) => {
      if (!res.headersSent) send(res, 500, { error: { message: (error as Error).message } });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    get calls() {
      return calls;
    },
    failNext(count: number, status: number) {
      for (let i = 0; i < count; i++) failures.push(status);
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The problems of one Meta server event, as the Graph API would refuse it; empty when fine. */
function metaEventProblems(event: Record<string, unknown>): string[] {
  const problems: string[] = [];
  const userData = (event.user_data ?? {}) as Record<string, unknown>;
  const customData = (event.custom_data ?? {}) as Record<string, unknown>;
  if (typeof event.event_name !== 'string' || !event.event_name) problems.push('event_name is required');
  if (!Number.isInteger(event.event_time)) problems.push('event_time must be a Unix timestamp in seconds');
  if (typeof event.event_id !== 'string' || !event.event_id) problems.push('event_id is required for deduplication');
  if (event.action_source !== 'website') problems.push('action_source must be website');
  if (typeof event.event_source_url !== 'string' || !/^https?:\/\//.test(event.event_source_url)) problems.push('event_source_url is required for website events');
  if (typeof userData.client_user_agent !== 'string' || !userData.client_user_agent) problems.push('client_user_agent is required for website events');
  if (userData.em !== undefined && (!Array.isArray(userData.em) || !userData.em.every((v) => typeof v === 'string' && sha256Hex.test(v)))) problems.push('em must be SHA-256 hashes');
  if (userData.fbc !== undefined && (typeof userData.fbc !== 'string' || !/^fb\.\d\.\d{13}\..+/.test(userData.fbc))) problems.push('fbc must be fb.<subdomain>.<ms>.<fbclid>');
  if (typeof customData.value !== 'number' || typeof customData.currency !== 'string' || !/^[A-Z]{3}$/.test(customData.currency)) problems.push('custom_data needs value and currency');
  return problems;
}

export async function startFakeMetaConversionsApi(): Promise<FakeMetaServer> {
  const pixelId = '123456789012345';
  const accessToken = `EAA${randomBytes(12).toString('hex')}`;
  const events: Array<Record<string, unknown>> = [];
  const base = await serve((req, res, raw) => {
    const match = /^\/v\d+\.\d+\/([^/]+)\/events$/.exec(req.url ?? '');
    if (req.method !== 'POST' || !match) return send(res, 404, { error: { message: `Unknown path ${req.method} ${req.url}`, type: 'GraphMethodException', code: 100 } });
    if (match[1] !== pixelId) return send(res, 400, { error: { message: `Object with ID '${match[1]}' does not exist`, type: 'GraphMethodException', code: 100 } });
    const body = JSON.parse(raw) as { data?: unknown; access_token?: unknown };
    if (body.access_token !== accessToken) return send(res, 400, { error: { message: 'Invalid OAuth access token.', type: 'OAuthException', code: 190 } });
    if (!Array.isArray(body.data) || body.data.length === 0) return send(res, 400, { error: { message: 'The parameter data is required', type: 'OAuthException', code: 100 } });
    const problems = (body.data as Array<Record<string, unknown>>).flatMap(metaEventProblems);
    if (problems.length > 0) return send(res, 400, { error: { message: `Invalid parameter: ${problems.join('; ')}`, type: 'OAuthException', code: 100 } });
    events.push(...(body.data as Array<Record<string, unknown>>));
    send(res, 200, { events_received: body.data.length, messages: [], fbtrace_id: randomBytes(8).toString('hex') });
  });
  return { ...base, get calls() {
    return base.calls;
  }, pixelId, accessToken, events };
}

/** The problems of one Google Ads click conversion; empty when fine. */
function clickConversionProblems(conversion: Record<string, unknown>, customerId: string): string[] {
  const problems: string[] = [];
  const clickIds = ['gclid', 'gbraid', 'wbraid'].filter((key) => typeof conversion[key] === 'string' && conversion[key]);
  if (clickIds.length !== 1) problems.push('exactly one of gclid, gbraid, wbraid is required');
  if (typeof conversion.conversionAction !== 'string' || !new RegExp(`^customers/${customerId}/conversionActions/\\d+$`).test(conversion.conversionAction)) problems.push('conversionAction must be customers/{id}/conversionActions/{id}');
  if (typeof conversion.conversionDateTime !== 'string' || !/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}[+-]\d{2}:\d{2}$/.test(conversion.conversionDateTime)) problems.push('conversionDateTime must be yyyy-mm-dd hh:mm:ss+|-hh:mm');
  if (typeof conversion.conversionValue !== 'number' || typeof conversion.currencyCode !== 'string') problems.push('conversionValue and currencyCode are required');
  const identifiers = conversion.userIdentifiers;
  if (identifiers !== undefined && (!Array.isArray(identifiers) || !identifiers.every((id) => sha256Hex.test(String((id as { hashedEmail?: unknown }).hashedEmail))))) problems.push('userIdentifiers.hashedEmail must be SHA-256 hex');
  return problems;
}

export async function startFakeGoogleAds(): Promise<FakeGoogleAdsServer> {
  const customerId = '1234567890';
  const developerToken = randomBytes(8).toString('hex');
  const clientId = 'fake-client.apps.googleusercontent.com';
  const clientSecret = randomBytes(8).toString('hex');
  const refreshToken = randomBytes(12).toString('hex');
  const accessTokens = new Set<string>();
  const conversions: Array<Record<string, unknown>> = [];
  const orderIds = new Set<string>();
  const base = await serve((req, res, raw) => {
    if (req.method === 'POST' && req.url === '/token') {
      const form = new URLSearchParams(raw);
      if (form.get('grant_type') !== 'refresh_token' || form.get('client_id') !== clientId || form.get('client_secret') !== clientSecret || form.get('refresh_token') !== refreshToken) {
        return send(res, 400, { error: 'invalid_grant', error_description: 'Bad Request' });
      }
      const token = `ya29.${randomBytes(12).toString('hex')}`;
      accessTokens.add(token);
      return send(res, 200, { access_token: token, expires_in: 3599, token_type: 'Bearer' });
    }
    const match = /^\/v\d+\/customers\/(\d+):uploadClickConversions$/.exec(req.url ?? '');
    if (req.method !== 'POST' || !match) return send(res, 404, { error: { code: 404, message: `Unknown path ${req.method} ${req.url}`, status: 'NOT_FOUND' } });
    const bearer = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
    if (!bearer || !accessTokens.has(bearer)) return send(res, 401, { error: { code: 401, message: 'Request had invalid authentication credentials.', status: 'UNAUTHENTICATED' } });
    if (req.headers['developer-token'] !== developerToken) return send(res, 401, { error: { code: 401, message: 'The developer token is not valid.', status: 'UNAUTHENTICATED' } });
    if (match[1] !== customerId) return send(res, 403, { error: { code: 403, message: "The caller does not have permission", status: 'PERMISSION_DENIED' } });
    const body = JSON.parse(raw) as { conversions?: unknown; partialFailure?: unknown };
    if (body.partialFailure !== true) return send(res, 400, { error: { code: 400, message: 'partialFailure must be true for conversion uploads', status: 'INVALID_ARGUMENT' } });
    if (!Array.isArray(body.conversions) || body.conversions.length === 0) return send(res, 400, { error: { code: 400, message: 'conversions is required', status: 'INVALID_ARGUMENT' } });
    const problems = (body.conversions as Array<Record<string, unknown>>).flatMap((c) => clickConversionProblems(c, customerId));
    if (problems.length > 0) return send(res, 400, { error: { code: 400, message: `Request contains an invalid argument: ${problems.join('; ')}`, status: 'INVALID_ARGUMENT' } });
    const results: Array<Record<string, unknown>> = [];
    const duplicates: string[] = [];
    for (const conversion of body.conversions as Array<Record<string, unknown>>) {
      const orderId = String(conversion.orderId ?? '');
      if (orderId && orderIds.has(orderId)) {
        duplicates.push(orderId);
        results.push({});
        continue;
      }
      if (orderId) orderIds.add(orderId);
      conversions.push(conversion);
      results.push({ gclid: conversion.gclid, conversionAction: conversion.conversionAction, conversionDateTime: conversion.conversionDateTime });
    }
    send(res, 200, {
      results,
      ...(duplicates.length > 0 ? { partialFailureError: { code: 3, message: `Order ID already exists for this conversion action (${duplicates.join(', ')}), at conversions[0].order_id` } } : {}),
    });
  });
  return {
    ...base,
    get calls() {
      return base.calls;
    },
    get tokensIssued() {
      return accessTokens.size;
    },
    customerId,
    developerToken,
    clientId,
    clientSecret,
    refreshToken,
    conversions,
  };
}

/** The notification service's variables that point both platforms at these fakes (conversion action 555). */
export function fakeAdPlatformVariables(meta: FakeMetaServer, google: FakeGoogleAdsServer): Record<string, string> {
  return {
    META_PIXEL_ID: meta.pixelId,
    META_CAPI_ACCESS_TOKEN: meta.accessToken,
    META_CAPI_BASE_URL: meta.url,
    GOOGLE_ADS_CUSTOMER_ID: google.customerId,
    GOOGLE_ADS_CONVERSION_ACTION_ID: '555',
    GOOGLE_ADS_DEVELOPER_TOKEN: google.developerToken,
    GOOGLE_ADS_CLIENT_ID: google.clientId,
    GOOGLE_ADS_CLIENT_SECRET: google.clientSecret,
    GOOGLE_ADS_REFRESH_TOKEN: google.refreshToken,
    GOOGLE_ADS_BASE_URL: google.url,
    GOOGLE_OAUTH_TOKEN_URL: `${google.url}/token`,
  };
}
