import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import { DomainError } from '@mindprint/platform/errors';
import type { Request, RequestHandler, Response } from 'express';
import { currentAuth } from './auth/request-auth.js';
import { NOT_FOUND_TTL_SECONDS } from './content-pages.js';
import { type Envelope, okEnvelopeJson, sendOk } from './envelope.js';
import { publicCacheControl, type PublicReadPolicy } from './public-reads.js';
import { answerVariant, type CachedAnswer, type RecentKeys, type ResponseCache, sendAnswer } from './response-cache.js';

/** What a public answer's bytes depend on besides the URL: the visitor's language headers, and the encoding. */
const varyEveryone = 'x-hl, x-language, accept-encoding';
/** Members see their own locks, so a CDN must tell visitors' requests from theirs. */
const varyVisitors = `${varyEveryone}, cookie, authorization`;

/** A public read's headers, and where its answers are kept: the route's entry in the response cache. */
export interface PublicReadHeaders {
  cacheControl: string;
  vary: string;
}
export interface ServedPublicRead extends PublicReadHeaders {
  /** The route path the response cache keeps the answer under (public-reads.ts). */
  route: string;
  /** The route as the server span names it (`/api/exam/question/list/:examId/:lang`). */
  httpRoute: string;
}

/** The response cache's key of a public read: the URL as asked, and the language headers the answer follows. */
export const publicReadKey = (url: string, headers: IncomingHttpHeaders) => `${url}|${headers['x-hl'] ?? ''}|${headers['x-language'] ?? ''}`;

/** RFC 9110 If-None-Match: `*` or any listed tag (weak comparison, so a `W/` a proxy added still matches). */
function matchesIfNoneMatch(req: IncomingMessage, answer: CachedAnswer): boolean {
  const header = req.headers['if-none-match'];
  if (!header) return false;
  if (header.trim() === '*') return true;
  const tags = header.split(',').map((t) => t.trim().replace(/^W\//, ''));
  return tags.includes(answer.etag) || (answer.gzip !== undefined && tags.includes(answer.gzip.etag));
}

/** Whether a kept answer is the owner's "no such item" (kept briefly, answered as the 404 it was). */
const notFoundStart = '{"result":404,';
const notFoundPrefix = Buffer.from(notFoundStart);
export const isNotFoundAnswer = (answer: CachedAnswer) => answer.body.subarray(0, notFoundPrefix.length).equals(notFoundPrefix);

/**
 * Sends a kept public answer with its headers: the caching ones (strong ETag, 304 on If-None-Match) when it may be
 * shared, else only `Vary`. The same calls whether Express or the fast path (memory-answers.ts) answers.
 */
export function sendPublicAnswer(req: IncomingMessage, res: ServerResponse, answer: CachedAnswer, headers: PublicReadHeaders, shareable: boolean): void {
  const variant = answerVariant(req, answer);
  res.setHeader('vary', headers.vary);
  if (shareable) {
    res.setHeader('cache-control', headers.cacheControl);
    res.setHeader('etag', variant.etag);
    if (matchesIfNoneMatch(req, answer)) {
      res.statusCode = 304;
      res.end();
      return;
    }
  }
  sendAnswer(res, answer, variant);
}

/**
 * Serves a public read from the gateway's response cache with its caching headers, strong ETag and 304.
 * A request that carries a session, or that asks about one visitor, is answered privately and uncached.
 * The owner's "not found" is kept too, for NOT_FOUND_TTL_SECONDS, so a probed or mistyped id does not reach it
 * on every request; it is still answered as the private 404 it was.
 */
export function publicReadHandler(options: {
  route: string;
  policy: PublicReadPolicy;
  cache: ResponseCache;
  /** The shareable answers sent, by key: what the fast path may answer without Express. */
  served: RecentKeys<ServedPublicRead>;
  produce: (req: Request, res: Response) => Promise<unknown>;
  /** For the private, uncached answers only: the cached ones carry their own gzip form. */
  compress: RequestHandler;
}): RequestHandler {
  const { route, policy, cache, served, produce, compress } = options;
  const headers: PublicReadHeaders = { cacheControl: publicCacheControl(policy), vary: policy.audience === 'visitors' ? varyVisitors : varyEveryone };
  const ttlOf = (body: string) => (body.startsWith(notFoundStart) ? NOT_FOUND_TTL_SECONDS : policy.sharedMaxAge);
  return async (req, res) => {
    const credentialed = currentAuth().presentedToken !== '';
    const personalQuery = policy.personalQuery?.some((name) => req.query[name] !== undefined) ?? false;
    if (personalQuery || (credentialed && policy.audience === 'visitors')) {
      const data = await produce(req, res);
      await compress(req, res, () => sendOk(res, data));
      return;
    }
    const key = publicReadKey(req.originalUrl, req.headers);
    const answer = await cache.get(
      route,
      key,
      policy.sharedMaxAge,
      async () => {
        try {
          return okEnvelopeJson(await produce(req, res));
        } catch (error) {
          if (!(error instanceof DomainError) || error.kind !== 'NOT_FOUND') throw error;
          return JSON.stringify({ result: 404, message: error.message, data: null, reason: error.reason } satisfies Envelope);
        }
      },
      ttlOf,
    );
    if (isNotFoundAnswer(answer)) {
      const { message, reason } = JSON.parse(answer.body.toString('utf8')) as Envelope;
      throw new DomainError(reason ?? 'NOT_FOUND', message, 'NOT_FOUND');
    }
    // A session (or a cookie the session middleware set) keeps the answer private; the bytes are still shared.
    const shareable = !credentialed && !res.getHeader('set-cookie');
    if (shareable) served.set(key, { route, httpRoute: `${req.baseUrl}${route}`, ...headers });
    sendPublicAnswer(req, res, answer, headers, shareable);
  };
}
