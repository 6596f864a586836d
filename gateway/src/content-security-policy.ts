/**
 * The security headers of every answer (helmet's), with a Content-Security-Policy derived from the third parties the
 * deployment uses: Stripe's Payment Element (checkout, subscription offer) and the configured tags (tag-settings.ts).
 * Worked out once at start, then set in one call per request.
 */
import type { NextFunction, Request, Response } from 'express';
import helmet from 'helmet';
import type { ThirdPartySources } from './tag-settings.js';

/** Stripe.js, its frames and its API. */
export const stripeSources: ThirdPartySources = {
  scriptSrc: ['https://js.stripe.com', 'https://*.js.stripe.com'],
  frameSrc: ['https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com'],
  connectSrc: ['https://api.stripe.com'],
};

const unique = (lists: Array<string[] | undefined>) => [...new Set(lists.flatMap((list) => list ?? []))];

/** The CSP directives helmet gets: its defaults, plus each third party's sources after `'self'`. */
export function cspDirectives(thirdParties: ThirdPartySources[]) {
  const of = (directive: keyof ThirdPartySources) => unique(thirdParties.map((party) => party[directive]));
  return {
    scriptSrc: ["'self'", ...of('scriptSrc')],
    frameSrc: ["'self'", ...of('frameSrc')],
    connectSrc: ["'self'", ...of('connectSrc')],
    imgSrc: ["'self'", 'data:', ...of('imgSrc')],
  };
}

export function securityHeaders(thirdParties: ThirdPartySources[]): Map<string, string> {
  const headers = new Map<string, string>();
  const recorder = { setHeader: (name: string, value: string) => headers.set(name, value), removeHeader: () => {} };
  helmet({ contentSecurityPolicy: { directives: cspDirectives(thirdParties) } })({} as Request, recorder as unknown as Response, () => {});
  return headers;
}

export function setSecurityHeaders(headers: Map<string, string>) {
  return (_req: Request, res: Response, next: NextFunction) => {
    res.setHeaders(headers);
    next();
  };
}
