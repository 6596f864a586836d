import type { Request, RequestHandler, Response } from 'express';
import { currentAuth } from './auth/request-auth.js';
import { type Envelope, sendOk } from './envelope.js';
import { publicCacheControl, type PublicReadPolicy } from './public-reads.js';
import { answerVariant, type CachedAnswer, type ResponseCache, sendAnswer } from './response-cache.js';

/** What a public answer's bytes depend on besides the URL: the visitor's language headers, and the encoding. */
const varyEveryone = 'x-hl, x-language, accept-encoding';
/** Members see their own locks, so a CDN must tell visitors' requests from theirs. */
const varyVisitors = `${varyEveryone}, cookie, authorization`;

/** RFC 9110 If-None-Match: `*` or any listed tag (weak comparison, so a `W/` a proxy added still matches). */
function matchesIfNoneMatch(req: Request, answer: CachedAnswer): boolean {
  const header = req.headers['if-none-match'];
  if (!header) return false;
  if (header.trim() === '*') return true;
  const tags = header.split(',').map((t) => t.trim().replace(/^W\//, ''));
  return tags.includes(answer.etag) || (answer.gzip !== undefined && tags.includes(answer.gzip.etag));
}

/**
 * Serves a public read from the gateway's response cache with its caching headers, strong ETag and 304.
 * A request that carries a session, or that asks about one visitor, is answered privately and uncached.
 */
export function publicReadHandler(options: {
  route: string;
  policy: PublicReadPolicy;
  cache: ResponseCache;
  produce: (req: Request, res: Response) => Promise<unknown>;
  /** For the private, uncached answers only: the cached ones carry their own gzip form. */
  compress: RequestHandler;
}): RequestHandler {
  const { route, policy, cache, produce, compress } = options;
  const cacheControl = publicCacheControl(policy);
  const vary = policy.audience === 'visitors' ? varyVisitors : varyEveryone;
  return async (req, res) => {
    const credentialed = currentAuth().presentedToken !== '';
    const personalQuery = policy.personalQuery?.some((name) => req.query[name] !== undefined) ?? false;
    if (personalQuery || (credentialed && policy.audience === 'visitors')) {
      const data = await produce(req, res);
      await compress(req, res, () => sendOk(res, data));
      return;
    }
    const key = `${req.originalUrl}|${req.headers['x-hl'] ?? ''}|${req.headers['x-language'] ?? ''}`;
    const answer = await cache.get(route, key, policy.sharedMaxAge, async () =>
      JSON.stringify({ result: 200, message: 'ok', data: await produce(req, res) } satisfies Envelope),
    );
    // A session (or a cookie the session middleware set) keeps the answer private; the bytes are still shared.
    const shareable = !credentialed && !res.getHeader('set-cookie');
    const variant = answerVariant(req, answer);
    res.setHeader('vary', vary);
    if (shareable) {
      res.setHeader('cache-control', cacheControl);
      res.setHeader('etag', variant.etag);
      if (matchesIfNoneMatch(req, answer)) {
        res.status(304).end();
        return;
      }
    }
    sendAnswer(res, answer, variant);
  };
}
