import type { IncomingMessage } from 'node:http';
import { DomainError } from '@mindprint/platform/errors';
import type { Logger } from '@mindprint/platform/logger';
import { requestContextKeys, runWithRequestContext } from '@mindprint/platform/request-context';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { sendFailure } from '../envelope.js';
import type { ServiceClients } from '../service-clients.js';
import { csrfHeaderName, csrfTokenMatches } from './csrf.js';
import { requireSignedIn, runWithRequestAuth, type RequestAuth, type SignedIn } from './request-auth.js';
import { clearSessionCookies, type CookieSettings, csrfCookieName, readCookies, sessionCookieName, setSessionCookies } from './session-cookies.js';
import { consentIn } from '../consent-cookie.js';
import { forgetAccount, type Members } from './session-revocation.js';

/**
 * `verifiedSessions`: tokens the user service verified a moment ago (shared by every surface of this gateway);
 * `accountReads`: the members' own reads this gateway keeps, switched off by their writes, forgotten with their sessions.
 */
export interface SessionMiddlewareOptions extends Members {
  clients: ServiceClients;
  cookies: CookieSettings;
  /** Origins besides the gateway's own that may send writes (e.g. a web app on another host). */
  trustedOrigins: string[];
  log: Logger;
}

/** Header an API client sends at sign-in to get the token in the answer instead of cookies. */
export const sessionTransportHeader = 'x-session-transport';

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);
/** A session check that takes longer than this treats the visitor as not signed in (public pages stay up). */
const authenticateDeadlineMs = 2_000;
const uidHeader = requestContextKeys.uid;

/** The token of an `Authorization: Bearer` header (API clients), which comes before the session cookie. */
export function bearerToken(req: IncomingMessage): string | undefined {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(req.headers.authorization ?? '');
  return match?.[1];
}

/** Writes from a browser must come from our own pages: a cross-site form or script is refused (login CSRF too). */
export function originAllowed(req: Request, trusted: string[]): boolean {
  const origin = req.headers.origin;
  if (!origin) return true; // not a browser, or a same-origin navigation of an old browser
  if (trusted.includes(origin)) return true;
  try {
    const { host } = new URL(origin);
    return host === req.headers.host || host === req.host;
  } catch {
    return false; // "null" and other opaque origins
  }
}

/**
 * Runs before every API route:
 * 1. never trusts an `x-uid` from the client — only a session sets it;
 * 2. refuses cross-origin writes;
 * 3. resolves the session (bearer header first, else the mp_session cookie) with one AuthenticateSession call,
 *    or from what that call answered for the same token within the last seconds (verified-sessions.ts);
 * 4. requires the CSRF header on cookie-authenticated writes (and re-issues a lost mp_csrf cookie);
 * 5. passes the account on as `x-uid` metadata and exposes it to routes (request-auth.ts).
 */
export function sessionMiddleware(options: SessionMiddlewareOptions): RequestHandler {
  const { clients, verifiedSessions, accountReads, cookies, trustedOrigins, log } = options;
  return async (req: Request, res: Response, next: NextFunction) => {
    try {
      delete req.headers[uidHeader];
      const unsafe = !safeMethods.has(req.method);
      if (unsafe && !originAllowed(req, trustedOrigins)) {
        sendFailure(res, 403, 'Requests from other sites are not accepted', 'CROSS_ORIGIN_REQUEST');
        return;
      }

      const bearer = bearerToken(req);
      const requestCookies = readCookies(req);
      const cookieToken = requestCookies[sessionCookieName] || undefined;
      const presentedToken = bearer ?? cookieToken ?? '';
      const via = bearer ? 'bearer' : 'cookie';
      let signedIn: SignedIn | undefined;
      let checkFailure: DomainError | undefined;
      if (presentedToken) {
        res.setHeader('cache-control', 'no-store');
        try {
          const session = await verifiedSessions.verify(presentedToken, async () => {
            const answer = await runWithRequestContext({ requestId: res.locals.requestId as string }, () =>
              clients.user.authenticateSession({ token: presentedToken }, { deadlineMs: authenticateDeadlineMs }),
            );
            return { userId: answer.userId, email: answer.email, emailVerified: answer.emailVerified, verifiedEmail: answer.verifiedEmail, expiresAt: answer.expiresAt };
          });
          signedIn = {
            userId: session.userId,
            email: session.email,
            emailVerified: session.emailVerified,
            verifiedEmail: session.verifiedEmail,
            expiresAt: session.expiresAt,
            via,
          };
        } catch (error) {
          if (error instanceof DomainError && error.kind === 'UNAUTHENTICATED') {
            if (via === 'cookie') clearSessionCookies(res, cookies); // ended or expired: the browser can forget it
          } else {
            checkFailure = error instanceof DomainError ? error : new DomainError('SESSION_CHECK_FAILED', 'Could not check your session; please try again', 'UNAVAILABLE');
            log.warn({ err: error }, 'session check failed');
          }
        }
      }

      if (signedIn?.via === 'cookie') {
        // A page that lost (or holds a stale) mp_csrf cookie gets it back, so it can retry instead of being stuck.
        if (!csrfTokenMatches(presentedToken, requestCookies[csrfCookieName])) {
          setSessionCookies(res, cookies, { token: presentedToken, expiresAt: new Date(signedIn.expiresAt) });
        }
        if (unsafe && !csrfTokenMatches(presentedToken, req.get(csrfHeaderName))) {
          sendFailure(res, 403, 'Missing or wrong CSRF token; reload the page and try again', 'CSRF_TOKEN_INVALID');
          return;
        }
      }
      if (signedIn) req.headers[uidHeader] = signedIn.userId;
      if (signedIn && unsafe) {
        // No gateway keeps this member's reads from before the write reaches its owner until after it is answered.
        const answered = await accountReads.writing(signedIn.userId);
        if (res.closed) answered();
        else res.once('close', answered);
      }

      const wantsToken = Boolean(bearer) || req.get(sessionTransportHeader)?.toLowerCase() === 'bearer';
      // Called once the user service has ended or replaced sessions: this gateway stops believing them at once.
      const forgetVerified = () => {
        if (presentedToken) verifiedSessions.forgetToken(presentedToken);
        if (signedIn) forgetAccount(options, signedIn.userId);
      };
      const auth: RequestAuth = {
        clientIp: req.ip ?? req.socket.remoteAddress ?? '',
        advertisingConsent: consentIn(requestCookies)?.advertising === true,
        userAgent: req.get('user-agent') ?? '',
        apiBase: req.baseUrl,
        signedIn,
        presentedToken,
        checkFailure,
        deliverSession(session) {
          forgetVerified();
          res.setHeader('cache-control', 'no-store');
          const delivered = { expiresAt: session.expiresAt, idleTimeoutSeconds: session.idleTimeoutSeconds };
          if (wantsToken) return { ...delivered, token: session.token };
          setSessionCookies(res, cookies, { token: session.token, expiresAt: new Date(session.expiresAt) });
          return delivered;
        },
        forgetSession() {
          forgetVerified();
          clearSessionCookies(res, cookies);
        },
        sessionsEndedFor: (userId) => forgetAccount(options, userId),
        accountChanged: (userId) => accountReads.changed(userId),
        ownRead(name, produce, keepable) {
          const member = requireSignedIn();
          return accountReads.read(member, name, produce, keepable);
        },
      };
      runWithRequestAuth(auth, next);
    } catch (error) {
      next(error);
    }
  };
}
