import type { IncomingMessage, ServerResponse } from 'node:http';
import { nameHttpRoute } from '@mindprint/platform/telemetry';
import { csrfTokenMatches } from './auth/csrf.js';
import { bearerToken } from './auth/session-middleware.js';
import { csrfCookieName, readCookies, sessionCookieName } from './auth/session-cookies.js';
import type { AccountReads } from './auth/account-reads.js';
import type { VerifiedSessions } from './auth/verified-sessions.js';
import { type KeptAccountRead, sendPersonalAnswer, settledReadKey } from './personal-reads.js';
import { isNotFoundAnswer, publicReadKey, sendPublicAnswer, type ServedPublicRead } from './public-read-handler.js';
import { privateCacheControl } from './public-reads.js';
import type { RecentKeys, ResponseCache, SettledAnswerCache } from './response-cache.js';

/** What every answer starts with (app.ts): its request id, request line and load count. */
export type BeginRequest = (req: IncomingMessage, res: ServerResponse, path: string) => void;

/**
 * Answers a GET or HEAD from this gateway's memory before Express, when Express answered the same key a moment
 * ago and the answer is still kept: a public read (response cache, same route generation) or a settled personal
 * read (a paid report), for a request without a session (no Authorization header, no session cookie). With a
 * session, a member's own read (account-reads.ts) kept for the account that the session middleware would find:
 * the token verified a moment ago and still believed (verified-sessions.ts), a cookie with its matching CSRF
 * cookie (else the middleware re-issues it), and the account's reads not switched off by a write (checked in the
 * shared cache as Express does; when switched off, or the copy went meanwhile, Express answers after all). The
 * answer is the one Express would send, header for header — the same security headers, request id, request line,
 * load count and the handlers' own sending code — so skipping the middleware chain, the route matching and their
 * per-layer spans changes the cost, not the answer. Returns whether it took the request; otherwise Express does.
 */
export function memoryAnswers(options: {
  securityHeaders: Map<string, string>;
  beginRequest: BeginRequest;
  publicReads: { cache: ResponseCache; served: RecentKeys<ServedPublicRead> };
  personalReads: { cache: SettledAnswerCache; served: RecentKeys<string> };
  /** The sessions the middleware believes, the reads kept for their accounts; Express, for a read switched off meanwhile. */
  accountReads: { sessions: VerifiedSessions; reads: AccountReads; express: (req: IncomingMessage, res: ServerResponse) => void };
}): (req: IncomingMessage, res: ServerResponse) => boolean {
  const { securityHeaders, beginRequest, publicReads, personalReads } = options;
  const { sessions, reads, express } = options.accountReads;
  /** What the Express chain does before the route's handler, for an answer that skips it. */
  const begin = (req: IncomingMessage, res: ServerResponse, url: string, httpRoute: string) => {
    nameHttpRoute(httpRoute);
    res.setHeaders(securityHeaders);
    const query = url.indexOf('?');
    beginRequest(req, res, query === -1 ? url : url.slice(0, query));
    res.setHeader('cache-control', privateCacheControl);
  };
  /** The session token the middleware would use (bearer first), when it would neither refuse nor re-issue anything. */
  const presentedToken = (req: IncomingMessage): string | undefined => {
    if (req.headers.authorization !== undefined) return bearerToken(req);
    const cookies = readCookies(req);
    const token = cookies[sessionCookieName];
    return token && csrfTokenMatches(token, cookies[csrfCookieName]) ? token : undefined;
  };
  const accountRead = (req: IncomingMessage, res: ServerResponse, url: string): boolean => {
    const token = presentedToken(req);
    const session = token === undefined ? undefined : sessions.believed(token);
    if (!session) return false;
    const key = settledReadKey(url, req.headers);
    if (!reads.kept<KeptAccountRead>(session, key)) return false;
    void reads.switchedOff(session.userId).then((switchedOff) => {
      const read = switchedOff ? undefined : reads.kept<KeptAccountRead>(session, key);
      if (!read) return express(req, res);
      begin(req, res, url, read.httpRoute);
      sendPersonalAnswer(req, res, read.answer);
    });
    return true;
  };
  return (req, res) => {
    const url = req.url ?? '';
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !url.startsWith('/')) return false;
    if (req.headers.authorization !== undefined || req.headers.cookie?.includes(sessionCookieName)) return accountRead(req, res, url);
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
