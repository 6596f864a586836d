import type { IncomingMessage, ServerResponse } from 'node:http';
import { nameHttpRoute } from '@mindprint/platform/telemetry';
import { sessionCookieName } from './auth/session-cookies.js';
import { sendPersonalAnswer, settledReadKey } from './personal-reads.js';
import { isNotFoundAnswer, publicReadKey, sendPublicAnswer, type ServedPublicRead } from './public-read-handler.js';
import { privateCacheControl } from './public-reads.js';
import type { RecentKeys, ResponseCache, SettledAnswerCache } from './response-cache.js';

/** What every answer starts with (app.ts): its request id, request line and load count. */
export type BeginRequest = (req: IncomingMessage, res: ServerResponse, path: string) => void;

/**
 * Answers a GET or HEAD from this gateway's memory before Express, when Express answered the same key a moment
 * ago and the answer is still kept: a public read (response cache, same route generation) or a settled personal
 * read (a paid report). Only for a request without a session (no Authorization header, no session cookie): with
 * one, the session middleware has work to do. The answer is the one Express would send, header for header — the
 * same security headers, request id, request line, load count and the handlers' own sending code — so skipping
 * the middleware chain, the route matching and their per-layer spans changes the cost, not the answer. Returns
 * whether it answered; otherwise Express does.
 */
export function memoryAnswers(options: {
  securityHeaders: Map<string, string>;
  beginRequest: BeginRequest;
  publicReads: { cache: ResponseCache; served: RecentKeys<ServedPublicRead> };
  personalReads: { cache: SettledAnswerCache; served: RecentKeys<string> };
}): (req: IncomingMessage, res: ServerResponse) => boolean {
  const { securityHeaders, beginRequest, publicReads, personalReads } = options;
  /** What the Express chain does before the route's handler, for an answer that skips it. */
  const begin = (req: IncomingMessage, res: ServerResponse, url: string, httpRoute: string) => {
    nameHttpRoute(httpRoute);
    res.setHeaders(securityHeaders);
    const query = url.indexOf('?');
    beginRequest(req, res, query === -1 ? url : url.slice(0, query));
    res.setHeader('cache-control', privateCacheControl);
  };
  return (req, res) => {
    const url = req.url ?? '';
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !url.startsWith('/')) return false;
    if (req.headers.authorization !== undefined || req.headers.cookie?.includes(sessionCookieName)) return false;
    const publicKey = publicReadKey(url, req.headers);
    const publicRead = publicReads.served.get(publicKey);
    const publicAnswer = publicRead && publicReads.cache.fresh(publicRead.route, publicKey);
    if (publicRead && publicAnswer && !isNotFoundAnswer(publicAnswer)) {
      begin(req, res, url, publicRead.httpRoute);
      sendPublicAnswer(req, res, publicAnswer, publicRead, true);
      return true;
    }
    const personalKey = settledReadKey(url, req.headers);
    const personalRoute = personalReads.served.get(personalKey);
    const settled = personalRoute && personalReads.cache.fresh(personalKey);
    if (personalRoute && settled) {
      begin(req, res, url, personalRoute);
      sendPersonalAnswer(req, res, settled);
      return true;
    }
    return false;
  };
}
