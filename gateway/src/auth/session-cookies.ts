import { parse, serialize } from 'cookie';
import type { IncomingMessage } from 'node:http';
import type { Response } from 'express';
import { csrfTokenFor } from './csrf.js';

/** The session cookie (HttpOnly) and the CSRF cookie (readable by the page's script) the gateway sets together. */
export const sessionCookieName = 'mp_session';
export const csrfCookieName = 'mp_csrf';

export interface CookieSettings {
  /** Secure cookies are sent over HTTPS only: off just for plain-http localhost (SESSION_COOKIE_SECURE). */
  secure: boolean;
}

export function readCookies(req: IncomingMessage): Record<string, string | undefined> {
  const header = req.headers.cookie;
  if (!header) return {};
  try {
    return parse(header);
  } catch {
    return {};
  }
}

/** Both cookies live as long as the session can (its absolute end); the server ends it earlier when idle. */
export function setSessionCookies(res: Response, settings: CookieSettings, session: { token: string; expiresAt: Date }) {
  const common = { secure: settings.secure, sameSite: 'lax' as const, path: '/', expires: session.expiresAt };
  res.append('Set-Cookie', serialize(sessionCookieName, session.token, { ...common, httpOnly: true }));
  res.append('Set-Cookie', serialize(csrfCookieName, csrfTokenFor(session.token), { ...common, httpOnly: false }));
}

export function clearSessionCookies(res: Response, settings: CookieSettings) {
  const common = { secure: settings.secure, sameSite: 'lax' as const, path: '/', expires: new Date(0) };
  res.append('Set-Cookie', serialize(sessionCookieName, '', { ...common, httpOnly: true }));
  res.append('Set-Cookie', serialize(csrfCookieName, '', { ...common, httpOnly: false }));
}
