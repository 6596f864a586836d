import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  ApiError,
  NetworkError,
  REQUEST_TIMEOUT_MS,
  buildDefaultHeaders,
  buildUrl,
  createApiClient,
  unwrapEnvelope,
} from './api-client';

interface Call {
  url: string;
  init: RequestInit;
}

function stubFetch(respond: (call: Call) => Response | Promise<Response>) {
  const calls: Call[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const call = { url: String(input), init: init ?? {} };
    calls.push(call);
    return respond(call);
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, calls };
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** A fetch that never answers, but rejects like the browser when its signal aborts. */
const hangingFetch = (_input: RequestInfo | URL, init?: RequestInit) =>
  new Promise<Response>((_resolve, reject) => {
    init?.signal?.addEventListener('abort', () => reject(new DOMException('The operation was aborted.', 'AbortError')));
  });

afterEach(() => {
  vi.useRealTimers();
});

describe('unwrapEnvelope', () => {
  it('returns data when HTTP status and result are both 200', () => {
    expect(unwrapEnvelope(200, { result: 200, message: 'ok', data: { id: 7 } })).toEqual({ id: 7 });
  });

  it('throws ApiError with result, message and reason when result is not 200', () => {
    const error = captureError(() =>
      unwrapEnvelope(200, { result: 409, message: 'Already paid', data: null, reason: 'ORDER_ALREADY_PAID' }),
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ result: 409, message: 'Already paid', reason: 'ORDER_ALREADY_PAID', status: 200 });
  });

  it('does not unwrap a result 200 carried by a non-200 HTTP status', () => {
    expect(captureError(() => unwrapEnvelope(500, { result: 200, message: 'ok', data: 1 }))).toMatchObject({
      result: 500,
      status: 500,
    });
  });

  it('throws ApiError for a body that is not an envelope', () => {
    expect(captureError(() => unwrapEnvelope(502, undefined, 'Bad Gateway'))).toMatchObject({
      result: 502,
      message: 'Bad Gateway',
      reason: 'INVALID_RESPONSE',
    });
    expect(captureError(() => unwrapEnvelope(200, { data: 1 }))).toMatchObject({ result: 500 });
  });
});

describe('buildDefaultHeaders', () => {
  it('maps the request context to the default headers, leaving out empty values', () => {
    expect(
      buildDefaultHeaders({
        language: 'zh-HK',
        appVersion: '1.2.3',
        examAppId: '42',
        logId: 'log-1',
        hl: 'HK',
        uid: '',
      }),
    ).toEqual({
      'x-language': 'zh-HK',
      'x-app-version': '1.2.3',
      'x-exam-app-id': '42',
      'x-log-id': 'log-1',
      'x-hl': 'HK',
    });
  });
});

describe('buildUrl', () => {
  it('joins base and path and skips empty query values', () => {
    expect(buildUrl('/api', '/app/v2/view', { hl: 'EN', id: 3, eid: undefined, aeid: null, dl: false })).toBe(
      '/api/app/v2/view?hl=EN&id=3&dl=false',
    );
    expect(buildUrl('/api/', 'exam/info/1')).toBe('/api/exam/info/1');
  });
});

describe('createApiClient', () => {
  it('GETs from the base path with default headers and returns data', async () => {
    const { fetch, calls } = stubFetch(() => json({ result: 200, message: 'ok', data: ['EN', 'FR'] }));
    const api = createApiClient({ fetch, getContext: () => ({ hl: 'FR', language: 'fr', uid: 'u1' }) });
    await expect(api.get('/app/language/list/1')).resolves.toEqual(['EN', 'FR']);
    expect(calls[0]?.url).toBe('/api/app/language/list/1');
    expect(calls[0]?.init.method).toBe('GET');
    expect(calls[0]?.init.headers).toMatchObject({ 'x-hl': 'FR', 'x-language': 'fr', 'x-uid': 'u1' });
    expect(calls[0]?.init.body).toBeNull();
  });

  it('POSTs JSON to the pay base for pay calls', async () => {
    const { fetch, calls } = stubFetch(() => json({ result: 200, message: 'ok', data: { paid: true } }));
    const api = createApiClient({ fetch });
    await expect(api.pay.post('/pay/check/status', { orderNumber: 'A1' })).resolves.toEqual({ paid: true });
    expect(calls[0]?.url).toBe('/pay-api/pay/check/status');
    expect(calls[0]?.init.method).toBe('POST');
    expect(calls[0]?.init.headers).toMatchObject({ 'content-type': 'application/json' });
    expect(calls[0]?.init.body).toBe('{"orderNumber":"A1"}');
  });

  it('sends the signed-in visitor’s CSRF token on writes, never on reads', async () => {
    const { fetch, calls } = stubFetch(() => json({ result: 200, message: 'ok', data: null }));
    const api = createApiClient({ fetch, getCsrfToken: () => 'csrf-1' });
    await api.post('/user/update', { nickname: 'k' });
    await api.get('/user/get');
    expect(calls[0]?.init.headers).toMatchObject({ 'x-csrf-token': 'csrf-1' });
    expect(calls[1]?.init.headers).not.toHaveProperty('x-csrf-token');
  });

  it('honours configured bases', async () => {
    const { fetch, calls } = stubFetch(() => json({ result: 200, message: 'ok', data: null }));
    const api = createApiClient({ fetch, baseUrl: '/v1', payBaseUrl: 'https://pay.example/p' });
    await api.get('/x');
    await api.pay.get('/y');
    expect(calls.map((c) => c.url)).toEqual(['/v1/x', 'https://pay.example/p/y']);
  });

  it('rejects with ApiError for a failure envelope', async () => {
    const { fetch } = stubFetch(() => json({ result: 404, message: 'Order not found', data: null, reason: 'NOT_FOUND' }, 404));
    const error = await createApiClient({ fetch })
      .get('/exam/order/info/X')
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ result: 404, message: 'Order not found', reason: 'NOT_FOUND', status: 404 });
  });

  it('rejects with ApiError for an HTML error page', async () => {
    const { fetch } = stubFetch(() => new Response('<html>oops</html>', { status: 503, statusText: 'Service Unavailable' }));
    await expect(createApiClient({ fetch }).get('/x')).rejects.toMatchObject({ name: 'ApiError', result: 503 });
  });

  it('rejects network errors to the caller', async () => {
    const { fetch } = stubFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    const error = await createApiClient({ fetch })
      .get('/x')
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NetworkError);
    expect(error).toMatchObject({ timedOut: false });
    expect((error as NetworkError).cause).toBeInstanceOf(TypeError);
  });

  it('times out after 30 seconds', async () => {
    vi.useFakeTimers();
    expect(REQUEST_TIMEOUT_MS).toBe(30_000);
    const outcome = createApiClient({ fetch: hangingFetch })
      .get('/slow')
      .catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(29_999);
    let settled = false;
    void outcome.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const error = await outcome;
    expect(error).toBeInstanceOf(NetworkError);
    expect(error).toMatchObject({ timedOut: true });
  });

  it('lets the caller cancel with its own signal', async () => {
    const controller = new AbortController();
    const outcome = createApiClient({ fetch: hangingFetch })
      .get('/slow', { signal: controller.signal })
      .catch((e: unknown) => e);
    const reason = new Error('navigated away');
    controller.abort(reason);
    expect(await outcome).toBe(reason);
  });
});

function captureError(fn: () => unknown): unknown {
  try {
    fn();
  } catch (error) {
    return error;
  }
  throw new Error('expected a throw');
}
