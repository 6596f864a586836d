import { AsyncLocalStorage } from 'node:async_hooks';
import { DomainError } from '@mindprint/platform/errors';

/** The signed-in account behind a request, as AuthenticateSession answered for its token. */
export interface SignedIn {
  userId: string;
  email: string;
  emailVerified: boolean;
  /** The address when verified, else "" (guest orders with it belong to the account). */
  verifiedEmail: string;
  expiresAt: string;
  /** Where the token came from: cookie requests need the CSRF header on writes, bearer requests do not. */
  via: 'cookie' | 'bearer';
}

/** What a new session looks like to the client: the token itself only for API (bearer) clients. */
export interface DeliveredSession {
  expiresAt: string;
  idleTimeoutSeconds: number;
  token?: string;
}

/** Per request, set by the session middleware: who is signed in, from where, and how to hand out a session. */
export interface RequestAuth {
  /** The visitor's address (behind trusted proxies: from X-Forwarded-For). */
  clientIp: string;
  /**
   * The visitor granted advertising in the first-party consent cookie (consent-cookie.ts). Orders and
   * subscriptions record it, and server-side conversions are sent only for those made with it.
   */
  advertisingConsent: boolean;
  /** The request's User-Agent ('' when absent): kept with an order only with advertising consent. */
  userAgent: string;
  /** The API prefix the request came in on (e.g. /api), for links the answer carries. */
  apiBase: string;
  signedIn?: SignedIn;
  /** The session token the request carried, valid or not: ended at logout, replaced at sign-in. */
  presentedToken: string;
  /** Set when the user service could not check the token (it did not answer). */
  checkFailure?: DomainError;
  /**
   * Gives the client a new session: cookies for browsers, or the token in the answer for API clients. The
   * sessions it replaced or ended (the presented one, the account's others) are no longer believed here.
   */
  deliverSession(session: { token: string; expiresAt: string; idleTimeoutSeconds: number }): DeliveredSession;
  /** After the session ended: removes the session cookies from the browser and stops believing its token here. */
  forgetSession(): void;
  /** After the user service ended every session of an account (a password reset by e-mailed code): none is believed here any more. */
  sessionsEndedFor(userId: string): void;
  /**
   * Before answering a write that changed an account without its session (a sign-in, a verification, a reset):
   * its kept reads are switched off on every gateway (account-reads.ts). Writes with the session do it themselves.
   */
  accountChanged(userId: string): Promise<void>;
  /** The signed-in member's own read, kept briefly by this gateway (account-reads.ts); 401 when not signed in. */
  ownRead<T>(name: string, produce: () => Promise<T>, keepable?: (data: T) => boolean): Promise<T>;
}

const storage = new AsyncLocalStorage<RequestAuth>();

export function runWithRequestAuth<T>(auth: RequestAuth, fn: () => T): T {
  return storage.run(auth, fn);
}

export function currentAuth(): RequestAuth {
  const auth = storage.getStore();
  if (!auth) throw new Error('No request auth: is the session middleware mounted before this route?');
  return auth;
}

/** The signed-in account, or the envelope's 401 (503 when the session could not be checked). */
export function requireSignedIn(): SignedIn {
  const auth = currentAuth();
  if (auth.signedIn) return auth.signedIn;
  if (auth.checkFailure) throw auth.checkFailure;
  throw new DomainError('NOT_SIGNED_IN', 'Please sign in', 'UNAUTHENTICATED');
}

/**
 * What an order or subscription records for ad attribution, from the request itself and never from its body:
 * the consent cookie's advertising choice and, only with it, the user agent.
 */
export function adAttributionOfRequest(): { advertisingConsent: boolean; userAgent: string } {
  const auth = currentAuth();
  return { advertisingConsent: auth.advertisingConsent, userAgent: auth.advertisingConsent ? auth.userAgent : '' };
}
