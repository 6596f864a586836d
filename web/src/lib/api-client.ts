/**
 * Fetch wrapper for the gateway (spec §7, DESIGN.md "The REST surface"):
 * - base `/api`, pay base `/pay-api` (`api.pay.*`);
 * - default headers carry language, app version, exam app id, log id, hl and user id;
 * - 30 s timeout;
 * - a response is unwrapped only when HTTP status is 200 and the envelope's `result` is 200;
 *   anything else throws `ApiError` (result, message, reason); network failures and timeouts
 *   reject with `NetworkError`.
 */
import { appConfig } from '../config/app-config';
import { readCookie } from './cookies';
import { getRequestContext, type RequestContext } from './request-context';

export const REQUEST_TIMEOUT_MS = 30_000;

export interface ApiEnvelope<T> {
  result: number;
  message: string;
  data: T;
  reason?: string;
}

/** The server answered, but not with success. `result` is the envelope's code (400, 401, 404, 409…). */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly result: number;
  readonly reason: string | undefined;
  /** HTTP status of the response. */
  readonly status: number;

  constructor(init: { result: number; message: string; reason?: string | undefined; status: number }) {
    super(init.message);
    this.result = init.result;
    this.reason = init.reason;
    this.status = init.status;
  }
}

/** No usable answer reached us: offline, DNS, connection reset, or the 30 s timeout. */
export class NetworkError extends Error {
  override readonly name = 'NetworkError';
  readonly timedOut: boolean;

  constructor(message: string, options: { timedOut: boolean; cause?: unknown }) {
    super(message, { cause: options.cause });
    this.timedOut = options.timedOut;
  }
}

export const HEADER_NAMES = {
  language: 'x-language',
  appVersion: 'x-app-version',
  examAppId: 'x-exam-app-id',
  logId: 'x-log-id',
  hl: 'x-hl',
  uid: 'x-uid',
} as const satisfies Record<keyof RequestContext, string>;

/** The default request headers for `context`; empty values are left out. */
export function buildDefaultHeaders(context: RequestContext): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const key of Object.keys(HEADER_NAMES) as (keyof RequestContext)[]) {
    const value = context[key];
    if (value) headers[HEADER_NAMES[key]] = value;
  }
  return headers;
}

function isEnvelope(body: unknown): body is ApiEnvelope<unknown> {
  return typeof body === 'object' && body !== null && typeof (body as { result?: unknown }).result === 'number';
}

/**
 * Returns `data` of a successful envelope; throws `ApiError` otherwise. `body` is the parsed JSON
 * body, or `undefined` when the body was not JSON.
 */
export function unwrapEnvelope<T>(status: number, body: unknown, statusText = ''): T {
  if (isEnvelope(body)) {
    if (status === 200 && body.result === 200) return body.data as T;
    return throwApiError({
      result: body.result !== 200 ? body.result : status,
      message: typeof body.message === 'string' ? body.message : statusText,
      reason: typeof body.reason === 'string' ? body.reason : undefined,
      status,
    });
  }
  return throwApiError({
    result: status === 200 ? 500 : status,
    message: statusText || 'Invalid response from server',
    reason: 'INVALID_RESPONSE',
    status,
  });
}

function throwApiError(init: ConstructorParameters<typeof ApiError>[0]): never {
  throw new ApiError(init);
}

export type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions {
  query?: Record<string, QueryValue>;
  headers?: Record<string, string>;
  /** Cancels the request (rejects with the caller's abort reason). */
  signal?: AbortSignal;
  timeoutMs?: number;
}

export interface ApiSurface {
  get<T>(path: string, options?: RequestOptions): Promise<T>;
  post<T>(path: string, body?: unknown, options?: RequestOptions): Promise<T>;
}

export interface ApiClient extends ApiSurface {
  /** The pay base (`/pay-api`), for calls the spec marks "pay base". */
  pay: ApiSurface;
}

export interface ApiClientOptions {
  baseUrl?: string;
  payBaseUrl?: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
  getContext?: () => RequestContext;
  /** The signed-in visitor's CSRF token (the `mp_csrf` cookie), sent on every POST. */
  getCsrfToken?: () => string | null;
}

/** `base` + `path` + query, skipping null/undefined query values. */
export function buildUrl(base: string, path: string, query?: Record<string, QueryValue>): string {
  const url = `${base.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) params.append(key, String(value));
  }
  const text = params.toString();
  return text ? `${url}${url.includes('?') ? '&' : '?'}${text}` : url;
}

export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const doFetch: typeof fetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const getContext = options.getContext ?? (() => ({}));

  async function request<T>(
    base: string,
    method: 'GET' | 'POST',
    path: string,
    body: unknown,
    requestOptions: RequestOptions = {},
  ): Promise<T> {
    const controller = new AbortController();
    const timeoutMs = requestOptions.timeoutMs ?? options.timeoutMs ?? REQUEST_TIMEOUT_MS;
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, timeoutMs);
    const callerSignal = requestOptions.signal;
    const onCallerAbort = () => controller.abort(callerSignal?.reason);
    if (callerSignal?.aborted) onCallerAbort();
    else callerSignal?.addEventListener('abort', onCallerAbort, { once: true });

    const headers: Record<string, string> = {
      accept: 'application/json',
      ...buildDefaultHeaders(getContext()),
      ...requestOptions.headers,
    };
    if (body !== undefined) headers['content-type'] = 'application/json';
    const csrfToken = method === 'POST' ? options.getCsrfToken?.() : null;
    if (csrfToken) headers['x-csrf-token'] = csrfToken;

    try {
      let response: Response;
      let parsed: unknown;
      try {
        response = await doFetch(buildUrl(base, path, requestOptions.query), {
          method,
          headers,
          body: body === undefined ? null : JSON.stringify(body),
          signal: controller.signal,
          credentials: 'same-origin',
        });
        const text = await response.text();
        parsed = parseJson(text);
      } catch (error) {
        if (timedOut) throw new NetworkError(`Request timed out after ${timeoutMs} ms`, { timedOut: true, cause: error });
        if (callerSignal?.aborted) throw callerSignal.reason ?? error;
        throw new NetworkError('Network request failed', { timedOut: false, cause: error });
      }
      return unwrapEnvelope<T>(response.status, parsed, response.statusText);
    } finally {
      clearTimeout(timer);
      callerSignal?.removeEventListener('abort', onCallerAbort);
    }
  }

  const surface = (base: string): ApiSurface => ({
    get: (path, opts) => request(base, 'GET', path, undefined, opts),
    post: (path, body, opts) => request(base, 'POST', path, body ?? {}, opts),
  });

  return {
    ...surface(options.baseUrl ?? '/api'),
    pay: surface(options.payBaseUrl ?? '/pay-api'),
  };
}

function parseJson(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** The app's client: gateway bases from config, headers from the current request context. */
export const api: ApiClient = createApiClient({
  baseUrl: appConfig.apiBase,
  payBaseUrl: appConfig.payApiBase,
  getContext: getRequestContext,
  getCsrfToken: () => (typeof document === 'undefined' ? null : readCookie(document.cookie, 'mp_csrf')),
});
